import { useLocation } from 'react-router-dom';
import { useSession } from '../accounts/session/SessionContext';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import { SubscriptionConfirmed } from './SubscriptionConfirmed';
import './payments.css';

/**
 * /confirmation (login required): the subscription-confirmed page; the white-label variant
 * on a white-label site, the standard one elsewhere.
 */
export function ConfirmationPage() {
  const { user } = useSession();
  const { isWhiteLabel, whiteLabelStudioName } = useSite();
  const { search } = useLocation();
  usePageMeta({ section: 'Subscription Confirmed' });
  return (
    <div className="confirmation-page">
      <SubscriptionConfirmed
        firstName={user?.firstName ?? ''}
        studioName={isWhiteLabel ? whiteLabelStudioName : null}
        search={search}
        headingLevel={1}
      />
    </div>
  );
}
