import { sql } from 'drizzle-orm';
import type { TConfigKey } from '../../../shared/schemas/config';
import type { TDbExecutor } from '../../db/executor';
import { appConfig } from '../../db/schema';

/** The stored rows, key → value as saved (checked by the caller against today's schemas). */
export async function readConfigRows(db: TDbExecutor): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: appConfig.key, value: appConfig.value }).from(appConfig);
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Configuration writes take turns: each one's « before » is then what the previous one left. */
export async function lockConfig(tx: TDbExecutor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('creneau:app_config', 0))`);
}

export async function saveConfigRows(
  tx: TDbExecutor,
  entries: [TConfigKey, unknown][],
  by: { userId: string; now: Date },
): Promise<void> {
  for (const [key, raw] of entries) {
    // Written as JSON text: drizzle would turn a null value (no maintenance banner) into SQL NULL.
    const value = sql`${JSON.stringify(raw)}::jsonb`;
    await tx
      .insert(appConfig)
      .values({ key, value, updatedAt: by.now, updatedBy: by.userId })
      .onConflictDoUpdate({ target: appConfig.key, set: { value, updatedAt: by.now, updatedBy: by.userId } });
  }
}
