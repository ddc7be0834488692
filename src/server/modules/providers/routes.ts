import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProviderProfileResponse } from '../../../shared/schemas/provider-responses';
import { ZProviderProfileInput } from '../../../shared/schemas/provider-setup';
import { ZSlugInput } from '../../../shared/schemas/slug';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { invalidSessionError } from '../../http/auth';
import { getProviderProfile, saveProviderProfile, saveProviderSlug } from './queries';

const TAGS = ['professionnel'];

/** The provider's public booking-page profile (docs/architecture.md, "API beyond SPEC §7"). */
export function providerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/provider/profile',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Lire le profil de ma page de réservation',
          description:
            'Avant le premier enregistrement : nom affiché et téléphone repris du compte, fuseau Europe/Paris.',
          security: BEARER,
          response: { 200: ZProviderProfileResponse },
        },
      },
      async (request) => {
        const profile = await getProviderProfile(deps.database.db, providerIdOf(request));
        // The account was deleted between authentication and this read.
        if (!profile) throw invalidSessionError();
        return { success: true as const, profile };
      },
    );

    app.put(
      '/api/provider/profile',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Enregistrer le profil de ma page de réservation',
          description: 'Nom affiché, description, adresse, téléphone et fuseau horaire (IANA).',
          security: BEARER,
          body: ZProviderProfileInput,
          response: { 200: ZProviderProfileResponse },
        },
      },
      async (request) => {
        const profile = await saveProviderProfile(
          deps.database.db,
          providerIdOf(request),
          request.body,
          deps.now(),
        );
        return { success: true as const, profile };
      },
    );

    app.put(
      '/api/provider/slug',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Choisir l’adresse lisible de ma page de réservation',
          description:
            '`/booking/{slug}` ; null revient à l’adresse par identifiant, qui reste valable et mène à la même page. 409 si l’adresse est prise.',
          security: BEARER,
          body: ZSlugInput,
          response: { 200: ZProviderProfileResponse },
        },
      },
      async (request) => ({
        success: true as const,
        profile: await saveProviderSlug(
          deps.database.db,
          providerIdOf(request),
          request.body.slug,
          deps.now(),
        ),
      }),
    );
  };
}
