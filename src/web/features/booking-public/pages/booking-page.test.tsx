import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BASE,
  created,
  fillForm,
  openBookingPage,
  pickSlot,
  submit,
  TAKEN_MESSAGE,
} from '../test/booking-journey';
import {
  booking,
  daysReply,
  freezeNow,
  PROVIDER_ID,
  provider,
  requestedDay,
  SERVICE_ID,
  SLOTS,
  TOKEN,
} from '../test/fixtures';
import { liveEvents } from '../test/live-events';

vi.mock('../../../lib/realtime/use-calendar-events', async () => {
  const { liveEvents: live } = await import('../test/live-events');
  return { useCalendarEvents: live.useCalendarEvents };
});

describe('public booking page /booking/:providerId', () => {
  beforeEach(() => {
    freezeNow();
    liveEvents.reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves the id’s address to the readable one the provider chose', async () => {
    const named = { body: { success: true, provider: { ...provider, slug: 'salon-camille' } } };
    const { api, app } = openBookingPage({
      [`GET ${BASE}`]: named,
      'GET /api/public/providers/salon-camille': named,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon Camille' })).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/booking/salon-camille'));
    expect(screen.getByRole('heading', { level: 1, name: 'Salon Camille' })).toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('paints its buttons and links in the provider’s colour, and Créneau’s without one (issue 37)', async () => {
    const colored = { body: { success: true, provider: { ...provider, brandColor: '#0f766e' } } };
    openBookingPage({ [`GET ${BASE}`]: colored });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Salon Camille' });
    const frame = heading.closest<HTMLElement>('[style]');
    expect(frame?.style.getPropertyValue('--color-brand-600')).toBe('#0f766e');
    // The rest of the scale is mixed from it: tints with white, hover and text shades with black.
    expect(frame?.style.getPropertyValue('--color-brand-50')).toBe('color-mix(in srgb, #0f766e 6%, white)');
    expect(frame?.style.getPropertyValue('--color-brand-700')).toBe('color-mix(in srgb, #0f766e 85%, black)');
  });

  it('keeps Créneau’s colour when the provider chose none', async () => {
    openBookingPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Salon Camille' });
    expect(heading.closest<HTMLElement>('[style*="--color-brand"]')).toBeNull();
  });

  it('names the provider once, in the card’s heading and the tab’s title (issue 37)', async () => {
    openBookingPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon Camille' })).toBeInTheDocument();
    expect(screen.getAllByText('Salon Camille')).toHaveLength(1);
    expect(screen.getByRole('banner')).toHaveTextContent('Prise de rendez-vous');
    await waitFor(() => expect(document.title).toBe('Prendre rendez-vous — Salon Camille'));
  });

  it('shows the provider card and the services with duration and price', async () => {
    openBookingPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon Camille' })).toBeInTheDocument();
    expect(screen.getByText('12 rue des Lilas, 69003 Lyon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '04 72 00 00 00' })).toHaveAttribute('href', 'tel:+33472000000');
    expect(screen.getByRole('button', { name: /Coupe femme/ })).toHaveTextContent(/45 min · 35,00\s€/);
    expect(screen.getByRole('button', { name: /Couleur/ })).toHaveTextContent(/1 h 30 · 60,00\s€/);
    expect(document.title).toBe('Prendre rendez-vous — Salon Camille');
  });

  it('books: service → day → slot → form → confirmation, with consent and an Idempotency-Key', async () => {
    const { api, user } = openBookingPage();
    await pickSlot(user);
    await fillForm(user);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé' })).toBeInTheDocument();
    const [post] = api.callsTo(`POST ${BASE}/bookings`);
    expect(post?.body).toEqual({
      serviceId: SERVICE_ID,
      start: '2026-11-24T09:30:00.000Z',
      client: { name: 'Léa Martin', email: 'lea@example.fr', phone: '06 12 34 56 78' },
      note: 'Première visite',
      consent: true,
    });
    expect(post?.headers['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(screen.getByText('mardi 24 novembre 2026 à 10:30')).toBeInTheDocument();
    expect(screen.getByText('lea@example.fr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Fichier \.ics/ })).toHaveAttribute(
      'href',
      `/api/public/bookings/${booking().id}/ics?token=${TOKEN}`,
    );
    const google = new URL(screen.getByRole('link', { name: /Google Agenda/ }).getAttribute('href') ?? '');
    expect(google.searchParams.get('dates')).toBe('20261124T093000Z/20261124T101500Z');
    expect(screen.getByRole('link', { name: 'Déplacer ou annuler mon rendez-vous' })).toHaveAttribute(
      'href',
      `/booking/${PROVIDER_ID}/${TOKEN}`,
    );
  });

  it('leads a phone visitor step by step: the next step takes the focus once a service, then a day, is picked', async () => {
    const { user } = openBookingPage();
    await user.click(await screen.findByRole('button', { name: /Coupe femme/ }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: /Choisissez la date et l’heure/ }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'mardi 24 novembre, créneaux disponibles' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Créneaux du mardi 24 novembre' }),
      ),
    );
  });

  it('shows the confirmation again after a reload of the tab, until « Prendre un autre rendez-vous »', async () => {
    const first = openBookingPage();
    await pickSlot(first.user);
    await fillForm(first.user);
    await submit(first.user);
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé' })).toBeInTheDocument();
    first.app.unmount();

    const again = openBookingPage();
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé' })).toBeInTheDocument();
    expect(screen.getByText('mardi 24 novembre 2026 à 10:30')).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Prendre un autre rendez-vous' }));
    expect(await screen.findByRole('heading', { name: /Choisissez une prestation/ })).toBeInTheDocument();
    again.app.unmount();
    openBookingPage();
    expect(await screen.findByRole('heading', { name: /Choisissez une prestation/ })).toBeInTheDocument();
  });

  it('checks the form with the shared schema before sending anything', async () => {
    const { api, user } = openBookingPage();
    await pickSlot(user);
    await user.type(await screen.findByLabelText('E-mail'), 'lea@example');
    await submit(user);
    expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/Adresse email invalide/);
    expect(screen.getByText('Vous devez accepter la politique de confidentialité')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/bookings`)).toHaveLength(0);
  });

  it('checks as the visitor corrects only once sent, and gives the focus to the first field in error', async () => {
    const { api, user } = openBookingPage();
    await pickSlot(user);
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'lea@example');
    await user.tab();
    expect(screen.queryByText('Adresse email invalide')).toBeNull();

    await submit(user);
    expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    await user.type(email, '.fr');
    await waitFor(() => expect(screen.queryByText('Adresse email invalide')).toBeNull());
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText("L'email est requis")).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(`POST ${BASE}/bookings`)).toHaveLength(0);
  });

  it('links the consent to /privacy and names the provider in it', async () => {
    const { user } = openBookingPage();
    await pickSlot(user);
    const consent = await screen.findByRole('checkbox');
    expect(consent).toHaveAccessibleName(
      "J'accepte que mes données soient transmises à Salon Camille pour la gestion de ce rendez-vous, conformément à la politique de confidentialité",
    );
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('puts a server field error under its field', async () => {
    const { user } = openBookingPage({
      [`POST ${BASE}/bookings`]: {
        status: 400,
        body: { success: false, message: 'Cette adresse ne reçoit pas de courrier', field: 'client.email' },
      },
    });
    await pickSlot(user);
    await fillForm(user);
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        /Cette adresse ne reçoit pas de courrier/,
      ),
    );
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('409: shows the message, offers fresh slots and keeps what was typed', async () => {
    let taken = false;
    const { api, user } = openBookingPage({
      [`GET ${BASE}/slots`]: (call) => ({
        body: {
          success: true,
          timezone: 'Europe/Paris',
          slots: (SLOTS[requestedDay(call.url)] ?? []).filter(
            (s) => !taken || !s.start.startsWith('2026-11-24T09:30'),
          ),
        },
      }),
      [`POST ${BASE}/bookings`]: () => {
        if (!taken) {
          taken = true;
          return { status: 409, body: { success: false, message: TAKEN_MESSAGE } };
        }
        return created();
      },
    });
    await pickSlot(user);
    await fillForm(user);
    await submit(user);

    expect(await screen.findByText(TAKEN_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmer le rendez-vous' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: '10:30' })).toBeNull());
    expect(api.callsTo(`GET ${BASE}/slots`).length).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: '11:15' }));
    expect(await screen.findByLabelText('Nom')).toHaveValue('Léa Martin');
    expect(screen.getByLabelText('E-mail')).toHaveValue('lea@example.fr');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé' })).toBeInTheDocument();
    const [first, second] = api.callsTo(`POST ${BASE}/bookings`);
    expect(second?.body).toMatchObject({ start: '2026-11-24T10:15:00.000Z' });
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it('retries a request whose answer was lost with the same Idempotency-Key', async () => {
    let attempts = 0;
    const { api, user } = openBookingPage({
      [`POST ${BASE}/bookings`]: () => {
        attempts += 1;
        return attempts === 1 ? 'network-error' : created();
      },
    });
    await pickSlot(user);
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de contacter le serveur');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé' })).toBeInTheDocument();
    const [first, second] = api.callsTo(`POST ${BASE}/bookings`);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('offers the next month when this one has no free slot', async () => {
    const { user } = openBookingPage({
      [`GET ${BASE}/days`]: (call) => {
        const month = new URL(call.url, 'http://localhost').searchParams.get('month') ?? '';
        return daysReply(month, month === '2026-12' ? ['2026-12-03'] : []);
      },
    });
    await user.click(await screen.findByRole('button', { name: /Coupe femme/ }));
    expect(await screen.findByText('Aucun créneau disponible ce mois-ci')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir le mois suivant' }));
    expect(
      await screen.findByRole('button', { name: 'jeudi 3 décembre, créneaux disponibles' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Décembre 2026' })).toBeInTheDocument();
  });

  it('says so when the provider offers no service online', async () => {
    openBookingPage({
      [`GET ${BASE}`]: { body: { success: true, provider: { ...provider, services: [] } } },
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Aucune prestation n’est proposée en ligne pour le moment',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/contactez Salon Camille au 04 72 00 00 00/)).toBeInTheDocument();
  });

  it('says online booking is not open yet, with the provider’s contact, and asks for no slot', async () => {
    const { api } = openBookingPage({
      [`GET ${BASE}`]: { body: { success: true, provider: { ...provider, bookingOpen: false } } },
    });
    expect(
      await screen.findByRole('heading', {
        name: 'La réservation en ligne n’est pas ouverte pour ce professionnel pour le moment.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Salon Camille' })).toBeInTheDocument();
    expect(
      screen.getByText('Pour prendre rendez-vous, contactez Salon Camille au 04 72 00 00 00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '04 72 00 00 00' })).toHaveAttribute('href', 'tel:+33472000000');
    expect(screen.queryByRole('button', { name: /Coupe femme/ })).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${BASE}/days`)).toEqual([]);
    expect(api.callsTo(`GET ${BASE}/slots`)).toEqual([]);
  });

  it('at 0 appointments left says online booking is unavailable and gives the phone and e-mail', async () => {
    const { api } = openBookingPage({
      [`GET ${BASE}`]: {
        body: {
          success: true,
          provider: { ...provider, quotaExhausted: true, contactEmail: 'camille@exemple.fr' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Réservation en ligne indisponible' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Salon Camille n’accepte plus de réservations en ligne pour le moment/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'camille@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:camille@exemple.fr',
    );
    expect(screen.getAllByRole('link', { name: '04 72 00 00 00' }).at(-1)).toHaveAttribute(
      'href',
      'tel:+33472000000',
    );
    expect(api.callsTo(`GET ${BASE}/slots`)).toEqual([]);
  });

  it('shows a not-found page for an unknown provider', async () => {
    openBookingPage({ [`GET ${BASE}`]: { status: 404, body: { success: false, message: 'Introuvable' } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cette page de réservation n’existe pas' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Propulsé par Créneau' }),
    ).toHaveAttribute('href', '/');
  });
});
