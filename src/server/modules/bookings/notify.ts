import { bookingUrlOf } from '../../../shared/booking-address';
import { formatDuration, formatPrice, formatWhen } from '../../../shared/french-format';
import { formatPhone } from '../../../shared/phone-format';
import type { TSettings } from '../../../shared/schemas/provider-setup';
import { answerText } from '../../../shared/schemas/service-options';
import type { TDbExecutor } from '../../db/executor';
import type { TEmailAttachment } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmails } from '../../mail/queue-emails';
import {
  renderBookingCancelledClient,
  renderBookingCancelledProvider,
} from '../../mail/templates/booking-cancelled';
import { renderBookingConfirmation } from '../../mail/templates/booking-confirmation';
import { renderBookingProviderNew } from '../../mail/templates/booking-provider-new';
import {
  renderBookingRescheduledClient,
  renderBookingRescheduledProvider,
} from '../../mail/templates/booking-rescheduled';
import type { TBookingEmailSummary } from '../../mail/templates/booking-summary';
import type { TEmailMessage, TEmailTrigger } from '../../mail/types';
import { wantsChannel } from '../notifications/api';
import { getSettings } from '../settings/api';
import type { TBookingRow } from './booking-dto';
import { locationText } from './booking-place';
import { cancellationDeadline } from './client-change-rules';
import { assertClientEmailQuota } from './client-email-quota';
import { ICS_CONTENT_TYPE, ICS_FILENAME, renderBookingIcs, type TIcsBooking } from './ics';
import { findProviderContact, type TBookingServiceRow, type TProviderContact } from './queries';

export type TLinks = { manageUrl: string; cancelUrl: string };

/** Everything a booking e-mail or .ics shows, read inside the transaction that changes the booking. */
export type TBookingContext = {
  booking: TBookingRow;
  service: Pick<TBookingServiceRow, 'name' | 'priceCents'>;
  provider: TProviderContact;
};

export async function loadBookingContext(
  db: TDbExecutor,
  booking: TBookingRow,
  service: TBookingContext['service'],
): Promise<TBookingContext> {
  const provider = await findProviderContact(db, booking.providerId);
  if (!provider) throw new Error(`provider ${booking.providerId} of booking ${booking.id} is gone`);
  return { booking, service, provider };
}

export function summaryOf({ booking, service, provider }: TBookingContext): TBookingEmailSummary {
  const minutes = Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60_000);
  return {
    serviceName: service.name,
    when: formatWhen(booking.startAt, booking.timezone),
    duration: formatDuration(minutes),
    price: formatPrice(service.priceCents, { zero: 'free' }),
    providerName: provider.displayName,
    address: provider.address,
    place: {
      type: booking.locationType,
      videoUrl: booking.videoUrl,
      clientAddress: booking.clientAddress,
      clientPhone: booking.clientPhone,
    },
    providerPhone: provider.phone,
    providerEmail: provider.email,
  };
}

/**
 * The client's .ics: REQUEST while the booking holds, CANCEL once cancelled; same UID, SEQUENCE
 * bumped. LOCATION says where (issue 32); an appointment « En visio » has its room as URL, the
 * client's page then stays in the description.
 */
export function bookingIcs(ctx: TBookingContext, manageUrl?: string): string {
  return renderBookingIcs(icsBookingOf(ctx, manageUrl));
}

/** The calendar event of a booking as its client sees it (also one event of a series' .ics). */
export function icsBookingOf(ctx: TBookingContext, manageUrl?: string): TIcsBooking {
  const { booking, service, provider } = ctx;
  const room = booking.locationType === 'video' ? booking.videoUrl : null;
  const lines = [`${service.name} avec ${provider.displayName}.`];
  if (room) lines.push(`Rejoindre la visio : ${room}`);
  if (booking.locationType === 'phone') {
    const number = booking.clientPhone ? ` au ${formatPhone(booking.clientPhone)}` : '';
    lines.push(`Au téléphone : ${provider.displayName} vous appellera${number}.`);
  }
  if (provider.phone) lines.push(`Téléphone : ${formatPhone(provider.phone)}`);
  if (manageUrl && booking.status !== 'cancelled') lines.push(`Voir, déplacer ou annuler : ${manageUrl}`);
  return {
    id: booking.id,
    start: booking.startAt,
    end: booking.endAt,
    cancelled: booking.status === 'cancelled',
    sequence: booking.sequence,
    updatedAt: booking.updatedAt,
    serviceName: service.name,
    provider: { displayName: provider.displayName, email: provider.email },
    client: { name: booking.clientName, email: booking.clientEmail },
    location: locationText(booking, provider.address),
    description: lines.join('\n'),
    url: room ?? manageUrl,
  };
}

