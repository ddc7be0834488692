import { CalendarX } from 'lucide-react';
import { useEffect, useRef } from 'react';
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

  return (
    <div className="space-y-5">
      <MonthCalendar
        month={month}
        availableDates={available}
        selectedDate={date}
        today={today}
        minMonth={minMonth}
        maxMonth={maxMonth}
        busy={days.isPending}
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
        </div>
      )}
      {date && monthOf(date) === month && <DaySlots key={date} {...props} date={date} />}
    </div>
  );
}

function DaySlots({
  providerId,
  serviceId,
  timeZone,
  date,
  slot,
  onSlotChange,
}: TSlotPickerProps & { date: string }) {
  const slots = useDaySlotsQuery(providerId, serviceId, date, timeZone);
  const section = useRef<HTMLDivElement>(null);

  // On a phone the slots open below the fold: bring them into view once the day is picked.
  useEffect(() => {
    section.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, []);

  return (
    <div ref={section} className="space-y-3 border-t border-slate-100 pt-5">
      <h3 className="text-base font-semibold text-slate-900">Créneaux du {formatDateKey(date)}</h3>
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
      {slots.isSuccess && (
        <SlotList
          slots={slots.data}
          timeZone={timeZone}
          selectedStart={slot?.start ?? null}
          onSelect={onSlotChange}
        />
      )}
    </div>
  );
}
