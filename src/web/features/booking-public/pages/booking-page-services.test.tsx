import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import type { TQuestion } from '../../../../shared/schemas/service-options';
import type { THandler } from '../../../test/fetch-stub';
import { BASE, created, fillForm, openBookingPage, pickSlot, submit } from '../test/booking-journey';
import { booking, freezeNow, PROVIDER_ID, provider, requestedDay, SERVICE_ID, SLOTS } from '../test/fixtures';
import { liveEvents } from '../test/live-events';

vi.mock('../../../lib/realtime/use-calendar-events', async () => {
  const { liveEvents: live } = await import('../test/live-events');
  return { useCalendarEvents: live.useCalendarEvents };
});

type TPublicService = TPublicProvider['services'][number];

const LEVEL: TQuestion = {
  id: 'niveau',
  label: 'Votre niveau',
  type: 'choice',
  required: true,
  options: ['Débutant', 'Confirmé'],
};
const ALLERGIES: TQuestion = { id: 'allergies', label: 'Allergies', type: 'textarea', required: true };
const GOALS: TQuestion = {
  id: 'objectifs',
  label: 'Vos objectifs',
  type: 'multichoice',
  required: false,
  options: ['Souplesse', 'Détente', 'Force'],
};
const FIRST: TQuestion = {
  id: 'premiere',
  label: 'C’est votre première séance',
  type: 'checkbox',
  required: false,
};
const HOW: TQuestion = {
  id: 'connu',
  label: 'Comment nous avez-vous connus ?',
  type: 'text',
  required: false,
};

/** The booking page whose « Coupe femme » has these options (the slots say `remaining` seats). */
function openWith(options: Partial<TPublicService>, remaining = 1, overrides: Record<string, THandler> = {}) {
  const services = provider.services.map((s) => (s.id === SERVICE_ID ? { ...s, ...options } : s));
  return openBookingPage({
    [`GET ${BASE}`]: { body: { success: true, provider: { ...provider, services } } },
    [`GET ${BASE}/slots`]: (call) => ({
      body: {
        success: true,
        timezone: 'Europe/Paris',
        slots: (SLOTS[requestedDay(call.url)] ?? []).map((slot, i) => ({
          ...slot,
          remaining: remaining - i,
        })),
      },
    }),
    ...overrides,
  });
}

const refusal = (field: string, message: string) => ({
  [`POST ${BASE}/bookings`]: { status: 400, body: { success: false, code: 'VALIDATION', message, field } },
});

