import { and, eq, gt } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type TSettings } from '../../../shared/schemas/provider-setup';
import type { TDbExecutor } from '../../db/executor';
import { providerSettings, users } from '../../db/schema';

type TSettingsRow = typeof providerSettings.$inferSelect;

function toSettings(row: TSettingsRow): TSettings {
  return {
    calendarView: row.calendarView,
    weekStartsOn: row.weekStartsOn,
    workDayStart: row.workDayStart,
    workDayEnd: row.workDayEnd,
    slotStepMinutes: row.slotStepMinutes,
    minNoticeMinutes: row.minNoticeMinutes,
    maxAdvanceDays: row.maxAdvanceDays,
    cancellationNoticeHours: row.cancellationNoticeHours,
    reminderOffsetsMinutes: row.reminderOffsetsMinutes,
    browserNotifications: row.browserNotifications,
    dataRetentionDays: row.dataRetentionDays,
    dailyAgendaEmail: row.dailyAgendaEmail,
    waitlistEnabled: row.waitlistEnabled,
    smsReminders: row.smsReminders,
    smsReminderOffsetMinutes: row.smsReminderOffsetMinutes,
  };
}

/** The provider's settings; a provider who never saved any has DEFAULT_SETTINGS. */
export async function getSettings(db: TDbExecutor, providerId: string): Promise<TSettings> {
  const [row] = await db.select().from(providerSettings).where(eq(providerSettings.providerId, providerId));
  return row
    ? toSettings(row)
    : { ...DEFAULT_SETTINGS, reminderOffsetsMinutes: [...DEFAULT_SETTINGS.reminderOffsetsMinutes] };
}

/**
 * Whether the provider has chosen how long to keep their clients' data (ADR 0039, item 9): their
 * settings were saved after the sign-up wrote the defaults, by the overview's question or by
 * Paramètres, which holds the duration with its explanation. No column records the answer itself.
 */
export async function hasChosenRetention(db: TDbExecutor, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ providerId: providerSettings.providerId })
    .from(providerSettings)
    .innerJoin(users, eq(users.id, providerSettings.providerId))
    .where(and(eq(providerSettings.providerId, providerId), gt(providerSettings.updatedAt, users.createdAt)));
  return row !== undefined;
}

/** Writes the whole settings object (the caller merged the patch), creating the row if needed. */
export async function saveSettings(
  db: TDbExecutor,
  providerId: string,
  settings: TSettings,
  now: Date,
): Promise<TSettings> {
  const [row] = await db
    .insert(providerSettings)
    .values({ providerId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: providerSettings.providerId, set: { ...settings, updatedAt: now } })
    .returning();
  if (!row) throw new Error('settings upsert returned nothing');
  return toSettings(row);
}

/** The provider's settings go with the account (GDPR erasure); runs in the erasure's transaction. */
export async function deleteProviderSettings(tx: TDbExecutor, providerId: string): Promise<void> {
  await tx.delete(providerSettings).where(eq(providerSettings.providerId, providerId));
}
