import { and, eq } from 'drizzle-orm';
import type { TPushSubscriptionInput, TPushTestInput } from '../../../shared/schemas/push';
import { ZPushTestInput } from '../../../shared/schemas/push';
import { pushSubscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { TAuth } from '../../http/auth';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import { checkEndpoint, PushEndpointRefused } from './endpoint-guard';
import { sendPush } from './send';
import { vapidDetails } from './vapid';

export const PUSH_MESSAGES = {
  subscriptionNotFound: 'Aucun abonnement de ce navigateur sur votre compte.',
} as const;

/** Enough to try a few times while fixing a browser; not a way to make the server POST at will. */
export const TEST_RATE_RULE = { limit: 10, windowSeconds: 3600 } as const satisfies TRateRule;
/** Subscribing is what a browser does once per load at most. */
export const SUBSCRIBE_RATE_RULE = { limit: 30, windowSeconds: 3600 } as const satisfies TRateRule;

export async function publicKey(deps: AppDeps): Promise<string> {
  return (await vapidDetails(deps)).publicKey;
}

async function refuseForbiddenEndpoint(deps: AppDeps, endpoint: string, field: string) {
  try {
    await checkEndpoint(deps.config, endpoint);
  } catch (err) {
    if (err instanceof PushEndpointRefused) throw new AppError('VALIDATION', err.message, { field });
    throw err;
  }
}

/**
 * Saves the browser's subscription for the caller. One row per endpoint: a browser that another
 * account used before now notifies the caller only (the last account signed in on it).
 */
export async function saveSubscription(
  deps: AppDeps,
  auth: TAuth,
  input: TPushSubscriptionInput,
): Promise<void> {
  const now = deps.now();
  await enforceRateLimits(
    deps.database.db,
    [{ key: `push:subscribe:${auth.user.id}`, rule: SUBSCRIBE_RATE_RULE }],
    now,
  );
  const { endpoint, keys } = input.subscription;
  await refuseForbiddenEndpoint(deps, endpoint, 'subscription.endpoint');
  const values = {
    userId: auth.user.id,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    userAgent: input.userAgent ?? null,
  };
  await deps.database.db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: now, failures: 0, lastSuccessAt: null },
    });
}

/** Only the caller's own subscription: another account's endpoint is « not found ». */
export async function deleteSubscription(deps: AppDeps, auth: TAuth, endpoint: string): Promise<void> {
  const deleted = await deps.database.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, auth.user.id), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', PUSH_MESSAGES.subscriptionNotFound);
}

/**
 * « Test de notification » to every device of the caller, now (not through the queue: the person
 * is looking at the screen). A device the push service forgot is deleted and counted as failed.
 */
export async function sendTestPush(
  deps: AppDeps,
  auth: TAuth,
  input: TPushTestInput,
): Promise<{ sent: number; failed: number }> {
  const now = deps.now();
  await enforceRateLimits(
    deps.database.db,
    [{ key: `push:test:${auth.user.id}`, rule: TEST_RATE_RULE }],
    now,
  );
  const { title, body } = ZPushTestInput.parse(input);
  const subscriptions = await deps.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, auth.user.id));
  const payload = {
    title: title || ZPushTestInput.parse({}).title,
    body,
    url: '/dashboard/settings',
    tag: 'push-test',
  };
  const results = await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        const result = await sendPush(deps, subscription, payload);
        if (result.outcome === 'gone') {
          await deps.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
          return false;
        }
        await deps.database.db
          .update(pushSubscriptions)
          .set({ lastSuccessAt: deps.now(), failures: 0 })
          .where(eq(pushSubscriptions.id, subscription.id));
        return true;
      } catch {
        return false;
      }
    }),
  );
  const sent = results.filter(Boolean).length;
  return { sent, failed: results.length - sent };
}
