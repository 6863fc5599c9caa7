import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import './info.css';

interface FaqGroup {
  id: string;
  title: string;
  items: ReadonlyArray<{ question: string; answer: ReactNode }>;
}

/** /faq: questions and answers as native disclosures (<details>/<summary>). */
export function FaqPage() {
  const { brand, isWhiteLabel } = useSite();
  const name = brand.name;
  const email = brand.contactEmail;
  usePageMeta({
    section: 'FAQ',
    description: `Answers about ${name}: the 7-day free trial, plans and prices, cancelling, live classes, devices, studios and your account.`,
  });
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  const groups: FaqGroup[] = [
    {
      id: 'faq-trial-plans',
      title: 'Free trial and plans',
      items: [
        {
          question: 'How does the free trial work?',
          answer: (
            <p>
              The monthly and yearly plans start with a 7-day free trial. You add a card when you sign up, and
              it is charged only when the trial ends. Cancel before then and you pay nothing. Promo codes
              cannot be combined with the standard trial.
            </p>
          ),
        },
        {
          question: 'What plans are there and what do they cost?',
          answer: (
            <ul>
              <li>Monthly: $19.99 per month, billed monthly.</li>
              <li>Yearly: $239.99 per year, billed annually.</li>
              <li>
                Both include the first 7 days free, unlimited workouts, and you can cancel any time. Choose
                one on the <Link to="/subscription">subscription page</Link>.
              </li>
            </ul>
          ),
        },
        {
          question: 'What is a day pass?',
          answer: (
            <p>
              A day pass is a one-time payment for unlimited workouts on the day you choose. Pick the date and
              see the price on the <Link to="/daypass">day pass page</Link>. It does not renew.
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-cancel',
      title: 'Cancelling',
      items: [
        {
          question: 'Can I cancel any time?',
          answer: (
            <p>
              Yes. Cancel in Account Settings, or on the <Link to="/cancel">cancel page</Link>, at least 24
              hours before your plan renews. You keep access until the end of the period you have paid for.
            </p>
          ),
        },
        {
          question: 'Do you give refunds?',
          answer: (
            <p>
              Payments are not refunded once billed, and there are no partial refunds for unused time. See our{' '}
              <Link to="/terms">terms</Link>.
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-live',
      title: 'Live classes',
      items: [
        {
          question: 'How do I book a live class?',
          answer: (
            <p>
              Open the <Link to="/liveschedule">Live Schedule</Link>, choose a day and a class, and book it.
              The class goes on your calendar, and you can join from your dashboard when it starts.
            </p>
          ),
        },
        {
          question: 'Do live classes cost extra?',
          answer: (
            <p>
              Subscribers book live classes free. Without a subscription you can still take a live class by
              paying for that class when you book it.
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-devices',
      title: 'Devices',
      items: [
        {
          question: 'Which devices can I use?',
          answer: (
            <p>
              Any modern browser on a laptop, phone or tablet, the iPhone and iPad app, and Roku. Put classes
              on your TV with Chromecast, AirPlay or an HDMI cord. The Android app is coming soon. See{' '}
              <Link to="/compatibledevices">compatible devices</Link> and{' '}
              <Link to="/how-to-connect">how to connect</Link>.
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-studios',
      title: 'Studios',
      items: [
        {
          question: isWhiteLabel ? `Whose classes are these?` : 'Which studios can I train with?',
          answer: isWhiteLabel ? (
            <p>
              Every class on this site is taught by {name} instructors. The site is run for {name} by
              StreamFit.
            </p>
          ) : (
            <p>
              Your subscription includes the classes of every partner studio, from yoga and Pilates to cycling
              and HIIT. Browse them on the <Link to="/studios">studios page</Link>.
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-account',
      title: 'Your account',
      items: [
        {
          question: 'I forgot my password. What do I do?',
          answer: (
            <p>
              Use <Link to="/forgot-password">Reset password</Link>: enter your e-mail address and we will
              send you a link to choose a new password.
            </p>
          ),
        },
        {
          question: 'Where do I change my plan or card?',
          answer: (
            <p>
              On your <Link to="/account">account page</Link> once you are logged in.
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-contact',
      title: 'Contact',
      items: [
        {
          question: 'How do I reach support?',
          answer: <p>E-mail {mail} and we will get back to you.</p>,
        },
      ],
    },
  ];
  return (
    <article className="info-page info-page--narrow" aria-labelledby="faq-heading">
      <header className="info-hero">
        <p className="eyebrow">FAQ</p>
        <h1 id="faq-heading">Frequently Asked Questions</h1>
        <p className="info-hero__lead">
          Everything about trials, plans, live classes and devices. Still stuck? E-mail {mail}.
        </p>
      </header>
      {groups.map((group) => (
        <section key={group.id} className="info-section info-faq" aria-labelledby={group.id}>
          <h2 id={group.id}>{group.title}</h2>
          {group.items.map((item) => (
            <details key={item.question} className="info-faq__item">
              <summary className="info-faq__question">{item.question}</summary>
              <div className="info-faq__answer">{item.answer}</div>
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}
