import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeSocketAndAlert } from '../../lib/realtime/fake-socket.test-support';
import { createUser } from '../../test/factories';
import { createBooking, LOAD, PROVIDER_ID, profileBody, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

// Thursday 26 November 2026, 11:00 in Paris.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z'), toFake: ['Date'] }));

describe("overview « Aujourd'hui »", () => {
  // The live booking arrives as the server sends it: through the tab's socket (a fake one here).
  const live = useFakeSocketAndAlert();

  it("counts today's appointments, names the next one and opens its details", async () => {
    const morning = createBooking({
      start: '2026-11-26T08:00:00.000Z',
      end: '2026-11-26T08:30:00.000Z',
      client: { name: 'Alice Matin', email: '', phone: '' },
    });
    const afternoon = createBooking({
      start: '2026-11-26T13:30:00.000Z',
      end: '2026-11-26T14:00:00.000Z',
      client: { name: 'Bruno Après-midi', email: 'bruno@example.fr', phone: '' },
    });
    const cancelled = createBooking({
      start: '2026-11-26T15:00:00.000Z',
      end: '2026-11-26T15:30:00.000Z',
      status: 'cancelled',
      client: { name: 'Chloé Annulée', email: '', phone: '' },
    });
    const api = stubProviderApi({
      'GET /api/bookings': { body: { success: true, bookings: [morning, afternoon, cancelled] } },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard');

    const today = within(await screen.findByRole('region', { name: /^Aujourd'hui/ }, LOAD));
    expect(await today.findByText(/2 rendez-vous aujourd'hui/)).toBeInTheDocument();
    expect(today.getByText(/prochain à 14:30 avec Bruno Après-midi/)).toBeInTheDocument();
    expect(today.getByText('jeudi 26 novembre')).toBeInTheDocument();
    const call = new URL(api.callsTo('GET /api/bookings')[0]?.url ?? '', 'http://x').searchParams;
    expect([call.get('from'), call.get('to')]).toEqual([
      '2026-11-25T23:00:00.000Z',
      '2026-11-26T23:00:00.000Z',
    ]);

    await ui.click(today.getByRole('button', { name: /Bruno Après-midi/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
    expect(dialog.getByRole('link', { name: 'bruno@example.fr' })).toBeInTheDocument();
  });

  it('says when the day is free, and shows a booking made meanwhile', async () => {
    stubProviderApi({ 'GET /api/bookings': { body: { success: true, bookings: [] } } });
    renderApp('/dashboard');
    const today = within(await screen.findByRole('region', { name: /^Aujourd'hui/ }, LOAD));
    expect(await today.findByText("Aucun rendez-vous aujourd'hui")).toBeInTheDocument();

    await waitFor(() => expect(live.socket.inUse).toBe(true));
    act(() =>
      live.socket.receive(
        'booking_created',
        createBooking({
          start: '2026-11-26T16:00:00.000Z',
          end: '2026-11-26T16:30:00.000Z',
          client: { name: 'Zoé Soir', email: '', phone: '' },
        }),
      ),
    );
    expect(await today.findByText(/1 rendez-vous aujourd'hui/)).toBeInTheDocument();
    expect(
      screen.getByText('Nouveau rendez-vous : Zoé Soir le jeudi 26 novembre 2026 à 17:00'),
    ).toBeInTheDocument();
  });
});

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
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille Martin' }),
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

  it('goes away once the page can take bookings, and the link is there to share', async () => {
    stubProviderApi({
      'GET /api/services': {
        body: {
          success: true,
          services: [
            {
              id: 's-1',
              name: 'Coupe',
              description: '',
              durationMinutes: 30,
              priceCents: 2000,
              bufferBeforeMinutes: 0,
              bufferAfterMinutes: 0,
              active: true,
              createdAt: '2026-11-01T00:00:00.000Z',
            },
          ],
        },
      },
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
    renderApp('/dashboard');
    expect(await screen.findByText(/booking\/salon-camille$/, undefined, LOAD)).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Pour ouvrir votre page aux réservations' }),
    ).not.toBeInTheDocument();
  });
});
