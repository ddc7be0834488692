import { fireEvent, render, screen, within } from '@testing-library/react';
import { CalendarDays, Settings } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONFIG, stubFetch } from '../../test/fetch-stub';
import { withQueryClient } from '../../test/query-wrapper';
import { AppShell, type TShellNavGroup } from './app-shell';

beforeEach(() => {
  stubFetch({ 'GET /api/config/public': { body: { success: true, config: PUBLIC_CONFIG } } });
});

const NAV: readonly TShellNavGroup[] = [
  { label: 'Agenda', items: [{ to: '/a', label: 'Rendez-vous', icon: CalendarDays, isActive: () => false }] },
  { label: 'Réglages', items: [{ to: '/b', label: 'Paramètres', icon: Settings, isActive: () => false }] },
];

function renderShell(nav: readonly TShellNavGroup[], onSignOut = vi.fn()) {
  render(
    withQueryClient(
      <MemoryRouter>
        <AppShell areaLabel="Espace professionnel" nav={nav} userName="Claire Martin" onSignOut={onSignOut}>
          <h1>Page</h1>
        </AppShell>
      </MemoryRouter>,
    ),
  );
  return onSignOut;
}

describe('app shell (issue 37)', () => {
  it('groups the entries under named groups, and the phone menu ends with the name and « Déconnexion »', () => {
    const onSignOut = renderShell(NAV);
    const sidebar = screen.getByRole('navigation', { name: 'Navigation — Espace professionnel' });
    expect(within(sidebar).getByRole('group', { name: 'Agenda' })).toHaveTextContent('Rendez-vous');
    expect(within(sidebar).getByRole('group', { name: 'Réglages' })).toHaveTextContent('Paramètres');

    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('group', { name: 'Agenda' })).toBeInTheDocument();
    expect(within(drawer).getByText('Claire Martin')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Déconnexion' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('on phones the top bar hides the name and « Déconnexion », which stay one click away on desktop', () => {
    renderShell(NAV);
    const top = screen.getByRole('banner');
    const signOut = within(top).getByRole('button', { name: 'Déconnexion' });
    expect(signOut).toHaveClass('hidden', 'lg:inline-flex');
    expect(within(top).getByRole('link', { name: 'Créneau' })).toHaveClass('lg:hidden');
  });

  it('without entries (/dpa-signature): no menu, no sidebar, « Déconnexion » shown on every screen', () => {
    const onSignOut = renderShell([]);
    expect(screen.queryByRole('button', { name: 'Ouvrir le menu' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    const signOut = within(screen.getByRole('banner')).getByRole('button', { name: 'Déconnexion' });
    expect(signOut).not.toHaveClass('hidden');
    fireEvent.click(signOut);
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
