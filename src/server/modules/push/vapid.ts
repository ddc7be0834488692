import webpush from 'web-push';
import { z } from 'zod';
import { getOrCreateSecret } from '../../db/secrets';
import type { AppDeps } from '../../deps';

export type TVapidDetails = { subject: string; publicKey: string; privateKey: string };

const ZKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
const cache = new WeakMap<object, Promise<TVapidDetails>>();

/**
 * The push service checks this contact: the site's https address, else the support e-mail (a
 * developer's http://localhost is not accepted by push services).
 */
function subjectOf(config: AppDeps['config']): string {
  return config.APP_URL.startsWith('https://') ? config.APP_URL : `mailto:${config.SUPPORT_EMAIL}`;
}

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else one pair generated once and kept in the database
 * (ADR 0004): every node signs with the same key, and browsers' subscriptions stay valid after a
 * restart. The insert-if-absent of getOrCreateSecret makes two nodes starting together agree.
 */
export function vapidDetails(deps: Pick<AppDeps, 'config' | 'database'>): Promise<TVapidDetails> {
  const { config, database } = deps;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return Promise.resolve({
      subject: subjectOf(config),
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
    });
  }
  let pending = cache.get(database);
  if (!pending) {
    pending = getOrCreateSecret(database.db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys())).then(
      (value) => ({ subject: subjectOf(config), ...ZKeys.parse(JSON.parse(value)) }),
    );
    pending.catch(() => cache.delete(database));
    cache.set(database, pending);
  }
  return pending;
}
