import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const entry = {
  id: 'a1',
  // 23:30 UTC on 1 June is 01:30 on 2 June in Paris.
  at: '2026-06-01T23:30:00.000Z',
  actor: { id: admin.id, email: admin.email },
  action: 'user.suspend',
  target: { type: 'user', id: '3f1c1a52-6b8e-4c57-9e3a-2a4b8e9d0c11', label: 'camille@example.fr' },
  changes: {
    status: { before: 'active', after: 'suspended' },
    suspendedAt: { before: null, after: '2026-06-01T23:30:00.000Z' },
  },
  reason: 'Fraude signalée',
  impersonationId: null,
};

function setup(entries: unknown[] = [entry]) {
  seedSession(admin);
  return stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'GET /api/admin/audit': {
      body: { success: true, entries, total: entries.length, page: 1, pageSize: 25 },
    },
    'GET /api/admin/audit/actions': { body: { success: true, actions: ['user.reactivate', 'user.suspend'] } },
  });
}

describe('admin audit page', () => {
  it('shows each entry in French: action, date in Paris, author, target, reason and « champ : avant → après »', async () => {
    setup();
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeInTheDocument();
    expect(await screen.findByText('Compte suspendu')).toBeInTheDocument();
    expect(screen.getByText('2 juin 2026 à 01:30')).toBeInTheDocument();
    expect(screen.getByText('admin@creneau.fr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'camille@example.fr' })).toHaveAttribute(
      'href',
      '/admin/users/3f1c1a52-6b8e-4c57-9e3a-2a4b8e9d0c11',
    );
    expect(screen.getByText('Fraude signalée')).toBeInTheDocument();
    expect(screen.getByText('Statut : Actif → Suspendu')).toBeInTheDocument();
    expect(screen.getByText('Suspendu le : — → 2 juin 2026 à 01:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Journal d’audit' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by action, type of target and period', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/audit');
    const action = await screen.findByRole('combobox', { name: 'Action' });
    await screen.findByRole('option', { name: 'Compte réactivé' });
    await user.selectOptions(action, 'user.reactivate');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de cible' }), 'user');
    await user.type(screen.getByLabelText('Du'), '2026-06-01');
    await user.type(screen.getByLabelText('Au'), '2026-06-30');
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/audit').at(-1)?.url).toBe(
        '/api/admin/audit?action=user.reactivate&targetType=user&from=2026-06-01&to=2026-06-30&page=1',
      ),
    );
  });

  it('reads a write made as a user in French and lists everything done in that impersonation', async () => {
    const impersonationId = '9b2e4c1a-0f5d-4e8b-a6c3-7d1e2f3a4b5c';
    const write = {
      ...entry,
      id: 'a2',
      action: 'user.impersonation_write',
      reason: 'Ticket 77 : horaires',
      impersonationId,
      changes: {
        request: { after: 'PATCH /api/services/:id' },
        params: { after: { id: 'svc-1' } },
        fields: { after: ['name', 'priceCents'] },
      },
    };
    const end = {
      ...write,
      id: 'a3',
      action: 'user.impersonation_end',
      changes: { cause: { after: 'admin_session_ended' } },
    };
    const api = setup([write, end]);
    const user = userEvent.setup();
    renderApp('/admin/audit');
    expect(await screen.findByText('Modification faite en tant que l’utilisateur')).toBeInTheDocument();
    expect(screen.getByText('Requête : — → PATCH /api/services/:id')).toBeInTheDocument();
    expect(screen.getByText('Champs envoyés : — → name, priceCents')).toBeInTheDocument();
    expect(screen.getByText('Fin de la connexion en tant que l’utilisateur')).toBeInTheDocument();
    expect(screen.getByText('Cause : — → Déconnexion de l’administrateur')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'À la place de l’utilisateur, n° 9b2e4c1a' });
    expect(links).toHaveLength(2);
    await user.click(links[0] as HTMLElement);
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/audit').at(-1)?.url).toBe(
        `/api/admin/audit?impersonationId=${impersonationId}&page=1`,
      ),
    );
    expect(
      screen.getByText('Ce qui a été fait pendant une seule connexion à la place d’un utilisateur.'),
    ).toBeInTheDocument();
  });

  it('says when no entry matches', async () => {
    setup([]);
    renderApp('/admin/audit');
    expect(await screen.findByText('Aucune entrée ne correspond à ces critères.')).toBeInTheDocument();
  });
});
