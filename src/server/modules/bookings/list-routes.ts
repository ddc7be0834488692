import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from '../../../shared/french-format';
import {
  BOOKINGS_EXPORT_MAX,
  ZBookingsExportQuery,
  ZBookingsListQuery,
} from '../../../shared/schemas/booking-queries';
import { ZBookingsResponse } from '../../../shared/schemas/booking-responses';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { AppError } from '../../http/app-error';
import { sendFile } from '../payments/api';
import { getProviderProfile } from '../providers/api';
import { bookingsCsv } from './bookings-csv';
import { bookingsFilter, toBookingDtosWithPayments } from './own-bookings';
import { listProviderBookingsPage } from './v1-page';

const TAGS = ['rendez-vous'];
/** Without `limit`, the list answers as it always did: the first 1000, no cursor. */
const UNPAGED_LIMIT = 1000;

const EXPORT_TOO_LARGE = `Plus de ${BOOKINGS_EXPORT_MAX.toLocaleString('fr-FR')} rendez-vous correspondent : réduisez la période (from, to) ou précisez la recherche pour exporter.`;

/** « Rendez-vous » (issue 37): the provider's list, searched and paged, and its CSV export. */
export function bookingListRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/bookings',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Mes rendez-vous (période, statut, recherche d’un client)',
          description:
            'Rendez-vous qui chevauchent [from, to) (deux ans au plus), par heure de début (`order=desc` : les plus récents d’abord). `q` : nom, e-mail ou téléphone du client (contient ; majuscules et accents ignorés ; 100 caractères au plus). ' +
            'Sans `limit` : 1000 au plus, sans curseur. Avec `limit` (1 à 100) : la réponse porte `nextCursor`, à passer en `cursor` pour la page suivante (null à la dernière).',
          security: BEARER,
          querystring: ZBookingsListQuery,
          response: { 200: ZBookingsResponse },
        },
      },
      async (request) => {
        const { q, cursor, limit, order } = request.query;
        const { rows, nextCursor } = await listProviderBookingsPage(db, providerIdOf(request), {
          ...bookingsFilter(request.query),
          q,
          cursor,
          order,
          limit: limit ?? UNPAGED_LIMIT,
        });
        return {
          success: true as const,
          bookings: await toBookingDtosWithPayments(db, rows),
          ...(limit !== undefined && { nextCursor }),
        };
      },
    );

    app.get(
      '/api/bookings/export.csv',
      {
        // Client data leaving the app, like the GDPR exports: the holder's alone (issue 30).
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Mes rendez-vous en CSV (UTF-8 avec BOM, séparateur « ; »)',
          description: `Les filtres de la liste (from, to, status, q) ; ${BOOKINGS_EXPORT_MAX} lignes au plus (400 au-delà). Dates et heures dans le fuseau du rendez-vous.`,
          security: BEARER,
          querystring: ZBookingsExportQuery,
        },
      },
      async (request, reply) => {
        const providerId = providerIdOf(request);
        const { from, to, status, q } = request.query;
        const { rows, nextCursor } = await listProviderBookingsPage(db, providerId, {
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
          statuses: status,
          q,
          limit: BOOKINGS_EXPORT_MAX,
        });
        if (nextCursor) throw new AppError('VALIDATION', EXPORT_TOO_LARGE, { field: 'from' });
        const zone = (await getProviderProfile(db, providerId))?.timezone ?? DEFAULT_TIMEZONE;
        const today = DateTime.fromJSDate(deps.now(), { zone }).toISODate();
        return sendFile(reply, {
          filename: `rendez-vous-${today}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: bookingsCsv(rows),
        });
      },
    );
  };
}
