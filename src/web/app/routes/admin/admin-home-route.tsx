import { UsersPage } from '../../../features/admin-users/users-page';
import { JobFailuresLine } from '../../../features/job-failures/components/job-failures-line';

/** /admin, the administration's home: the accounts, under the line saying how many sends failed. */
export function AdminHomeRoute() {
  return <UsersPage notices={<JobFailuresLine />} />;
}
