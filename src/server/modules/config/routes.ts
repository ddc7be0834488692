import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminConfigResponse, ZConfigPatch, ZPublicConfigResponse } from '../../../shared/schemas/config';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { toPublicConfig } from './public-config';
import { getConfig } from './snapshot';
import { updateConfig } from './update-config';

const ADMIN_TAGS = ['administration'];

/** The administrators' configuration (docs/decisions/0031) and its public part. */
export function configRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/config',
      {
        config: { access: 'admin' },
        schema: {
          tags: ADMIN_TAGS,
          summary: 'Lire la configuration',
          description:
            'Chaque clé avec sa valeur enregistrée, ou sa valeur initiale (environnement ou défaut).',
          security: BEARER,
          response: { 200: ZAdminConfigResponse },
        },
      },
      async () => ({ success: true as const, config: await getConfig(deps) }),
    );

    app.put(
      '/api/admin/config',
      {
        config: { access: 'admin' },
        schema: {
          tags: ADMIN_TAGS,
          summary: 'Modifier la configuration',
          description:
            'Seules les clés envoyées changent, toutes ou aucune ; chaque changement est inscrit au journal ' +
            "d'audit (avant/après) et vaut aussitôt sur toutes les instances.",
          security: BEARER,
          body: ZConfigPatch,
          response: { 200: ZAdminConfigResponse },
        },
      },
      async (request) => {
        const { user } = getAuth(request);
        const config = await updateConfig(deps, { id: user.id, email: user.email }, request.body);
        return { success: true as const, config };
      },
    );

    app.get(
      '/api/config/public',
      {
        config: { access: 'public' },
        schema: {
          tags: ['informations légales'],
          summary: 'Configuration publique',
          description:
            'Inscriptions, e-mail du support, éditeur, hébergeur, sous-traitants, témoignages, bandeau de maintenance.',
          response: { 200: ZPublicConfigResponse },
        },
      },
      async (_request, reply) => {
        // The same for everyone: a shared cache may keep it a few seconds, but a browser asks again,
        // so that an administrator's own tab shows a change at once.
        reply.header('cache-control', 'public, max-age=0, s-maxage=5');
        return { success: true as const, config: toPublicConfig(await getConfig(deps)) };
      },
    );
  };
}
