import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { booking, daysReply, PROVIDER_ID, provider, requestedDay, SLOTS, TOKEN } from './fixtures';

/** The booking page's journey for tests: the real routes, a stubbed API, a visitor's clicks. */
export const BASE = `/api/public/providers/${PROVIDER_ID}`;
export const TAKEN_MESSAGE =
  "Ce créneau vient d'être réservé par quelqu'un d'autre. Choisissez un autre horaire.";

export function created() {
  return {
    status: 201,
    body: {
      success: true,
      booking: booking({ note: 'Première visite' }),
      manageUrl: `http://localhost:3000/booking/${PROVIDER_ID}/${TOKEN}`,
      cancelUrl: `http://localhost:3000/cancel-booking/${booking().id}/${TOKEN}`,
    },
  };
}

export function openBookingPage(overrides: Record<string, THandler> = {}) {
  const api = stubFetch({
    [`GET ${BASE}`]: { body: { success: true, provider } },
    [`GET ${BASE}/days`]: (call) =>
      daysReply(new URL(call.url, 'http://localhost').searchParams.get('month') ?? ''),
    [`GET ${BASE}/slots`]: (call) => ({
      body: { success: true, timezone: 'Europe/Paris', slots: SLOTS[requestedDay(call.url)] ?? [] },
    }),
    [`POST ${BASE}/bookings`]: created(),
    ...overrides,
  });
  const app = renderApp(`/booking/${PROVIDER_ID}`);
  return { api, app, user: userEvent.setup() };
}

export type TUser = ReturnType<typeof userEvent.setup>;

export async function pickSlot(user: TUser, time = '10:30') {
  await user.click(await screen.findByRole('button', { name: /Coupe femme/ }));
  await user.click(await screen.findByRole('button', { name: 'mardi 24 novembre, créneaux disponibles' }));
  await user.click(await screen.findByRole('button', { name: time }));
}

export async function fillForm(user: TUser) {
  await user.type(await screen.findByLabelText('Nom'), 'Léa Martin');
  await user.type(screen.getByLabelText('E-mail'), 'lea@example.fr');
  await user.type(screen.getByLabelText('Téléphone'), '06 12 34 56 78');
  await user.type(screen.getByLabelText('Message'), 'Première visite');
  await user.click(screen.getByRole('checkbox', { name: /^J'accepte/ }));
}

export const submit = (user: TUser) =>
  user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
