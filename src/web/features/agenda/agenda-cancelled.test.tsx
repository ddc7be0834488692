import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBooking } from '../../../shared/schemas/booking';
import { seriousViolations } from '../../test/axe';
import { fadingClasses, textContrast } from '../../test/contrast';
import { createBooking, LOAD, openAgenda } from '../../test/provider-fixtures';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

const friday = (name: string, start: string, overrides: Partial<TBooking> = {}) =>
  createBooking({
    client: { name, email: '', phone: '' },
    start: `2026-11-27T${start}:00.000Z`,
    end: `2026-11-27T${start.replace(/:00$/, ':30')}:00.000Z`,
    ...overrides,
  });

/** Every element that shows text in `root` reads at 4.5:1 at least, faded by no opacity class. */
function expectReadable(root: Element) {
  const texts = [root, ...root.querySelectorAll('*')].filter((el) =>
    [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
  );
  expect(texts.length).toBeGreaterThan(0);
  for (const element of texts) {
    if (element.closest('.sr-only')) continue;
    expect({ text: element.textContent, faded: fadingClasses(element) }).toEqual({
      text: element.textContent,
      faded: [],
    });
    expect(textContrast(element), element.textContent ?? '').toBeGreaterThanOrEqual(4.5);
  }
}

describe('cancelled bookings in the agenda', () => {
  it('are collapsed under their day in the week: « 2 annulés » opens their list, readable and axe-clean', async () => {
    const live = friday('Thomas Martin', '09:00');
    const cancelled = [
      friday('Paul Petit', '13:00', { status: 'cancelled' }),
      friday('Léa Roux', '15:00', { status: 'cancelled' }),
    ];
    openAgenda(
      [live, ...cancelled],
      { calendarView: 'week' },
      {
        [`GET /api/bookings/${cancelled[0]?.id}/emails`]: { body: { success: true, emails: [] } },
      },
    );
    const ui = userEvent.setup();
    await screen.findByRole('button', { name: /^10:00 – 10:30\s*Thomas Martin/ }, LOAD);

    // Not drawn in the grid: they hold no time.
    const column = screen.getByRole('region', { name: 'vendredi 27 novembre' });
    expect(within(column).queryByRole('button', { name: /Paul Petit|Léa Roux/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Annulé$/ })).not.toBeInTheDocument();
    // No other day has any.
    expect(screen.getAllByRole('button', { name: /annulés? le/ })).toHaveLength(1);

    const chip = screen.getByRole('button', { name: '2 annulés le vendredi 27 novembre' });
    expect(chip).toHaveAttribute('aria-expanded', 'false');
    expect(await seriousViolations()).toEqual([]);
    await ui.click(chip);
    expect(chip).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Rendez-vous annulés le vendredi 27 novembre' });
    expect(chip).toHaveAttribute('aria-controls', list.parentElement?.id);
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      '14:00 – 14:30 Paul PetitCoupe femme, Annulé',
      '16:00 – 16:30 Léa RouxCoupe femme, Annulé',
    ]);
    expect(await seriousViolations()).toEqual([]);
    expectReadable(chip);
    expectReadable(list);

    // Escape folds it back onto the chip.
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: /^Rendez-vous annulés/ })).not.toBeInTheDocument();
    expect(chip).toHaveFocus();

    // One of them opens its details.
    await ui.click(chip);
    await ui.click(screen.getByRole('button', { name: /^14:00 – 14:30 Paul Petit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Détails du rendez-vous' });
    expect(within(dialog).getByText('Paul Petit')).toBeInTheDocument();
  });

  it('in the month, come after the live bookings of their day, in dark text on grey, never faded', async () => {
    const late = friday('Paul Petit', '08:00', { status: 'cancelled' });
    const live = ['Léa Roux', 'Jean Morel', 'Anne Vidal'].map((name, i) => friday(name, `1${i}:00`));
    // Thursday 26, 10:30 in Paris: alone in its cell.
    const alone = createBooking({
      client: { name: 'Marc Blanc', email: '', phone: '' },
      status: 'cancelled',
    });
    openAgenda([late, ...live, alone]);
    // Friday's cell holds three: the three live ones; the cancelled one is behind « + 1 autre ».
    for (const name of ['Léa Roux', 'Jean Morel', 'Anne Vidal'])
      expect(await screen.findByRole('button', { name: new RegExp(name) }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Paul Petit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ 1 autre' })).toBeInTheDocument();

    const chip = screen.getByRole('button', { name: /^10:30 Marc Blanc.*Annulé$/ });
    expect(chip).toHaveClass('line-through');
    expectReadable(chip);
  });
});
