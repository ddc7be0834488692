import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import type { TBooking } from '../../../shared/schemas/booking';
import { createBooking } from '../../test/provider-fixtures';

/** Drag helpers of the agenda's web tests (never imported by the app). */

/** Where the 09:00 row of every day column is, on the page. */
export const COLUMN_TOP = 50;

/** jsdom lays nothing out: each day column is 100 px wide from x = 100, its 09:00 row at y = 50. */
export function layOutColumns() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const index = this.dataset.dayIndex === undefined ? -1 : Number(this.dataset.dayIndex);
    const left = index < 0 ? 0 : 100 + index * 100;
    return {
      left,
      right: index < 0 ? 0 : left + 100,
      top: COLUMN_TOP,
      bottom: 700,
      x: left,
      y: 50,
      width: 100,
      height: 650,
      toJSON: () => ({}),
    };
  });
}

/** The booking every drag test moves: Friday 27 November 2026, 10:00–10:30 in Paris (72 px below 09:00). */
export const thomas = (overrides: Partial<TBooking> = {}) =>
  createBooking({
    client: { name: 'Thomas Martin', email: 'thomas@example.fr', phone: '' },
    start: '2026-11-27T09:00:00.000Z',
    end: '2026-11-27T09:30:00.000Z',
    ...overrides,
  });

/** Presses the booking 8 px below its top edge (Thomas's, on Friday), then moves to (x, y) on the page. */
export function dragTo(button: HTMLElement, x: number, y: number) {
  fireEvent.pointerDown(button, { clientX: 550, clientY: COLUMN_TOP + 72 + 8, button: 0, isPrimary: true });
  fireEvent.pointerMove(window, { clientX: x, clientY: y });
}

/** The page's x in the middle of a day column (0 = the week's first day) and y of a wall-clock time's top edge. */
export const columnX = (dayIndex: number) => 150 + dayIndex * 100;
export const timeY = (hour: number, minute = 0) => COLUMN_TOP + ((hour - 9) * 60 + minute) * 1.2 + 8;
