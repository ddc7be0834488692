import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { SMS_UNAVAILABLE_TEXT } from '../../../../shared/schemas/sms';
import { SMS_CREDITS_ANCHOR, sectionPath } from '../../../components/layout/dashboard-sections';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Notice } from '../../../components/ui/notice';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useBalance } from '../../../lib/billing/use-balance';
import { useSmsAvailabilityQuery } from '../../../lib/provider-data/sms-availability';
import type { TEditedSettings, TSettingsFormValues } from '../utils/settings-form-schema';
import { smsOffsetChoices } from '../utils/sms-offsets';
import { SettingsGroup } from './settings-group';

type TForm = UseFormReturn<TSettingsFormValues, unknown, TEditedSettings>;

/** « Il vous reste 12 crédits SMS. », « Il vous reste 1 crédit SMS. », « Il ne vous reste aucun crédit SMS. » */
function creditsSentence(credits: number): string {
  if (credits === 0) return 'Il ne vous reste aucun crédit SMS.';
  return `Il vous reste ${credits} crédit${credits > 1 ? 's' : ''} SMS.`;
}

/** How many SMS the provider can still send, and where to buy more. */
function SmsCredits({ enabled }: { enabled: boolean }) {
  const credits = useBalance().data?.smsCredits;
  return (
    <div className="space-y-2 text-sm text-slate-700">
      {credits !== undefined && <p className="font-medium text-slate-900">{creditsSentence(credits)}</p>}
      {enabled && credits === 0 && (
        <Notice tone="warning">Sans crédit SMS, vos clients ne reçoivent que l’e-mail de rappel.</Notice>
      )}
      <Link
        to={`${sectionPath('subscription')}#${SMS_CREDITS_ANCHOR}`}
        className="inline-block font-medium text-brand-700 underline hover:text-brand-800"
      >
        Acheter des crédits SMS dans Abonnement
      </Link>
    </div>
  );
}

function SmsReminderFields({ form }: { form: TForm }) {
  const enabled = useWatch({ control: form.control, name: 'smsReminders' });
  const offset = useWatch({ control: form.control, name: 'smsReminderOffsetMinutes' });
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      <CheckboxField
        label="Envoyer aussi un SMS de rappel à mes clients"
        aria-describedby="sms-reminders-hint"
        error={errors.smsReminders?.message}
        {...form.register('smsReminders')}
      />
      <p id="sms-reminders-hint" className="-mt-2 text-xs text-slate-500">
        Un seul SMS par rendez-vous, aux numéros de portable français (06, 07) ; chaque SMS utilise 1 crédit
        SMS. L’e-mail de rappel part toujours.
      </p>
      {enabled && (
        <SelectField
          label="Moment de l’envoi"
          className="max-w-sm"
          error={errors.smsReminderOffsetMinutes?.message}
          {...form.register('smsReminderOffsetMinutes')}
        >
          {smsOffsetChoices(offset ?? '').map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      )}
      <SmsCredits enabled={enabled} />
    </div>
  );
}

/**
 * « Rappel par SMS » (issue 35): off by default; when the operator has configured no SMS
 * provider, the block says so and offers nothing to switch on.
 */
export function SmsReminderGroup({ form }: { form: TForm }) {
  const availability = useSmsAvailabilityQuery();
  return (
    <SettingsGroup
      id="sms-reminder"
      title="Rappel par SMS"
      description="Un SMS court avant le rendez-vous, en plus de l’e-mail : le professionnel, le jour et l’heure."
    >
      <QueryState
        query={availability}
        loadingLabel="Vérification des SMS…"
        errorLabel="Impossible de savoir si les SMS sont disponibles."
      >
        {({ available }) =>
          available ? (
            <SmsReminderFields form={form} />
          ) : (
            <p className="text-sm text-slate-700">{SMS_UNAVAILABLE_TEXT}</p>
          )
        }
      </QueryState>
    </SettingsGroup>
  );
}
