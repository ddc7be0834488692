import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { textContrast } from '../../test/contrast';
import { LOAD, openAgenda } from '../../test/provider-fixtures';
import type { TBusyTime } from './utils/busy-times';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

const BUSY: TBusyTime[] = [
  // Friday 27, 10:00–11:00 in Paris, title hidden by the provider's choice.
  { start: '2026-11-27T09:00:00.000Z', end: '2026-11-27T10:00:00.000Z', allDay: false, title: null },
  // Tuesday 24, 14:00–15:30, with its title.
  { start: '2026-11-24T13:00:00.000Z', end: '2026-11-24T14:30:00.000Z', allDay: false, title: 'Dentiste' },
  // Wednesday 25, the whole day (the provider's local day).
  { start: '2026-11-24T23:00:00.000Z', end: '2026-11-25T23:00:00.000Z', allDay: true, title: null },
];

function openWithBusy(settings = {}) {
  return openAgenda([], settings, {
    'GET /api/calendar-sync/busy': { body: { success: true, busy: BUSY } },
  });
}

describe('agenda: the busy times of the provider’s own calendar', () => {
  it('hatches them behind the bookings of the week, named, the title only when given', async () => {
    const { api } = openWithBusy({ calendarView: 'week' });
    const friday = await screen.findByRole('region', { name: 'vendredi 27 novembre' }, LOAD);
    const untitled = await within(friday).findByRole('note', {
      name: 'Occupé — agenda personnel, 10:00 – 11:00',
    });
    // 09:00–18:00 shown at 72 px an hour.
    expect(untitled).toHaveStyle({ top: '72px', height: '72px' });
    expect(untitled.className).toContain('repeating-linear-gradient');
    expect(untitled).toHaveClass('pointer-events-none');
    expect(untitled).toHaveTextContent('Occupé — agenda personnel');
    // The label sits on white over the stripes: readable whatever they are.
    const label = within(untitled).getByText('Occupé — agenda personnel');
    expect(textContrast(label)).toBeGreaterThanOrEqual(4.5);
    expect(untitled).not.toHaveAttribute('draggable');

    const tuesday = screen.getByRole('region', { name: 'mardi 24 novembre' });
    const titled = within(tuesday).getByRole('note', { name: 'Dentiste (agenda personnel), 14:00 – 15:30' });
    expect(titled).toHaveTextContent(/^Dentiste$/);
    expect(within(tuesday).queryByText('Occupé — agenda personnel')).not.toBeInTheDocument();

    // The all-day one is a band under Wednesday's name, not in its column.
    const wednesday = screen.getByRole('region', { name: 'mercredi 25 novembre' });
    expect(within(wednesday).queryAllByRole('note')).toHaveLength(0);
    expect(screen.getByText('Occupé — agenda personnel, toute la journée')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-busy="all-day"]')).toHaveLength(1);

    const call = api.callsTo('GET /api/calendar-sync/busy').at(-1);
    const query = new URL(call?.url ?? '', 'http://x').searchParams;
    expect(query.get('from')).toBe('2026-11-22T23:00:00.000Z');
    expect(query.get('to')).toBe('2026-11-29T23:00:00.000Z');
    expect(screen.getByRole('list', { name: 'Légende de l’agenda' })).toHaveTextContent(
      'Occupé — agenda personnel',
    );
  });

  it('shows an all-day busy time in its month cell and links to the sync settings', async () => {
    openWithBusy();
    const month = await screen.findByRole('list', { name: 'Calendrier de novembre 2026' }, LOAD);
    const wednesday = within(month).getByRole('listitem', { name: /^mercredi 25 novembre/ });
    await waitFor(() =>
      expect(within(wednesday).getByText('Occupé — agenda personnel, toute la journée')).toBeInTheDocument(),
    );
    const thursday = within(month).getByRole('listitem', { name: /^jeudi 26 novembre/ });
    expect(within(thursday).queryByText(/agenda personnel/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Synchroniser mon agenda' })).toHaveAttribute(
      'href',
      '/dashboard/settings#synchroniser-agenda',
    );
  });
});
