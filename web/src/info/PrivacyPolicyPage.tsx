import { Link } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { useLegalNames } from './legalNames';

/** The privacy policy was last updated in February 2021. */
export const PRIVACY_UPDATED = 'Last updated: February 2021';

/** /privacypolicy: what the service collects, why, who it is shared with and the member's choices. */
export function PrivacyPolicyPage() {
  const { site, provider, isWhiteLabel, email } = useLegalNames();
  usePageMeta({
    section: 'Privacy Policy',
    description: `How ${site} collects, uses and protects your personal information, and the choices you have.`,
  });
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: 'Who We Are and What This Policy Covers',
      body: (
        <p>
          This Privacy Policy explains how {provider} (&ldquo;we,&rdquo; &ldquo;us&rdquo;) handles personal
          information when you use {site}
          {isWhiteLabel ? `, a site provided for ${site} by ${provider}` : ''}, including our website, web
          app, mobile and TV apps and live and on-demand classes (the &ldquo;Service&rdquo;). It forms part of
          our <Link to="/terms">End-User Terms</Link>.
        </p>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      body: (
        <ul>
          <li>
            <strong>Account information:</strong> your name, e-mail address, password (stored only in a hashed
            form) and, if you give it, your birth date and fitness profile.
          </li>
          <li>
            <strong>Purchases:</strong> your plan, trial, day passes, class bookings and promo codes. Card
            details are collected by our payment provider; we receive only a token, the card brand, the last
            four digits and the expiry date.
          </li>
          <li>
            <strong>Activity:</strong> classes you watch, book, join or complete, scheduled workouts and
            programs, favorites, progress figures, and attendance at live classes.
          </li>
          <li>
            <strong>Friends:</strong> friend requests you send, receive, accept or remove.
          </li>
          <li>
            <strong>Calendar:</strong> if you connect a calendar, access to its events, used only to add and
            update your workouts.
          </li>
          <li>
            <strong>Device and usage information:</strong> browser and device type, app version, IP address,
            and the pages and features you use, including playback events.
          </li>
          <li>
            <strong>Communications:</strong> messages you send us and newsletter sign-ups.
          </li>
        </ul>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How We Use Information',
      body: (
        <ul>
          <li>To provide the Service: your account, streaming, bookings, your calendar and progress.</li>
          <li>To process payments, trials and renewals, and prevent fraud.</li>
          <li>To send receipts, reminders (such as before a trial ends) and service messages.</li>
          <li>To recommend classes and programs, and improve the Service.</li>
          <li>With your consent, to send news and offers; you can unsubscribe at any time.</li>
          <li>To meet legal obligations and enforce our terms.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'How We Share Information',
      body: (
        <>
          <p>We do not sell your personal information. We share it only:</p>
          <ul>
            <li>
              <strong>With partner studios:</strong> the studio whose classes you take or whose
              {isWhiteLabel ? ' site this is' : ' white-label site you sign up on'} receives your name, e-mail
              and bookings so it can run its classes and contact its customers.
            </li>
            <li>
              <strong>With friends:</strong> the activity that friend features show, with people you have
              accepted.
            </li>
            <li>
              <strong>With service providers:</strong> our payment provider, hosting, e-mail and analytics
              providers, who process it for us under contract.
            </li>
            <li>
              <strong>For legal reasons:</strong> when the law requires it, to protect rights and safety, or
              in a merger, acquisition or sale of assets.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'storage',
      title: 'Cookies and Browser Storage',
      body: (
        <p>
          We keep your sign-in token and a copy of your profile in your browser&rsquo;s local storage so that
          you stay logged in, and we cache the app for offline use. Logging out removes them. We do not use
          third-party advertising cookies.
        </p>
      ),
    },
    {
      id: 'choices',
      title: 'Your Choices and Rights',
      body: (
        <p>
          You can update your details on your account page, disconnect a calendar at any time, remove friends,
          and unsubscribe from marketing e-mails with the link in each message. You may ask us for a copy of
          your personal information, or to correct or delete it, by e-mailing {mail}. Depending on where you
          live you may have further rights, which we will honour as the law requires.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'Data Retention',
      body: (
        <p>
          We keep personal information while your account is open and afterwards only as long as needed for
          the purposes above, such as tax, accounting and dispute records.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          We protect your information with encryption in transit, hashed passwords, access controls and
          revocable sign-in tokens. No system is perfectly secure, so please use a strong, unique password.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          The Service is not intended for children under 13, and we do not knowingly collect personal
          information from them. If you believe a child under 13 has given us information, contact us and we
          will delete it.
        </p>
      ),
    },
    {
      id: 'international',
      title: 'International Users',
      body: (
        <p>
          The Service is operated in the United States. If you use it from elsewhere, your information is
          transferred to and processed in the United States.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this Policy',
      body: (
        <p>
          We may update this Policy. The date at the top shows when it last changed; if a change is material
          we will tell you by e-mail or in the Service.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions or requests about your privacy? E-mail {mail}
          {isWhiteLabel ? `. ${site} is provided by ${provider}.` : '.'}
        </p>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Privacy Policy"
      dateLine={PRIVACY_UPDATED}
      intro={
        <p>
          Your privacy matters to us. This Policy explains what we collect, why, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
