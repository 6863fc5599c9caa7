import { paymentPath } from '../../accounts/access/redirects';
import { useSession } from '../../accounts/session/SessionContext';
import { MY_CLASSES_PATH, MY_CLASSES_TITLE } from '../../live/paths';
import { signUpLabelFor, useSite } from '../../site/SiteContext';

export interface StudioAction {
  label: string;
  to: string;
}

export const BOOK_LIVE_CLASS = 'Book a live class';
const SCHEDULE_PATH = '/liveschedule';

/**
 * What a studio page's buttons offer whoever is looking. A visitor signs up (and, on the studio's
 * own site, may log in); a member without a plan starts one at checkout or books a class; a
 * subscriber has nothing left to buy, so they go on to the schedule and their classes.
 */
export function useStudioActions(trialEnabled: boolean): {
  primary: StudioAction;
  secondary: StudioAction | null;
} {
  const { isWhiteLabel } = useSite();
  // The stored copy answers at once while the session is checked, as the header does.
  const { user } = useSession();
  const signUpLabel = signUpLabelFor(trialEnabled, isWhiteLabel);
  if (user === null) {
    return {
      primary: { label: signUpLabel, to: '/signup' },
      secondary: isWhiteLabel ? { label: 'LOGIN', to: '/login' } : null,
    };
  }
  // A paused plan is still theirs: the checkout would only charge them again.
  const paused = 'paused' in user.membership && user.membership.paused === true;
  if (!user.subscribed && !paused) {
    return {
      primary: { label: signUpLabel, to: paymentPath(isWhiteLabel) },
      secondary: { label: BOOK_LIVE_CLASS, to: SCHEDULE_PATH },
    };
  }
  return {
    primary: { label: BOOK_LIVE_CLASS, to: SCHEDULE_PATH },
    secondary: { label: MY_CLASSES_TITLE, to: MY_CLASSES_PATH },
  };
}