function icsAttachment(ctx: TBookingContext, manageUrl?: string): TEmailAttachment {
  return {
    filename: ICS_FILENAME,
    contentType: `${ICS_CONTENT_TYPE}; method=${ctx.booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
    contentBase64: Buffer.from(bookingIcs(ctx, manageUrl)).toString('base64'),
  };
}

/**
 * Queues the e-mails of a booking change in the change's own transaction: they and their jobs
 * exist exactly when the change commits (ADR 0022, 0048). Each carries the booking id (its
 * delivery log) and who triggered it; a provider's request over the daily cap fails here, before
 * anything is written.
 */
async function queueAll(
  deps: AppDeps,
  tx: TDbExecutor,
  bookingId: string,
  messages: TEmailMessage[],
  trigger: TEmailTrigger,
  now: Date,
): Promise<string[]> {
  await assertClientEmailQuota(
    tx,
    trigger,
    messages.map((message) => message.to),
    now,
  );
  return queueEmails(
    tx,
    deps.jobs,
    messages.map((message) => ({ ...message, bookingId, trigger })),
    now,
  );
}

const agendaUrl = (deps: AppDeps) => `${deps.config.APP_URL}/dashboard/agenda`;
const clientOf = (b: TBookingRow) => ({ name: b.clientName, email: b.clientEmail, phone: b.clientPhone });

export async function queueBookingCreatedEmails(
  deps: AppDeps,
  tx: TDbExecutor,
  ctx: TBookingContext,
  options: {
    links: TLinks;
    toClient: boolean;
    toProvider: boolean;
    /** The provider's settings and e-mail choice for this type, when the caller holds them. */
    settings?: TSettings;
    providerWantsEmail?: boolean | undefined;
    /** What the client paid online (issue 34), stated in their confirmation. */
    paymentLine?: string | undefined;
  },
  trigger: TEmailTrigger,
  now: Date,
): Promise<string[]> {
  const appUrl = deps.config.APP_URL;
  const summary = summaryOf(ctx);
  const settings = options.settings ?? (await getSettings(tx, ctx.booking.providerId));
  const messages: TEmailMessage[] = [];
  if (options.toClient && ctx.booking.clientEmail) {
    const email = renderBookingConfirmation({
      clientName: ctx.booking.clientName,
      summary,
      ...options.links,
      cancellationNoticeHours: settings.cancellationNoticeHours,
      changeableOnline:
        now.getTime() < cancellationDeadline(ctx.booking.startAt, settings.cancellationNoticeHours).getTime(),
      paymentLine: options.paymentLine,
      appUrl,
    });
    const attachments = [icsAttachment(ctx, options.links.manageUrl)];
    messages.push({ kind: 'booking_confirmation', to: ctx.booking.clientEmail, ...email, attachments });
  }
  // The provider who turned this e-mail off in their notification preferences is not sent it.
  const wantsEmail = async () =>
    options.providerWantsEmail ??
    (await wantsChannel(tx, ctx.booking.providerId, 'booking_created', 'email'));
  if (options.toProvider && (await wantsEmail())) {
    const email = renderBookingProviderNew({
      summary,
      client: clientOf(ctx.booking),
      note: ctx.booking.note,
      answers: ctx.booking.answers.map((a) => ({ label: a.label, text: answerText(a.value) })),
      agendaUrl: agendaUrl(deps),
      appUrl,
    });
    messages.push({ kind: 'booking_provider_new', to: ctx.provider.email, ...email });
  }
  return queueAll(deps, tx, ctx.booking.id, messages, trigger, now);
}

/**
 * The client's cancellation e-mail with the CANCEL .ics; undefined without an address. `rebook`
 * false leaves out the link to a booking page that no longer exists (the provider closed their account).
 */
export function cancelledClientEmail(
  deps: AppDeps,
  ctx: TBookingContext,
  options: { rebook: boolean } = { rebook: true },
): (TEmailMessage & { bookingId: string }) | undefined {
  const { booking } = ctx;
  if (!booking.clientEmail) return undefined;
  const appUrl = deps.config.APP_URL;
  const email = renderBookingCancelledClient({
    clientName: booking.clientName,
    summary: summaryOf(ctx),
    cancelledBy: booking.cancelledBy ?? 'provider',
    reason: booking.cancellationReason,
    rebookUrl: options.rebook ? bookingUrlOf(appUrl, ctx.provider) : undefined,
    appUrl,
  });
  return {
    kind: 'booking_cancelled_client',
    to: booking.clientEmail,
    ...email,
    attachments: [icsAttachment(ctx)],
    bookingId: booking.id,
  };
}

export async function queueBookingCancelledEmails(
  deps: AppDeps,
  tx: TDbExecutor,
  ctx: TBookingContext,
  trigger: TEmailTrigger,
  now: Date,
): Promise<string[]> {
  const appUrl = deps.config.APP_URL;
  const summary = summaryOf(ctx);
  const { booking } = ctx;
  const messages: TEmailMessage[] = [];
  const toClient = cancelledClientEmail(deps, ctx);
  if (toClient) messages.push(toClient);
  // The provider who cancelled from the dashboard needs no e-mail about it; one who opted out neither.
  if (
    booking.cancelledBy === 'client' &&
    (await wantsChannel(tx, booking.providerId, 'booking_cancelled', 'email'))
  ) {
    const email = renderBookingCancelledProvider({
      summary,
      client: clientOf(booking),
      reason: booking.cancellationReason,
      agendaUrl: agendaUrl(deps),
      appUrl,
    });
    messages.push({ kind: 'booking_cancelled_provider', to: ctx.provider.email, ...email });
  }
  return queueAll(deps, tx, booking.id, messages, trigger, now);
}

export async function queueBookingRescheduledEmails(
  deps: AppDeps,
  tx: TDbExecutor,
  ctx: TBookingContext,
  options: { previousStart: Date; movedBy: 'client' | 'provider'; links?: TLinks | undefined },
  trigger: TEmailTrigger,
  now: Date,
): Promise<string[]> {
  const appUrl = deps.config.APP_URL;
  const summary = summaryOf(ctx);
  const { booking } = ctx;
  const previousWhen = formatWhen(options.previousStart, booking.timezone);
  const messages: TEmailMessage[] = [];
  if (booking.clientEmail) {
    const { cancellationNoticeHours } = await getSettings(tx, booking.providerId);
    const email = renderBookingRescheduledClient({
      clientName: booking.clientName,
      summary,
      previousWhen,
      movedBy: options.movedBy,
      links: options.links,
      cancellationNoticeHours,
      changeableOnline:
        now.getTime() < cancellationDeadline(booking.startAt, cancellationNoticeHours).getTime(),
      appUrl,
    });
    const attachments = [icsAttachment(ctx, options.links?.manageUrl)];
    messages.push({ kind: 'booking_rescheduled_client', to: booking.clientEmail, ...email, attachments });
  }
  if (
    options.movedBy === 'client' &&
    (await wantsChannel(tx, booking.providerId, 'booking_rescheduled', 'email'))
  ) {
    const email = renderBookingRescheduledProvider({
      summary,
      previousWhen,
      client: clientOf(booking),
      agendaUrl: agendaUrl(deps),
      appUrl,
    });
    messages.push({ kind: 'booking_rescheduled_provider', to: ctx.provider.email, ...email });
  }
  return queueAll(deps, tx, booking.id, messages, trigger, now);
}
