import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { BASE, openBookingPage } from '../test/booking-journey';
import {
  daysReply,
  freezeNow,
  PROVIDER_ID,
  provider,
  requestedDay,
  SERVICE_ID,
  SLOTS,
} from '../test/fixtures';
import { liveEvents } from '../test/live-events';

vi.mock('../../../lib/realtime/use-calendar-events', async () => {
  const { liveEvents: live } = await import('../test/live-events');
  return { useCalendarEvents: live.useCalendarEvents };
});

const JOIN = 'Être prévenu(e) si un créneau se libère';
const EMPTY_DAY = 'mercredi 25 novembre, aucun créneau';
const joined = { status: 201, body: { success: true, entry: { id: 'e1', status: 'waiting' } } };

function openAt(path: string, overrides = {}) {
  const api = stubFetch({
    [`GET ${BASE}`]: { body: { success: true, provider } },
    [`GET ${BASE}/days`]: (call) =>
      daysReply(new URL(call.url, 'http://localhost').searchParams.get('month') ?? ''),
    [`GET ${BASE}/slots`]: (call) => ({
      body: { success: true, timezone: 'Europe/Paris', slots: SLOTS[requestedDay(call.url)] ?? [] },
    }),
    ...overrides,
  });
  renderApp(path);
  return { api, user: userEvent.setup() };
}

