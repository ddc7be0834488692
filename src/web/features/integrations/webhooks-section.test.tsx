import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TWebhook, TWebhookDelivery } from '../../../shared/schemas/webhooks';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] }));

const HOOK: TWebhook = {
  id: '00000000-0000-4000-8000-0000000000a1',
  url: 'https://crm.exemple.fr/webhooks',
  events: ['booking.created', 'booking.cancelled'],
  description: 'Mon CRM',
  active: true,
  disabledReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const SECRET = `whsec_${'A'.repeat(32)}`;
const FAILED: TWebhookDelivery = {
  id: 'msg_echec',
  eventType: 'booking.created',
  status: 'failed',
  attempts: 10,
  lastStatusCode: 500,
  lastResponseMs: 120,
  lastError: '<b>Le serveur a répondu 500.</b>',
  nextAttemptAt: null,
  createdAt: '2026-11-25T09:00:00.000Z',
};
const PENDING: TWebhookDelivery = {
  ...FAILED,
  id: 'msg_attente',
  eventType: 'booking.cancelled',
  status: 'pending',
  attempts: 1,
  nextAttemptAt: '2026-11-26T08:30:00.000Z',
};
const base = `/api/webhooks/${HOOK.id}`;
/** The page also lists the API keys: none. */
const stubApi = (handlers: Parameters<typeof stubProviderApi>[0]) =>
  stubProviderApi({ 'GET /api/api-keys': { body: { success: true, apiKeys: [] } }, ...handlers });

describe('« Intégrations » → « Webhooks »', () => {
  it('adds a webhook with its events in French and shows its secret once', async () => {
    const api = stubApi({
      'GET /api/webhooks': { body: { success: true, webhooks: [] } },
      'POST /api/webhooks': { status: 201, body: { success: true, webhook: HOOK, secret: SECRET } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/integrations');
    expect(await screen.findByText('Aucun webhook', {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter un webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le webhook' }));
    expect(within(dialog).getByText('Choisissez au moins un événement.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Adresse de réception'), HOOK.url);
    await user.click(within(dialog).getByLabelText('Rendez-vous pris'));
    await user.click(within(dialog).getByLabelText('Rendez-vous annulé'));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le webhook' }));
    expect(await within(dialog).findByText(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText(/il ne sera plus jamais affiché/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copier le secret' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks')[0]?.body).toEqual({
      url: HOOK.url,
      events: ['booking.created', 'booking.cancelled'],
    });
  });

  it('shows the log in French and Paris time, never as HTML, and retries', async () => {
    const api = stubApi({
      'GET /api/webhooks': { body: { success: true, webhooks: [HOOK] } },
      [`GET ${base}/deliveries`]: { body: { success: true, deliveries: [PENDING, FAILED] } },
      [`POST ${base}/deliveries/msg_echec/retry`]: {
        status: 202,
        body: { success: true, delivery: { ...FAILED, status: 'pending' } },
      },
      [`POST ${base}/deliveries/retry-failed`]: { status: 202, body: { success: true, retried: 1 } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/integrations');
    expect(await screen.findByText(HOOK.url, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Actif')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Journal des envois' }));
    expect(await screen.findByText('Échec')).toBeInTheDocument();
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(
      screen.getByText(/Prochain essai : .*9:30|Prochain essai : .*09:30|Prochain essai : .*9 h 30/),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Code 500 en 120 ms/)).toHaveLength(2);
    expect(document.querySelector('b')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Réessayer' })[1] as HTMLElement);
    await waitFor(() => expect(api.callsTo(`POST ${base}/deliveries/msg_echec/retry`)).toHaveLength(1), {
      onTimeout: (e) =>
        new Error(
          `${e.message} ${JSON.stringify(api.unexpected)} ${JSON.stringify(api.calls.map((c) => c.url))}`,
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Renvoyer les échecs' }));
    expect(await screen.findByText('1 envoi relancé.')).toBeInTheDocument();
  });

  it('shows a disabled webhook with its reason, and deletes after confirmation', async () => {
    const api = stubApi({
      'GET /api/webhooks': {
        body: {
          success: true,
          webhooks: [{ ...HOOK, active: false, disabledReason: 'Le serveur a répondu 410.' }],
        },
      },
      [`DELETE ${base}`]: { status: 204 },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/integrations');
    expect(await screen.findByText('Désactivé : Le serveur a répondu 410.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réactiver' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Supprimer le webhook ${HOOK.url}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce webhook ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(api.callsTo(`DELETE ${base}`)).toHaveLength(1));
  });

  it('says so when the list cannot load', async () => {
    stubApi({ 'GET /api/webhooks': { status: 500, body: { success: false, message: 'Erreur' } } });
    renderApp('/dashboard/integrations');
    expect(await screen.findByText(/Impossible de charger vos webhooks/, {}, LOAD)).toBeInTheDocument();
  });
});
