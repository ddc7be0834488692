import { DateTime } from 'luxon';
import { useId } from 'react';
import { formatTime } from '../../../../shared/french-format';
import { useSignedInUser } from '../../../lib/auth/auth-context';
import { useFreeSlotsQuery } from '../api/list-free-slots';

type SlotSuggestionsProps = {
  serviceId: string;
  /** AAAA-MM-JJ in the provider's zone. */
  date: string;
  zone: string;
  selectedTime: string;
  onPick: (time: string) => void;
};

/** The day's free times for a service, as shortcuts: the provider may still type any other time. */
export function SlotSuggestions({ serviceId, date, zone, selectedTime, onPick }: SlotSuggestionsProps) {
  const providerId = useSignedInUser().id;
  const labelId = useId();
  const day = DateTime.fromISO(date, { zone });
  const request =
    serviceId && day.isValid
      ? {
          providerId,
          serviceId,
          from: day.startOf('day').toUTC().toISO() ?? '',
          to: day.startOf('day').plus({ days: 1 }).toUTC().toISO() ?? '',
        }
      : null;
  const slots = useFreeSlotsQuery(request);
  if (!request) return null;

  return (
    <div className="text-sm">
      <p className="font-medium text-slate-800" id={labelId}>
        Créneaux libres ce jour-là
      </p>
      {slots.isPending && <p className="mt-1 text-slate-500">Recherche des créneaux libres…</p>}
      {slots.isError && <p className="mt-1 text-slate-500">Les créneaux libres n'ont pas pu être chargés.</p>}
      {slots.isSuccess && slots.data.length === 0 && (
        <p className="mt-1 text-slate-500">
          Aucun créneau libre proposé ce jour-là : vous pouvez saisir l'heure de votre choix.
        </p>
      )}
      {slots.isSuccess && slots.data.length > 0 && (
        <ul aria-labelledby={labelId} className="mt-2 flex max-h-36 flex-wrap gap-2 overflow-y-auto">
          {slots.data.map((slot) => {
            const time = formatTime(slot.start, zone);
            const selected = time === selectedTime;
            return (
              <li key={slot.start}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onPick(time)}
                  className={`rounded-lg border px-2.5 py-1.5 text-sm font-medium ${
                    selected
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50'
                  }`}
                >
                  {time}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
