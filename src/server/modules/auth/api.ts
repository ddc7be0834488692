/** The auth module's public entry (ADR 0020): accounts, passwords and sessions for other modules. */
export { type TAccountDetails, updateAccountDetails } from './account-details';
export { endAllSessionsOf, eraseAccountRecord } from './account-erasure';
export {
  ACCOUNT_SUSPENDED_MESSAGE,
  assertAccountActive,
  isAccountActive,
  lockAccount,
  recordSignIn,
  setAccountStatus,
  setEmailVerified,
} from './account-status';
export { confirmCurrentPassword } from './current-password';
export { purgeSpentAuthRecords } from './housekeeping';
export { describeImpersonation, startImpersonation } from './impersonation';
export { verifyPassword } from './password';
export { queuePasswordResetEmail } from './password-reset';
export { findUserByEmail, findUserById } from './queries';
export { endRevokedSessionSockets } from './session-revocation';
export { openSession, type TClientInfo } from './session-service';
export { listLiveSessions, type TLiveSession } from './sessions';
export { type TUserRow, toUserDto } from './user-dto';
