import { eq } from 'drizzle-orm';
import { formatDate } from '../../../shared/french-format';
import { BILLING_TIME_ZONE, LOW_QUOTA_ALERT } from '../../../shared/pricing';
import type { TBalance } from '../../../shared/schemas/billing';
import type { TDbExecutor } from '../../db/executor';
import { type QUOTA_ALERT_KINDS, quotaAlerts, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmail } from '../../mail/queue-emails';
import { renderQuotaAlert } from '../../mail/templates/quota-alert';
import type { TEmailTrigger } from '../../mail/types';
import { notifyUser, type TQueuedNotice, wantsChannel } from '../notifications/api';

export const SUBSCRIPTION_PATH = '/dashboard/subscription';

/** Each a notification type too (its preferences). */
export type TAlertKind = (typeof QUOTA_ALERT_KINDS)[number];

/** The alert a balance calls for, if any: none on an unlimited plan. */
function alertFor(balance: TBalance): 'quota_low' | 'quota_exhausted' | null {
  if (balance.remaining === null) return null;
  if (balance.remaining === 0) return 'quota_exhausted';
  return balance.remaining <= LOW_QUOTA_ALERT ? 'quota_low' : null;
}

function textOf(kind: 'quota_low' | 'quota_exhausted', balance: TBalance): { title: string; body: string } {
  // The period's last day, not its exclusive end.
  const lastDay = formatDate(new Date(new Date(balance.periodEnd).getTime() - 1), BILLING_TIME_ZONE);
  if (kind === 'quota_exhausted') {
    return {
      title: 'Quota de rendez-vous atteint',
      body: `Vous n’avez plus de rendez-vous disponibles jusqu’au ${lastDay} : votre page de réservation n’accepte plus de nouvelles réservations en ligne et donne à vos clients votre téléphone et votre adresse e-mail.`,
    };
  }
  const n = balance.remaining ?? 0;
  return {
    title: 'Quota de rendez-vous presque atteint',
    body: `Il vous reste ${n} rendez-vous jusqu’au ${lastDay}.`,
  };
}

/**
 * After a booking used an appointment: at 10 left (or fewer) the low-quota alert, at 0 the
 * exhausted one — each once per period (quota_alerts' key), in the booking's transaction.
 */
export async function alertIfLow(
  deps: AppDeps,
  tx: TDbExecutor,
  userId: string,
  balance: TBalance,
  trigger: TEmailTrigger,
  now: Date,
): Promise<TQueuedNotice | null> {
  const kind = alertFor(balance);
  if (!kind) return null;
  const alert = { userId, kind, periodStart: new Date(balance.periodStart), ...textOf(kind, balance) };
  return raiseAlert(deps, tx, alert, trigger, now);
}

/**
 * One alert of `kind` per provider and period (quota_alerts' key), in the caller's transaction:
 * in-app and push follow the provider's preferences through notifyUser, the e-mail its e-mail
 * channel. null when this period's alert was already raised.
 */
export async function raiseAlert(
  deps: AppDeps,
  tx: TDbExecutor,
  alert: { userId: string; kind: TAlertKind; periodStart: Date; title: string; body: string },
  trigger: TEmailTrigger,
  now: Date,
): Promise<TQueuedNotice | null> {
  const { userId, kind, periodStart, ...text } = alert;
  const [fresh] = await tx
    .insert(quotaAlerts)
    .values({ userId, periodStart, kind, createdAt: now })
    .onConflictDoNothing()
    .returning({ kind: quotaAlerts.kind });
  if (!fresh) return null;
  const notice = await notifyUser(
    tx,
    deps.jobs,
    { userId, type: kind, ...text, link: SUBSCRIPTION_PATH },
    now,
  );
  if (!(await wantsChannel(tx, userId, kind, 'email'))) return notice;
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return notice;
  const appUrl = deps.config.APP_URL;
  const email = renderQuotaAlert({
    name: user.name,
    kind,
    ...text,
    subscriptionUrl: `${appUrl}${SUBSCRIPTION_PATH}`,
    appUrl,
  });
  await queueEmail(tx, deps.jobs, { kind, to: user.email, ...email, trigger }, now);
  return notice;
}
