import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createService, LOAD, openAgenda } from '../../test/provider-fixtures';
import { COLUMN_TOP, dragTo, layOutColumns, thomas } from './agenda-drag.test-support';

// Thursday 26 November 2026, 09:00 in Paris; the week runs from Monday 23 (column 0).
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
  layOutColumns();
});
afterEach(() => vi.restoreAllMocks());

describe('moving a booking by drag and drop in the week', () => {
  it('asks before moving, shows the refusal of a taken slot, then moves it with the same PATCH as « Déplacer »', async () => {
    const booking = thomas();
    let attempts = 0;
    const { api, ui } = openAgenda(
      [booking],
      { calendarView: 'week' },
      {
        [`PATCH /api/bookings/${booking.id}`]: ({ body }) => {
          attempts += 1;
          if (attempts === 1) return { status: 409, body: { success: false, message: 'Créneau déjà pris' } };
          const start = (body as { start: string }).start;
          return { body: { success: true, booking: { ...booking, start, end: '2026-11-26T10:00:00.000Z' } } };
        },
      },
    );
    const event = await screen.findByRole(
      'button',
      { name: /^10:00 – 10:30\s*Thomas Martin, Coupe femme, Confirmé$/ },
      LOAD,
    );
    expect(event).toHaveAccessibleDescription(/^Entrée pour ouvrir le rendez-vous, puis « Déplacer »/);

    // To Thursday (column 3), its top 112 px below 09:00: 10:33, snapped to the 30-minute step.
    dragTo(event, 450, COLUMN_TOP + 112 + 8);
    const thursday = screen.getByRole('region', { name: 'jeudi 26 novembre' });
    expect(thursday.querySelector('[data-drag-ghost]')).toHaveTextContent('10:30 – 11:00Thomas Martin');
    fireEvent.pointerUp(window);
    expect(thursday.querySelector('[data-drag-ghost]')).toBeNull();

    const dialog = await screen.findByRole('alertdialog', { name: 'Déplacer le rendez-vous ?' });
    expect(dialog).toHaveTextContent(
      'Déplacer le rendez-vous de Thomas Martin au jeudi 26 novembre à 10:30 ?',
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
    expect(await within(dialog).findByText("Ce créneau n'est pas libre", {}, LOAD)).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/bookings/${booking.id}`)[0]?.body).toEqual({
      start: '2026-11-26T09:30:00.000Z',
      notifyClient: true,
    });
    // Refused: the booking is still on Friday (behind the modal dialog, hidden from the accessibility tree).
    const friday = screen.getByRole('region', { name: 'vendredi 27 novembre', hidden: true });
    expect(within(friday).getByRole('button', { name: /Thomas Martin/, hidden: true })).toBeInTheDocument();

    await ui.click(within(dialog).getByRole('checkbox', { name: 'Prévenir le client par e-mail' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`PATCH /api/bookings/${booking.id}`)[1]?.body).toEqual({
      start: '2026-11-26T09:30:00.000Z',
      notifyClient: false,
    });
    expect(
      await within(thursday).findByRole('button', { name: /^10:30 – 11:00\s*Thomas Martin/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Rendez-vous déplacé : Thomas Martin le jeudi 26 novembre 2026 à 10:30/),
    ).toBeInTheDocument();
  });

  it('gives up on Escape, and never drags a booking that is past or no longer confirmed', async () => {
    const past = thomas({
      client: { name: 'Léa Roux', email: '', phone: '' },
      start: '2026-11-23T09:00:00.000Z',
      end: '2026-11-23T09:30:00.000Z',
    });
    const done = thomas({ client: { name: 'Paul Petit', email: '', phone: '' }, status: 'completed' });
    const { api } = openAgenda([thomas(), past, done], { calendarView: 'week' });
    const event = await screen.findByRole('button', { name: /Thomas Martin/ }, LOAD);
    dragTo(event, 450, COLUMN_TOP + 200);
    expect(document.querySelector('[data-drag-ghost]')).not.toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(document.querySelector('[data-drag-ghost]')).toBeNull();
    fireEvent.pointerUp(window);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    for (const name of [/Léa Roux/, /Paul Petit/]) {
      const still = screen.getByRole('button', { name });
      expect(still).not.toHaveAttribute('aria-describedby');
      dragTo(still, 450, COLUMN_TOP + 200);
      expect(document.querySelector('[data-drag-ghost]')).toBeNull();
      fireEvent.pointerUp(window);
    }
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/bookings/${past.id}`)).toHaveLength(0);
  });

  it('hatches the service’s buffers before and after a booking, and says so in the legend', async () => {
    openAgenda(
      [thomas()],
      { calendarView: 'week' },
      {
        'GET /api/services': {
          body: {
            success: true,
            services: [createService({ bufferBeforeMinutes: 10, bufferAfterMinutes: 15 })],
          },
        },
      },
    );
    const event = await screen.findByRole('button', { name: /Thomas Martin/ }, LOAD);
    const box = event.closest('li') as HTMLElement;
    await waitFor(() => expect(box.querySelector('[data-buffer="before"]')).not.toBeNull());
    const style = (edge: string) => {
      const block = box.querySelector<HTMLElement>(`[data-buffer="${edge}"]`);
      return [block?.style.top, block?.style.height];
    };
    // 72 px an hour: 10 minutes is 12 px above, 15 minutes 18 px below the 36 px booking.
    expect(style('before')).toEqual(['-12px', '12px']);
    expect(style('after')).toEqual(['36px', '18px']);
    expect(screen.getByRole('list', { name: 'Légende de l’agenda' })).toHaveTextContent('Temps tampon');
  });
});
