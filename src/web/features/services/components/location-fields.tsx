import { useWatch } from 'react-hook-form';
import {
  LOCATION_LABELS,
  LOCATION_TYPES,
  type TLocationType,
} from '../../../../shared/schemas/service-options';
import { FieldError } from '../../../components/ui/field-shell';
import { TextField } from '../../../components/ui/text-field';
import { type TVideoMode, VIDEO_MODES } from '../utils/location-form';
import type { TServiceForm } from '../utils/service-form-schema';

const LOCATION_HINTS: Record<TLocationType, string> = {
  in_person: 'À l’adresse de votre page de réservation.',
  video:
    'Chaque client reçoit le lien de visio avec sa confirmation ; les inscrits d’une séance de groupe partagent la même salle.',
  phone: 'Au numéro du client : pensez à rendre le téléphone obligatoire.',
  home: 'Le client indique son adresse en réservant.',
};

const VIDEO_LABELS: Record<TVideoMode, string> = {
  jitsi: 'Une salle Jitsi par rendez-vous (meet.jit.si)',
  own: 'Ma propre adresse Jitsi (une salle par rendez-vous)',
  fixed: 'Un lien fixe (Zoom, Teams…)',
};

const URL_FIELDS: Record<
  Exclude<TVideoMode, 'jitsi'>,
  { label: string; placeholder: string; hint: string }
> = {
  own: {
    label: 'Adresse de votre Jitsi',
    placeholder: 'https://visio.mon-cabinet.fr/',
    hint: 'Chaque rendez-vous y aura sa propre salle.',
  },
  fixed: {
    label: 'Lien de votre salle',
    placeholder: 'https://zoom.us/j/…',
    hint: 'Le même lien pour tous les rendez-vous de cette prestation.',
  },
};

const radioClasses =
  'mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** « Lieu »: at the office, by video (and which link), by phone or at the client's home. */
export function LocationFields({ form }: { form: TServiceForm }) {
  const [type, video] = useWatch({ control: form.control, name: ['location.type', 'location.video'] });
  const { errors } = form.formState;
  const typeError = errors.location?.type?.message;
  const urlField = type === 'video' && video !== 'jitsi' ? URL_FIELDS[video] : null;

  return (
    <fieldset className="min-w-0" aria-describedby={typeError ? 'location-type-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Lieu</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {LOCATION_TYPES.map((option) => (
          <div
            key={option}
            className="flex items-start gap-2.5 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              id={`location-${option}`}
              type="radio"
              value={option}
              aria-describedby={`location-${option}-hint`}
              className={radioClasses}
              {...form.register('location.type')}
            />
            <div className="min-w-0">
              <label htmlFor={`location-${option}`} className="block text-sm font-medium text-slate-900">
                {LOCATION_LABELS[option]}
              </label>
              <p id={`location-${option}-hint`} className="text-xs text-slate-600">
                {LOCATION_HINTS[option]}
              </p>
            </div>
          </div>
        ))}
      </div>
      <FieldError id="location-type-error" message={typeError} />
      {type === 'video' && (
        <fieldset className="mt-3 min-w-0 rounded-lg bg-slate-50 p-3">
          <legend className="float-left mb-2 text-sm font-medium text-slate-800">Lien de visio</legend>
          <div className="clear-both space-y-2">
            {VIDEO_MODES.map((mode) => (
              <div key={mode} className="flex items-start gap-2.5">
                <input
                  id={`video-${mode}`}
                  type="radio"
                  value={mode}
                  className={radioClasses}
                  {...form.register('location.video')}
                />
                <label htmlFor={`video-${mode}`} className="text-sm text-slate-700">
                  {VIDEO_LABELS[mode]}
                </label>
              </div>
            ))}
          </div>
          {urlField && (
            <TextField
              className="mt-3"
              label={urlField.label}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={urlField.placeholder}
              hint={urlField.hint}
              maxLength={300}
              error={errors.location?.videoUrl?.message}
              {...form.register('location.videoUrl')}
            />
          )}
        </fieldset>
      )}
    </fieldset>
  );
}
