import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch, type TRecordedCall } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const camille = createUser({
  name: 'Camille Martin',
  email: 'camille@example.fr',
  emailVerified: false,
  createdAt: '2026-03-29T22:30:00.000Z',
});
const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });

function setup(search: (call: TRecordedCall) => { status?: number; body?: unknown }) {
  seedSession(admin);
  return stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'GET /api/admin/users/search': search,
  });
}

describe('admin users page', () => {
  it('lists users with French labels and dates (Europe/Paris)', async () => {
    setup(() => ({ body: { success: true, users: [camille, admin], total: 2 } }));
    renderApp('/admin');
    const table = await screen.findByRole('table', { name: 'Utilisateurs trouvés' });
    const row = within(table).getByText('Camille Martin').closest('tr') as HTMLElement;
    expect(within(row).getByText('camille@example.fr')).toBeInTheDocument();
    expect(within(row).getByText('Professionnel')).toBeInTheDocument();
    expect(within(row).getByText('Non')).toBeInTheDocument();
    // 22:30 UTC on 29 March is already the 30th in Paris (summer time).
    expect(within(row).getByText('30 mars 2026')).toBeInTheDocument();
    expect(screen.getByText('2 utilisateurs')).toBeInTheDocument();
    expect(document.title).toBe('Utilisateurs — Administration — Créneau');
  });

  it('searches once the typing pauses, with the query in q', async () => {
    const api = setup((call) =>
      call.url.endsWith('q=camille')
        ? { body: { success: true, users: [camille], total: 1 } }
        : { body: { success: true, users: [camille, admin], total: 2 } },
    );
    const user = userEvent.setup();
    renderApp('/admin');
    await screen.findByText('2 utilisateurs');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), 'camille');
    await waitFor(() => expect(screen.getByText('1 utilisateur')).toBeInTheDocument());
    const searches = api.callsTo('GET /api/admin/users/search').map((c) => c.url);
    expect(searches).toEqual(['/api/admin/users/search?q=', '/api/admin/users/search?q=camille']);
  });

  it('says when nothing matches', async () => {
    setup(() => ({ body: { success: true, users: [], total: 0 } }));
    renderApp('/admin');
    expect(await screen.findByText('Aucun utilisateur trouvé')).toBeInTheDocument();
  });

  it('shows the server error', async () => {
    setup(() => ({ status: 500, body: { message: 'Erreur interne du serveur' } }));
    renderApp('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('gives the other admin pages an honest empty state', async () => {
    setup(() => ({ body: { success: true, users: [], total: 0 } }));
    const app = renderApp('/admin/compta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comptabilité' })).toBeInTheDocument();
    expect(screen.getByText('Aucune écriture comptable')).toBeInTheDocument();
    expect(app.container.textContent).not.toMatch(/bientôt|coming soon/i);
  });
});
