import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { TSmsLogEntry, TSmsStatus } from '../../../shared/schemas/sms';
import type { TDbExecutor } from '../../db/executor';
import { bookings, smsReminders } from '../../db/schema';
import { maskRecipient } from './phone';

export type TSmsRow = typeof smsReminders.$inferSelect;

/** The next due pending SMS, locked for this transaction; one another dispatcher holds is skipped. */
export async function lockNextDueSms(tx: TDbExecutor, now: Date): Promise<TSmsRow | undefined> {
  const [row] = await tx
    .select()
    .from(smsReminders)
    .where(and(eq(smsReminders.status, 'pending'), lte(smsReminders.dueAt, now)))
    .orderBy(asc(smsReminders.dueAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** The SMS's booking, share-locked: a concurrent cancel or move waits, or has committed and is seen. */
export async function lockBookingForSms(tx: TDbExecutor, bookingId: string) {
  const [row] = await tx
    .select(getTableColumns(bookings))
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('share');
  return row;
}

export type TSmsChange = Partial<
  Pick<TSmsRow, 'status' | 'recipient' | 'content' | 'reason' | 'sentAt' | 'providerMessageId'>
>;

/** Changes the SMS only while it is `from`: true when it did (a late answer never overwrites). */
export async function moveSms(
  tx: TDbExecutor,
  id: string,
  from: TSmsStatus,
  change: TSmsChange & { status: TSmsStatus },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(smsReminders)
    .set({ ...change, updatedAt: now })
    .where(and(eq(smsReminders.id, id), eq(smsReminders.status, from)))
    .returning({ id: smsReminders.id });
  return rows.length > 0;
}

/**
 * SMS left `sending` by a process that died between its call and its answer (ADR 0062): they may
 * have gone, so they become `unknown`, never pending again. `before` is far beyond a call's time.
 */
export async function markInterruptedSms(
  tx: TDbExecutor,
  before: Date,
  reason: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(smsReminders)
    .set({ status: 'unknown', reason, updatedAt: now })
    .where(and(eq(smsReminders.status, 'sending'), lt(smsReminders.updatedAt, before)))
    .returning({ id: smsReminders.id });
  return rows.length;
}

function toLogEntry(
  row: Pick<TSmsRow, 'id' | 'status' | 'dueAt' | 'sentAt' | 'recipient' | 'reason'>,
): TSmsLogEntry {
  return {
    id: row.id,
    status: row.status,
    dueAt: row.dueAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    recipient: maskRecipient(row.recipient),
    reason: row.reason,
  };
}

const LOG_COLUMNS = {
  id: smsReminders.id,
  status: smsReminders.status,
  dueAt: smsReminders.dueAt,
  sentAt: smsReminders.sentAt,
  recipient: smsReminders.recipient,
  reason: smsReminders.reason,
};

/** A booking's SMS log, newest first; the number masked and never the text. */
export async function listBookingSms(db: TDbExecutor, bookingId: string): Promise<TSmsLogEntry[]> {
  const rows = await db
    .select(LOG_COLUMNS)
    .from(smsReminders)
    .where(eq(smsReminders.bookingId, bookingId))
    .orderBy(desc(smsReminders.dueAt), desc(smsReminders.createdAt));
  return rows.map(toLogEntry);
}

/** One SMS in a data export: when it was sent, to which number (masked), how it went. */
export type TSmsExport = { bookingId: string; sentAt: string; recipient: string; status: TSmsStatus };

/**
 * The SMS the provider sent (or tried: failed, unknown), oldest first, for their export — all of
 * them, or those of some bookings (one client's). Never the text.
 */
export async function exportSmsOf(
  db: TDbExecutor,
  providerId: string,
  bookingIds?: readonly string[],
): Promise<TSmsExport[]> {
  if (bookingIds?.length === 0) return [];
  const rows = await db
    .select({ ...LOG_COLUMNS, bookingId: smsReminders.bookingId })
    .from(smsReminders)
    .where(
      and(
        eq(smsReminders.providerId, providerId),
        isNotNull(smsReminders.sentAt),
        bookingIds ? inArray(smsReminders.bookingId, [...bookingIds]) : undefined,
      ),
    )
    .orderBy(asc(smsReminders.sentAt));
  return rows.map((row) => ({
    bookingId: row.bookingId,
    sentAt: row.sentAt?.toISOString() ?? '',
    recipient: maskRecipient(row.recipient),
    status: row.status,
  }));
}

/** How long an SMS's text is kept after it was sent (ADR 0062). */
export const SMS_CONTENT_RETENTION_DAYS = 30;

/** Retention (ADR 0062): the text of SMS sent before `before` is forgotten; the log line stays. */
export async function purgeSmsContent(tx: TDbExecutor, before: Date): Promise<number> {
  const rows = await tx
    .update(smsReminders)
    .set({ content: null, updatedAt: sql`now()` })
    .where(and(isNotNull(smsReminders.content), lt(smsReminders.sentAt, before)))
    .returning({ id: smsReminders.id });
  return rows.length;
}

/**
 * The client's data leaves these bookings (retention, erasure): their SMS keep the masked number
 * and lose their text, so the log and the export still say what went, never to whom.
 */
export async function scrubSmsOf(tx: TDbExecutor, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const national = sql`substr(${smsReminders.recipient}, 4)`;
  await tx
    .update(smsReminders)
    .set({
      recipient: sql`'+33 ' || left(${national}, 1) || ' •• •• •• ' || right(${national}, 2)`,
      content: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        inArray(smsReminders.bookingId, [...bookingIds]),
        sql`${smsReminders.recipient} like '+33_________'`,
      ),
    );
}
