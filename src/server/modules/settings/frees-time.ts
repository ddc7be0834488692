import type { TSettings } from '../../../shared/schemas/provider-setup';

/**
 * Whether new booking rules may offer slots the old ones did not: the waitlist turned on again, a
 * shorter notice, a longer horizon, or another step between starts (ADR 0060: an offer run).
 */
export function settingsFreeTime(before: TSettings, after: TSettings): boolean {
  return (
    (after.waitlistEnabled && !before.waitlistEnabled) ||
    after.minNoticeMinutes < before.minNoticeMinutes ||
    after.maxAdvanceDays > before.maxAdvanceDays ||
    after.slotStepMinutes !== before.slotStepMinutes
  );
}
