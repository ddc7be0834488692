import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthCalendar } from './month-calendar';

const AVAILABLE = new Set(['2026-11-24', '2026-11-26', '2026-12-02']);

function Harness({ onSelect }: { onSelect: (date: string) => void }) {
  const [month, setMonth] = useState('2026-11');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <MonthCalendar
      month={month}
      availableDates={AVAILABLE}
      selectedDate={selected}
      today="2026-11-20"
      minMonth="2026-11"
      maxMonth="2026-12"
      onMonthChange={setMonth}
      onSelectDate={(date) => {
        setSelected(date);
        onSelect(date);
      }}
    />
  );
}

function setup() {
  const onSelect = vi.fn();
  render(<Harness onSelect={onSelect} />);
  return { onSelect, user: userEvent.setup() };
}

const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label},`) });

describe('MonthCalendar', () => {
  it('lays the month out from Monday, with French names', () => {
    setup();
    const grid = screen.getByRole('grid', { name: 'Novembre 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'lun.',
      'mar.',
      'mer.',
      'jeu.',
      'ven.',
      'sam.',
      'dim.',
    ]);
    // 1 November 2026 is a Sunday: last column of the first week.
    const firstWeek = within(grid).getAllByRole('row')[1];
    const cells = within(firstWeek as HTMLElement).getAllByRole('cell');
    expect(cells[6]).toHaveTextContent('1');
    expect(cells.slice(0, 6).every((cell) => cell.textContent === '')).toBe(true);
  });

  it('enables only the days with free slots and says so in their names', async () => {
    const { onSelect, user } = setup();
    expect(
      screen.getByRole('button', { name: 'mardi 24 novembre, créneaux disponibles' }),
    ).not.toHaveAttribute('aria-disabled');
    const closed = screen.getByRole('button', { name: 'mercredi 25 novembre, aucun créneau' });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    await user.click(closed);
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(day('mardi 24 novembre'));
    expect(onSelect).toHaveBeenCalledWith('2026-11-24');
    expect(day('mardi 24 novembre')).toHaveAttribute('aria-pressed', 'true');
    expect(day('vendredi 20 novembre')).toHaveAttribute('aria-current', 'date');
  });

  it('walks the days with the arrows and picks with Enter, only where slots are free', async () => {
    const { onSelect, user } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toHaveFocus();
    await user.tab();
    expect(day('mardi 24 novembre')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('mercredi 25 novembre')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(day('jeudi 26 novembre')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-11-26');
    await user.keyboard('{ArrowUp}');
    expect(day('jeudi 19 novembre')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('lundi 16 novembre')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('dimanche 22 novembre')).toHaveFocus();
  });

  it('crosses into the next month with the arrows, within the booking horizon only', async () => {
    const { onSelect, user } = setup();
    await user.click(day('mardi 24 novembre'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'Décembre 2026' })).toBeInTheDocument();
    expect(day('mardi 8 décembre')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-02');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'Décembre 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeDisabled();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: 'Novembre 2026' })).toBeInTheDocument();
    expect(day('dimanche 1er novembre')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(day('dimanche 1er novembre')).toHaveFocus();
  });
});
