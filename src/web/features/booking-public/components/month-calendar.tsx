import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatDateKey, formatDayOfMonth, formatMonthKey } from '../../../../shared/french-format';
import { addDays, addMonths, monthOf, monthWeeks, weekdayIndex } from '../utils/calendar-dates';

const WEEKDAYS = [
  ['lun.', 'lundi'],
  ['mar.', 'mardi'],
  ['mer.', 'mercredi'],
  ['jeu.', 'jeudi'],
  ['ven.', 'vendredi'],
  ['sam.', 'samedi'],
  ['dim.', 'dimanche'],
] as const;

type MonthCalendarProps = {
  /** « AAAA-MM » shown. */
  month: string;
  /** Dates with at least one free slot; every other day is disabled. */
  availableDates: ReadonlySet<string>;
  selectedDate: string | null;
  today: string;
  /** Navigation stops at the current month and at the booking horizon. */
  minMonth: string;
  maxMonth: string;
  busy?: boolean;
  /**
   * Days between these two (included) may be chosen even with no free slot: the booking page then
   * offers its waitlist for that day (issue 33).
   */
  choosableRange?: { from: string; to: string } | undefined;
  onSelectDate: (date: string) => void;
  onMonthChange: (month: string) => void;
};

/** Arrow keys move by day and week, Home/End to the week's ends, Page Up/Down by month. */
function keyStep(event: KeyboardEvent, date: string): string | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return `${addMonths(monthOf(date), -1)}-01`;
    case 'PageDown':
      return `${addMonths(monthOf(date), 1)}-01`;
    default:
      return null;
  }
}

/**
 * A Monday-first month grid (the WAI-ARIA date grid pattern): one day is in the tab order, the
 * arrows move between days, Enter or Space picks an available one.
 */
export function MonthCalendar({
  month,
  availableDates,
  selectedDate,
  today,
  minMonth,
  maxMonth,
  busy = false,
  choosableRange,
  onSelectDate,
  onMonthChange,
}: MonthCalendarProps) {
  const inRange = (date: string) =>
    choosableRange !== undefined && date >= choosableRange.from && date <= choosableRange.to;
  const weeks = monthWeeks(month);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const [focused, setFocused] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const defaultFocus =
    (selectedDate && monthOf(selectedDate) === month ? selectedDate : undefined) ??
    days.find((d) => availableDates.has(d)) ??
    (monthOf(today) === month ? today : days[0]);
  const focusTarget = focused && monthOf(focused) === month ? focused : defaultFocus;

  useEffect(() => {
    if (!moveFocus.current || !focusTarget) return;
    moveFocus.current = false;
    buttons.current.get(focusTarget)?.focus();
  }, [focusTarget]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!focusTarget) return;
    const next = keyStep(event, focusTarget);
    if (!next) return;
    event.preventDefault();
    const nextMonth = monthOf(next);
    if (nextMonth < minMonth || nextMonth > maxMonth) return;
    moveFocus.current = true;
    setFocused(next);
    if (nextMonth !== month) onMonthChange(nextMonth);
  };

  const title = formatMonthKey(month);
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label="Mois précédent"
          disabled={month <= minMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-30"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <h3 id={`calendar-${month}`} aria-live="polite" className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <button
          type="button"
          aria-label="Mois suivant"
          disabled={month >= maxMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-30"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker is a table with role grid (screen readers then hand the arrows to it).
        role="grid"
        aria-labelledby={`calendar-${month}`}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
        className="mt-3 w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long} className="pb-1 text-xs font-medium text-slate-500">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((date, index) =>
                date === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no identity but their place.
                  <td key={`pad-${index}`} />
                ) : (
                  <td key={date} className="p-0">
                    <DayButton
                      date={date}
                      available={!busy && availableDates.has(date)}
                      choosable={!busy && (availableDates.has(date) || inRange(date))}
                      selected={date === selectedDate}
                      isToday={date === today}
                      focusable={date === focusTarget}
                      register={(element) => {
                        if (element) buttons.current.set(date, element);
                        else buttons.current.delete(date);
                      }}
                      onPick={() => {
                        setFocused(date);
                        onSelectDate(date);
                      }}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayButton({
  date,
  available,
  choosable,
  selected,
  isToday,
  focusable,
  register,
  onPick,
}: {
  date: string;
  available: boolean;
  choosable: boolean;
  selected: boolean;
  isToday: boolean;
  focusable: boolean;
  register: (element: HTMLButtonElement | null) => void;
  onPick: () => void;
}) {
  let tone = 'text-slate-300 cursor-not-allowed';
  if (choosable) tone = 'text-slate-600 hover:bg-slate-100';
  if (available) tone = 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100';
  if (selected) tone = 'bg-brand-600 font-semibold text-white';
  return (
    <button
      ref={register}
      type="button"
      tabIndex={focusable ? 0 : -1}
      // Unavailable days stay focusable (aria-disabled, not disabled) so the arrows can walk past them.
      aria-disabled={!choosable || undefined}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      aria-label={`${formatDateKey(date)}, ${available ? 'créneaux disponibles' : 'aucun créneau'}`}
      onClick={() => {
        if (choosable) onPick();
      }}
      className={`flex aspect-square w-full items-center justify-center rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 ${tone} ${
        isToday && !selected ? 'underline decoration-2 underline-offset-4' : ''
      }`}
    >
      {/* « 1er » as in its accessible name: speech users say what they see (WCAG 2.5.3). */}
      {formatDayOfMonth(Number(date.slice(8)))}
    </button>
  );
}
