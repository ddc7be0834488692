import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { M } from '../../../../../shared/messages';
import { type TDpaForm, type TDpaFormInput, ZDpaForm } from '../../../../../shared/schemas/dpa';
import { ActionButton } from '../../../../components/ui/action-button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { Notice } from '../../../../components/ui/notice';
import { TermsLabel } from '../../../../components/ui/terms-label';
import { TextField } from '../../../../components/ui/text-field';
import { parseApiError } from '../../../../lib/parse-api-error';
import { useGenerateDpaMutation } from '../../api/generate-dpa';
import { StepHeading } from './step-heading';

const FORM_FIELDS = ['nom', 'siret', 'adresse', 'telephone', 'acceptTerms', 'acceptDPA'] as const;
type TFormField = (typeof FORM_FIELDS)[number];
function isFormField(field: string | undefined): field is TFormField {
  return FORM_FIELDS.some((f) => f === field);
}

type DpaFormProps = {
  /** The account's details, or what was sent last time; the terms box only once it was ticked. */
  defaults: Partial<TDpaFormInput>;
  focusHeading: boolean;
  /** The draft is generated (and cached); its details come back for « Modifier mes informations ». */
  onGenerated: (values: TDpaForm) => void;
};

/** Step 1: the provider's professional details, checked with the schema the server uses (SPEC §5). */
export function DpaForm({ defaults, focusHeading, onGenerated }: DpaFormProps) {
  const mutation = useGenerateDpaMutation();
  const form = useForm<TDpaFormInput, unknown, TDpaForm>({
    resolver: zodResolver(ZDpaForm),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const fieldError = mutation.isError && isFormField(parseApiError(mutation.error).field);

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => onGenerated(values),
      onError: (error) => {
        const { field, message } = parseApiError(error);
        if (isFormField(field)) form.setError(field, { message }, { shouldFocus: true });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <StepHeading autoFocus={focusHeading}>Vos informations professionnelles</StepHeading>
      <p className="text-sm text-slate-600">
        Elles identifient le responsable du traitement dans le contrat. Vérifiez-les : elles figureront telles
        quelles dans le DPA signé.
      </p>
      {mutation.isError && !fieldError && (
        <Notice tone="error">{M.dpa.generateError(parseApiError(mutation.error).message)}</Notice>
      )}
      <TextField
        label="Nom ou raison sociale"
        autoComplete="organization"
        error={errors.nom?.message}
        {...form.register('nom')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="SIRET (facultatif)"
          inputMode="numeric"
          hint="14 chiffres, espaces acceptés."
          error={errors.siret?.message}
          {...form.register('siret')}
        />
        <TextField
          label="Téléphone (facultatif)"
          type="tel"
          autoComplete="tel"
          error={errors.telephone?.message}
          {...form.register('telephone')}
        />
      </div>
      <TextField
        label="Adresse professionnelle"
        autoComplete="street-address"
        error={errors.adresse?.message}
        {...form.register('adresse')}
      />
      <CheckboxField
        error={errors.acceptTerms?.message}
        label={<TermsLabel />}
        {...form.register('acceptTerms')}
      />
      <CheckboxField
        error={errors.acceptDPA?.message}
        label="J'accepte de conclure ce DPA par voie électronique (la signature elle-même se fait à l'étape 3)."
        {...form.register('acceptDPA')}
      />
      <div className="flex justify-end pt-2">
        <ActionButton type="submit" loading={mutation.isPending} size="lg" className="w-full sm:w-auto">
          Générer mon DPA
        </ActionButton>
      </div>
    </form>
  );
}
