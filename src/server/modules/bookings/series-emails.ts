import { bookingUrlOf } from '../../../shared/booking-address';
import { formatWhen } from '../../../shared/french-format';
import type { TSettings } from '../../../shared/schemas/provider-setup';
import type { TDbExecutor } from '../../db/executor';
import type { TEmailAttachment } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmails } from '../../mail/queue-emails';
import { renderSeriesCancelled, renderSeriesConfirmation } from '../../mail/templates/booking-series';
import type { TEmailMessage, TEmailTrigger } from '../../mail/types';
import { assertClientEmailQuota } from './client-email-quota';
import { ICS_CONTENT_TYPE, ICS_FILENAME, renderBookingsIcs } from './ics';
import { icsBookingOf, summaryOf, type TBookingContext, type TLinks } from './notify';

/**
 * The client's one e-mail about several appointments of a series (issue 32): its creation, or the
 * provider cancelling several of its dates. It is logged on the first appointment listed, and
 * counts once against the provider's daily e-mail cap (ADR 0021), like any e-mail they trigger.
 */

/** The summary of a series: its dates are listed below it, so `when` says how many. */
function seriesSummary(ctxs: TBookingContext[]) {
  const first = ctxs[0];
  if (!first) throw new Error('a series e-mail lists at least one appointment');
  return { ...summaryOf(first), when: `${ctxs.length} rendez-vous (dates ci-dessous)` };
}

function icsOf(
  items: Array<{ ctx: TBookingContext; manageUrl?: string }>,
  cancelled: boolean,
): TEmailAttachment {
  const ics = renderBookingsIcs(
    items.map(({ ctx, manageUrl }) => icsBookingOf(ctx, manageUrl)),
    cancelled,
  );
  return {
    filename: ICS_FILENAME,
    contentType: `${ICS_CONTENT_TYPE}; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    contentBase64: Buffer.from(ics).toString('base64'),
  };
}

async function queueOne(
  deps: AppDeps,
  tx: TDbExecutor,
  message: TEmailMessage & { bookingId: string },
  trigger: TEmailTrigger,
  now: Date,
): Promise<string[]> {
  await assertClientEmailQuota(tx, trigger, [message.to], now);
  return queueEmails(tx, deps.jobs, [{ ...message, trigger }], now);
}

/** The confirmation of a new series: every date with its own manage link, one .ics with them all. */
export async function queueSeriesConfirmation(
  deps: AppDeps,
  tx: TDbExecutor,
  items: Array<{ ctx: TBookingContext; links: TLinks }>,
  settings: Pick<TSettings, 'cancellationNoticeHours'>,
  trigger: TEmailTrigger,
  now: Date,
): Promise<string[]> {
  const first = items[0]?.ctx.booking;
  if (!first?.clientEmail) return [];
  const email = renderSeriesConfirmation({
    clientName: first.clientName,
    summary: seriesSummary(items.map((item) => item.ctx)),
    dates: items.map(({ ctx, links }) => ({
      when: formatWhen(ctx.booking.startAt, ctx.booking.timezone),
      manageUrl: links.manageUrl,
    })),
    cancellationNoticeHours: settings.cancellationNoticeHours,
    appUrl: deps.config.APP_URL,
  });
  const attachments = [
    icsOf(
      items.map(({ ctx, links }) => ({ ctx, manageUrl: links.manageUrl })),
      false,
    ),
  ];
  const message = { kind: 'booking_series_confirmation', to: first.clientEmail, ...email, attachments };
  return queueOne(deps, tx, { ...message, bookingId: first.id }, trigger, now);
}

/** The provider cancelled these dates of a series (already cancelled, in order): one e-mail listing them. */
export async function queueSeriesCancelled(
  deps: AppDeps,
  tx: TDbExecutor,
  ctxs: TBookingContext[],
  trigger: TEmailTrigger,
  now: Date,
): Promise<string[]> {
  const first = ctxs[0]?.booking;
  if (!first?.clientEmail) return [];
  const email = renderSeriesCancelled({
    clientName: first.clientName,
    summary: seriesSummary(ctxs),
    dates: ctxs.map((ctx) => ({ when: formatWhen(ctx.booking.startAt, ctx.booking.timezone) })),
    reason: first.cancellationReason,
    rebookUrl: bookingUrlOf(deps.config.APP_URL, {
      id: first.providerId,
      slug: ctxs[0]?.provider.slug ?? null,
    }),
    appUrl: deps.config.APP_URL,
  });
  const attachments = [
    icsOf(
      ctxs.map((ctx) => ({ ctx })),
      true,
    ),
  ];
  const message = { kind: 'booking_series_cancelled', to: first.clientEmail, ...email, attachments };
  return queueOne(deps, tx, { ...message, bookingId: first.id }, trigger, now);
}
