import { and, asc, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_TIMEZONE, formatDate } from '../../../shared/french-format';
import type { TDbExecutor } from '../../db/executor';
import { subprocessorNotices, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import { queueEmails } from '../../mail/queue-emails';
import { describeChange, renderSubprocessorsChanged } from '../../mail/templates/subprocessors-changed';
import { notifyUser, publishNotifications, type TQueuedNotice } from '../notifications/api';
import { readConfig } from './snapshot';
import { ZSubprocessorChangeEntry } from './subprocessor-diff';

/** Providers told per transaction: their notices, e-mails and jobs commit together. */
export const NOTICE_BATCH = 200;
const NOTICE_TYPE = 'subprocessors_changed';
const LINK = '/rgpd#sous-traitants';
/** Contractual information: both channels, whatever the preferences (the catalogue's `required`). */
const CHANNELS = { inApp: true, email: true, push: false };

const ZNoticeData = z.object({
  /** The subprocessor_changes row: with each user, the key of « already told ». */
  changeId: z.uuid(),
  announcedAt: z.iso.datetime(),
  effectiveFrom: z.iso.datetime(),
  /** The administrator who saved the list: the e-mails' trigger (ADR 0021). */
  actorId: z.uuid().nullable(),
  changes: z.array(ZSubprocessorChangeEntry).min(1),
});
type TNoticeData = z.output<typeof ZNoticeData>;
type TProvider = { id: string; name: string; email: string };

/**
 * Providers (active or suspended, not deleted, signed up before the announcement) not yet told of
 * this change, in a stable order.
 */
function untoldProviders(tx: TDbExecutor, data: TNoticeData): Promise<TProvider[]> {
  const told = tx
    .select({ one: sql`1` })
    .from(subprocessorNotices)
    .where(and(eq(subprocessorNotices.changeId, data.changeId), eq(subprocessorNotices.userId, users.id)));
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'client'),
        isNull(users.deletedAt),
        lte(users.createdAt, new Date(data.announcedAt)),
        notExists(told),
      ),
    )
    .orderBy(asc(users.id))
    .limit(NOTICE_BATCH);
}

/**
 * Marks them told; returns those this run marked. A concurrent run that marked one first keeps it
 * (the primary key waits for its commit, then skips), so each provider is told once.
 */
async function claim(tx: TDbExecutor, changeId: string, ids: string[], now: Date): Promise<Set<string>> {
  const rows = await tx
    .insert(subprocessorNotices)
    .values(ids.map((userId) => ({ changeId, userId, notifiedAt: now })))
    .onConflictDoNothing()
    .returning({ userId: subprocessorNotices.userId });
  return new Set(rows.map((row) => row.userId));
}

/** One batch in one transaction; null when everyone was told. */
async function tellBatch(
  deps: AppDeps,
  data: TNoticeData,
  supportEmail: string,
): Promise<TQueuedNotice[] | null> {
  return deps.database.db.transaction(async (tx) => {
    const candidates = await untoldProviders(tx, data);
    if (candidates.length === 0) return null;
    const now = deps.now();
    const claimed = await claim(
      tx,
      data.changeId,
      candidates.map((p) => p.id),
      now,
    );
    const providers = candidates.filter((p) => claimed.has(p.id));
    const announcedOn = formatDate(data.announcedAt, DEFAULT_TIMEZONE, 'long');
    const effectiveOn = formatDate(data.effectiveFrom, DEFAULT_TIMEZONE, 'long');
    const body = `${data.changes.map(describeChange).join(' ; ')}. Vous pouvez vous y opposer d’ici là par « Besoin d’aide ? » ou à ${supportEmail}, ou résilier en supprimant votre compte (rubrique « RGPD »).`;
    const notices: TQueuedNotice[] = [];
    for (const provider of providers) {
      const input = {
        userId: provider.id,
        type: NOTICE_TYPE,
        title: `Changement de nos sous-traitants ultérieurs à partir du ${effectiveOn}`,
        body,
        link: LINK,
      } as const;
      notices.push(await notifyUser(tx, deps.jobs, input, now, { channels: CHANNELS }));
    }
    const appUrl = deps.config.APP_URL;
    const trigger = { userId: data.actorId, kind: 'subprocessors_change' } as const;
    const emails = providers.map((provider) => ({
      kind: NOTICE_TYPE,
      to: provider.email,
      ...renderSubprocessorsChanged({
        name: provider.name,
        announcedOn,
        effectiveOn,
        changes: data.changes,
        supportEmail,
        appUrl,
      }),
      trigger,
    }));
    await queueEmails(tx, deps.jobs, emails, now);
    return notices;
  });
}

/**
 * Tells every provider of one change, NOTICE_BATCH per transaction. Idempotent: a rerun (retry,
 * « Relancer », a crash mid-way) starts from whoever has no subprocessor_notices row for it.
 * Returns how many providers this run told.
 */
export async function tellProvidersOfChange(deps: AppDeps, data: TNoticeData): Promise<number> {
  const { supportEmail } = await readConfig(deps.database.db, deps.config);
  let told = 0;
  for (;;) {
    const notices = await tellBatch(deps, data, supportEmail);
    if (!notices) return told;
    publishNotifications(deps, notices);
    told += notices.length;
  }
}

/** Sent by the configuration's transaction when the sub-processors change (DPA article 9). */
export const subprocessorsNoticeJob = defineJob({
  name: 'config.subprocessors-notice',
  schema: ZNoticeData,
  // One live job per change: an administrator's « Relancer » never runs beside a retry.
  policy: 'exclusive',
  singletonKey: (data) => data.changeId,
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 3600,
  async handler(deps, data) {
    await tellProvidersOfChange(deps, data);
  },
});
