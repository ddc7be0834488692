/** The auth module's public entry (ADR 0020): accounts, passwords and sessions for other modules. */
export { type TAccountDetails, updateAccountDetails } from './account-details';
export { endAllSessionsOf, eraseAccountRecord } from './account-erasure';
export { purgeSpentAuthRecords } from './housekeeping';
export { describeImpersonation, startImpersonation } from './impersonation';
export { verifyPassword } from './password';
export { type TUserRow, toUserDto } from './user-dto';
