import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TService } from '../../../../shared/schemas/provider-setup';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { ModalDialog, ModalDialogFooter } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useCreateServiceMutation } from '../api/create-service';
import { useUpdateServiceMutation } from '../api/update-service';
import { samePayment } from '../utils/payment-form';
import {
  EMPTY_SERVICE_FORM,
  formFieldFor,
  formToServiceInput,
  serviceToForm,
  type TServiceFormOutput,
  type TServiceFormValues,
  ZServiceForm,
} from '../utils/service-form-schema';
import { DurationField } from './duration-field';
import { LocationFields } from './location-fields';
import { PaymentFields } from './payment-fields';
import { QuestionListEditor } from './question-list-editor';

type ServiceFormDialogProps = {
  /** The service to edit; none to create one. */
  service: TService | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function ServiceForm({ service, onDone }: { service: TService | null; onDone: () => void }) {
  const create = useCreateServiceMutation();
  const update = useUpdateServiceMutation();
  const mutation = service ? update : create;
  const form = useForm<TServiceFormValues, unknown, TServiceFormOutput>({
    resolver: zodResolver(ZServiceForm),
    defaultValues: service ? serviceToForm(service) : EMPTY_SERVICE_FORM,
  });
  const { errors } = form.formState;

  const onError = (error: unknown) => {
    const { field, message } = parseApiError(error);
    const formField = formFieldFor(field);
    if (formField) form.setError(formField, { message }, { shouldFocus: true });
  };
  const onSubmit = form.handleSubmit((values) => {
    const input = formToServiceInput(values);
    if (service) {
      // An unchanged rule is not sent: the server checks a rule against the Stripe account, and an
      // account that lost its checks must not stop the provider from renaming the service.
      const { payment, ...rest } = input;
      const patch = samePayment(payment, service.payment) ? rest : input;
      update.mutate({ id: service.id, patch }, { onSuccess: onDone, onError });
    } else create.mutate(input, { onSuccess: onDone, onError });
  });
  const unmappedError = mutation.isError && !formFieldFor(parseApiError(mutation.error).field);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {unmappedError && <ErrorNotice error={mutation.error} />}
      <TextField
        label="Nom de la prestation"
        maxLength={120}
        placeholder="Consultation, coupe femme…"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextareaField
        label="Description (facultatif)"
        rows={3}
        maxLength={2000}
        hint="Affichée sur votre page de réservation."
        error={errors.description?.message}
        {...form.register('description')}
      />
      <DurationField form={form} error={errors.durationMinutes?.message} />
      <TextField
        label="Prix (€)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="35,50"
        hint="Mettez 0 pour une prestation gratuite."
        error={errors.price?.message}
        {...form.register('price')}
      />
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">Temps de battement</legend>
        <p className="mt-1 text-xs text-slate-500">
          Minutes réservées avant et après le rendez-vous (préparation, rangement) : aucun autre client ne
          peut réserver pendant ce temps.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-3">
          <TextField
            label="Avant (min)"
            inputMode="numeric"
            error={errors.bufferBeforeMinutes?.message}
            {...form.register('bufferBeforeMinutes')}
          />
          <TextField
            label="Après (min)"
            inputMode="numeric"
            error={errors.bufferAfterMinutes?.message}
            {...form.register('bufferAfterMinutes')}
          />
        </div>
      </fieldset>
      <LocationFields form={form} />
      <TextField
        label="Nombre de places"
        inputMode="numeric"
        autoComplete="off"
        className="max-w-48"
        hint="Plus d'une place : une séance de groupe."
        error={errors.capacity?.message}
        {...form.register('capacity')}
      />
      <CheckboxField
        label="Téléphone obligatoire"
        error={errors.phoneRequired?.message}
        {...form.register('phoneRequired')}
      />
      <PaymentFields form={form} />
      <QuestionListEditor form={form} />
      <CheckboxField label="Proposer cette prestation à la réservation" {...form.register('active')} />
      <ModalDialogFooter>
        <ActionButton variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          Annuler
        </ActionButton>
        <ActionButton type="submit" loading={mutation.isPending}>
          {service ? 'Enregistrer' : 'Créer la prestation'}
        </ActionButton>
      </ModalDialogFooter>
    </form>
  );
}

/** Create or edit a service in a dialog (a full-screen sheet on phones). */
export function ServiceFormDialog({ service, open, onOpenChange }: ServiceFormDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={service ? 'Modifier la prestation' : 'Nouvelle prestation'}
    >
      {open && <ServiceForm service={service} onDone={() => onOpenChange(false)} />}
    </ModalDialog>
  );
}
