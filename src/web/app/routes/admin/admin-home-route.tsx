import { UsersPage } from '../../../features/admin-users/users-page';
import { SellerIdentityLine } from '../../../features/config/components/seller-identity-line';
import { JobFailuresLine } from '../../../features/job-failures/components/job-failures-line';
import { RefundsDueLine } from '../../../features/shop/admin/components/refunds-due-line';

/** /admin, the administration's home: the accounts, under the lines saying what needs the team. */
export function AdminHomeRoute() {
  return (
    <UsersPage
      notices={
        <>
          <SellerIdentityLine />
          <RefundsDueLine />
          <JobFailuresLine />
        </>
      }
    />
  );
}
