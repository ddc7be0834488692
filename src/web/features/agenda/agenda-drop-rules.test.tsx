import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking, LOAD, openAgenda } from '../../test/provider-fixtures';
import { columnX, dragTo, layOutColumns, thomas, timeY } from './agenda-drag.test-support';

// Thursday 26 November 2026, 09:00 in Paris; the week runs from Monday 23 (column 0). Open Monday
// to Saturday 09:00–12:30 and 14:00–18:00 (WEEKDAY_HOURS), closed on Sundays.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
  layOutColumns();
});
afterEach(() => vi.restoreAllMocks());

const ghost = () => document.querySelector<HTMLElement>('[data-drag-ghost]');

describe('drop targets the agenda refuses or warns about (ADR 0011)', () => {
  it('refuses a slot another booking holds, or one already past, before any dialog, and says why', async () => {
    const booking = thomas();
    // Thursday 26, 10:30–11:00 in Paris.
    const lea = createBooking({
      client: { name: 'Léa Roux', email: '', phone: '' },
      start: '2026-11-26T09:30:00.000Z',
      end: '2026-11-26T10:00:00.000Z',
    });
    const { api, ui } = openAgenda([booking, lea], { calendarView: 'week' });
    const event = await screen.findByRole('button', { name: /^10:00 – 10:30\s*Thomas Martin/ }, LOAD);

    // Over Léa's booking: the ghost turns red and says it, the live region says it in words.
    dragTo(event, columnX(3), timeY(10, 30));
    expect(ghost()).toHaveAttribute('data-drop', 'refuse');
    expect(ghost()).toHaveTextContent('10:30 – 11:00Déjà prisThomas Martin');
    expect(
      screen.getByText('jeudi 26 novembre à 10:30 : Ce créneau est déjà pris par un autre rendez-vous.'),
    ).toHaveAttribute('role', 'status');
    fireEvent.pointerUp(window);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ce créneau est déjà pris par un autre rendez-vous. Le rendez-vous de Thomas Martin reste le vendredi 27 novembre à 10:00.',
    );
    const friday = screen.getByRole('region', { name: 'vendredi 27 novembre' });
    expect(
      within(friday).getByRole('button', { name: /^10:00 – 10:30\s*Thomas Martin/ }),
    ).toBeInTheDocument();

    // Monday 10:00 is past: refused too; the next drag took the first message away.
    dragTo(event, columnX(0), timeY(10));
    expect(ghost()).toHaveTextContent('10:00 – 10:30PasséThomas Martin');
    fireEvent.pointerUp(window);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Ce créneau est passé\. Le rendez-vous de Thomas Martin reste/,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // A free slot is said to be free.
    dragTo(event, columnX(3), timeY(11));
    expect(ghost()).toHaveAttribute('data-drop', 'free');
    expect(screen.getByText('jeudi 26 novembre à 11:00 : créneau libre.')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.pointerUp(window);
    expect(api.callsTo(`PATCH /api/bookings/${booking.id}`)).toHaveLength(0);
  });

  it('warns of a closed day or a break in the dialog, which moves it anyway once confirmed', async () => {
    const booking = thomas();
    const { api, ui } = openAgenda(
      [booking],
      { calendarView: 'week' },
      {
        [`PATCH /api/bookings/${booking.id}`]: ({ body }) => ({
          body: {
            success: true,
            booking: {
              ...booking,
              start: (body as { start: string }).start,
              end: '2026-11-26T12:00:00.000Z',
            },
          },
        }),
      },
    );
    const event = await screen.findByRole('button', { name: /^10:00 – 10:30\s*Thomas Martin/ }, LOAD);
    // The hours must be known for the warning: wait for Sunday's hatching.
    await waitFor(() => expect(screen.getByRole('button', { name: /^dim\. 29 fermé/ })).toBeInTheDocument());

    // Sunday: closed. Amber, and the dialog says so.
    dragTo(event, columnX(6), timeY(10));
    expect(ghost()).toHaveAttribute('data-drop', 'warn');
    expect(ghost()).toHaveTextContent('Jour fermé');
    fireEvent.pointerUp(window);
    let dialog = await screen.findByRole('alertdialog', { name: 'Déplacer le rendez-vous ?' });
    expect(dialog).toHaveTextContent('Vous êtes fermé ce jour-là.');
    await ui.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Thursday 12:30: the lunch break.
    dragTo(event, columnX(3), timeY(12, 30));
    expect(ghost()).toHaveTextContent('12:30 – 13:00Pendant une pauseThomas Martin');
    fireEvent.pointerUp(window);
    dialog = await screen.findByRole('alertdialog', { name: 'Déplacer le rendez-vous ?' });
    expect(dialog).toHaveTextContent(
      'Déplacer le rendez-vous de Thomas Martin au jeudi 26 novembre à 12:30 ?Ce créneau tombe pendant une pause. Vos clients ne peuvent pas réserver ce créneau en ligne ; vous pouvez tout de même y placer ce rendez-vous.',
    );
    expect(dialog).toHaveAccessibleDescription(/Ce créneau tombe pendant une pause\./);
    await ui.click(within(dialog).getByRole('button', { name: 'Déplacer quand même' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`PATCH /api/bookings/${booking.id}`)).toHaveLength(1);
    expect(api.callsTo(`PATCH /api/bookings/${booking.id}`)[0]?.body).toEqual({
      start: '2026-11-26T11:30:00.000Z',
      notifyClient: true,
    });
  });
});
