import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminTransferOrder } from '../../lib/billing/billing-fixtures.test-support';
import { userDetail } from '../../test/admin-users-fixtures';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { REASON_REQUIRED } from './components/reason-dialog';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const ID = '3f1c1a52-6b8e-4c57-9e3a-2a4b8e9d0c11';

const detail = (status: 'active' | 'suspended' = 'active') =>
  userDetail({ id: ID, name: 'Camille Martin', email: 'camille@example.fr', status });

function setup(handlers: Parameters<typeof stubFetch>[0] = {}) {
  seedSession(admin);
  let status: 'active' | 'suspended' = 'active';
  const api = stubFetch({
    ...handlers,
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    [`GET /api/admin/users/${ID}`]: () => ({ body: detail(status) }),
    [`PATCH /api/admin/users/${ID}`]: () => {
      status = 'suspended';
      return { body: { success: true, message: 'Compte suspendu : ses sessions sont fermées.' } };
    },
  });
  return api;
}

describe('admin user page', () => {
  it('shows the profile, DPA, bookings, live sessions and the actions area', async () => {
    setup();
    renderApp(`/admin/users/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Martin' })).toBeInTheDocument();
    for (const title of ['Profil', 'Statut & actions', 'DPA', 'Rendez-vous', 'Sessions actives', 'Journal']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('CRN-DPA-2026-000042')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('Firefox 140')).toBeInTheDocument();
    for (const name of [
      'Suspendre',
      'Marquer l’e-mail comme vérifié',
      'Envoyer un lien de réinitialisation',
      'Supprimer le compte',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Réactiver' })).not.toBeInTheDocument();
    expect(document.title).toBe('Camille Martin — Administration — Créneau');
  });

  it('lists the provider’s orders awaiting a transfer, to confirm from there (ADR 0056)', async () => {
    const order = adminTransferOrder({ id: ID, name: 'Camille Martin', email: 'camille@example.fr' });
    const api = setup({ 'GET /api/admin/transfer-orders': { body: { success: true, orders: [order] } } });
    renderApp(`/admin/users/${ID}`);
    const pending = within(await screen.findByRole('region', { name: 'Virements en attente' }));
    expect(await pending.findByText('CRN-7KQ4-MX2P')).toBeInTheDocument();
    expect(
      pending.getByRole('button', { name: 'Confirmer la réception du virement CRN-7KQ4-MX2P' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/transfer-orders').map((c) => c.url)).toEqual([
      `/api/admin/transfer-orders?userId=${ID}`,
    ]);
  });

  it('asks for a reason before suspending, then sends it, says so and shows the new state', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp(`/admin/users/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Suspendre' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Suspendre le compte de Camille Martin ?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Suspendre le compte' }));
    expect(within(dialog).getByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/admin/users/${ID}`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), '  Fraude signalée ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspendre le compte' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/admin/users/${ID}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/admin/users/${ID}`)[0]?.body).toEqual({
      status: 'suspended',
      reason: 'Fraude signalée',
    });
    expect(await screen.findByText('Compte suspendu : ses sessions sont fermées.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Réactiver' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Statut : Actif → Suspendu')).toBeInTheDocument();
    expect(screen.getByText('Fraude signalée')).toBeInTheDocument();
  });

  it('warns in red before deleting, and keeps the dialog open with the server’s refusal', async () => {
    seedSession(admin);
    stubFetch({
      'GET /api/auth/verify-token': { body: { success: true, user: admin } },
      [`GET /api/admin/users/${ID}`]: { body: detail() },
      [`DELETE /api/admin/users/${ID}`]: {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'Ce compte a été supprimé : plus aucune action n’est possible.',
        },
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/users/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Supprimer le compte' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Action irréversible/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Demande RGPD');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(
      await within(dialog).findByText('Ce compte a été supprimé : plus aucune action n’est possible.'),
    ).toBeInTheDocument();
  });
});
