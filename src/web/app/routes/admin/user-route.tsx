import { UserPage } from '../../../features/admin-users/user-page';
import { UserBillingCard } from '../../../features/billing/admin/user-billing-card';

/** /admin/users/:id: the account's page, with the billing feature's card for a provider's plan and credits. */
export function UserRoute() {
  return <UserPage billingCard={(userId) => <UserBillingCard userId={userId} />} />;
}
