import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClientKeyParams } from '../../../shared/schemas/clients';
import { ZEraseClientResponse } from '../../../shared/schemas/gdpr';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { AppError } from '../../http/app-error';
import type { TClientRef } from '../bookings/api';
import { resolveClientKey } from '../clients/api';
import { CLIENT_NOT_FOUND, eraseClientData, exportClientData } from './client-data';
import { sendClientExport } from './client-export-reply';

const TAGS = ['rgpd'];

/** The client behind the key of their page: the same answer as the e-mail routes give for nobody. */
async function clientOf(deps: AppDeps, providerId: string, key: string): Promise<TClientRef> {
  const groupingKey = await resolveClientKey(deps.database.db, providerId, key);
  if (groupingKey === null) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND, { field: 'key' });
  return { key: groupingKey };
}

/**
 * A customer's data rights from their page, by the key of the Clients list (issue 15): the same
 * export and erasure as /api/gdpr/clients/…, also for a customer booked without an e-mail address.
 */
export function clientKeyGdprRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/clients/:key/export',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Exporter les données d’un de mes clients depuis sa fiche (JSON)',
          description:
            'Comme GET /api/gdpr/clients/export, par la clé de la liste des clients : aussi pour un client sans e-mail. Réservé au titulaire du compte : refusé (403 IMPERSONATION_FORBIDDEN) quand l’administration est connectée à sa place.',
          security: BEARER,
          params: ZClientKeyParams,
        },
      },
      async (request, reply) => {
        const providerId = providerIdOf(request);
        const client = await clientOf(deps, providerId, request.params.key);
        const data = await exportClientData(deps, providerId, client);
        return sendClientExport(reply, data, deps.now());
      },
    );

    app.post(
      '/api/clients/:key/erase',
      {
        // Irreversible: only the provider decides it, never the administration acting as them (ADR 0030).
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Effacer les données d’un de mes clients depuis sa fiche',
          description:
            'Comme POST /api/gdpr/clients/erase, par la clé de la liste des clients : aussi pour un client sans e-mail. Ma note sur ce client est supprimée.',
          security: BEARER,
          params: ZClientKeyParams,
          response: { 200: ZEraseClientResponse },
        },
      },
      async (request) => {
        const providerId = providerIdOf(request);
        const client = await clientOf(deps, providerId, request.params.key);
        return { success: true as const, erased: await eraseClientData(deps, providerId, client) };
      },
    );
  };
}
