import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ZClientInput, ZCreatePublicBooking } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { LateNotice } from './late-notice';

/** The client part of ZCreatePublicBooking; the box starts unticked, so it is a boolean until checked. */
const ZBookingForm = z.object({
  client: ZClientInput,
  note: ZCreatePublicBooking.shape.note,
  consent: z.boolean().pipe(ZCreatePublicBooking.shape.consent),
});
export type TBookingFormInput = z.input<typeof ZBookingForm>;
export type TBookingFormValues = z.output<typeof ZBookingForm>;

const FIELDS = ['client.name', 'client.email', 'client.phone', 'note', 'consent'] as const;
type TField = (typeof FIELDS)[number];
function serverField(error: unknown): TField | undefined {
  const { field } = parseApiError(error);
  return FIELDS.find((f) => f === field);
}

type BookingFormProps = {
  providerName: string;
  defaultValues: TBookingFormInput;
  pending: boolean;
  /** The last failed submission: a field error goes under its field, anything else above the form. */
  error: unknown;
  onSubmit: (values: TBookingFormValues) => void;
  /** Keeps what was typed when the visitor goes back to the slots (409, slot taken, change of mind). */
  onDraftChange: (values: TBookingFormInput) => void;
  /** Said before confirming when the slot is inside the provider's cancellation notice (issue 30). */
  lateNotice?: string | undefined;
};

/** Nom, email, téléphone, message and the consent box; validated by the shared schema before sending. */
export function BookingForm({
  providerName,
  defaultValues,
  pending,
  error,
  onSubmit,
  onDraftChange,
  lateNotice,
}: BookingFormProps) {
  const form = useForm<TBookingFormInput, unknown, TBookingFormValues>({
    resolver: zodResolver(ZBookingForm),
    defaultValues,
  });
  const { errors } = form.formState;

  useEffect(() => {
    const subscription = form.watch((values) =>
      onDraftChange({
        client: {
          name: values.client?.name ?? '',
          email: values.client?.email ?? '',
          phone: values.client?.phone ?? '',
        },
        note: values.note ?? '',
        consent: values.consent ?? false,
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);

  const field = serverField(error);
  useEffect(() => {
    if (field) form.setError(field, { message: parseApiError(error).message }, { shouldFocus: true });
  }, [error, field, form]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      {error !== null && error !== undefined && !field && <ErrorNotice error={error} />}
      {/* Two columns where the form has the room (a laptop below the calendar), one elsewhere. */}
      <div className="grid gap-4 lg:max-xl:grid-cols-2">
        <TextField
          label="Nom"
          autoComplete="name"
          error={errors.client?.name?.message}
          {...form.register('client.name')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          hint="La confirmation et les liens pour gérer le rendez-vous y seront envoyés."
          error={errors.client?.email?.message}
          {...form.register('client.email')}
        />
        <TextField
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          hint="Facultatif : pour être prévenu en cas d’imprévu."
          error={errors.client?.phone?.message}
          {...form.register('client.phone')}
        />
        <TextareaField
          label="Message"
          rows={2}
          hint="Facultatif."
          error={errors.note?.message}
          {...form.register('note')}
        />
      </div>
      <CheckboxField
        error={errors.consent?.message}
        label={
          <>
            J'accepte que mes données soient transmises à {providerName} pour la gestion de ce rendez-vous,
            conformément à la{' '}
            <Link to="/privacy" target="_blank" className="font-medium text-brand-700 underline">
              politique de confidentialité
            </Link>
          </>
        }
        {...form.register('consent')}
      />
      {lateNotice && <LateNotice id="late-booking-notice">{lateNotice}</LateNotice>}
      <ActionButton
        type="submit"
        size="lg"
        fullWidth
        loading={pending}
        aria-describedby={lateNotice ? 'late-booking-notice' : undefined}
      >
        Confirmer le rendez-vous
      </ActionButton>
    </form>
  );
}
