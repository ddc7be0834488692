import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { CALENDAR_VIEWS, WEEK_START_DAYS } from '../../../lib/settings-choices';
import { useConfigSection } from '../hooks/use-config-section';
import { defaultsToForm, formToDefaults, type TProviderDefaultsForm } from '../utils/config-form';
import { ConfigSection, type TSectionProps } from './config-section';

type TValues = { providerDefaults: TProviderDefaultsForm };
type TNumberField =
  | 'slotStepMinutes'
  | 'minNoticeMinutes'
  | 'maxAdvanceDays'
  | 'cancellationNoticeHours'
  | 'dataRetentionDays';
type TCheckField = 'browserNotifications' | 'dailyAgendaEmail';

const NUMBER_FIELDS: { name: TNumberField; label: string }[] = [
  { name: 'slotStepMinutes', label: 'Pas des créneaux (minutes)' },
  { name: 'minNoticeMinutes', label: 'Délai minimum de réservation (minutes)' },
  { name: 'maxAdvanceDays', label: 'Horizon de réservation (jours)' },
  { name: 'cancellationNoticeHours', label: 'Délai d’annulation (heures)' },
  { name: 'dataRetentionDays', label: 'Durée de conservation des données (jours)' },
];
const CHECK_FIELDS: { name: TCheckField; label: string }[] = [
  { name: 'browserNotifications', label: 'Notifications du navigateur' },
  { name: 'dailyAgendaEmail', label: 'Récapitulatif quotidien par e-mail' },
];
const FIELDS = [
  ...['calendarView', 'weekStartsOn', 'workDayStart', 'workDayEnd', 'reminderOffsetsMinutes'],
  ...NUMBER_FIELDS.map(({ name }) => name),
  ...CHECK_FIELDS.map(({ name }) => name),
  'waitlistEnabled',
].map((name) => `providerDefaults.${name}`);

/** SPEC §3 « Configuration defaults » and the booking rules a new provider's settings start from. */
export function ConfigProviderDefaults({ config, onSaved }: TSectionProps) {
  const section = useConfigSection<TValues>({
    config,
    toForm: (c) => ({ providerDefaults: defaultsToForm(c.providerDefaults) }),
    toPatch: (v) => ({ providerDefaults: formToDefaults(v.providerDefaults) }),
    fields: FIELDS,
    onSaved,
  });
  const { register, formState } = section.form;
  const errors = formState.errors.providerDefaults;
  return (
    <ConfigSection
      title="Paramètres par défaut des nouveaux professionnels"
      lead="Les réglages d’un compte à sa création ; les professionnels déjà inscrits gardent les leurs."
      section={section}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Vue de l’agenda"
          error={errors?.calendarView?.message}
          {...register('providerDefaults.calendarView')}
        >
          {CALENDAR_VIEWS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Premier jour de la semaine"
          error={errors?.weekStartsOn?.message}
          {...register('providerDefaults.weekStartsOn')}
        >
          {WEEK_START_DAYS.map(({ value, label }) => (
            <option key={value} value={String(value)}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Début de journée"
          type="time"
          error={errors?.workDayStart?.message}
          {...register('providerDefaults.workDayStart')}
        />
        <TextField
          label="Fin de journée"
          type="time"
          error={errors?.workDayEnd?.message}
          {...register('providerDefaults.workDayEnd')}
        />
        {NUMBER_FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            inputMode="numeric"
            error={errors?.[name]?.message}
            {...register(`providerDefaults.${name}`)}
          />
        ))}
        <TextField
          label="Rappels (heures avant le rendez-vous)"
          hint="Séparés par des virgules, par exemple 24, 2. Vide : aucun rappel."
          error={errors?.reminderOffsetsMinutes?.message}
          {...register('providerDefaults.reminderOffsetsMinutes')}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Notifications</legend>
        {CHECK_FIELDS.map(({ name, label }) => (
          <CheckboxField key={name} label={label} {...register(`providerDefaults.${name}`)} />
        ))}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Liste d'attente</legend>
        <CheckboxField
          label="Proposer la liste d'attente aux clients quand aucun créneau ne leur convient"
          {...register('providerDefaults.waitlistEnabled')}
        />
      </fieldset>
    </ConfigSection>
  );
}
