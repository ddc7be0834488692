import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  ZLogoQuery,
  ZProviderLogoResponse,
} from '../../../shared/schemas/provider-logo';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { AppError } from '../../http/app-error';
import { toLogoWebp } from './logo-image';
import { deleteLogo, findLogo, logoUrlOf, saveLogo } from './logo-queries';
import { providerIdOfAddress } from './queries';

const TAGS = ['professionnel'];
const ok = (logoUrl: string | null) => ({ success: true as const, logoUrl });

/** The photo or logo of the booking page (issue 15, item 4): the provider's upload, anyone's read. */
export function logoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/provider/logo',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Adresse de la photo ou du logo de ma page de réservation',
          security: BEARER,
          response: { 200: ZProviderLogoResponse },
        },
      },
      async (request) => {
        const providerId = providerIdOf(request);
        const logo = await findLogo(db, providerId);
        return ok(logo && logoUrlOf(providerId, logo.updatedAt));
      },
    );

    app.delete(
      '/api/provider/logo',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Retirer la photo ou le logo (les initiales reviennent)',
          security: BEARER,
          response: { 200: ZProviderLogoResponse },
        },
      },
      async (request) => {
        await deleteLogo(db, providerIdOf(request));
        return ok(null);
      },
    );

    // The image is the request's body as is, whatever its declared type: its bytes decide.
    await app.register(async (scope) => {
      const upload = scope.withTypeProvider<ZodTypeProvider>();
      upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_r, body, done) =>
        done(null, body),
      );
      upload.setErrorHandler((error) => {
        // Fastify's own 413 names neither the field nor the limit.
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', LOGO_MESSAGES.size, { field: 'logo' });
        throw error;
      });
      upload.put(
        '/api/provider/logo',
        {
          config: { access: 'provider' },
          bodyLimit: LOGO_MAX_BYTES,
          schema: {
            tags: TAGS,
            summary: 'Envoyer la photo ou le logo de ma page de réservation',
            description:
              'Corps : l’image (JPEG, PNG ou WebP, 2 Mo au plus). Recadrée au carré sur son centre, 256 px au plus, gardée en WebP.',
            security: BEARER,
            response: { 200: ZProviderLogoResponse },
          },
        },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const webp = await toLogoWebp(body);
          return ok(await saveLogo(db, providerIdOf(request), webp, deps.now()));
        },
      );
    });

    app.get(
      '/api/public/providers/:providerId/logo',
      {
        config: { access: 'public' },
        schema: {
          tags: ['réservation publique'],
          summary: 'La photo ou le logo d’un professionnel (WebP)',
          description:
            'Par identifiant ou adresse lisible. Avec `v` (l’adresse donnée par le profil public) : gardé un an ; sans : revalidé (ETag).',
          params: z.object({ providerId: z.string() }),
          querystring: ZLogoQuery,
        },
      },
      async (request, reply) => {
        const providerId = await providerIdOfAddress(db, request.params.providerId);
        const logo = providerId ? await findLogo(db, providerId) : null;
        if (!logo) throw new AppError('NOT_FOUND', LOGO_MESSAGES.notFound);
        const version = String(logo.updatedAt.getTime());
        const etag = `"${version}"`;
        reply
          .header('etag', etag)
          .header(
            'cache-control',
            request.query.v === version ? 'public, max-age=31536000, immutable' : 'public, no-cache',
          );
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply
          .header('content-type', logo.contentType)
          .header('x-content-type-options', 'nosniff')
          .send(logo.data);
      },
    );
  };
}
