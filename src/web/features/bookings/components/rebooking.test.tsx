import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking, createService, LOAD, openAgenda, PROVIDER_ID } from '../../../test/provider-fixtures';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

const COUPE = createService();
const COULEUR = createService({ id: '20000000-0000-4000-8000-000000000002', name: 'Couleur' });
const HELENE = {
  key: '3f1c0b6a9d2e4f5081a7c3d9e0b4f6a2',
  name: 'Hélène Roux',
  email: 'helene@example.fr',
  phone: '06 11 22 33 44',
  visits: 2,
  lastVisit: null,
  nextVisit: null,
};
const HENRI = {
  ...HELENE,
  key: '8e2d4c6b0a1f3e5d7c9b2a4f6e8d0c1b',
  name: 'Henri Blanc',
  email: '',
  phone: '0700000000',
};

const servicesAndSlots = {
  'GET /api/services': { body: { success: true, services: [COUPE, COULEUR] } },
  [`GET /api/public/providers/${PROVIDER_ID}/slots`]: {
    body: { success: true, timezone: 'Europe/Paris', slots: [] },
  },
};

async function openNewBooking(clients: (typeof HELENE)[]) {
  const opened = openAgenda(
    [],
    { calendarView: 'week' },
    {
      ...servicesAndSlots,
      'GET /api/clients': { body: { success: true, clients, total: clients.length } },
    },
  );
  await opened.ui.click(
    await screen.findByRole('button', { name: 'Nouveau rendez-vous le jeudi 26 novembre à 14:00' }, LOAD),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' }));
  await dialog.findByRole('option', { name: 'Coupe femme' });
  return { ...opened, dialog };
}

describe('client suggestions in the manual booking form (issue 37)', () => {
  it('suggests existing clients from two letters; arrows, Enter pick one and fill name, e-mail and phone', async () => {
    const { api, ui, dialog } = await openNewBooking([HELENE, HENRI]);
    const name = dialog.getByRole('combobox', { name: 'Nom du client' });
    await ui.type(name, 'h');
    expect(name).toHaveAttribute('aria-expanded', 'false');
    expect(api.callsTo('GET /api/clients')).toHaveLength(0);

    await ui.type(name, 'é');
    const list = within(await screen.findByRole('listbox', { name: 'Clients existants' }));
    expect(api.callsTo('GET /api/clients').map((call) => call.url)).toEqual(['/api/clients?q=h%C3%A9']);
    expect(name).toHaveAttribute('aria-expanded', 'true');
    expect(name).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Hélène Rouxhelene@example.fr06 11 22 33 44',
      'Henri Blanc07 00 00 00 00',
    ]);

    await ui.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last, back to the first.
    const first = list.getByRole('option', { name: /Hélène Roux/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(name).toHaveAttribute('aria-activedescendant', first.id);
    await ui.keyboard('{ArrowUp}');
    expect(list.getByRole('option', { name: /Henri Blanc/ })).toHaveAttribute('aria-selected', 'true');
    await ui.keyboard('{ArrowUp}{Enter}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(name).toHaveValue('Hélène Roux');
    expect(dialog.getByRole('combobox', { name: 'E-mail (facultatif)' })).toHaveValue('helene@example.fr');
    expect(dialog.getByRole('combobox', { name: 'Téléphone' })).toHaveValue('06 11 22 33 44');
    expect(name).toHaveFocus();
    // Enter picked the client: it did not send the form.
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('Escape closes the list and leaves the dialog open; typing in the phone suggests too, a click picks', async () => {
    const { ui, dialog } = await openNewBooking([HENRI]);
    const phone = dialog.getByRole('combobox', { name: 'Téléphone' });
    await ui.type(phone, '0700');
    expect(await screen.findByRole('listbox', { name: 'Clients existants' })).toBeInTheDocument();
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Nouveau rendez-vous' })).toBeInTheDocument();

    await ui.type(phone, '0');
    await ui.click(await screen.findByRole('option', { name: /Henri Blanc/ }));
    expect(dialog.getByRole('combobox', { name: 'Nom du client' })).toHaveValue('Henri Blanc');
    expect(phone).toHaveValue('0700000000');
  });

  it('shows nothing, and no error, when no client matches', async () => {
    const { api, ui, dialog } = await openNewBooking([]);
    const name = dialog.getByRole('combobox', { name: 'Nom du client' });
    await ui.type(name, 'Zoé');
    await waitFor(() => expect(api.callsTo('GET /api/clients')).not.toHaveLength(0));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-expanded', 'false');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('« Reprendre le même » (issue 37)', () => {
  // Tuesday 24 November 2026, 10:30 in Paris: over.
  const past = createBooking({
    serviceId: COULEUR.id,
    serviceName: 'Couleur',
    start: '2026-11-24T09:30:00.000Z',
    end: '2026-11-24T10:00:00.000Z',
    status: 'completed',
  });

  it('opens the form with the same client and prestation, next Tuesday at 10:30', async () => {
    const { ui } = openAgenda([past], { calendarView: 'week' }, servicesAndSlots);
    await ui.click(await screen.findByRole('button', { name: /^10:30( – 11:00)?\s*Jeanne Dupont/ }, LOAD));
    const details = within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
    await ui.click(details.getByRole('button', { name: 'Reprendre le même' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' }));
    expect(screen.queryByRole('dialog', { name: 'Détails du rendez-vous' })).not.toBeInTheDocument();
    expect(await dialog.findByRole('combobox', { name: 'Nom du client' })).toHaveValue('Jeanne Dupont');
    expect(dialog.getByRole('combobox', { name: 'E-mail (facultatif)' })).toHaveValue('jeanne@example.fr');
    expect(dialog.getByRole('combobox', { name: 'Téléphone' })).toHaveValue('06 12 34 56 78');
    expect(dialog.getByLabelText('Prestation')).toHaveValue(COULEUR.id);
    expect(dialog.getByLabelText('Date')).toHaveValue('2026-12-01');
    expect(dialog.getByLabelText('Heure')).toHaveValue('10:30');
  });

  it('is not offered for a booking to come nor for an anonymised client', async () => {
    const upcoming = createBooking({ client: { name: 'Paul Martin', email: '', phone: '0601020304' } });
    const anonymised = createBooking({
      ...past,
      id: '10000000-0000-4000-8000-999999999999',
      start: '2026-11-23T09:30:00.000Z',
      end: '2026-11-23T10:00:00.000Z',
      client: { name: 'Client anonymisé', email: '', phone: '' },
    });
    const { ui } = openAgenda([upcoming, anonymised], { calendarView: 'week' }, servicesAndSlots);
    const open = async (name: RegExp) => {
      await ui.click(await screen.findByRole('button', { name }, LOAD));
      return within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
    };
    const close = async () => {
      await ui.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    expect(
      (await open(/^10:30( – 11:00)?\s*Paul Martin/)).queryByRole('button', { name: 'Reprendre le même' }),
    ).not.toBeInTheDocument();
    await close();
    expect(
      (await open(/^10:30( – 11:00)?\s*Client anonymisé/)).queryByRole('button', {
        name: 'Reprendre le même',
      }),
    ).not.toBeInTheDocument();
  });
});
