import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminUserRow } from '../../../shared/schemas/admin-users';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch, type TRecordedCall } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });

function row(overrides: Partial<TAdminUserRow> = {}): TAdminUserRow {
  return {
    id: '3f1c1a52-6b8e-4c57-9e3a-2a4b8e9d0c11',
    name: 'Camille Martin',
    email: 'camille@example.fr',
    role: 'client',
    status: 'suspended',
    emailVerified: true,
    // 22:30 UTC on 29 March is already the 30th in Paris (summer time).
    createdAt: '2026-03-29T22:30:00.000Z',
    lastLoginAt: null,
    bookingsThisMonth: 7,
    plan: 'pro',
    ...overrides,
  };
}

const page = (users: TAdminUserRow[], total = users.length, pageNumber = 1) => ({
  body: { success: true, users, total, page: pageNumber, pageSize: 25 },
});

function setup(list: (call: TRecordedCall) => { status?: number; body?: unknown }) {
  seedSession(admin);
  return stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'GET /api/admin/users': list,
  });
}

describe('admin users page', () => {
  it('lists accounts with their status, dates in Paris time and bookings this month, each linking to its page', async () => {
    setup(() => page([row()]));
    renderApp('/admin');
    const table = await screen.findByRole('table', { name: 'Utilisateurs' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(columns).toEqual([
      'Nom',
      'E-mail',
      'Rôle',
      'Statut',
      'Pack',
      'Inscription',
      'Dernière connexion',
      'RDV ce mois-ci',
    ]);
    const line = within(table).getByRole('link', { name: 'Camille Martin' }).closest('tr') as HTMLElement;
    expect(within(table).getByRole('link', { name: 'Camille Martin' })).toHaveAttribute(
      'href',
      '/admin/users/3f1c1a52-6b8e-4c57-9e3a-2a4b8e9d0c11',
    );
    expect(within(line).getByText('Suspendu')).toBeInTheDocument();
    expect(within(line).getByText('Professionnel')).toBeInTheDocument();
    expect(within(line).getByText('30 mars 2026')).toBeInTheDocument();
    expect(within(line).getByText('Jamais')).toBeInTheDocument();
    expect(within(line).getByText('Pro')).toBeInTheDocument();
    expect(within(line).getByText('7')).toBeInTheDocument();
    expect(screen.getByText('1 utilisateur')).toBeInTheDocument();
    expect(document.title).toBe('Utilisateurs — Administration — Créneau');
  });

  it('sends the filters and the search (once typing pauses) and goes back to page 1 when they change', async () => {
    const api = setup((call) =>
      page([row()], 60, Number(new URL(call.url, 'http://x').searchParams.get('page') ?? 1)),
    );
    const user = userEvent.setup();
    renderApp('/admin');
    expect(await screen.findByText('Page 1 sur 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rôle' }), 'client');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'suspended');
    await user.selectOptions(screen.getByRole('combobox', { name: 'E-mail vérifié' }), 'false');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pack' }), 'gratuit');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), 'camille');
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/users').at(-1)?.url).toBe(
        '/api/admin/users?q=camille&role=client&status=suspended&verified=false&plan=gratuit&page=1',
      ),
    );
    const urls = api.callsTo('GET /api/admin/users').map((c) => c.url);
    expect(urls[0]).toBe('/api/admin/users?page=1');
    expect(urls).toContain('/api/admin/users?page=2');
    // The search waits for the pause: no request per letter.
    expect(urls.filter((u) => u.includes('q=')).length).toBe(1);
  });

  it('says when nothing matches', async () => {
    setup(() => page([]));
    renderApp('/admin');
    expect(await screen.findByText('Aucun utilisateur ne correspond à ces critères.')).toBeInTheDocument();
  });

  it('shows the server error with a retry', async () => {
    setup(() => ({ status: 500, body: { message: 'Erreur interne du serveur' } }));
    renderApp('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
