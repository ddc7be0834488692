import { desc } from 'drizzle-orm';
import type { TSiteConfig } from '../../../shared/schemas/config';
import type { TDbExecutor } from '../../db/executor';
import { subprocessorChanges } from '../../db/schema';
import type { TJobs } from '../../jobs/start-jobs';
import { diffSubprocessors } from './subprocessor-diff';

/** A change of the sub-processors applies this many days after its notice (DPA article 9). */
export const SUBPROCESSOR_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

export type TSubprocessorsChange = {
  before: TSiteConfig['subprocessors'];
  after: TSiteConfig['subprocessors'];
  actorId: string;
  now: Date;
};

/**
 * In the configuration's transaction (ADR 0048): when the list really changed (its order aside),
 * records the change and sends the one job that tells every provider, so both exist exactly when
 * the new list commits. Returns the change's id, or null when there is nothing to announce.
 */
export async function announceSubprocessorsChange(
  tx: TDbExecutor,
  jobs: TJobs,
  input: TSubprocessorsChange,
): Promise<string | null> {
  const changes = diffSubprocessors(input.before, input.after);
  if (changes.length === 0) return null;
  const effectiveFrom = new Date(input.now.getTime() + SUBPROCESSOR_NOTICE_DAYS * DAY_MS);
  const [row] = await tx
    .insert(subprocessorChanges)
    .values({ announcedAt: input.now, effectiveFrom, changes, actorId: input.actorId })
    .returning({ id: subprocessorChanges.id });
  if (!row) throw new Error('subprocessor change insert returned nothing');
  await jobs.send(
    'config.subprocessors-notice',
    {
      changeId: row.id,
      announcedAt: input.now.toISOString(),
      effectiveFrom: effectiveFrom.toISOString(),
      actorId: input.actorId,
      changes,
    },
    { tx },
  );
  return row.id;
}

/** The last announced change (the legal pages show when it applies), or null when none was. */
export async function lastSubprocessorsChange(
  db: TDbExecutor,
): Promise<{ announcedAt: Date; effectiveFrom: Date } | null> {
  const [row] = await db
    .select({
      announcedAt: subprocessorChanges.announcedAt,
      effectiveFrom: subprocessorChanges.effectiveFrom,
    })
    .from(subprocessorChanges)
    .orderBy(desc(subprocessorChanges.announcedAt))
    .limit(1);
  return row ?? null;
}