async function openForm(overrides = {}) {
  const { api, user } = openBookingPage({ [`POST ${BASE}/waitlist`]: joined, ...overrides });
  await user.click(await screen.findByRole('button', { name: /Coupe femme/ }));
  await user.click(await screen.findByRole('button', { name: EMPTY_DAY }));
  expect(await screen.findByText('Aucun créneau ce jour-là.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: JOIN }));
  // The form is its own chunk, fetched on the press: it takes the focus once there.
  const title = await screen.findByRole('heading', { name: JOIN });
  await waitFor(() => expect(title).toHaveFocus());
  return { api, user };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nom'), 'Léa Martin');
  await user.type(screen.getByLabelText('E-mail'), 'lea@example.fr');
  await user.click(screen.getByRole('checkbox', { name: /J'accepte/ }));
}

describe('booking page: the offer e-mail’s link and the waitlist (issue 33)', () => {
  beforeEach(() => {
    freezeNow();
    liveEvents.reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens on the service and the day of ?service&date, its slots listed', async () => {
    openAt(`/booking/${PROVIDER_ID}?service=${SERVICE_ID}&date=2026-11-26`);
    expect(await screen.findByRole('heading', { name: 'Créneaux du jeudi 26 novembre' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '14:00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coupe femme/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'jeudi 26 novembre, créneaux disponibles' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens on the month of a later day', async () => {
    openAt(`/booking/${PROVIDER_ID}?service=${SERVICE_ID}&date=2026-12-03`);
    expect(await screen.findByRole('heading', { name: 'Créneaux du jeudi 3 décembre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Décembre 2026' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown service', `?service=00000000-0000-4000-8000-000000000000&date=2026-11-26`],
    ['a past day', `?service=${SERVICE_ID}&date=2026-11-19`],
    ['a day that does not exist', `?service=${SERVICE_ID}&date=2026-11-31`],
    ['a day past the horizon', `?service=${SERVICE_ID}&date=2027-03-01`],
  ])('ignores %s', async (_, query) => {
    openAt(`/booking/${PROVIDER_ID}${query}`);
    expect(await screen.findByRole('button', { name: /Coupe femme/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Créneaux du/ })).not.toBeInTheDocument();
  });

  it('offers the waitlist on a day with no slot, and not where the provider does not take one', async () => {
    const { user } = openAt(`/booking/${PROVIDER_ID}`, {
      [`GET ${BASE}`]: { body: { success: true, provider: { ...provider, waitlistEnabled: false } } },
    });
    await user.click(await screen.findByRole('button', { name: /Coupe femme/ }));
    expect(await screen.findByRole('button', { name: EMPTY_DAY })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: JOIN })).not.toBeInTheDocument();
  });

  it('shows no button on a day with slots', async () => {
    const { user } = openBookingPage();
    await user.click(await screen.findByRole('button', { name: /Coupe femme/ }));
    await user.click(await screen.findByRole('button', { name: 'mardi 24 novembre, créneaux disponibles' }));
    expect(await screen.findByRole('button', { name: '10:30' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: JOIN })).not.toBeInTheDocument();
  });

  it('offers it under a month with no free day', async () => {
    const { user } = openBookingPage({ [`GET ${BASE}/days`]: daysReply('2026-11', []) });
    await user.click(await screen.findByRole('button', { name: /Coupe femme/ }));
    expect(await screen.findByText('Aucun créneau disponible ce mois-ci')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: JOIN }));
    // From today, not from the 1st of a month already begun.
    expect(await screen.findByLabelText('Du')).toHaveValue('2026-11-20');
  });

  it('checks the form with the server’s messages before sending', async () => {
    const { api, user } = await openForm();
    expect(screen.getByLabelText('Du')).toHaveValue('2026-11-25');
    expect(screen.getByLabelText('Au')).toHaveValue('2026-11-25');
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2027-01-25' } });
    await user.click(screen.getByRole('button', { name: "M'inscrire sur la liste d'attente" }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Le nom est requis');
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    expect(screen.getByLabelText('Au')).toHaveAccessibleDescription('Une période de 60 jours au plus');
    expect(screen.getByRole('checkbox', { name: /J'accepte/ })).toHaveAccessibleDescription(
      'Vous devez accepter la politique de confidentialité',
    );
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-24' } });
    await user.click(screen.getByRole('button', { name: "M'inscrire sur la liste d'attente" }));
    expect(screen.getByLabelText('Au')).toHaveAccessibleDescription(
      'La date de fin doit suivre la date de début',
    );
    expect(api.callsTo(`POST ${BASE}/waitlist`)).toEqual([]);
  });

  it('sends the request and says so in place of the form', async () => {
    const { api, user } = await openForm();
    await fillIn(user);
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-12-04' } });
    await user.click(screen.getByRole('button', { name: "M'inscrire sur la liste d'attente" }));
    expect(await screen.findByText(/^C'est noté/)).toHaveTextContent(
      "C'est noté ! Nous vous écrirons à lea@example.fr si un créneau se libère du mercredi 25 novembre au vendredi 4 décembre.",
    );
    expect(api.callsTo(`POST ${BASE}/waitlist`)[0]?.body).toEqual({
      serviceId: SERVICE_ID,
      from: '2026-11-25',
      to: '2026-12-04',
      client: { name: 'Léa Martin', email: 'lea@example.fr', phone: '' },
      consent: true,
      website: '',
    });
    expect(
      screen.queryByRole('button', { name: "M'inscrire sur la liste d'attente" }),
    ).not.toBeInTheDocument();
  });

  it('puts the server’s 400 under the field it names, a 409 above the form', async () => {
    const { user } = await openForm({
      [`POST ${BASE}/waitlist`]: {
        status: 400,
        body: { success: false, message: 'Adresse email refusée', field: 'client.email' },
      },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: "M'inscrire sur la liste d'attente" }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Adresse email refusée'),
    );
  });

  it('shows a 409 above the form', async () => {
    const { user } = await openForm({
      [`POST ${BASE}/waitlist`]: {
        status: 409,
        body: { success: false, message: 'Vous êtes déjà sur la liste d’attente pour ces jours.' },
      },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: "M'inscrire sur la liste d'attente" }));
    expect(
      await screen.findByText('Vous êtes déjà sur la liste d’attente pour ces jours.'),
    ).toBeInTheDocument();
  });

  it('closes on Échap and gives the focus back to the button', async () => {
    const { user } = await openForm();
    await user.click(screen.getByLabelText('Nom'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: JOIN })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: JOIN })).toHaveFocus();
  });
});
