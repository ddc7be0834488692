import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { withQueryClient } from '../../test/query-wrapper';
import { PublicLayout } from './public-layout';

type Account = { name: string; href: string };

/** The frame at `path`, and its header once its code has come (a chunk of its own, ADR 0055). */
function renderLayoutAt(path: string, account?: Account) {
  stubFetch({});
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <PublicLayout account={account}>
          <h1>Contenu de la page</h1>
        </PublicLayout>
      </MemoryRouter>,
    ),
  );
  return screen.findByRole('banner');
}

describe('SiteHeader', () => {
  it('offers the combined login and sign-up links', async () => {
    const header = await renderLayoutAt('/');
    expect(within(header).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/?auth=login');
    expect(within(header).getByRole('link', { name: 'Inscription' })).toHaveAttribute(
      'href',
      '/?auth=register',
    );
    expect(within(header).queryByRole('link', { name: 'Mon espace' })).toBeNull();
  });

  it('links the landing sections in place on / and through /#… elsewhere', async () => {
    const onLanding = await renderLayoutAt('/');
    const nav = within(onLanding).getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Fonctionnalités' })).toHaveAttribute('href', '#features');
    expect(within(nav).getByRole('link', { name: 'Comment ça marche' })).toHaveAttribute(
      'href',
      '#how-it-works',
    );
    expect(within(nav).getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '#pricing');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faq');
  });

  it('points the section links at the landing page from an information page', async () => {
    const header = await renderLayoutAt('/about');
    const nav = within(header).getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/#pricing');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/#faq');
  });

  it('shows "Mon espace" instead of the sign-in buttons for a logged-in visitor', async () => {
    const header = await renderLayoutAt('/about', { name: 'Camille Durand', href: '/dashboard' });
    expect(within(header).getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/dashboard');
    expect(within(header).getByText('Camille Durand')).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Connexion' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Inscription' })).toBeNull();
  });

  it('opens the mobile menu from the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderLayoutAt('/');
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Navigation mobile' })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fermer le menu');
    const panel = screen.getByRole('navigation', { name: 'Navigation mobile' });
    expect(within(panel).getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '#pricing');
    expect(screen.getAllByRole('link', { name: 'Inscription' })).toHaveLength(2);

    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Fonctionnalités' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Navigation mobile' })).toBeNull();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('frames the page with a skip link, one main landmark and the footer', async () => {
    await renderLayoutAt('/');
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
