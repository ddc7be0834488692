import { UserPage } from '../../../features/admin-users/user-page';
import { UserBillingCard } from '../../../features/billing/admin/user-billing-card';
import { PendingTransfers } from '../../../features/payments/components/pending-transfers';

/**
 * /admin/users/:id: the account's page, with the billing feature's card for a provider's plan and
 * credits, and the provider's orders awaiting a transfer (ADR 0056).
 */
export function UserRoute() {
  return (
    <UserPage
      billingCard={(userId) => (
        <div className="space-y-6">
          <UserBillingCard userId={userId} />
          <PendingTransfers userId={userId} />
        </div>
      )}
    />
  );
}
