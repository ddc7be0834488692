import type { TSyncCalendar } from '../api/calendar-sync-schemas';

type CalendarRowsProps = {
  calendars: readonly TSyncCalendar[];
  /** The one radio group of every account: a single calendar receives the bookings. */
  radioName: string;
  /** Said after each calendar's name when several accounts could hold calendars of the same name. */
  account?: string;
  writer: string | null;
  checksConflicts: (calendar: TSyncCalendar) => boolean;
  onConflictsChange: (calendar: TSyncCalendar, on: boolean) => void;
  onWriterChange: (calendarId: string) => void;
};

const control =
  'size-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** An account's calendars: its colour and name, « Vérifier les conflits », « Y ajouter mes rendez-vous ». */
export function CalendarRows({ calendars, radioName, account, writer, ...props }: CalendarRowsProps) {
  const { checksConflicts, onConflictsChange, onWriterChange } = props;
  if (calendars.length === 0) {
    return <p className="text-sm text-slate-600">Aucun agenda trouvé sur ce compte.</p>;
  }
  return (
    <ul className="space-y-2">
      {calendars.map((calendar) => (
        <li
          key={calendar.id}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="flex min-w-0 items-center gap-2 font-medium text-slate-900">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full border border-slate-300"
              style={{ backgroundColor: calendar.color ?? 'var(--color-slate-200)' }}
            />
            <span className="break-words">{calendar.name}</span>
          </span>
          <span className="flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:gap-5">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className={control}
                checked={checksConflicts(calendar)}
                onChange={(event) => onConflictsChange(calendar, event.target.checked)}
              />
              Vérifier les conflits{' '}
              <span className="sr-only">
                — {calendar.name}
                {account && ` (${account})`}
              </span>
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={radioName}
                className={control}
                checked={writer === calendar.id}
                onChange={() => onWriterChange(calendar.id)}
              />
              Y ajouter mes rendez-vous{' '}
              <span className="sr-only">
                — {calendar.name}
                {account && ` (${account})`}
              </span>
            </label>
          </span>
        </li>
      ))}
    </ul>
  );
}
