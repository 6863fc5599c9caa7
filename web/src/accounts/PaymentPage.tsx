import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../site/pageMeta';
import { useSite } from '../site/SiteContext';
import { SIGN_UP_SECTION } from './SignUpPage';
import './accounts.css';

/**
 * /payment, /checkout and /checkout/:studioShortName (members who are not subscribed).
 * Online payment is not open yet: the page says so plainly and gives the support
 * e-mail, instead of a form that could not take a card.
 */
export function PaymentPage() {
  const { brand } = useSite();
  const [params] = useSearchParams();
  const code = params.get('code');
  usePageMeta({ section: SIGN_UP_SECTION });
  return (
    <section className="auth-page" aria-labelledby="payment-heading">
      <div className="auth-card auth-card--wide">
        <h1 id="payment-heading">Billing Information</h1>
        <p className="auth-card__lead">Your account is ready.</p>
        <p className="auth-card__note" role="note">
          Online payment opens soon. Until then, write to{' '}
          <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> and we will start your membership.
        </p>
        {code && (
          <p className="auth-card__note">
            Your promo code <strong>{code}</strong> is saved for checkout.
          </p>
        )}
      </div>
    </section>
  );
}
