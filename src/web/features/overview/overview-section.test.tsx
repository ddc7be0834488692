import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/factories';
import { createService, LOAD, PROVIDER_ID, profileBody, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

// Thursday 26 November 2026, 11:00 in Paris.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z'), toFake: ['Date'] }));

describe('overview', () => {
  it('greets the provider, tells the account status and gives the booking link', async () => {
    const user = createUser({
      id: PROVIDER_ID,
      name: 'Camille Martin',
      emailVerified: false,
      nom: 'Cabinet',
    });
    stubProviderApi({ 'GET /api/bookings': { body: { success: true, bookings: [] } } }, user);
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille Martin' }, LOAD),
    ).toBeInTheDocument();
    expect(document.title).toBe('Tableau de bord — Créneau');
    expect(screen.getByText('Adresse non vérifiée')).toBeInTheDocument();
    expect(screen.getByText(/1 information sur 3 renseignée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compléter mon profil' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(screen.getByText(`${window.location.origin}/booking/${user.id}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });
});

describe('overview checklist (issue 15)', () => {
  it('lists what stands between a new provider and a bookable page, and offers the link only then', async () => {
    stubProviderApi();
    renderApp('/dashboard');
    const checklist = within(
      await screen.findByRole('region', { name: 'Pour ouvrir votre page aux réservations' }, LOAD),
    );
    const steps = checklist.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Signer votre accord de sous-traitance (DPA) : faitFait',
      'Créer une première prestation réservable : à faireAjouter une prestation',
      'Indiquer vos horaires d’ouverture : à faireSaisir mes horaires',
      'Donner une adresse ou un téléphone à vos clients : à faireCompléter ma page',
      'Choisir combien de temps garder l’historique de vos clients : faitFait',
    ]);
    expect(checklist.getByRole('link', { name: 'Saisir mes horaires' })).toHaveAttribute(
      'href',
      '/dashboard/availability',
    );
    expect(
      screen.getByText(/Votre lien sera prêt à partager dès que votre page pourra prendre des réservations/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copier/ })).not.toBeInTheDocument();
  });

  it('folds away once the page can take bookings, and the link is there to share', async () => {
    stubProviderApi({
      'GET /api/bookings': { body: { success: true, bookings: [] } },
      'GET /api/services': { body: { success: true, services: [createService({ name: 'Coupe' })] } },
      'GET /api/availability': {
        body: {
          success: true,
          timezone: 'Europe/Paris',
          weekly: [{ weekday: 1, start: '09:00', end: '18:00' }],
        },
      },
      'GET /api/provider/profile': profileBody('Europe/Paris', {
        address: '3 rue des Lilas, 75011 Paris',
        slug: 'salon-camille',
      }),
    });
    const ui = userEvent.setup();
    renderApp('/dashboard');
    expect(await screen.findByText(/booking\/salon-camille$/, undefined, LOAD)).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Pour ouvrir votre page aux réservations' }),
    ).not.toBeInTheDocument();

    // Folded to one line (issue 37), the steps one keyboard press away.
    const ready = within(await screen.findByRole('region', { name: 'Votre compte est prêt' }));
    expect(ready.queryByRole('listitem')).not.toBeInTheDocument();
    const disclosure = ready.getByRole('button', { name: 'Revoir les étapes' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    disclosure.focus();
    await ui.keyboard('{Enter}');
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(ready.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Signer votre accord de sous-traitance (DPA) : faitFait',
      'Créer une première prestation réservable : faitFait',
      'Indiquer vos horaires d’ouverture : faitFait',
      'Donner une adresse ou un téléphone à vos clients : faitFait',
      'Choisir combien de temps garder l’historique de vos clients : faitFait',
    ]);
    await ui.keyboard(' ');
    expect(ready.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
