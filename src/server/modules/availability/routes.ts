import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOverridesQuery } from '../../../shared/schemas/booking-queries';
import { ZSuccessResponse } from '../../../shared/schemas/common';
import {
  ZAvailabilityResponse,
  ZHolidaysResponse,
  ZOverrideEnvelope,
  ZOverrideRangeResponse,
  ZOverridesResponse,
} from '../../../shared/schemas/provider-responses';
import {
  ZAvailability,
  ZHolidaysQuery,
  ZOverrideInput,
  ZOverrideRangeInput,
} from '../../../shared/schemas/provider-setup';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { listOverrides } from './queries';
import {
  holidaysOf,
  readAvailability,
  removeOverride,
  saveOverride,
  saveOverrideRange,
  writeAvailability,
} from './service';

const TAGS = ['disponibilités'];

/** Weekly opening hours (with breaks) and dated exceptions (closed days, special hours). */
export function availabilityRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/availability',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: "Lire mes horaires d'ouverture de la semaine",
          description: 'weekday 1–7 (lundi = 1), heures locales HH:MM dans le fuseau `timezone`.',
          security: BEARER,
          response: { 200: ZAvailabilityResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await readAvailability(db, providerIdOf(request))) }),
    );

    app.put(
      '/api/availability',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: "Remplacer mes horaires d'ouverture de la semaine",
          description:
            'Toute la semaine est remplacée. Plusieurs plages par jour (pauses) ; deux plages du même jour ne se chevauchent pas.',
          security: BEARER,
          body: ZAvailability,
          response: { 200: ZAvailabilityResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await writeAvailability(db, deps.jobs, providerIdOf(request), request.body, deps.now())),
      }),
    );

    app.get(
      '/api/availability/overrides',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Lister mes exceptions (jours fermés, horaires particuliers)',
          description: '`from` et `to` (AAAA-MM-JJ, inclus) bornent la liste si présents.',
          security: BEARER,
          querystring: ZOverridesQuery,
          response: { 200: ZOverridesResponse },
        },
      },
      async (request) => {
        const { from, to } = request.query;
        const overrides = await listOverrides(db, providerIdOf(request), { fromDate: from, toDate: to });
        return { success: true as const, overrides };
      },
    );

    app.post(
      '/api/availability/overrides',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Enregistrer une exception pour une date',
          description:
            'Sans plage : fermé ce jour-là. Une exception par date : une date déjà présente est remplacée.',
          security: BEARER,
          body: ZOverrideInput,
          response: { 201: ZOverrideEnvelope },
        },
      },
      async (request, reply) => {
        const override = await saveOverride(db, deps.jobs, providerIdOf(request), request.body);
        return reply.status(201).send({ success: true as const, override });
      },
    );

    app.post(
      '/api/availability/overrides/range',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Enregistrer la même exception sur une période (congés)',
          description:
            'Chaque jour de `from` à `to` (inclus, 366 jours au plus) reçoit l’exception ; celle qu’il avait est remplacée. Tout ou rien.',
          security: BEARER,
          body: ZOverrideRangeInput,
          response: { 201: ZOverrideRangeResponse },
        },
      },
      async (request, reply) => {
        const overrides = await saveOverrideRange(db, deps.jobs, providerIdOf(request), request.body);
        return reply.status(201).send({ success: true as const, overrides });
      },
    );

    app.get(
      '/api/availability/holidays',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Les jours fériés de l’année, et mes exceptions sur ces jours',
          security: BEARER,
          querystring: ZHolidaysQuery,
          response: { 200: ZHolidaysResponse },
        },
      },
      async (request) => ({
        success: true as const,
        holidays: await holidaysOf(db, providerIdOf(request), request.query.year),
      }),
    );

    app.delete(
      '/api/availability/overrides/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Supprimer une exception',
          description: 'La date suit de nouveau les horaires de la semaine.',
          security: BEARER,
          params: z.object({ id: z.string() }),
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await removeOverride(db, deps.jobs, providerIdOf(request), request.params.id);
        return { success: true as const };
      },
    );
  };
}
