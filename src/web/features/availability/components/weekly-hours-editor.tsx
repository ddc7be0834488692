import { Copy, Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DEFAULT_TIMEZONE } from '../../../../shared/french-format';
import type { TAvailability } from '../../../../shared/schemas/provider-setup';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select';
import { parseApiError } from '../../../lib/parse-api-error';
import { useUpdateAvailabilityMutation } from '../api/update-availability';
import {
  copyMondayToWeekdays,
  isWeekEmpty,
  type TWeek,
  type TWeekErrors,
  typicalWeek,
  validateWeek,
  WEEKDAYS,
  weekErrorFromServer,
  weekFromAvailability,
  weekToPayload,
} from '../utils/week-model';
import { DayRow } from './day-row';

/** The weekly opening hours, Monday first, saved as a whole week with its time zone. */
export function WeeklyHoursEditor({ availability }: { availability: TAvailability }) {
  const [week, setWeek] = useState<TWeek>(() => weekFromAvailability(availability.weekly));
  const [timezone, setTimezone] = useState(availability.timezone || DEFAULT_TIMEZONE);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<TWeekErrors | null>(null);
  const mutation = useUpdateAvailabilityMutation();

  const errors = serverErrors ?? (submitted ? validateWeek(week) : {});
  const edit = (next: TWeek) => {
    setWeek(next);
    setServerErrors(null);
    mutation.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors(null);
    if (Object.keys(validateWeek(week)).length > 0) return;
    const { weekly, origins } = weekToPayload(week);
    mutation.mutate(
      { timezone, weekly },
      {
        onSuccess: (saved) => {
          setWeek(weekFromAvailability(saved.weekly));
          setSubmitted(false);
        },
        onError: (error) => setServerErrors(weekErrorFromServer(parseApiError(error), origins)),
      },
    );
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TimeZoneSelect
        current={timezone}
        value={timezone}
        onChange={(event) => {
          setTimezone(event.target.value);
          mutation.reset();
        }}
        hint="Vos horaires et les créneaux de votre page sont exprimés dans ce fuseau."
        className="max-w-sm"
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <ActionButton variant="secondary" size="sm" onClick={() => edit(typicalWeek())}>
          <Wand2 className="size-4" aria-hidden="true" />
          Horaires types 09:00–12:00 / 14:00–18:00 du lundi au vendredi
        </ActionButton>
        <ActionButton variant="secondary" size="sm" onClick={() => edit(copyMondayToWeekdays(week))}>
          <Copy className="size-4" aria-hidden="true" />
          Copier le lundi du mardi au vendredi
        </ActionButton>
      </div>
      {isWeekEmpty(week) && (
        <Notice tone="info">
          Aucun jour ouvert : votre page de réservation ne propose encore aucun créneau. Partez des horaires
          types ou ouvrez les jours un par un.
        </Notice>
      )}
      <ul className="divide-y divide-slate-100" aria-label="Horaires de la semaine">
        {WEEKDAYS.map(({ weekday, label }, index) => {
          const day = week[index];
          if (!day) return null;
          return (
            <DayRow
              key={weekday}
              label={label}
              day={day}
              errors={errors[weekday]}
              onChange={(next) => edit(week.map((d) => (d.weekday === weekday ? next : d)))}
            />
          );
        })}
      </ul>
      {hasErrors && <Notice tone="error">Corrigez les horaires signalés avant d’enregistrer.</Notice>}
      {mutation.isError && !serverErrors && <ErrorNotice error={mutation.error} />}
      {mutation.isSuccess && <Notice tone="success">Vos horaires d’ouverture sont enregistrés.</Notice>}
      <ActionButton type="submit" loading={mutation.isPending}>
        Enregistrer les horaires
      </ActionButton>
    </form>
  );
}
