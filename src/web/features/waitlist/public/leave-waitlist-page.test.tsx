import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const ENTRY_ID = '5c4b3a29-1807-4f6e-8d5c-4b3a29180706';
const TOKEN = 'jeton-hmac';
const URL_GET = `GET /api/public/waitlist/${ENTRY_ID}`;
const URL_LEAVE = `POST /api/public/waitlist/${ENTRY_ID}/leave`;

function entry(overrides = {}) {
  return {
    body: {
      success: true,
      entry: {
        id: ENTRY_ID,
        status: 'waiting',
        from: '2026-11-24',
        to: '2026-11-30',
        serviceName: 'Coupe femme',
        providerName: 'Salon Camille',
        bookingPath: 'salon-camille',
        ...overrides,
      },
    },
  };
}

describe('the waitlist leave page /waitlist/:entryId/:token', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what the client asked for and leaves with the token, then shows the server’s message', async () => {
    const api = stubFetch({
      [URL_GET]: entry(),
      [URL_LEAVE]: {
        body: { success: true, message: 'Vous ne recevrez plus de proposition pour cette demande.' },
      },
    });
    renderApp(`/waitlist/${ENTRY_ID}/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Liste d'attente" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Vous êtes sur la liste d'attente de Salon Camille pour « Coupe femme », du mardi 24 novembre au lundi 30 novembre.",
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe("Liste d'attente — Salon Camille");
    expect(api.callsTo(URL_GET)[0]?.url).toBe(`/api/public/waitlist/${ENTRY_ID}?token=${TOKEN}`);

    await userEvent.setup().click(screen.getByRole('button', { name: "Quitter la liste d'attente" }));
    expect(
      await screen.findByText('Vous ne recevrez plus de proposition pour cette demande.'),
    ).toBeInTheDocument();
    expect(api.callsTo(URL_LEAVE)[0]?.body).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: "Quitter la liste d'attente" })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
      'href',
      '/booking/salon-camille',
    );
  });

  it.each([
    ['offered', 'Un créneau vous a été proposé'],
    ['booked', 'Vous avez réservé'],
  ])('shows the status %s', async (status, text) => {
    stubFetch({ [URL_GET]: entry({ status, to: '2026-11-24' }) });
    renderApp(`/waitlist/${ENTRY_ID}/${TOKEN}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(/pour « Coupe femme », le mardi 24 novembre\.$/)).toBeInTheDocument();
  });

  it('says a link that opens nothing is no longer valid, with a way home', async () => {
    stubFetch({ [URL_GET]: { status: 404, body: { success: false, message: 'Introuvable' } } });
    renderApp(`/waitlist/${ENTRY_ID}/faux`);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ce lien n'est plus valide" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('shows the server’s refusal of a leave', async () => {
    stubFetch({
      [URL_GET]: entry(),
      [URL_LEAVE]: {
        status: 429,
        body: { success: false, message: 'Trop de tentatives, réessayez plus tard.' },
      },
    });
    renderApp(`/waitlist/${ENTRY_ID}/${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: "Quitter la liste d'attente" }));
    expect(await screen.findByText('Trop de tentatives, réessayez plus tard.')).toBeInTheDocument();
  });
});
