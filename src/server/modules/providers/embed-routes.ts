import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBrandColorInput, ZBrandColorResponse } from '../../../shared/schemas/brand-color';
import { ZEmbedInput, ZEmbedResponse } from '../../../shared/schemas/embed';
import { ZSearchListingInput, ZSearchListingResponse } from '../../../shared/schemas/search-listing';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { brandColorOf, saveBrandColor } from './brand-color';
import { getEmbedOrigins, saveEmbedOrigins } from './embed';
import { getSearchListing, saveSearchListing } from './search-listing';

const TAGS = ['professionnel'];

/**
 * Where the provider's booking page may appear: the sites allowed to frame it (issue 15, ADR 0040)
 * and, when they ask, the sitemap search engines read (issue 17); and how it looks there: its
 * brand colour (issue 37).
 */
export function embedRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/provider/embed',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Lire les sites autorisés à intégrer ma page de réservation',
          security: BEARER,
          response: { 200: ZEmbedResponse },
        },
      },
      async (request) => ({
        success: true as const,
        origins: await getEmbedOrigins(deps.database.db, providerIdOf(request)),
      }),
    );

    app.put(
      '/api/provider/embed',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Choisir les sites autorisés à intégrer ma page de réservation',
          description:
            'Adresses https (ou http://localhost pour un site en construction), 10 au plus ; une liste vide interdit toute intégration.',
          security: BEARER,
          body: ZEmbedInput,
          response: { 200: ZEmbedResponse },
        },
      },
      async (request) => ({
        success: true as const,
        origins: await saveEmbedOrigins(
          deps.database.db,
          providerIdOf(request),
          request.body.origins,
          deps.now(),
        ),
      }),
    );

    app.get(
      '/api/provider/search-listing',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Savoir si ma page de réservation est proposée aux moteurs de recherche',
          security: BEARER,
          response: { 200: ZSearchListingResponse },
        },
      },
      async (request) => ({
        success: true as const,
        listed: await getSearchListing(deps.database.db, providerIdOf(request)),
      }),
    );

    app.put(
      '/api/provider/search-listing',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Proposer ou non ma page de réservation aux moteurs de recherche (plan du site)',
          security: BEARER,
          body: ZSearchListingInput,
          response: { 200: ZSearchListingResponse },
        },
      },
      async (request) => ({
        success: true as const,
        listed: await saveSearchListing(
          deps.database.db,
          providerIdOf(request),
          request.body.listed,
          deps.now(),
        ),
      }),
    );

    app.get(
      '/api/provider/brand-color',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Lire la couleur de ma page de réservation',
          security: BEARER,
          response: { 200: ZBrandColorResponse },
        },
      },
      async (request) => ({
        success: true as const,
        brandColor: await brandColorOf(deps.database.db, providerIdOf(request)),
      }),
    );

    app.put(
      '/api/provider/brand-color',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Choisir la couleur de ma page de réservation',
          description:
            'Format #rrggbb, assez foncée pour un texte blanc (contraste 4,5:1 au moins, WCAG AA) ; null revient à la couleur de Créneau.',
          security: BEARER,
          body: ZBrandColorInput,
          response: { 200: ZBrandColorResponse },
        },
      },
      async (request) => ({
        success: true as const,
        brandColor: await saveBrandColor(
          deps.database.db,
          providerIdOf(request),
          request.body.brandColor,
          deps.now(),
        ),
      }),
    );
  };
}
