import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { SMS_REMINDER_PROMISE } from '../../../../shared/schemas/sms';
import { frenchMobileE164 } from '../../../../shared/sms/french-mobile';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { parseApiError } from '../../../lib/parse-api-error';
import {
  bookingFormFields,
  formFieldOf,
  type TBookingFormField,
  type TBookingFormInput,
  type TBookingFormValues,
  type TFormService,
  useBookingForm,
} from '../hooks/use-booking-form';
import { LateNotice } from './late-notice';
import { PaymentTerms, StripeLine, submitLabel, type TFormPayment } from './payment-note';

/** The questions' fields: fetched only for a service that asks some (the page's budget, ADR 0055). */
const QuestionField = lazy(() => import('./question-fields').then((m) => ({ default: m.QuestionField })));

export type { TBookingFormInput, TBookingFormValues, TFormService };

/** The field of this form a server error names (`client.phone`, `answers.{id}`…), if it has one. */
function serverField(error: unknown, service: TFormService): TBookingFormField | undefined {
  const field = formFieldOf(parseApiError(error).field);
  return bookingFormFields(service).find((f) => f === field);
}

type BookingFormProps = {
  providerName: string;
  /** The chosen service: its questions, phone rule, place and payment rule shape the form. */
  service: TFormService & Partial<TFormPayment>;
  defaultValues: TBookingFormInput;
  pending: boolean;
  /** The last failed submission: a field error goes under its field, anything else above the form. */
  error: unknown;
  onSubmit: (values: TBookingFormValues) => void;
  /** Keeps what was typed when the visitor goes back to the slots (409, slot taken, change of mind). */
  onDraftChange: (values: TBookingFormInput) => void;
  /** Said before confirming when the slot is inside the provider's cancellation notice (issue 30). */
  lateNotice?: string | undefined;
  /** The provider sends an SMS reminder to French mobiles (issue 35): the phone field says so. */
  smsReminders?: boolean;
};

/**
 * Nom, email, téléphone (required when the service says so), the address of a home visit,
 * message, the service's questions and the consent box; validated by the shared schemas before
 * sending.
 */
export function BookingForm({
  providerName,
  service,
  defaultValues,
  pending,
  error,
  onSubmit,
  onDraftChange,
  lateNotice,
  smsReminders = false,
}: BookingFormProps) {
  const form = useBookingForm({ service, defaultValues, onDraftChange, onValid: onSubmit });
  // A service that asks a payment (issue 34) says so before the client commits.
  const paying =
    service.payment && service.payment.mode !== 'none'
      ? { payment: service.payment, paymentTerms: service.paymentTerms ?? '' }
      : undefined;
  const { setError } = form;
  const phoneProps = form.text('client.phone');

  const field = serverField(error, service);
  useEffect(() => {
    if (field) setError(field, parseApiError(error).message);
  }, [error, field, setError]);

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4">
      {error !== null && error !== undefined && !field && <ErrorNotice error={error} />}
      {/* Two columns where the form has the room (a laptop below the calendar), one elsewhere. */}
      <div className="grid gap-4 lg:max-xl:grid-cols-2">
        <TextField label="Nom" autoComplete="name" {...form.text('client.name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          hint="La confirmation et les liens pour gérer le rendez-vous y seront envoyés."
          {...form.text('client.email')}
        />
        <TextField
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          aria-required={service.phoneRequired || undefined}
          hint={
            <>
              {service.phoneRequired
                ? 'Obligatoire pour cette prestation.'
                : 'Facultatif : pour être prévenu en cas d’imprévu.'}
              {/* Said as soon as the number typed is a French mobile: the server sends to those only. */}
              {smsReminders && (
                <span aria-live="polite" className="block">
                  {frenchMobileE164(phoneProps.value) && (
                    <span className="mt-1 block font-medium text-emerald-800">{SMS_REMINDER_PROMISE}</span>
                  )}
                </span>
              )}
            </>
          }
          {...phoneProps}
        />
        {service.location.type === 'home' && (
          <TextField
            label="Adresse du rendez-vous"
            autoComplete="street-address"
            maxLength={300}
            aria-required
            hint={`Où ${providerName} vous rejoindra : numéro, rue, code postal et ville.`}
            {...form.text('client.address')}
          />
        )}
        <TextareaField label="Message" rows={2} hint="Facultatif." {...form.text('note')} />
      </div>
      {service.questions.length > 0 && (
        <section aria-labelledby="booking-questions" className="space-y-4 border-t border-slate-100 pt-4">
          <h3 id="booking-questions" className="text-sm font-semibold text-slate-900">
            Quelques questions de {providerName}
          </h3>
          <Suspense fallback={<InlineSpinner />}>
            {service.questions.map((question) => (
              <QuestionField key={question.id} question={question} form={form} />
            ))}
          </Suspense>
        </section>
      )}
      <CheckboxField
        label={
          <>
            J'accepte que mes données soient transmises à {providerName} pour la gestion de ce rendez-vous,
            conformément à la{' '}
            <Link to="/privacy" target="_blank" className="font-medium text-brand-700 underline">
              politique de confidentialité
            </Link>
          </>
        }
        {...form.checkbox('consent')}
      />
      {lateNotice && <LateNotice id="late-booking-notice">{lateNotice}</LateNotice>}
      {paying && <PaymentTerms id="booking-payment-terms" service={paying} />}
      <ActionButton
        type="submit"
        size="lg"
        fullWidth
        loading={pending}
        aria-describedby={
          [lateNotice && 'late-booking-notice', paying?.paymentTerms && 'booking-payment-terms']
            .filter(Boolean)
            .join(' ') || undefined
        }
      >
        {submitLabel(paying?.payment)}
      </ActionButton>
      {paying && <StripeLine />}
    </form>
  );
}
