import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <LandingPage />
    </MemoryRouter>,
  );
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

  it('quotes no testimonial: only real ones entered by an administrator may be shown, none by default', () => {
    const { container } = renderLanding();
    expect(container.querySelector('blockquote, figure')).toBeNull();
    expect(container.textContent).not.toMatch(/témoignage/i);
  });

  it('claims no capability the product does not have yet', () => {
    const { container } = renderLanding();
    expect(container.textContent).not.toMatch(
      /clés? d’accès|clés? de sécurité|passkey|navigateur|notification|paiement en ligne|factur|besoin d’aide|\bchat\b/i,
    );
  });
});
