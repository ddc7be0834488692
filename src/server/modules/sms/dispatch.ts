import type { AppDeps } from '../../deps';
import { giveBackSmsCredit } from '../billing/api';
import { publishNotifications } from '../notifications/api';
import { claimNextSms, type TSmsToSend } from './claim';
import { SMS_CALL_TIMEOUT_MS, smsGatewayOf, type TSmsGateway } from './gateway';
import { markInterruptedSms, moveSms } from './queries';

/** The most SMS one run sends: the next tick takes the rest. */
const BATCH = 200;
/** A `sending` row older than this was left by a dead process (a call lasts SMS_CALL_TIMEOUT_MS at most). */
export const STALE_SENDING_MS = 5 * 60_000;

export const SMS_UNKNOWN_REASONS = {
  noAnswer: 'Pas de réponse du fournisseur de SMS à temps : le SMS n’est pas renvoyé',
  interrupted: 'Envoi interrompu : le SMS n’est pas renvoyé',
} as const;

export type TSmsDispatchResult = {
  sent: number;
  failed: number;
  unknown: number;
  skipped: number;
  cancelled: number;
};

/** The provider's answer, recorded; a refusal gives the credit back in the same transaction. */
async function recordAnswer(
  deps: AppDeps,
  gateway: TSmsGateway,
  sms: TSmsToSend,
): Promise<keyof TSmsDispatchResult> {
  const result = await gateway
    .sendSms(sms.recipient, sms.content, sms.id)
    .catch(() => ({ kind: 'unknown' as const }));
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    if (result.kind === 'sent') {
      await moveSms(tx, sms.id, 'sending', { status: 'sent', providerMessageId: result.messageId }, now);
      return 'sent';
    }
    if (result.kind === 'refused') {
      if (await moveSms(tx, sms.id, 'sending', { status: 'failed', reason: result.reason }, now))
        await giveBackSmsCredit(tx, sms.providerId, sms.id, now);
      return 'failed';
    }
    await moveSms(tx, sms.id, 'sending', { status: 'unknown', reason: SMS_UNKNOWN_REASONS.noAnswer }, now);
    return 'unknown';
  });
}

/**
 * Sends the due SMS reminders, each at most once (ADR 0062): first the rows a dead process left
 * `sending` become `unknown`; then each SMS is claimed and its credit taken in a committed
 * transaction, the provider called, and the answer recorded in another.
 */
export async function dispatchDueSms(
  deps: AppDeps,
  options: { timeoutMs?: number } = {},
): Promise<TSmsDispatchResult> {
  const result: TSmsDispatchResult = { sent: 0, failed: 0, unknown: 0, skipped: 0, cancelled: 0 };
  const gateway = smsGatewayOf(deps.config, options.timeoutMs ?? SMS_CALL_TIMEOUT_MS);
  const startedAt = deps.now();
  result.unknown += await deps.database.db.transaction((tx) =>
    markInterruptedSms(
      tx,
      new Date(startedAt.getTime() - STALE_SENDING_MS),
      SMS_UNKNOWN_REASONS.interrupted,
      startedAt,
    ),
  );
  for (let i = 0; i < BATCH; i++) {
    const claim = await deps.database.db.transaction((tx) =>
      claimNextSms(deps, tx, gateway !== null, deps.now()),
    );
    if (!claim) break;
    if (claim.kind !== 'send') {
      publishNotifications(deps, [claim.notice]);
      result[claim.kind] += 1;
      continue;
    }
    // claimNextSms sends nothing without a gateway: this one exists.
    if (gateway) result[await recordAnswer(deps, gateway, claim.sms)] += 1;
  }
  return result;
}
