import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './site-footer';

function renderFooterAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteFooter />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

const PRODUCT_LINKS = [
  ['Fonctionnalités', '#features'],
  ['Tarifs', '#pricing'],
  ['FAQ', '#faq'],
];

const ALWAYS_LINKS = [
  ['À propos', '/about'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
  ["Conditions d'utilisation", '/cgu'],
  ['Politique de confidentialité', '/privacy'],
  ['RGPD', '/rgpd'],
  ['Mentions légales', '/legal'],
];

describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['/', '/home'])('shows the Produit anchors on %s', (path) => {
    const footer = renderFooterAt(path);
    expect(within(footer).getByRole('heading', { name: 'Produit' })).toBeInTheDocument();
    for (const [label, href] of PRODUCT_LINKS) {
      expect(within(footer).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('hides the Produit anchors away from the landing page', () => {
    const footer = renderFooterAt('/about');
    expect(within(footer).queryByRole('heading', { name: 'Produit' })).toBeNull();
    for (const [label] of PRODUCT_LINKS) {
      expect(within(footer).queryByRole('link', { name: label })).toBeNull();
    }
  });

  it('always shows the Entreprise, Support and Légal links with their SPEC targets', () => {
    const footer = renderFooterAt('/contact');
    for (const heading of ['Entreprise', 'Support', 'Légal']) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    for (const [label, href] of ALWAYS_LINKS) {
      expect(within(footer).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('prints the current year in the copyright line', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    const footer = renderFooterAt('/');
    expect(within(footer).getByText('© 2031 Créneau. Tous droits réservés.')).toBeInTheDocument();
  });

  it('shows the tagline and the logo served from /images/logo.svg', () => {
    const footer = renderFooterAt('/');
    expect(within(footer).getByText('La solution simple pour vos rendez-vous')).toBeInTheDocument();
    expect(footer.querySelector('img')).toHaveAttribute('src', '/images/logo.svg');
  });

  it('opens the social networks in a new tab without leaking the opener', () => {
    const footer = renderFooterAt('/');
    const expected = [
      [/Facebook/, 'https://www.facebook.com/creneau.fr'],
      [/Instagram/, 'https://www.instagram.com/creneau.fr'],
      [/LinkedIn/, 'https://www.linkedin.com/company/creneau-fr'],
    ] as const;
    for (const [name, href] of expected) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
