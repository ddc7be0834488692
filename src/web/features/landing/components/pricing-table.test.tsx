import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PricingCards } from './pricing-cards';
import { PricingSection } from './pricing-section';
import { PricingTable } from './pricing-table';

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('PricingTable', () => {
  it('lists the SPEC columns in order', () => {
    render(<PricingTable />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Pack',
      'Prix TTC',
      'Rendez-vous / mois',
      'Report max.',
      'Dépassement',
      'Idéal pour',
    ]);
  });

  it('shows the six packs with French prices, quotas, carry-over and overage', () => {
    render(<PricingTable />);
    const table = screen.getByRole('table', { name: /Packs de rendez-vous/ });
    const [, ...rows] = within(table).getAllByRole('row');
    const cells = rows.map((row) =>
      [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')]
        .slice(0, 5)
        .map((cell) => normalize(cell.textContent)),
    );
    expect(cells).toEqual([
      ['Indépendant', '6,99 €', '50', '15', 'Recharge ou pack supérieur'],
      ['Pro', '14,99 €', '200', '60', 'Recharge ou pack supérieur'],
      ['Expert', '29,99 €', '500', '150', 'Recharge ou pack supérieur'],
      ['Max', '49,99 €', '1 000', '300', 'Recharge ou pack supérieur'],
      ['Illimité', '89,99 €', 'Illimités', 'Sans objet', 'Sans objet'],
      ['Événement 7j', '14,99 €', '224 sur 7 jours', 'Aucun', 'Pack fixe'],
    ]);
  });

  it('stays reachable by keyboard when it scrolls sideways on a phone', () => {
    render(<PricingTable />);
    const region = screen.getByRole('region', { name: /Packs de rendez-vous/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});

describe('PricingCards', () => {
  it('restacks every pack with the same values for phones', () => {
    render(<PricingCards />);
    const cards = within(screen.getByRole('list', { name: 'Packs de rendez-vous' })).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const summary = cards.map((card) => ({
      name: within(card).getByRole('heading').textContent,
      values: within(card)
        .getAllByRole('definition')
        .map((dd) => normalize(dd.textContent)),
    }));
    expect(summary[0]).toEqual({ name: 'Indépendant', values: ['50', '15', 'Recharge ou pack supérieur'] });
    expect(summary[4]).toEqual({ name: 'Illimité', values: ['Illimités', 'Sans objet', 'Sans objet'] });
    expect(summary[5]).toEqual({ name: 'Événement 7j', values: ['224 sur 7 jours', 'Aucun', 'Pack fixe'] });
    expect(normalize(within(cards[3] as HTMLElement).getByText(/49,99/).textContent)).toBe('49,99 € TTC');
  });
});

describe('PricingSection', () => {
  it('presents the free tier, the packs not on sale by card yet, and the quota rules', () => {
    render(
      <MemoryRouter>
        <PricingSection />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: /Commencez gratuitement/ });
    expect(section).toHaveAttribute('id', 'pricing');
    expect(within(section).getByRole('heading', { name: 'Gratuit' })).toBeInTheDocument();
    expect(within(section).getByText('0,00 €')).toBeInTheDocument();
    expect(within(section).getByText('20 rendez-vous par mois')).toBeInTheDocument();
    // How packs are paid, as the product does it (ADR 0037).
    expect(
      within(section).getByText(/par carte bancaire \(paiement sécurisé par Stripe\)/),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/sont reportés sur le mois suivant, jusqu’à 30 % de votre quota/),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/vous prévient lorsqu’il ne vous reste plus que 10 rendez-vous/),
    ).toBeInTheDocument();
    expect(
      within(section).getAllByText(/Toutes les fonctionnalités sont incluses dans chaque formule/).length,
    ).toBeGreaterThan(0);
    expect(within(section).getByRole('link', { name: 'Créer mon compte gratuitement' })).toHaveAttribute(
      'href',
      '/?auth=register',
    );
  });
});
