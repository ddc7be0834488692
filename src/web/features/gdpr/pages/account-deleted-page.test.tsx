import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountDeletedPage } from './account-deleted-page';

describe('AccountDeletedPage', () => {
  it('says what the deletion did, with the way back home and its own title', () => {
    render(
      <MemoryRouter>
        <AccountDeletedPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Compte supprimé' })).toBeDefined();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Compte supprimé — Créneau');
  });

  it('never lets « : » or « ; » start a line: a no-break space comes before them', () => {
    const { container } = render(
      <MemoryRouter>
        <AccountDeletedPage />
      </MemoryRouter>,
    );
    const text = container.textContent ?? '';
    expect(text).toMatch(/\u00a0[:;]/);
    expect(text).not.toMatch(/[ \t\n][:;!?]/);
  });
});
