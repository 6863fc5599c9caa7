import { Link } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { useLegalNames } from './legalNames';

/** The end-user terms are effective from August 2017. */
export const TERMS_EFFECTIVE = 'Effective: August 2017';

/** /terms: the end-user terms (the product's facts; the closing sections in their set order). */
export function TermsPage() {
  const { site, provider, isWhiteLabel, email } = useLegalNames();
  usePageMeta({
    section: 'Terms',
    description: `The end-user terms for ${site}: subscriptions, free trials, cancellation, refunds, live and on-demand classes, and your rights.`,
  });
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: 'Acceptance of these Terms',
      body: (
        <>
          <p>
            These End-User Terms (the &ldquo;Terms&rdquo;) govern your use of {site}
            {isWhiteLabel ? `, a site operated for ${site} by ${provider},` : ','} including its website, web
            app, mobile and TV apps, live and on-demand classes and related services (together, the
            &ldquo;Service&rdquo;). The Service is provided by {provider} (&ldquo;{provider},&rdquo;
            &ldquo;we,&rdquo; &ldquo;us&rdquo; or &ldquo;our&rdquo;).
          </p>
          <p>
            By creating an account, starting a free trial, buying a subscription, day pass or class, or
            otherwise using the Service, you agree to these Terms and to our{' '}
            <Link to="/privacypolicy">Privacy Policy</Link>. If you do not agree, do not use the Service.
          </p>
        </>
      ),
    },
    {
      id: 'service',
      title: 'The Service',
      body: (
        <>
          <p>
            The Service lets members stream workout classes from{' '}
            {isWhiteLabel ? site : 'our partner fitness studios'}: on-demand classes, which you can watch at
            any time, and live classes, which take place at a scheduled time. Classes are created by partner
            studios and their instructors; {provider} hosts and delivers them.
          </p>
          <p>
            Partner studios may offer the Service on their own branded (&ldquo;white-label&rdquo;) sites.
            Those sites are provided by {provider} under these Terms; the studio&rsquo;s name and logo
            identify the studio whose classes you are buying, not a separate provider.
          </p>
          <p>
            We may change, add or remove classes, studios, programs and features at any time. The classes and
            studios available can vary over time and by plan.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      body: (
        <p>
          The Service is not intended for children under 13, and children under 13 may not create an account
          or use the Service. If you are under 18, or under the age of majority where you live, you may use
          the Service only with the involvement and consent of a parent or guardian who agrees to these Terms.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Your Account',
      body: (
        <p>
          You must give accurate information when you sign up and keep it current. You are responsible for
          keeping your password confidential and for all activity under your account. Tell us at once at{' '}
          {mail} if you believe your account has been used without your permission. Accounts are personal and
          may not be shared, sold or transferred.
        </p>
      ),
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions, Free Trials, Day Passes and Class Purchases',
      body: (
        <>
          <p>
            <strong>Plans.</strong> We offer a monthly plan and a yearly plan, each giving unlimited access to
            the classes included in the plan for as long as the subscription is active. Prices are shown
            before you buy (currently $19.99 per month for the monthly plan and $239.99 per year for the
            yearly plan) and may differ by site or promotion.
          </p>
          <p>
            <strong>Free trials.</strong> Where offered, a subscription starts with a 7-day free trial. Your
            payment card is charged the plan price when the trial ends unless you cancel before then. Free
            trials are for new members, one per person, and promo codes cannot be combined with the standard
            trial.
          </p>
          <p>
            <strong>Automatic renewal.</strong> Subscriptions renew automatically at the end of each billing
            period for another period of the same length, and your payment method is charged the then-current
            price, until you cancel.
          </p>
          <p>
            <strong>Day passes and single classes.</strong> A day pass is a one-time payment giving unlimited
            workouts on the date you choose, and does not renew. You may also pay for a single live class;
            subscribers book live classes free. Credit packages and pay-per-view purchases give you indefinite
            access to what you bought, for as long as we offer the Service.
          </p>
          <p>
            <strong>Price changes.</strong> We may change prices. A new price applies to a subscription from
            its next renewal after we have told you about it, giving you the chance to cancel first.
          </p>
        </>
      ),
    },
    {
      id: 'payments',
      title: 'Billing and Payment Provider',
      body: (
        <p>
          Payments are processed by our third-party payment provider. By giving a payment method you authorise
          us, through the payment provider, to charge it for the purchases you make and for each renewal.{' '}
          {provider} does not store your full card number. If a payment fails we may retry it, suspend your
          access until it succeeds, or end your subscription. You are responsible for any taxes that apply.
          Where your device offers a wallet payment (for example Apple Pay), its provider&rsquo;s terms also
          apply.
        </p>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancellation and Refunds',
      body: (
        <>
          <p>
            You may cancel a subscription at any time in Account Settings. To avoid being charged for the next
            period, you must cancel at least 24 hours before your subscription renews. When you cancel, your
            subscription stays active until the end of the period you have paid for and then ends.
          </p>
          <p>
            Payments are non-refundable once billed, except where the law requires otherwise. There are no
            partial refunds: we do not refund or credit partly used subscription periods, unused days, or
            classes you booked but did not attend.
          </p>
          <p>
            If you subscribed through an app store, you cancel and seek any refund through that store, under
            its rules.
          </p>
        </>
      ),
    },
    {
      id: 'live-classes',
      title: 'Live Classes and Bookings',
      body: (
        <p>
          Live classes happen at the time shown on the schedule, in your local time. Booking a class reserves
          your place and adds it to your calendar. Studios may reschedule or cancel live classes; if a class
          you paid for is cancelled, you may book another class or ask us for a credit. When you join a live
          class we record your attendance.
        </p>
      ),
    },
    {
      id: 'health',
      title: 'Health and Safety',
      body: (
        <p>
          Exercise carries a risk of injury. Consult a physician before starting any exercise program,
          especially if you are pregnant or have a medical condition. Work out within your limits, use
          suitable equipment and a safe space, and stop if you feel pain or discomfort. The classes are not
          medical advice. You take part voluntarily and at your own risk.
        </p>
      ),
    },
    {
      id: 'content',
      title: 'Content and Intellectual Property',
      body: (
        <p>
          The classes, videos, music, text, graphics, logos and software of the Service belong to {provider},
          our partner studios or their licensors and are protected by law. While you follow these Terms, we
          grant you a limited, personal, non-exclusive, non-transferable, revocable licence to stream the
          content for your own non-commercial use. You may not copy, download (except where an app allows
          offline viewing), record, rebroadcast, publicly perform or sell any content, or get around any
          technical protection.
        </p>
      ),
    },
    {
      id: 'conduct',
      title: 'Acceptable Use',
      body: (
        <ul>
          <li>Do not share your account or let others stream classes with it.</li>
          <li>Do not use the Service unlawfully, or to harass, impersonate or harm anyone.</li>
          <li>
            Do not probe, scrape, overload or interfere with the Service, or try to reach parts of it you are
            not entitled to use.
          </li>
          <li>Do not post anything unlawful, offensive or infringing through community features.</li>
        </ul>
      ),
    },
    {
      id: 'friends',
      title: 'Friends and Community Features',
      body: (
        <p>
          You can send, accept and remove friend requests. Friends can see some of your activity, such as
          classes you have booked or completed. Only connect with people you know, and do not use these
          features to send unwanted messages.
        </p>
      ),
    },
    {
      id: 'calendar',
      title: 'Calendar Sync and Third-Party Services',
      body: (
        <p>
          You may connect a third-party calendar so that scheduled workouts and booked classes appear in it.
          We ask only for access to calendar events and use it only to add and update your workouts.
          Third-party services (calendars, app stores, payment providers, casting devices) are governed by
          their own terms, and we are not responsible for them.
        </p>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimer of Warranties',
      body: (
        <p>
          The Service is provided &ldquo;as is&rdquo; and &ldquo;as available.&rdquo; To the fullest extent
          the law allows, {provider} and its partner studios disclaim all warranties, express or implied,
          including merchantability, fitness for a particular purpose and non-infringement. We do not promise
          that the Service will be uninterrupted or error-free, or that any class will achieve a particular
          result.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      body: (
        <>
          <p>
            To the fullest extent the law allows, {provider}, its partner studios and their instructors,
            officers and employees will not be liable for any indirect, incidental, special, consequential or
            punitive damages, or for lost profits, data or goodwill, arising from or related to the Service or
            these Terms.
          </p>
          <p>
            Our total liability for all claims relating to the Service or these Terms is limited to the
            greater of the fees you paid to us for the Service or $100.
          </p>
        </>
      ),
    },
    {
      id: 'claims',
      title: 'Time Limit for Claims',
      body: (
        <p>
          Any claim or cause of action arising from or related to the Service or these Terms must be brought
          within one year after it arises; otherwise it is permanently barred.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these Terms',
      body: (
        <p>
          We may update these Terms. If a change is material we will tell you by e-mail or in the Service
          before it takes effect. Continuing to use the Service after a change takes effect means you accept
          the new Terms; if you do not, cancel your subscription and stop using the Service.
        </p>
      ),
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      body: (
        <p>
          You agree to defend, indemnify and hold harmless {provider}, its partner studios and their
          instructors, officers, employees and agents from any claims, losses, damages and expenses (including
          reasonable attorneys&rsquo; fees) arising from your use of the Service, your breach of these Terms,
          or your violation of any law or of anyone else&rsquo;s rights.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Term and Termination',
      body: (
        <p>
          These Terms apply from when you first use the Service until your account is closed. You may stop
          using the Service and close your account at any time. {provider} may terminate these Terms or your
          access on 10 days&rsquo; notice for any reason, and at once if you breach these Terms or the law
          requires it. Sections that by their nature should survive termination (including payment
          obligations, intellectual property, disclaimers, limitation of liability, time limit for claims and
          indemnification) survive it.
        </p>
      ),
    },
    {
      id: 'electronic-communications',
      title: 'Consent to Electronic Communications',
      body: (
        <p>
          By using the Service you consent to receive communications from us electronically, including by
          e-mail and notices in the Service, such as receipts, trial and renewal reminders, and notices about
          these Terms. You agree that these electronic communications satisfy any legal requirement that they
          be in writing. You can opt out of marketing e-mails at any time; service messages continue while you
          have an account.
        </p>
      ),
    },
    {
      id: 'miscellaneous',
      title: 'Miscellaneous',
      body: (
        <p>
          These Terms and the Privacy Policy are the entire agreement between you and {provider} about the
          Service. If any provision is found unenforceable, the rest remain in effect. Our failure to enforce
          a provision is not a waiver of it. You may not assign these Terms without our consent; we may assign
          them in connection with a merger, acquisition or sale of assets. Headings are for convenience only.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about these Terms? E-mail {mail}
          {isWhiteLabel ? `. ${site} is provided by ${provider}.` : '.'}
        </p>
      ),
    },
    {
      id: 'apple',
      title: 'Notice Regarding Apple',
      body: (
        <>
          <p>
            If you use our iOS app, these Terms are between you and {provider} only, not Apple Inc.
            (&ldquo;Apple&rdquo;). {provider}, not Apple, is solely responsible for the app and its content.
            Apple has no obligation to provide maintenance or support for the app.
          </p>
          <p>
            If the app fails to conform to any applicable warranty, you may notify Apple, and Apple will
            refund the purchase price of the app (if any); to the maximum extent the law allows, Apple has no
            other warranty obligation for the app. Apple is not responsible for addressing any claims by you
            or a third party relating to the app, including product liability claims, claims that it fails to
            meet legal or regulatory requirements, consumer protection claims, or claims that it infringes
            someone&rsquo;s intellectual property rights.
          </p>
          <p>
            You confirm that you are not located in a country subject to a U.S. government embargo or
            designated as a &ldquo;terrorist supporting&rdquo; country, and are not on any U.S. government
            list of prohibited or restricted parties. You must also follow any applicable third-party terms
            when using the app. Apple and its subsidiaries are third-party beneficiaries of these Terms and
            may enforce them against you as they relate to the iOS app.
          </p>
        </>
      ),
    },
  ];
  return (
    <LegalDocument
      title="End-User Terms"
      dateLine={TERMS_EFFECTIVE}
      intro={
        <p>
          Please read these Terms carefully. They cover your subscription, free trial and payments, how to
          cancel, and important limits on our liability.
        </p>
      }
      sections={sections}
    />
  );
}
