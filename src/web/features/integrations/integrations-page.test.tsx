import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApiKey } from '../../../shared/schemas/api-keys';
import { seriousViolations } from '../../test/axe';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] }));

const KEY: TApiKey = {
  id: '00000000-0000-4000-8000-0000000000k1',
  name: 'Mon CRM',
  scopes: ['bookings:read', 'clients:read'],
  prefix: 'crn_live_AbC',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: null,
};
const SECRET = `crn_live_${'x'.repeat(43)}`;

describe('« Intégrations » → « Clés d’API »', () => {
  it('says there is no key yet, then creates one and shows its secret once, with a warning', async () => {
    const api = stubProviderApi({
      'GET /api/api-keys': { body: { success: true, apiKeys: [] } },
      'POST /api/api-keys': {
        status: 201,
        body: {
          success: true,
          apiKey: { ...KEY, name: 'Zapier', scopes: ['services:read'] },
          secret: SECRET,
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/integrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Intégrations' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Aucune clé d’API', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documentation de l’API' })).toHaveAttribute(
      'href',
      '/documentation-api',
    );

    await user.click(screen.getByRole('button', { name: 'Créer une clé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle clé d’API' });
    await user.click(within(dialog).getByRole('button', { name: 'Créer la clé' }));
    expect(within(dialog).getByText('Le nom de la clé est obligatoire.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choisissez au moins une autorisation (scopes).')).toBeInTheDocument();
    expect(api.callsTo('POST /api/api-keys')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Nom de la clé/), 'Zapier');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lire les prestations' }));
    await user.click(within(dialog).getByRole('button', { name: 'Créer la clé' }));
    expect(await within(dialog).findByText(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText(/elle ne sera plus jamais affichée/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copier la clé' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/api-keys')[0]?.body).toEqual({ name: 'Zapier', scopes: ['services:read'] });
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'J’ai copié la clé' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it('lists the keys with their scopes in French, prefix and « jamais », and revokes after confirming', async () => {
    const api = stubProviderApi({
      'GET /api/api-keys': { body: { success: true, apiKeys: [KEY] } },
      'DELETE /api/api-keys/00000000-0000-4000-8000-0000000000k1': { body: { success: true } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/integrations');
    expect(await screen.findByText('Mon CRM', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('crn_live_AbC…')).toBeInTheDocument();
    expect(screen.getByText('Lire les rendez-vous')).toBeInTheDocument();
    expect(screen.getByText('Lire les clients')).toBeInTheDocument();
    expect(screen.getByText(/Dernière utilisation : jamais/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Révoquer la clé Mon CRM' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Révoquer la clé « Mon CRM » ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Révoquer' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/api-keys/00000000-0000-4000-8000-0000000000k1')).toHaveLength(1),
    );
  });

  it('offers to retry when the keys cannot be loaded', async () => {
    stubProviderApi({ 'GET /api/api-keys': { status: 500, body: { success: false, message: 'Erreur' } } });
    renderApp('/dashboard/integrations');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Impossible de charger vos clés d’API. Erreur',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('« Documentation de l’API »', () => {
  it('explains keys, scopes and limits to anyone, and links to the OpenAPI document', async () => {
    stubProviderApi();
    renderApp('/documentation-api');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documentation de l’API' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(/120 requêtes par minute et par clé/)).toBeInTheDocument();
    expect(screen.getByText('bookings:write', { selector: 'li > code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'document OpenAPI de l’API' })).toHaveAttribute(
      'href',
      '/api/docs/json',
    );
  });
});
