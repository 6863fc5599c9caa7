import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../accounts/session/SessionContext';
import type { AlreadySubscribedModal_liveClass$key } from './__generated__/AlreadySubscribedModal_liveClass.graphql';
import { LiveClassSummary } from './LiveClassSummary';
import { Dialog } from '../ui/Dialog';
import { MY_CLASSES_PATH, MY_CLASSES_TITLE } from './paths';

export const CALENDAR_PATH = '/newplatform/items/calendar';
export const DASHBOARD_PATH = '/newplatform/dashboard';
export const BOOKED_TITLE = "You're booked!";
export const ALREADY_REGISTERED_TITLE = 'You are already registered for this class.';

/** What the booked variant says, naming what the member actually holds. */
export function bookedText(user: { userType: string; membership: { kind?: string | null } } | null): string {
  switch (user?.membership.kind) {
    case 'DAY_PASS':
      return 'This class is included in your day pass and has been added to your calendar.';
    case 'GYM_BENEFIT':
      return 'This class is included in your gym benefit and has been added to your calendar.';
    case 'SUBSCRIPTION':
      return 'This class is included in your subscription and has been added to your calendar.';
    default:
      return user && user.userType !== 'MEMBER'
        ? 'As studio staff you join this class free; it has been added to your calendar.'
        : 'This class has been added to your calendar.';
  }
}

interface AlreadySubscribedModalProps {
  liveClass: AlreadySubscribedModal_liveClass$key;
  /** The class was already booked before: the already-registered variant. */
  alreadyRegistered: boolean;
  onClose: () => void;
}

/**
 * The booking confirmation: after a subscriber books, the details with 'Close' and 'View My
 * Calendar'; when the class was already booked, that they are registered, with 'Close' and
 * 'Proceed To Dashboard'. Times are local with the zone named (rather than Eastern
 * time). The dashboard is for subscribers: a member who paid for the class proceeds to 'My
 * classes' instead, where its Join is. Both variants say where the class is listed.
 */
export function AlreadySubscribedModal({
  liveClass,
  alreadyRegistered,
  onClose,
}: AlreadySubscribedModalProps) {
  const data = useFragment(
    graphql`
      fragment AlreadySubscribedModal_liveClass on LiveClass {
        ...LiveClassSummary_liveClass
      }
    `,
    liveClass,
  );
  const navigate = useNavigate();
  const { user } = useSession();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Dialog
      title={alreadyRegistered ? ALREADY_REGISTERED_TITLE : BOOKED_TITLE}
      onClose={onClose}
      className="live-modal"
    >
      {alreadyRegistered ? (
        <p>You already have a place in this class. See you there!</p>
      ) : (
        <p>{bookedText(user)}</p>
      )}
      <LiveClassSummary liveClass={data} />
      <p>
        It is listed under{' '}
        <Link to={MY_CLASSES_PATH} onClick={onClose}>
          {MY_CLASSES_TITLE}
        </Link>
        , with Join once it opens.
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
        {alreadyRegistered ? (
          <button
            type="button"
            className="button button--brand"
            onClick={() => go(user?.subscribed ? DASHBOARD_PATH : MY_CLASSES_PATH)}
          >
            Proceed To Dashboard
          </button>
        ) : (
          <button type="button" className="button button--brand" onClick={() => go(CALENDAR_PATH)}>
            View My Calendar
          </button>
        )}
      </div>
    </Dialog>
  );
}
