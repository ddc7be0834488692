import { CalendarX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { formatDateKey } from '../../../../shared/french-format';
import type { TSlot } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { useAvailableDaysQuery } from '../api/get-available-days';
import { useDaySlotsQuery } from '../api/get-slots';
import { addDays, addMonths, monthOf, todayIn } from '../utils/calendar-dates';
import { MonthCalendar } from './month-calendar';
import { SlotList } from './slot-list';
import { ZoneNotice } from './zone-notice';

export type TSlotPickerProps = {
  providerId: string;
  serviceId: string;
  timeZone: string;
  maxAdvanceDays: number;
  month: string;
  date: string | null;
  slot: TSlot | null;
  /** A group session's slots say their seats left. */
  showRemaining?: boolean;
  /**
   * The booking page's waitlist offer (issue 33), for a day with no free slot or a month with no
   * free day, from that day on. Given, every day of the horizon can be chosen.
   */
  waitlist?: ((from: string) => ReactNode) | undefined;
  onMonthChange: (month: string) => void;
  onDateChange: (date: string) => void;
  onSlotChange: (slot: TSlot) => void;
};

const NO_DAYS: ReadonlySet<string> = new Set();

/**
 * Month calendar then the chosen day's slots, for one service: used to book and to reschedule.
 * The server alone decides what is free; this only shows its answer.
 */
export function SlotPicker(props: TSlotPickerProps) {
  const { providerId, serviceId, timeZone, maxAdvanceDays, month, date } = props;
  const today = todayIn(timeZone);
  const minMonth = monthOf(today);
  const maxMonth = monthOf(addDays(today, maxAdvanceDays));
  const days = useAvailableDaysQuery(providerId, serviceId, month);
  const available = days.data ?? NO_DAYS;
  const horizon = props.waitlist ? { from: today, to: addDays(today, maxAdvanceDays) } : undefined;
  const monthStart = `${month}-01`;

  return (
    // Side by side where the picker has the room (the desktop booking page), stacked elsewhere.
    <div className="@container">
      <div className="space-y-5 @2xl:grid @2xl:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] @2xl:items-start @2xl:gap-8 @2xl:space-y-0">
        <div className="max-w-md space-y-5">
          <MonthCalendar
            month={month}
            availableDates={available}
            selectedDate={date}
            today={today}
            minMonth={minMonth}
            maxMonth={maxMonth}
            busy={days.isPending}
            choosableRange={horizon}
            onSelectDate={props.onDateChange}
            onMonthChange={props.onMonthChange}
          />
          {days.isPending && <InlineSpinner label="Recherche des disponibilités…" />}
          {days.isError && (
            <div className="space-y-3">
              <Notice tone="error">Impossible de charger les disponibilités.</Notice>
              <ActionButton variant="secondary" size="sm" onClick={() => void days.refetch()}>
                Réessayer
              </ActionButton>
            </div>
          )}
          {days.isSuccess && available.size === 0 && (
            <div className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 px-4 py-6 text-center">
              <CalendarX className="size-6 text-slate-400" aria-hidden="true" />
              <p className="text-sm font-medium text-slate-700">Aucun créneau disponible ce mois-ci</p>
              {month < maxMonth && (
                <ActionButton
                  variant="secondary"
                  size="sm"
                  onClick={() => props.onMonthChange(addMonths(month, 1))}
                >
                  Voir le mois suivant
                </ActionButton>
              )}
              {props.waitlist?.(monthStart < today ? today : monthStart)}
            </div>
          )}
        </div>
        {date && monthOf(date) === month ? (
          <DaySlots key={date} {...props} date={date} />
        ) : (
          <p className="hidden text-sm text-slate-600 @2xl:block">
            Choisissez un jour dans le calendrier : ses créneaux libres s’afficheront ici.
          </p>
        )}
      </div>
    </div>
  );
}

function DaySlots({
  providerId,
  serviceId,
  timeZone,
  date,
  slot,
  showRemaining,
  waitlist,
  onSlotChange,
}: TSlotPickerProps & { date: string }) {
  const slots = useDaySlotsQuery(providerId, serviceId, date, timeZone);
  const heading = useRef<HTMLHeadingElement>(null);

  // On a phone the slots open below the fold: once the day is picked, they come into view and
  // keyboard and screen-reader users land on them.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  return (
    <div className="space-y-3 border-t border-slate-100 pt-5 @2xl:border-t-0 @2xl:pt-0">
      <h3
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-4 text-base font-semibold text-slate-900 focus:outline-none"
      >
        Créneaux du {formatDateKey(date)}
      </h3>
      <ZoneNotice timeZone={timeZone} />
      {slots.isPending && <InlineSpinner label="Chargement des créneaux…" />}
      {slots.isError && (
        <div className="space-y-3">
          <Notice tone="error">Impossible de charger les créneaux de ce jour.</Notice>
          <ActionButton variant="secondary" size="sm" onClick={() => void slots.refetch()}>
            Réessayer
          </ActionButton>
        </div>
      )}
      {slots.isSuccess && slots.data.length === 0 && waitlist ? (
        <div className="space-y-3 rounded-lg bg-slate-50 px-3 py-4 text-center">
          <p className="text-sm text-slate-600">Aucun créneau ce jour-là.</p>
          {waitlist(date)}
        </div>
      ) : (
        slots.isSuccess && (
          <SlotList
            slots={slots.data}
            timeZone={timeZone}
            selectedStart={slot?.start ?? null}
            showRemaining={showRemaining ?? false}
            onSelect={onSlotChange}
          />
        )
      )}
    </div>
  );
}
