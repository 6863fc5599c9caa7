import { Link } from 'react-router-dom';
import { useSite } from '../site/SiteContext';

/** The fine print of the payment / paid sign-up page, with the terms and privacy links. */
export function SubscriptionFinePrint() {
  const { brand } = useSite();
  return (
    <div className="fine-print">
      <ul>
        <li>Your subscription includes unlimited access to the classes in your plan.</li>
        <li>
          Promo codes cannot be combined with the standard free trial: with a promo code, the discounted first
          payment is charged today.
        </li>
        <li>
          After your free trial, your card is charged automatically unless you cancel before the trial ends.
          The free trial is for first-time members; if you have had one before, your first payment is charged
          today.
        </li>
        <li>
          Your plan renews automatically at the end of each billing period. To stop it, cancel in{' '}
          <Link to="/account">Account Settings</Link> before your renewal date.
        </li>
        <li>Credit packages and pay-per-view purchases give you access indefinitely.</li>
        <li>There are no refunds once you have been billed.</li>
      </ul>
      <p>
        By confirming your order you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
        <Link to="/privacypolicy">Privacy Policy</Link>. Questions? Email{' '}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
      </p>
    </div>
  );
}

/** The day-pass page's fine print. */
export function DayPassFinePrint({ timeZone }: { timeZone: string }) {
  const { brand } = useSite();
  return (
    <div className="fine-print">
      <ul>
        <li>
          A day pass gives unlimited workouts on the day you pick, from midnight to midnight in your time zone
          ({timeZone}).
        </li>
        <li>It is a one-time payment, charged today; it does not renew.</li>
        <li>There are no refunds once you have been billed.</li>
      </ul>
      <p>
        By confirming your order you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
        <Link to="/privacypolicy">Privacy Policy</Link>. Questions? Email{' '}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
      </p>
    </div>
  );
}
