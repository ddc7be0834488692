/**
 * The billing module's public entry (ADR 0020, 0036): bookings use and give back appointments in
 * their transaction; payments (issue 13) will call changePack and addCredits.
 */
export { publishBalanceChange, type TBalanceChange } from './balance-change';
export { deleteBillingOf, quotaLockKey } from './ledger-queries';
export { addCredits, changePack, endPackNow, returnToFreeTier, withdrawCredits } from './plan-changes';
export { consumeForBooking, quotaExhausted, refundForBooking } from './quota';
export { readLedger, rollOver, type TLedgerRead } from './rollover';
export { exportBillingOf, hasQuotaLeft, lockProvider, planCounts, readBalance } from './service';
export {
  giveBackSmsCredit,
  moveSmsCredits,
  notifySmsCreditsOut,
  smsCreditsOf,
  type TSmsMovementKind,
  takeSmsCredit,
} from './sms-credits';
