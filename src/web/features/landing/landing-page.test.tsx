import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TPublicConfig } from '../../../shared/schemas/config';
import { PUBLIC_CONFIG, stubFetch } from '../../test/fetch-stub';
import { withQueryClient } from '../../test/query-wrapper';
import { LandingPage } from './landing-page';

function renderLanding(config: Partial<TPublicConfig> = {}) {
  const fetchStub = stubFetch({
    'GET /api/config/public': { body: { success: true, config: { ...PUBLIC_CONFIG, ...config } } },
  });
  const view = render(
    withQueryClient(
      <MemoryRouter initialEntries={['/']}>
        <LandingPage />
      </MemoryRouter>,
    ),
  );
  return { ...view, fetchStub };
}

describe('LandingPage', () => {
  it('has exactly one h1 and names the tab', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Créneau — Prise de rendez-vous en ligne pour les indépendants');
  });

  it('holds every section the header links to', () => {
    const { container } = renderLanding();
    for (const id of ['features', 'how-it-works', 'pricing', 'faq']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
  });

  it('sends the main call to action to the sign-up modal and the second one to the steps', () => {
    renderLanding();
    const hero = screen.getByRole('region', { name: /Vos clients réservent en ligne/ });
    expect(within(hero).getByRole('link', { name: 'Créer mon compte gratuitement' })).toHaveAttribute(
      'href',
      '/?auth=register',
    );
    expect(within(hero).getByRole('link', { name: 'Voir comment ça marche' })).toHaveAttribute(
      'href',
      '#how-it-works',
    );
    expect(within(hero).getByRole('img', { name: /Aperçu d'une page de réservation/ })).toBeInTheDocument();
  });

  it('answers the FAQ in disclosures', () => {
    const { container } = renderLanding();
    const faq = screen.getByRole('region', { name: 'Questions fréquentes' });
    const questions = container.querySelectorAll('#faq details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);
    expect(
      within(faq).getByText('Mes clients doivent-ils créer un compte pour réserver ?'),
    ).toBeInTheDocument();
  });

  it('quotes no testimonial: only real ones entered by an administrator may be shown, none by default', async () => {
    const { container, fetchStub } = renderLanding();
    await waitFor(() => expect(fetchStub.callsTo('GET /api/config/public')).toHaveLength(1));
    // The answer (no testimonial) has arrived and been drawn: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('blockquote, figure')).toBeNull();
    expect(container.textContent).not.toMatch(/témoignage/i);
  });

  it('shows the testimonials the administrators published, with name, role and text', async () => {
    renderLanding({
      testimonials: [
        { name: 'Julie R.', role: 'Coach sportive à Lyon', text: 'Mes clients réservent le soir.' },
        { name: 'Marc D.', role: 'Ostéopathe', text: 'Plus de rendez-vous oubliés.' },
      ],
    });
    const section = await screen.findByRole('region', {
      name: 'Ils prennent leurs rendez-vous avec Créneau',
    });
    const quotes = within(section).getAllByRole('listitem');
    expect(quotes).toHaveLength(2);
    expect(quotes[0]).toHaveTextContent('Mes clients réservent le soir.');
    expect(quotes[0]).toHaveTextContent('Julie R.');
    expect(quotes[0]).toHaveTextContent('Coach sportive à Lyon');
    expect(quotes[1]).toHaveTextContent('Marc D.');
  });

  it('claims no capability the product does not have yet', () => {
    const { container } = renderLanding();
    expect(container.textContent).not.toMatch(
      /clés? d’accès|clés? de sécurité|passkey|navigateur|notification|besoin d’aide|\bchat\b/i,
    );
  });
});
