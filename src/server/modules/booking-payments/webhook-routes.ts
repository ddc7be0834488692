import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { handleConnectEvent, verifyConnectEvent } from './webhook';

/**
 * Stripe Connect's webhook (issue 34, ADR 0061): the events of the providers' own accounts. Stripe
 * signs the exact bytes it sends, so this route reads the body unparsed.
 */
export function connectWebhookRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/api/payments/connect/webhook',
      {
        config: { access: 'token', csrfExempt: true },
        schema: {
          tags: ['paiements en ligne'],
          summary: 'Webhook Stripe Connect (signature vérifiée avec STRIPE_CONNECT_WEBHOOK_SECRET)',
          description:
            'account.updated, checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.expired : chaque événement est traité une seule fois. Un paiement qui ne correspond pas à la réservation (compte, montant, devise) ne confirme rien et répond 200 received: rejected. Une session de frais d’absence (metadata.kind = no_show_fee, le lien envoyé quand la banque demande une authentification) enregistre les frais comme prélevés, après les mêmes vérifications. Sans Stripe configuré : 503 PAYMENTS_DISABLED ; signature absente ou fausse : 400 BAD_SIGNATURE.',
        },
      },
      async (request) => {
        const header = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = verifyConnectEvent(deps, body, Array.isArray(header) ? header[0] : header);
        return { success: true as const, received: await handleConnectEvent(deps, request.log, event) };
      },
    );
  };
}
