import { readImpersonation } from '../../lib/auth/impersonation';
import { Notice } from '../ui/notice';

/**
 * Whether an administrator is using the account (impersonation): secrets, exports and security
 * settings are then refused by the server (403 IMPERSONATION_FORBIDDEN), so the screens say so
 * instead of offering them.
 */
export function isActingAsAdministrator(): boolean {
  return readImpersonation() !== null;
}

/** « … reste réservé au titulaire du compte », shown in place of an owner-only action. */
export function OwnerOnlyNotice({ what, className }: { what: string; className?: string }) {
  return (
    <Notice tone="info" className={className}>
      Vous consultez ce compte en tant qu’administrateur : {what} reste réservé au titulaire du compte.
    </Notice>
  );
}
