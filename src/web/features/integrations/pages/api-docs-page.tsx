import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from '../../../../shared/schemas/api-keys';
import { useDocumentTitle } from '../../../components/layout/use-document-title';

/** The OpenAPI document of the whole API (served whenever API_DOCS_PUBLIC is not « none »). */
export const OPENAPI_DOCUMENT_PATH = '/api/docs/json';

const ROUTES = [
  ['GET /api/v1/services', 'services:read', 'vos prestations'],
  ['GET /api/v1/slots?serviceId&from&to', 'availability:read', 'les créneaux libres d’une prestation'],
  ['GET /api/v1/bookings?from&to&status&cursor&limit', 'bookings:read', 'vos rendez-vous, page par page'],
  ['GET /api/v1/bookings/{id}', 'bookings:read', 'un rendez-vous'],
  ['POST /api/v1/bookings', 'bookings:write', 'créer un rendez-vous (en-tête Idempotency-Key conseillé)'],
  ['POST /api/v1/bookings/{id}/cancel', 'bookings:write', 'annuler un rendez-vous'],
  ['POST /api/v1/bookings/{id}/reschedule', 'bookings:write', 'déplacer un rendez-vous'],
  ['GET /api/v1/clients?q', 'clients:read', 'chercher dans vos clients'],
] as const;

/** « Documentation de l'API » (issue 36): keys, scopes, limits, and the OpenAPI document. */
export function ApiDocsPage() {
  useDocumentTitle('Documentation de l’API — Créneau');
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-10 text-base leading-7 text-slate-700 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Documentation de l’API</h1>
      <p>
        L’API publique permet à vos outils (Zapier, Make, n8n, un CRM, votre logiciel de facturation) de lire
        vos rendez-vous et d’en créer, avec les mêmes règles que votre tableau de bord : quota de votre pack,
        jamais deux rendez-vous au même moment, e-mails à vos clients.
      </p>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-slate-900">Votre clé</h2>
        <p>
          Créez une clé dans Tableau de bord → Intégrations → Clés d’API. Elle commence par{' '}
          <code className="rounded bg-slate-100 px-1">crn_live_</code> et ne s’affiche qu’une fois : gardez-la
          comme un mot de passe. Envoyez-la dans l’en-tête{' '}
          <code className="rounded bg-slate-100 px-1">Authorization: Bearer crn_live_…</code> de chaque
          requête vers <code className="rounded bg-slate-100 px-1">/api/v1</code> ; elle ne sert nulle part
          ailleurs. Une clé révoquée est refusée immédiatement.
        </p>
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-slate-900">Autorisations</h2>
        <ul className="list-disc space-y-1 pl-6">
          {API_KEY_SCOPES.map((scope) => (
            <li key={scope}>
              <code className="rounded bg-slate-100 px-1">{scope}</code> :{' '}
              {API_KEY_SCOPE_LABELS[scope].toLowerCase()}
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-slate-900">Les adresses</h2>
        <ul className="list-disc space-y-1 pl-6">
          {ROUTES.map(([route, scope, what]) => (
            <li key={route}>
              <code className="break-all rounded bg-slate-100 px-1">{route}</code> — {what} ({scope})
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-slate-900">Réponses et limites</h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>401 : clé absente, inconnue ou révoquée ; 403 : la clé n’a pas l’autorisation demandée ;</li>
          <li>404 : la ressource n’existe pas ou n’est pas à vous ; 409 : le créneau est déjà pris ;</li>
          <li>
            120 requêtes par minute et par clé. Chaque réponse indique <code>RateLimit-Limit</code>,{' '}
            <code>RateLimit-Remaining</code> et <code>RateLimit-Reset</code> ; au-delà, 429 avec{' '}
            <code>Retry-After</code> (en secondes) ;
          </li>
          <li>
            <code>Idempotency-Key</code> sur la création : renvoyée avec le même contenu, la première réponse
            est rejouée sans créer de doublon ; avec un autre contenu, 422.
          </li>
        </ul>
      </section>
      <p>
        Chaque adresse, ses paramètres et un exemple sont décrits dans le{' '}
        <a className="font-medium text-brand-700 underline" href={OPENAPI_DOCUMENT_PATH}>
          document OpenAPI de l’API
        </a>
        , à importer dans votre outil.
      </p>
    </article>
  );
}
