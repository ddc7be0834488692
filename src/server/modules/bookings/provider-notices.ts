import { formatShortWhen } from '../../../shared/french-format';
import type { TNotificationType } from '../../../shared/schemas/notifications';
import type { TDbExecutor } from '../../db/executor';
import type { TJobs } from '../../jobs/start-jobs';
import { notifyUser, type TKnownChoices, type TNotifyInput } from '../notifications/api';
import type { TBookingContext } from './notify';

/** What the client did, seen from the provider's bell: only a client's own action tells them (ADR 0033). */
export type TClientAction =
  | { kind: 'booked' }
  | { kind: 'cancelled' }
  | { kind: 'rescheduled'; previousStart: Date };

const TYPES: Record<TClientAction['kind'], TNotificationType> = {
  booked: 'booking_created',
  cancelled: 'booking_cancelled',
  rescheduled: 'booking_rescheduled',
};

const TITLES: Record<TClientAction['kind'], string> = {
  booked: 'Nouveau rendez-vous',
  cancelled: 'Rendez-vous annulé par le client',
  rescheduled: 'Rendez-vous déplacé par le client',
};

/** The agenda opens the booking named in its query (the link the bell, e-mails and push share). */
export const agendaBookingPath = (bookingId: string) =>
  `/dashboard/agenda?booking=${encodeURIComponent(bookingId)}`;

/** « Marie Durand — Coupe femme, mardi 24 novembre à 10:00 », in the booking's own zone. */
export function providerNotice(ctx: TBookingContext, action: TClientAction): TNotifyInput {
  const { booking, service } = ctx;
  const when = formatShortWhen(booking.startAt, booking.timezone);
  let body = `${booking.clientName} — ${service.name}, ${when}`;
  if (action.kind === 'rescheduled') {
    body += ` (au lieu de ${formatShortWhen(action.previousStart, booking.timezone)})`;
  }
  return {
    userId: booking.providerId,
    type: TYPES[action.kind],
    title: TITLES[action.kind],
    body,
    link: agendaBookingPath(booking.id),
    bookingId: booking.id,
  };
}

/** The provider's in-app notification of a client's action, in the booking's transaction. */
export function notifyProvider(
  tx: TDbExecutor,
  jobs: TJobs,
  ctx: TBookingContext,
  action: TClientAction,
  now: Date,
  known?: TKnownChoices,
) {
  return notifyUser(tx, jobs, providerNotice(ctx, action), now, known);
}
