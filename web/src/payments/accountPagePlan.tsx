import type { AccountPagePlan } from '../accounts/AccountPage';
import { AccountSubscription } from './AccountSubscription';
import { PausedPlan } from './PausedPlan';
import { PaymentHistory } from './PaymentHistory';
import { SubscriptionConfirmed } from './SubscriptionConfirmed';

/**
 * The plan's parts of the account pages: the confirmation after a subscribe, the plan section, the
 * payment history, and a paused plan with its Resume button (the dashboard shows it).
 */
export const accountPagePlan: AccountPagePlan = {
  Confirmation: (props) => <SubscriptionConfirmed {...props} headingLevel={2} focusHeading />,
  Section: AccountSubscription,
  History: PaymentHistory,
  Paused: PausedPlan,
};
