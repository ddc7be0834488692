import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TSettings } from '../../../../shared/schemas/provider-setup';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { CALENDAR_VIEWS, WEEK_START_DAYS } from '../../../lib/settings-choices';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useUpdateSettingsMutation } from '../api/update-settings';
import {
  changedSettings,
  formFieldFor,
  SLOT_STEPS,
  settingsToForm,
  type TEditedSettings,
  type TSettingsFormValues,
  ZSettingsForm,
} from '../utils/settings-form-schema';
import { NotificationGroups, RetentionGroup } from './notification-groups';
import { RemindersEditor } from './reminders-editor';
import { SettingsGroup } from './settings-group';
import { SmsReminderGroup } from './sms-reminder-group';

function stepLabel(minutes: number): string {
  return minutes === 60 ? '1 heure' : `${minutes} minutes`;
}

/** Booking rules, the waitlist, agenda display, reminders (e-mail and SMS), notifications and retention; saving sends only what changed. */
export function SettingsForm({ settings }: { settings: TSettings }) {
  const mutation = useUpdateSettingsMutation();
  const [nothingChanged, setNothingChanged] = useState(false);
  const form = useForm<TSettingsFormValues, unknown, TEditedSettings>({
    resolver: zodResolver(ZSettingsForm),
    defaultValues: settingsToForm(settings),
  });
  const { errors, isDirty } = form.formState;
  const steps: number[] = SLOT_STEPS.includes(settings.slotStepMinutes as (typeof SLOT_STEPS)[number])
    ? [...SLOT_STEPS]
    : [...SLOT_STEPS, settings.slotStepMinutes].sort((a, b) => a - b);

  const onSubmit = form.handleSubmit((edited) => {
    const patch = changedSettings(settings, edited);
    setNothingChanged(Object.keys(patch).length === 0);
    if (Object.keys(patch).length === 0) return;
    mutation.mutate(patch, {
      onSuccess: (saved) => form.reset(settingsToForm(saved)),
      onError: (error) => {
        const { field, message } = parseApiError(error);
        const formField = formFieldFor(field);
        if (formField) form.setError(formField, { message }, { shouldFocus: true });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <UnsavedChangesGuard dirty={isDirty && !mutation.isPending} what="Vos modifications des paramètres" />
      <SettingsGroup id="booking-rules" title="Règles de réservation">
        <fieldset aria-describedby="notice-hint" className="min-w-0">
          <legend className="text-sm font-medium text-slate-800">Délai minimum de réservation</legend>
          <p id="notice-hint" className="mt-1 text-xs text-slate-500">
            Temps minimum entre la réservation et le début du rendez-vous.
          </p>
          <div className="mt-2 grid max-w-xs grid-cols-2 gap-3">
            <TextField
              label="Heures"
              inputMode="numeric"
              error={errors.noticeHours?.message}
              {...form.register('noticeHours')}
            />
            <TextField
              label="Minutes"
              inputMode="numeric"
              error={errors.noticeMinutes?.message}
              {...form.register('noticeMinutes')}
            />
          </div>
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Horizon de réservation (jours)"
            inputMode="numeric"
            hint="Jusqu’à combien de jours à l’avance vos clients peuvent réserver."
            error={errors.maxAdvanceDays?.message}
            {...form.register('maxAdvanceDays')}
          />
          <SelectField
            label="Pas des créneaux"
            hint="Intervalle entre deux heures de début proposées."
            error={errors.slotStepMinutes?.message}
            {...form.register('slotStepMinutes')}
          >
            {steps.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {stepLabel(minutes)}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Délai d’annulation (heures)"
            inputMode="numeric"
            hint="Vos clients peuvent annuler en ligne jusqu’à ce délai avant le rendez-vous."
            error={errors.cancellationNoticeHours?.message}
            {...form.register('cancellationNoticeHours')}
          />
        </div>
      </SettingsGroup>

      <SettingsGroup id="liste-attente" title="Liste d'attente">
        <CheckboxField
          label="Proposer aux clients de s'inscrire quand aucun créneau ne leur convient ; ils sont prévenus par e-mail dès qu'un créneau se libère."
          {...form.register('waitlistEnabled')}
        />
      </SettingsGroup>

      <SettingsGroup id="calendar-display" title="Affichage de l’agenda">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Vue par défaut"
            error={errors.calendarView?.message}
            {...form.register('calendarView')}
          >
            {CALENDAR_VIEWS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Premier jour de la semaine"
            error={errors.weekStartsOn?.message}
            {...form.register('weekStartsOn')}
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
            error={errors.workDayStart?.message}
            {...form.register('workDayStart')}
          />
          <TextField
            label="Fin de journée"
            type="time"
            error={errors.workDayEnd?.message}
            {...form.register('workDayEnd')}
          />
        </div>
      </SettingsGroup>

      <SettingsGroup
        id="reminders"
        title="Rappels"
        description="E-mails de rappel envoyés à vos clients avant leur rendez-vous (avec l’adresse et les liens pour déplacer ou annuler)."
      >
        <RemindersEditor form={form} />
      </SettingsGroup>
      <SmsReminderGroup form={form} />

      <NotificationGroups form={form} />
      <RetentionGroup form={form} savedRetentionDays={settings.dataRetentionDays} />

      {mutation.isError && !formFieldFor(parseApiError(mutation.error).field) && (
        <ErrorNotice error={mutation.error} />
      )}
      {mutation.isSuccess && !isDirty && <Notice tone="success">Vos paramètres sont enregistrés.</Notice>}
      {nothingChanged && !isDirty && <Notice tone="info">Aucune modification à enregistrer.</Notice>}
      <ActionButton type="submit" loading={mutation.isPending}>
        Enregistrer les paramètres
      </ActionButton>
    </form>
  );
}
