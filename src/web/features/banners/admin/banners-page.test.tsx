import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminGlobalNotification } from '../../../../shared/schemas/banners';
import { createUser, seedSession } from '../../../test/factories';
import { stubFetch, type TStubReply } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const lea = createUser({ name: 'Léa Martin', email: 'lea@exemple.fr' });

const BANNER: TAdminGlobalNotification = {
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Maintenance dimanche',
  message: '<p>Le service sera coupé.</p>',
  type: 'warning',
  createdAt: '2026-06-01T08:00:00.000Z',
  expiresAt: null,
  status: 'active',
  priority: 0,
  targetAll: true,
  targetUserIds: [],
  targetUsers: [],
  updatedAt: '2026-06-01T08:00:00.000Z',
  deletedAt: null,
};

function setup(
  send: (body: Record<string, unknown>) => TStubReply = () => ({
    status: 201,
    body: { success: true, notification: BANNER },
  }),
) {
  seedSession(admin);
  return stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'GET /api/admin/notifications': {
      body: { success: true, notifications: [BANNER], total: 1, page: 1, limit: 10 },
    },
    'GET /api/admin/users/search': { body: { success: true, users: [lea], total: 1 } },
    'POST /api/admin/notifications/send': (call) => send(call.body as Record<string, unknown>),
    'DELETE /api/admin/notifications/11111111-1111-4111-8111-111111111111/permanent': {
      body: { success: true },
    },
  });
}

describe('admin banners page', () => {
  it('lists the banners with their status and audience', async () => {
    setup();
    renderApp('/admin/notifications');
    expect(await screen.findByRole('heading', { name: 'Maintenance dimanche' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Avertissement · priorité 0 · Tous les utilisateurs/)).toBeInTheDocument();
    expect(document.title).toBe('Notifications — Administration — Créneau');
  });

  it('publishes to a chosen user, previewing the message without what could run', async () => {
    const user = userEvent.setup();
    const api = setup();
    renderApp('/admin/notifications');
    await user.click(await screen.findByRole('button', { name: 'Nouvelle annonce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle annonce' });
    await user.type(within(dialog).getByLabelText('Titre'), 'Pour Léa');
    const message = within(dialog).getByLabelText(/Message \(HTML\)/);
    await user.click(message);
    await user.paste('<p>Bonjour <strong>Léa</strong><img src=x onerror="alert(1)"></p>');
    const preview = within(dialog).getByRole('region', { name: 'Aperçu du message' });
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('Léa'));
    expect(preview.querySelector('img')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Utilisateurs choisis' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    expect(await within(dialog).findByText(/Choisissez au moins un utilisateur/)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Rechercher un utilisateur'), 'léa');
    await user.click(await within(dialog).findByRole('button', { name: 'Ajouter Léa Martin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/api/admin/notifications/send');
    expect(sent?.body).toMatchObject({
      title: 'Pour Léa',
      type: 'info',
      priority: 0,
      expiresAt: null,
      targetAll: false,
      targetUserIds: [lea.id],
    });
    expect(await screen.findByText('Annonce publiée')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the field it names', async () => {
    const user = userEvent.setup();
    setup(() => ({
      status: 400,
      body: { success: false, code: 'VALIDATION', field: 'message', message: 'Le message est requis' },
    }));
    renderApp('/admin/notifications');
    await user.click(await screen.findByRole('button', { name: 'Nouvelle annonce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle annonce' });
    await user.type(within(dialog).getByLabelText('Titre'), 'Vide');
    await user.type(within(dialog).getByLabelText(/Message \(HTML\)/), '<br>');
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    expect(await within(dialog).findByText('Le message est requis')).toBeInTheDocument();
  });

  it('asks before deleting permanently, in explicit words', async () => {
    const user = userEvent.setup();
    const api = setup();
    renderApp('/admin/notifications');
    await user.click(await screen.findByRole('button', { name: 'Supprimer définitivement' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer définitivement l’annonce ?' });
    expect(dialog).toHaveTextContent('ne pourra pas être rétablie');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Annonce supprimée définitivement')).toBeInTheDocument();
  });
});
