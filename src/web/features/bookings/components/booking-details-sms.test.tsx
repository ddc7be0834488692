import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSmsLogEntry } from '../../../../shared/schemas/sms';
import type { THandler } from '../../../test/fetch-stub';
import { createBooking, LOAD, openAgenda } from '../../../test/provider-fixtures';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

const SLOT = /^10:30( – 11:00)?\s*Jeanne Dupont/;

function sms(overrides: Partial<TSmsLogEntry>): TSmsLogEntry {
  return {
    id: 'sms-1',
    status: 'pending',
    dueAt: '2026-11-25T09:30:00.000Z',
    sentAt: null,
    recipient: '+33 6 •• •• •• 78',
    reason: null,
    ...overrides,
  };
}

const SMS_AVAILABLE = { body: { success: true, available: true, provider: 'Brevo' } };

async function openDetails(entries: TSmsLogEntry[], sms: THandler = SMS_AVAILABLE) {
  const booking = createBooking();
  const result = openAgenda(
    [booking],
    {},
    {
      'GET /api/sms': sms,
      [`GET /api/bookings/${booking.id}`]: { body: { success: true, booking: { ...booking, sms: entries } } },
    },
  );
  await result.ui.click(await screen.findByRole('button', { name: SLOT }, LOAD));
  const dialog = within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
  return { dialog, api: result.api, booking };
}

describe('booking details: the SMS log (issue 35)', () => {
  it('shows a sent SMS: « Envoyé », the masked number and when it left, in Paris time', async () => {
    const { dialog } = await openDetails([sms({ status: 'sent', sentAt: '2026-11-25T09:30:04.000Z' })]);
    const log = within(await dialog.findByRole('region', { name: 'SMS' }));
    expect(log.getByText('Envoyé')).toBeInTheDocument();
    expect(log.getByText('Au +33 6 •• •• •• 78 · Parti le 25 novembre 2026 à 10:30')).toBeInTheDocument();
  });

  it('shows a programmed SMS with its due time, and why another was not sent or is uncertain', async () => {
    const { dialog } = await openDetails([
      sms({ id: 'sms-1', status: 'pending' }),
      sms({ id: 'sms-2', status: 'skipped', reason: 'Plus de crédit SMS : seul l’e-mail est parti.' }),
      sms({
        id: 'sms-3',
        status: 'unknown',
        sentAt: '2026-11-25T09:30:02.000Z',
        reason: 'Brevo n’a pas répondu à temps : le SMS n’est pas renvoyé.',
      }),
    ]);
    const items = within(await dialog.findByRole('region', { name: 'SMS' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ProgramméAu +33 6 •• •• •• 78 · Prévu le 25 novembre 2026 à 10:30',
      'Non envoyéAu +33 6 •• •• •• 78 · Prévu le 25 novembre 2026 à 10:30Plus de crédit SMS : seul l’e-mail est parti.',
      'Statut inconnuAu +33 6 •• •• •• 78 · Parti le 25 novembre 2026 à 10:30Brevo n’a pas répondu à temps : le SMS n’est pas renvoyé.',
    ]);
  });

  it('has no SMS block for a booking without SMS', async () => {
    const { dialog, api, booking } = await openDetails([]);
    await waitFor(() => expect(api.callsTo(`GET /api/bookings/${booking.id}`)).toHaveLength(1));
    expect(dialog.getByText('Jeanne Dupont')).toBeInTheDocument();
    expect(dialog.queryByRole('region', { name: 'SMS' })).not.toBeInTheDocument();
  });

  it('asks for no SMS log on an instance that sends no SMS', async () => {
    const { dialog, api, booking } = await openDetails([sms({ status: 'sent' })], {
      body: { success: true, available: false, provider: null },
    });
    await waitFor(() => expect(api.callsTo('GET /api/sms')).toHaveLength(1));
    expect(dialog.getByText('Jeanne Dupont')).toBeInTheDocument();
    expect(api.callsTo(`GET /api/bookings/${booking.id}`)).toHaveLength(0);
    expect(dialog.queryByRole('region', { name: 'SMS' })).not.toBeInTheDocument();
  });

  it('says so when the SMS log cannot be loaded', async () => {
    const booking = createBooking();
    const { ui } = openAgenda(
      [booking],
      {},
      {
        'GET /api/sms': SMS_AVAILABLE,
        [`GET /api/bookings/${booking.id}`]: {
          status: 500,
          body: { success: false, message: 'Erreur interne' },
        },
      },
    );
    await ui.click(await screen.findByRole('button', { name: SLOT }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
    expect(await dialog.findByText('Impossible de charger les SMS.')).toBeInTheDocument();
  });
});
