import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClientDetailsResponse,
  ZClientKeyParams,
  ZClientNote,
  ZClientNoteResponse,
  ZClientsQuery,
  ZClientsResponse,
} from '../../../shared/schemas/clients';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { getClientDetails, updateClientNote } from './details';
import { listClients } from './queries';

const TAGS = ['rendez-vous'];

/** The provider's clients, built from their bookings: the list, one client's page and their note. */
export function clientRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/clients',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Mes clients (nom, e-mail, téléphone, visites) tirés de mes rendez-vous',
          description:
            'q cherche dans le nom, l’e-mail et le téléphone ; sort (name, lastVisit, visits, nextVisit) et dir (asc, desc) trient, les plus récents d’abord sans tri ; page (50 clients par page, 1 par défaut) ; total compte tous les clients trouvés.',
          security: BEARER,
          querystring: ZClientsQuery,
          response: { 200: ZClientsResponse },
        },
      },
      async (request) => {
        const { q, sort, dir, page } = request.query;
        const found = await listClients(db, providerIdOf(request), {
          q,
          sort,
          dir,
          page: page ?? 1,
          now: deps.now(),
        });
        return { success: true as const, ...found };
      },
    );

    app.get(
      '/api/clients/:key',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'La fiche d’un de mes clients',
          description:
            'Coordonnées, visites, tous ses rendez-vous chez moi (passés et à venir) et ma note ; key vient de la liste. 404 si ce n’est pas un de mes clients.',
          security: BEARER,
          params: ZClientKeyParams,
          response: { 200: ZClientDetailsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        client: await getClientDetails(db, providerIdOf(request), request.params.key, deps.now()),
      }),
    );

    app.put(
      '/api/clients/:key/note',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Enregistrer ma note sur un client',
          description: '5 000 caractères au plus ; une note vide est supprimée.',
          security: BEARER,
          params: ZClientKeyParams,
          body: ZClientNote,
          response: { 200: ZClientNoteResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await updateClientNote(
          db,
          providerIdOf(request),
          request.params.key,
          request.body.note,
          deps.now(),
        )),
      }),
    );
  };
}
