import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClientDataRequest,
  ZEraseClientResponse,
  ZRetentionPreviewResponse,
} from '../../../shared/schemas/gdpr';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { eraseClientData, exportClientData } from './client-data';
import { sendClientExport } from './client-export-reply';
import { collectProviderExport } from './export-data';
import { buildExportZip } from './export-zip';
import { previewRetention } from './retention';

const TAGS = ['rgpd'];

/** Data rights of the provider and of their customers, and the retention preview (docs/architecture.md, GDPR). */
export function gdprRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/gdpr/export',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Télécharger toutes mes données (zip JSON et CSV)',
          description:
            'Compte, profil, paramètres, prestations, disponibilités, rendez-vous et clients. Réservé au titulaire du compte : refusé (403 IMPERSONATION_FORBIDDEN) quand l’administration est connectée à sa place.',
          security: BEARER,
        },
      },
      async (request, reply) => {
        const now = deps.now();
        const data = await collectProviderExport(db, providerIdOf(request), now);
        const { filename, zip } = buildExportZip(data, now);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(zip));
      },
    );

    app.get(
      '/api/gdpr/clients/export',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Exporter les données d’un de mes clients (JSON)',
          description:
            'Ses coordonnées et ses rendez-vous chez moi, avec les envois de mes webhooks qui portaient son adresse (30 derniers jours) ; 404 si je n’ai aucun rendez-vous à cette adresse. Réservé au titulaire du compte : refusé (403 IMPERSONATION_FORBIDDEN) quand l’administration est connectée à sa place.',
          security: BEARER,
          querystring: ZClientDataRequest,
        },
      },
      async (request, reply) => {
        const data = await exportClientData(deps, providerIdOf(request), { email: request.query.email });
        return sendClientExport(reply, data, deps.now());
      },
    );

    app.post(
      '/api/gdpr/clients/erase',
      {
        // Irreversible: only the provider decides it, never the administration acting as them (ADR 0030).
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Effacer les données d’un de mes clients',
          description:
            'Ses rendez-vous restent dans l’agenda (date, prestation, statut) mais anonymisés ; ses rappels sont annulés ; les e-mails envoyés à leur sujet ne gardent que leur nature, leur statut et leurs dates.',
          security: BEARER,
          body: ZClientDataRequest,
          response: { 200: ZEraseClientResponse },
        },
      },
      async (request) => ({
        success: true as const,
        erased: await eraseClientData(deps, providerIdOf(request), { email: request.body.email }),
      }),
    );

    app.get(
      '/api/gdpr/retention',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Voir les données clients bientôt effacées',
          description:
            'Durée de conservation, prochaine purge (03:17, heure de Paris) et rendez-vous anonymisés dans les 7 jours qui suivent.',
          security: BEARER,
          response: { 200: ZRetentionPreviewResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await previewRetention(deps, providerIdOf(request))),
      }),
    );
  };
}
