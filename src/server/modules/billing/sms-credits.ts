import { and, eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { preparedStatement } from '../../db/prepared';
import { quotaMovements } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { TQueuedNotice } from '../notifications/api';
import { raiseAlert } from './alerts';
import { insertMovement, lockQuota, type TPlanRow } from './ledger-queries';
import { rollOver } from './rollover';

/**
 * SMS credits (issue 35): the bucket `sms` of the quota ledger (ADR 0036). Bought or granted,
 * they never expire nor roll over: the balance is the sum of the bucket's movements, under the
 * provider's balance lock (quotaLockKey), and no appointment count reads them. One credit per
 * SMS: taken by the SMS job before the provider's call (`sms-use:{key}`), given back once when
 * the provider answers an error (`sms-refund:{key}`).
 */

const q = quotaMovements;

export type TSmsMovementKind = 'sms_recharge' | 'sms_admin_credit' | 'sms_withdrawal';

/** SMS credits left: the sum of the provider's `sms` movements (0 without any). */
export async function smsCreditsOf(db: TDbExecutor, providerId: string): Promise<number> {
  const [row] = await selectSmsCredits(db, { userId: providerId });
  return row?.total ?? 0;
}

const selectSmsCredits = preparedStatement('sms_credits_of', (db) =>
  db
    .select({ total: sql<number>`coalesce(sum(${q.amount}), 0)::int` })
    .from(q)
    .where(and(eq(q.userId, sql.placeholder('userId')), eq(q.bucket, 'sms'))),
);

async function hasMovement(tx: TDbExecutor, dedupeKey: string): Promise<boolean> {
  const [row] = await tx.select({ id: q.id }).from(q).where(eq(q.dedupeKey, dedupeKey));
  return row !== undefined;
}

/** The provider's balance lock and plan brought to `now` (the movements count in its period). */
async function lockedPlan(tx: TDbExecutor, providerId: string, now: Date): Promise<TPlanRow> {
  await lockQuota(tx, providerId);
  return (await rollOver(tx, providerId, now)).plan;
}

/**
 * One SMS credit for the SMS `key`, in the caller's transaction: true when taken (now or by an
 * earlier run with the same key), false at 0. The balance lock makes two jobs after the last
 * credit take it once.
 */
export async function takeSmsCredit(
  tx: TDbExecutor,
  providerId: string,
  key: string,
  now: Date,
): Promise<boolean> {
  const dedupeKey = `sms-use:${key}`;
  const plan = await lockedPlan(tx, providerId, now);
  if (await hasMovement(tx, dedupeKey)) return true;
  if ((await smsCreditsOf(tx, providerId)) <= 0) return false;
  await insertMovement(tx, {
    userId: providerId,
    kind: 'sms_use',
    bucket: 'sms',
    amount: -1,
    periodStart: plan.periodStart,
    dedupeKey,
    createdAt: now,
  });
  return true;
}

/** Gives back the credit the SMS `key` took (once, and only if it took one): true when given back now. */
export async function giveBackSmsCredit(
  tx: TDbExecutor,
  providerId: string,
  key: string,
  now: Date,
): Promise<boolean> {
  const plan = await lockedPlan(tx, providerId, now);
  if (!(await hasMovement(tx, `sms-use:${key}`))) return false;
  const id = await insertMovement(tx, {
    userId: providerId,
    kind: 'sms_refund',
    bucket: 'sms',
    amount: 1,
    periodStart: plan.periodStart,
    dedupeKey: `sms-refund:${key}`,
    createdAt: now,
  });
  return id !== null;
}

/**
 * SMS credits added (a recharge, the team's gift) or removed (the team, a refunded recharge), in
 * the caller's transaction. A removal never takes the balance below 0: it takes what is left.
 * `dedupeKey` (a payment's) makes a repeated call write once. Returns the amount written (0: none).
 */
export async function moveSmsCredits(
  tx: TDbExecutor,
  providerId: string,
  input: {
    kind: TSmsMovementKind;
    amount: number;
    reason?: string | null;
    authorId?: string | null;
    dedupeKey?: string;
  },
  now: Date,
): Promise<number> {
  const plan = await lockedPlan(tx, providerId, now);
  const amount =
    input.amount < 0 ? -Math.min(-input.amount, await smsCreditsOf(tx, providerId)) : input.amount;
  if (amount === 0) return 0;
  const id = await insertMovement(tx, {
    userId: providerId,
    kind: input.kind,
    bucket: 'sms',
    amount,
    periodStart: plan.periodStart,
    reason: input.reason ?? null,
    authorId: input.authorId ?? null,
    dedupeKey: input.dedupeKey ?? null,
    createdAt: now,
  });
  return id === null ? 0 : amount;
}

export const SMS_EXHAUSTED_TEXT = {
  title: 'Crédits SMS épuisés',
  body: 'Vous n’avez plus de crédits SMS : vos clients reçoivent leurs rappels par e-mail seulement. Rechargez vos crédits SMS depuis votre abonnement pour reprendre les rappels par SMS.',
};

/**
 * An SMS could not go for want of credit: the provider is told once per billing period (in-app,
 * push and e-mail per their preferences), in the caller's transaction. The notice returned (null
 * when already told) is published after the commit with publishNotifications.
 */
export async function notifySmsCreditsOut(
  deps: AppDeps,
  tx: TDbExecutor,
  providerId: string,
  now: Date,
): Promise<TQueuedNotice | null> {
  const plan = await lockedPlan(tx, providerId, now);
  return raiseAlert(
    deps,
    tx,
    { userId: providerId, kind: 'sms_exhausted', periodStart: plan.periodStart, ...SMS_EXHAUSTED_TEXT },
    { userId: null, kind: 'reminder' },
    now,
  );
}
