import type { AccountPagePlan } from '../accounts/AccountPage';
import { AccountSubscription } from './AccountSubscription';
import { SubscriptionConfirmed } from './SubscriptionConfirmed';

/** The plan's parts of the account page: the confirmation after a subscribe, and the plan section. */
export const accountPagePlan: AccountPagePlan = {
  Confirmation: (props) => <SubscriptionConfirmed {...props} headingLevel={2} focusHeading />,
  Section: AccountSubscription,
};
