/** The availability module's public entry (ADR 0020): opening hours, free slots, slot checks. */
export { assertSlotBookable, getProviderTimezone } from './check-slot';
export { findAvailableDays, findFreeSlots, PROVIDER_NOT_FOUND, type TFreeSlotsQuery } from './free-slots';
export {
  deleteProviderAvailability,
  listOverrides,
  listWeekly,
  lockProvider,
  type TOverrideRow,
} from './queries';
export type { TOfferedSlot } from './sessions';
export type { TInterval } from './slot-engine';
export {
  loadBusyRanges,
  loadProviderRules,
  type TProviderRules,
  type TSlotRules,
  withBusy,
} from './slot-rules';
