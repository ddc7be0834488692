import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';
import { CguPage } from './cgu-page';
import { LegalPage } from './legal-page';
import { PrivacyPage } from './privacy-page';
import { RgpdPage } from './rgpd-page';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

const LEGAL_PAGES: [string, ComponentType, string, string][] = [
  ['cgu', CguPage, 'Conditions d’utilisation', 'Conditions d’utilisation — Créneau'],
  ['privacy', PrivacyPage, 'Politique de confidentialité', 'Politique de confidentialité — Créneau'],
  ['rgpd', RgpdPage, 'RGPD : vos obligations simplifiées', 'RGPD — Créneau'],
  ['legal', LegalPage, 'Mentions légales', 'Mentions légales — Créneau'],
];

describe.each(LEGAL_PAGES)('/%s', (_path, Page, heading, title) => {
  it('has one h1, its date, its tab title and a table of contents that reaches every section', () => {
    const { container } = renderPage(Page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
    expect(document.title).toBe(title);
    expect(screen.getByText('21 novembre 2026')).toHaveAttribute('datetime', '2026-11-21');

    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.length).toBeGreaterThanOrEqual(4);
    for (const entry of entries) {
      const target = entry.getAttribute('href')?.slice(1) ?? '';
      expect(container.querySelector(`section[id="${target}"]`)).not.toBeNull();
    }
  });
});

describe('legal content', () => {
  it('credits the IP-location database on /legal and invents no registration figure', () => {
    renderPage(LegalPage);
    const credit = screen.getByText(/Géolocalisation IP : base de données DB-IP/);
    expect(credit).toHaveTextContent(
      'Géolocalisation IP : base de données DB-IP (https://db-ip.com), licence Creative Commons Attribution 4.0',
    );
    expect(within(credit).getByRole('link', { name: 'https://db-ip.com' })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );
    expect(screen.getByText(/Créneau SAS \(société par actions simplifiée\)/)).toBeInTheDocument();
    expect(screen.getAllByText('communiqué sur demande', { exact: false }).length).toBeGreaterThanOrEqual(3);
  });

  it('tells on /privacy where to complain and which cookie is used', () => {
    renderPage(PrivacyPage);
    expect(screen.getByText(/3 Place de Fontenoy, TSA 80715/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute('href', 'https://www.cnil.fr');
    expect(screen.getByText('XSRF-TOKEN')).toBeInTheDocument();
    expect(screen.getByText(/par défaut 30 jours après le rendez-vous et au plus 3 ans/)).toBeInTheDocument();
    expect(screen.getByText(/10 ans/)).toBeInTheDocument();
  });
});

describe('/about', () => {
  it('states the mission, the audience and the principles under one h1', () => {
    renderPage(AboutPage);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('À propos — Créneau');
    for (const name of ['Notre mission', 'Pour qui ?', 'Nos principes']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Jamais de double réservation' })).toBeInTheDocument();
  });
});