describe('booking page: a service’s place, seats, phone rule and questions (issue 32)', () => {
  beforeEach(() => {
    freezeNow();
    liveEvents.reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('says where each service takes place, the office address only for the office', async () => {
    const { user } = openWith({ location: { type: 'phone' } });
    expect(await screen.findByRole('button', { name: /Coupe femme/ })).toHaveTextContent('Au téléphone');
    expect(screen.getByRole('button', { name: /Coupe femme/ })).not.toHaveTextContent('12 rue des Lilas');
    // The office's address is on the provider's card, not repeated on every service.
    expect(screen.getByRole('button', { name: /Couleur/ })).toHaveTextContent('Au cabinet');
    expect(screen.getByRole('button', { name: /Couleur/ })).not.toHaveTextContent('12 rue des Lilas');
    await pickSlot(user);
    const details = screen.getByRole('region', { name: /Vos coordonnées/ });
    expect(within(details).getByText('Au téléphone')).toBeInTheDocument();
  });

  it('shows a group session’s seats left on its slots, in their names too', async () => {
    const { user } = openWith({ capacity: 12 }, 3);
    expect(await screen.findByRole('button', { name: /Coupe femme/ })).toHaveTextContent(
      'Séance de groupe, 12 places',
    );
    await user.click(screen.getByRole('button', { name: /Coupe femme/ }));
    await user.click(await screen.findByRole('button', { name: 'mardi 24 novembre, créneaux disponibles' }));
    expect(await screen.findByRole('button', { name: '10:30 3 places restantes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '11:15 2 places restantes' })).toHaveTextContent(
      '11:15 2 places restantes',
    );
  });

  it('says « 1 place restante » in the singular, and nothing of seats for a one-client service', async () => {
    const group = openWith({ capacity: 5 }, 2);
    await group.user.click(await screen.findByRole('button', { name: /Coupe femme/ }));
    await group.user.click(
      await screen.findByRole('button', { name: 'mardi 24 novembre, créneaux disponibles' }),
    );
    expect(await screen.findByRole('button', { name: '11:15 1 place restante' })).toBeInTheDocument();
    group.app.unmount();

    const single = openWith({});
    await single.user.click(await screen.findByRole('button', { name: /Coupe femme/ }));
    await single.user.click(
      await screen.findByRole('button', { name: 'mardi 24 novembre, créneaux disponibles' }),
    );
    expect(await screen.findByRole('button', { name: '10:30' })).not.toHaveTextContent(/place/);
  });

  it('live: another client’s seat in the chosen session keeps the choice and refreshes the seats', async () => {
    const { api, user } = openWith({ capacity: 8 }, 4);
    await pickSlot(user, '10:30 4 places restantes');
    const slotCalls = api.callsTo(`GET ${BASE}/slots`).length;
    act(() =>
      liveEvents.emit(PROVIDER_ID, 'booking_created', {
        id: 'autre',
        start: '2026-11-24T09:30:00.000Z',
        end: '2026-11-24T10:15:00.000Z',
        status: 'confirmed',
      }),
    );
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/slots`).length).toBeGreaterThan(slotCalls));
    expect(screen.getByRole('button', { name: 'Confirmer le rendez-vous' })).toBeInTheDocument();
    expect(screen.queryByText("Ce créneau vient d'être réservé. Choisissez un autre horaire.")).toBeNull();
  });

  it('asks the questions after the contact fields and sends the answers', async () => {
    const { api, user } = openWith({ questions: [LEVEL, GOALS, FIRST, HOW] });
    await pickSlot(user);
    await fillForm(user);
    const questions = screen.getByRole('region', { name: 'Quelques questions de Salon Camille' });
    const level = within(questions).getByRole('group', { name: 'Votre niveau (obligatoire)' });
    await user.click(within(level).getByRole('radio', { name: 'Confirmé' }));
    const goals = within(questions).getByRole('group', { name: 'Vos objectifs (facultatif)' });
    await user.click(within(goals).getByRole('checkbox', { name: 'Force' }));
    await user.click(within(goals).getByRole('checkbox', { name: 'Souplesse' }));
    await user.click(
      within(questions).getByRole('checkbox', { name: 'C’est votre première séance (facultatif)' }),
    );
    expect(within(questions).getByLabelText('Comment nous avez-vous connus ? (facultatif)')).toHaveValue('');
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/bookings`)[0]?.body).toMatchObject({
      answers: { niveau: 'Confirmé', objectifs: ['Souplesse', 'Force'], premiere: true },
    });
    const body = api.callsTo(`POST ${BASE}/bookings`)[0]?.body as { answers: object; client: object };
    expect(Object.keys(body.answers)).toEqual(['niveau', 'objectifs', 'premiere']);
    expect(body.client).not.toHaveProperty('address');
  });

  it('does not send while a required question is unanswered, and says so under it in French', async () => {
    const { api, user } = openWith({ questions: [ALLERGIES, LEVEL] });
    await pickSlot(user);
    await fillForm(user);
    await submit(user);
    const allergies = await screen.findByLabelText('Allergies (obligatoire)');
    expect(allergies).toHaveAccessibleDescription('Cette réponse est requise');
    expect(allergies).toHaveFocus();
    const level = screen.getByRole('group', { name: 'Votre niveau (obligatoire)' });
    expect(level).toHaveAccessibleDescription('Cette réponse est requise');
    expect(api.callsTo(`POST ${BASE}/bookings`)).toHaveLength(0);

    await user.type(allergies, 'Aucune');
    await user.click(within(level).getByRole('radio', { name: 'Débutant' }));
    await waitFor(() => expect(level).not.toHaveAccessibleDescription('Cette réponse est requise'));
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/bookings`)[0]?.body).toMatchObject({
      answers: { allergies: 'Aucune', niveau: 'Débutant' },
    });
  });

  it('puts the server’s refusal of an answer under its question', async () => {
    const { user } = openWith(
      { questions: [HOW, GOALS] },
      1,
      refusal('answers.objectifs.0', 'Choisissez une des réponses proposées'),
    );
    await pickSlot(user);
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Détente' }));
    await submit(user);
    const goals = await screen.findByRole('group', { name: 'Vos objectifs (facultatif)' });
    await waitFor(() => expect(goals).toHaveAccessibleDescription('Choisissez une des réponses proposées'));
    expect(screen.getByRole('checkbox', { name: 'Souplesse' })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('requires the phone when the service says so, in the browser and from the server', async () => {
    const { api, user } = openWith(
      { phoneRequired: true },
      1,
      refusal('client.phone', 'Le numéro de téléphone est requis pour cette prestation'),
    );
    await pickSlot(user);
    const phone = await screen.findByLabelText('Téléphone');
    expect(phone).toHaveAttribute('aria-required', 'true');
    expect(phone).toHaveAccessibleDescription('Obligatoire pour cette prestation.');
    await fillForm(user);
    await user.clear(phone);
    await submit(user);
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(/Le numéro de téléphone est requis pour cette prestation/),
    );
    expect(phone).toHaveFocus();
    expect(api.callsTo(`POST ${BASE}/bookings`)).toHaveLength(0);

    // A number the browser accepts, the server's word still lands under the field.
    await user.type(phone, '06 12 34 56 78');
    await submit(user);
    await waitFor(() => expect(api.callsTo(`POST ${BASE}/bookings`)).toHaveLength(1));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(/Le numéro de téléphone est requis pour cette prestation/),
    );
  });

  it('asks a home visit’s address, requires it, and sends it with the client', async () => {
    const { api, user } = openWith({ location: { type: 'home' } });
    expect(await screen.findByRole('button', { name: /Coupe femme/ })).toHaveTextContent('À domicile');
    await pickSlot(user);
    await fillForm(user);
    await submit(user);
    const address = await screen.findByLabelText('Adresse du rendez-vous');
    await waitFor(() => expect(address).toHaveAccessibleDescription(/L'adresse du rendez-vous est requise/));
    expect(api.callsTo(`POST ${BASE}/bookings`)).toHaveLength(0);

    await user.type(address, '4 place Bellecour, 69002 Lyon');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/bookings`)[0]?.body).toMatchObject({
      client: { name: 'Léa Martin', address: '4 place Bellecour, 69002 Lyon' },
    });
    expect(api.callsTo(`POST ${BASE}/bookings`)[0]?.body).not.toHaveProperty('answers');
  });

  it('never shows a video room on the booking page: the confirmation says where to find it', async () => {
    const room = 'https://meet.jit.si/creneau-5f1c9a2b7d3e4f60';
    const reply = created();
    reply.body.booking = booking({ location: { type: 'video', clientAddress: '', videoUrl: room } });
    const { user } = openWith({ location: { type: 'video' } }, 1, { [`POST ${BASE}/bookings`]: reply });
    expect(await screen.findByRole('button', { name: /Coupe femme/ })).toHaveTextContent('En visio');
    await pickSlot(user);
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé' })).toBeInTheDocument();
    expect(screen.getByText(/Le lien de la visio vous est envoyé par e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Rejoindre la visio/ })).toBeNull();
    expect(document.body.innerHTML).not.toContain('creneau-5f1c9a2b7d3e4f60');
  });
});
