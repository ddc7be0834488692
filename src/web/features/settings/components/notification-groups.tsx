import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import type { TEditedSettings, TSettingsFormValues } from '../utils/settings-form-schema';
import { PushPanel } from './push-panel';
import { RetentionPreview } from './retention-preview';
import { SettingsGroup } from './settings-group';

type TForm = UseFormReturn<TSettingsFormValues, unknown, TEditedSettings>;

/** What reaches the provider: e-mails about their bookings and the browser notifications. */
export function NotificationGroups({ form }: { form: TForm }) {
  return (
    <>
      <SettingsGroup
        id="provider-emails"
        title="E-mails que vous recevez"
        description="Les e-mails envoyés à vos clients (confirmation, rappels, annulation) ne changent pas."
      >
        <div className="space-y-3">
          <CheckboxField
            label="Résumé de ma journée chaque matin (vers 07:00, les jours où j’ai des rendez-vous)"
            {...form.register('dailyAgendaEmail')}
          />
        </div>
      </SettingsGroup>

      <SettingsGroup id="browser-notifications" title="Notifications du navigateur">
        <CheckboxField
          label="Me prévenir dans le navigateur des nouveaux rendez-vous et des annulations"
          aria-describedby="browser-notifications-hint"
          {...form.register('browserNotifications')}
        />
        <p id="browser-notifications-hint" className="text-xs text-slate-500">
          Chaque navigateur s’active séparément, avec votre autorisation.
        </p>
        <PushPanel />
      </SettingsGroup>
    </>
  );
}

/**
 * How long customers' personal data is kept: the retention period the provider chooses, and what
 * the saved period will erase next.
 */
export function RetentionGroup({ form, savedRetentionDays }: { form: TForm; savedRetentionDays: number }) {
  const error = form.formState.errors.dataRetentionDays?.message;
  return (
    <SettingsGroup id="data-retention" title="Conservation des données">
      <TextField
        label="Durée de conservation (jours)"
        inputMode="numeric"
        className="max-w-xs"
        error={error}
        hint="De 1 jour à 1095 jours (3 ans) ; 30 jours par défaut."
        {...form.register('dataRetentionDays')}
      />
      <p className="text-sm text-slate-600">
        La durée pendant laquelle vous conservez les données personnelles de vos clients (nom, e-mail,
        téléphone, message). Dans les rendez-vous plus anciens que cette durée, ces données seront anonymisées
        ; l’historique de votre activité (dates, prestations) reste. Choisissez la durée utile à votre
        activité.
      </p>
      <RetentionPreview retentionDays={savedRetentionDays} />
    </SettingsGroup>
  );
}
