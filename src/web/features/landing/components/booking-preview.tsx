import { Check, Clock, Mail } from 'lucide-react';

const DAYS = [
  { label: 'lun.', date: '23' },
  { label: 'mar.', date: '24' },
  { label: 'mer.', date: '25' },
  { label: 'jeu.', date: '26' },
  { label: 'ven.', date: '27' },
];
const SLOTS = ['09:00', '09:45', '10:30', '14:00', '14:45', '16:15'];
const TAKEN = new Set(['09:00', '14:00']);
const CHOSEN = '10:30';

/**
 * An illustration of a client's booking page, drawn in HTML/CSS (no image to download).
 * It is one labelled picture for assistive technologies: its inner text is decoration.
 */
export function BookingPreview() {
  return (
    <div
      role="img"
      aria-label="Aperçu d'une page de réservation Créneau : le client choisit un jour et un créneau libre, puis confirme."
      className="relative mx-auto w-full max-w-md"
    >
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand-200 via-brand-100 to-sky-100 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-5 py-4">
          <span className="flex size-11 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
            CM
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">Claire Martin · Coach</p>
            <p className="flex items-center gap-1 text-sm text-slate-500">
              <Clock aria-hidden="true" className="size-3.5" />
              Séance découverte · 45 min
            </p>
          </div>
        </div>

        <div className="px-5 py-4">
          <p className="text-sm font-semibold text-slate-700">Choisissez un jour</p>
          <div className="mt-3 grid grid-cols-5 gap-2">
            {DAYS.map((day, index) => (
              <div
                key={day.date}
                className={`rounded-lg border py-2 text-center text-xs ${
                  index === 1
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-200 bg-white text-slate-600'
                }`}
              >
                <span className="block">{day.label}</span>
                <span className="block text-base font-bold">{day.date}</span>
              </div>
            ))}
          </div>

          <p className="mt-5 text-sm font-semibold text-slate-700">Créneaux disponibles</p>
          <div className="mt-3 grid grid-cols-3 gap-2">
            {SLOTS.map((slot) => {
              const taken = TAKEN.has(slot);
              const chosen = slot === CHOSEN;
              let tone = 'border-slate-200 bg-white text-slate-700';
              if (taken) tone = 'border-slate-100 bg-slate-50 text-slate-500 line-through';
              if (chosen) tone = 'border-brand-600 bg-brand-50 text-brand-700 ring-2 ring-brand-600';
              return (
                <div key={slot} className={`rounded-lg border py-2 text-center text-sm font-medium ${tone}`}>
                  {slot}
                </div>
              );
            })}
          </div>

          <div className="mt-5 rounded-lg bg-brand-600 py-3 text-center text-sm font-semibold text-white">
            Confirmer mardi 24 à 10:30
          </div>
          {/* Room under the button for the floating confirmation badge, so it never hides the button. */}
          <p className="mt-3 pb-8 text-center text-xs text-slate-500">
            Sans compte · Confirmation par e-mail
          </p>
        </div>
      </div>

      <div className="absolute -bottom-6 -left-2 flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg sm:-left-8">
        <span className="flex size-9 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <Check aria-hidden="true" className="size-5" />
        </span>
        <div className="text-sm">
          <p className="font-semibold text-slate-900">Rendez-vous confirmé</p>
          <p className="text-slate-500">Rappel e-mail programmé</p>
        </div>
      </div>
      <div className="absolute -top-5 -right-2 hidden items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg sm:flex">
        <Mail aria-hidden="true" className="size-4 text-brand-600" />
        <span className="font-medium text-slate-700">Nouvelle réservation par e-mail</span>
      </div>
    </div>
  );
}
