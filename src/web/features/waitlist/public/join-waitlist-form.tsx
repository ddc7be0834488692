import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useJoinWaitlistMutation } from '../api/public-join-waitlist';
import {
  checkWaitlistForm,
  isWaitlistField,
  type TWaitlistErrors,
  type TWaitlistField,
  type TWaitlistFormValues,
  WAITLIST_FIELDS,
} from './join-waitlist-input';
import { waitlistDaysText } from './waitlist-days';

type TProps = {
  provider: TPublicProvider;
  service: TPublicProvider['services'][number];
  /** The day chosen (or the first day of the month shown): both ends of the days wanted at first. */
  from: string;
  onClose: () => void;
};

/**
 * The waitlist's short form (issue 33): name, e-mail, phone, the days wanted, consent and a
 * honeypot. Checked with the server's schema before sending; the server's 400 goes under the
 * field it names, anything else above the form. Échap or « Annuler » closes it.
 */
export function JoinWaitlistForm({ provider, service, from, onClose }: TProps) {
  const id = useId();
  const [values, setValues] = useState<TWaitlistFormValues>({
    name: '',
    email: '',
    phone: '',
    from,
    to: from,
    consent: false,
    website: '',
  });
  const [errors, setErrors] = useState<TWaitlistErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useJoinWaitlistMutation(provider.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLParagraphElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (mutation.isSuccess) done.current?.focus();
  }, [mutation.isSuccess]);

  const inputId = (field: TWaitlistField) => `${id}-${field.replace('.', '-')}`;
  const focusFirst = (found: TWaitlistErrors) => {
    const first = WAITLIST_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(inputId(first))?.focus();
  };
  const set = <K extends keyof TWaitlistFormValues>(key: K, value: TWaitlistFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkWaitlistForm(values, service);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    mutation.mutate(checked.input, {
      onError: (error) => {
        const { message, field } = parseApiError(error);
        if (isWaitlistField(field)) {
          setErrors({ [field]: message });
          focusFirst({ [field]: message });
        } else setFailure(message);
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !mutation.isPending) {
      event.stopPropagation();
      onClose();
    }
  };

  const titleId = `${id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="rounded-xl border border-slate-200 bg-white p-4 text-left"
    >
      <h4
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="mb-3 text-sm font-semibold text-slate-900 focus:outline-none"
      >
        Être prévenu(e) si un créneau se libère
      </h4>
      {mutation.isSuccess ? (
        <p ref={done} tabIndex={-1} role="status" className="text-sm text-slate-700 focus:outline-none">
          C'est noté ! Nous vous écrirons à {values.email.trim()} si un créneau se libère{' '}
          {waitlistDaysText(values.from, values.to)}.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure && <Notice tone="error">{failure}</Notice>}
          <p className="text-sm text-slate-600">
            Nous vous écrirons dès qu'un créneau de « {service.name} » se libère ces jours-là, dans l'ordre
            des inscriptions.
          </p>
          <TextField
            id={inputId('client.name')}
            label="Nom"
            autoComplete="name"
            maxLength={120}
            value={values.name}
            error={errors['client.name']}
            onChange={(e) => set('name', e.target.value)}
          />
          <TextField
            id={inputId('client.email')}
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            error={errors['client.email']}
            onChange={(e) => set('email', e.target.value)}
          />
          <TextField
            id={inputId('client.phone')}
            label="Téléphone"
            type="tel"
            autoComplete="tel"
            aria-required={service.phoneRequired || undefined}
            hint={service.phoneRequired ? 'Obligatoire pour cette prestation.' : 'Facultatif.'}
            value={values.phone}
            error={errors['client.phone']}
            onChange={(e) => set('phone', e.target.value)}
          />
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="mb-1 text-sm font-medium text-slate-900">
              Les jours qui vous conviennent
            </legend>
            <TextField
              id={inputId('from')}
              label="Du"
              type="date"
              value={values.from}
              error={errors.from}
              onChange={(e) => set('from', e.target.value)}
            />
            <TextField
              id={inputId('to')}
              label="Au"
              type="date"
              min={values.from || undefined}
              value={values.to}
              error={errors.to}
              onChange={(e) => set('to', e.target.value)}
            />
          </fieldset>
          {/* A honeypot for robots: hidden from people, screen readers and the keyboard. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-website`}>Ne pas remplir</label>
            <input
              id={`${id}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => set('website', e.target.value)}
            />
          </div>
          <CheckboxField
            id={inputId('consent')}
            label={
              <>
                J'accepte que mes données soient transmises à {provider.displayName} pour la gestion de ce
                rendez-vous, conformément à la{' '}
                <Link to="/privacy" target="_blank" className="font-medium text-brand-700 underline">
                  politique de confidentialité
                </Link>
              </>
            }
            checked={values.consent}
            error={errors.consent}
            onChange={(e) => set('consent', e.target.checked)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ActionButton variant="secondary" onClick={onClose} disabled={mutation.isPending}>
              Annuler
            </ActionButton>
            <ActionButton type="submit" loading={mutation.isPending}>
              M'inscrire sur la liste d'attente
            </ActionButton>
          </div>
        </form>
      )}
    </section>
  );
}
