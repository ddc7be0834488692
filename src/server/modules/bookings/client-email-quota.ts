import { DateTime } from 'luxon';
import type { TDbExecutor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { countEmailsTriggeredBy } from '../../mail/outbox-triggers';
import type { TEmailTrigger, TEmailTriggerKind } from '../../mail/types';

/**
 * E-mails a provider's own requests may make the server send to clients in one day (ADR 0021):
 * four full days of the largest pack's agenda cancelled at once, far too few to use Créneau as
 * a mailing tool.
 */
export const CLIENT_EMAILS_PER_DAY = 200;
/** The day of the cap: the service's own zone, as for the daily retention purge. */
const QUOTA_ZONE = 'Europe/Paris';
/** The requests whose recipients the provider chooses: a manual booking, a change from the dashboard. */
const CAPPED_KINDS: readonly TEmailTriggerKind[] = ['manual_booking', 'provider_change'];

export const CLIENT_EMAIL_LIMIT_MESSAGE = `Vous avez atteint la limite de ${CLIENT_EMAILS_PER_DAY} e-mails envoyés à vos clients par jour : rien n’a été enregistré. Réessayez demain (la limite repart à minuit, heure de Paris) ou, pour un nouveau rendez-vous, décochez l’envoi de la confirmation au client.`;

/**
 * Refuses (429) a provider request that would take the e-mails it queued today past the cap. The
 * count is read from the outbox rows the provider's requests wrote: it runs under the provider's
 * agenda lock, so two requests of the same provider cannot both pass on the same count.
 */
export async function assertClientEmailQuota(
  tx: TDbExecutor,
  trigger: TEmailTrigger,
  adding: number,
  now: Date,
): Promise<void> {
  if (!trigger.userId || adding === 0 || !CAPPED_KINDS.includes(trigger.kind)) return;
  const today = DateTime.fromJSDate(now, { zone: QUOTA_ZONE }).startOf('day');
  const sent = await countEmailsTriggeredBy(tx, trigger.userId, CAPPED_KINDS, today.toJSDate());
  if (sent + adding <= CLIENT_EMAILS_PER_DAY) return;
  const retryAfter = Math.ceil((today.plus({ days: 1 }).toMillis() - now.getTime()) / 1000);
  throw new AppError('CLIENT_EMAIL_LIMIT', CLIENT_EMAIL_LIMIT_MESSAGE, {
    extra: { limit: CLIENT_EMAILS_PER_DAY, retryAfter },
  });
}
