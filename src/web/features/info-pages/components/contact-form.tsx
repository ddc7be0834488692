import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TContact, ZContact } from '../../../../shared/schemas/contact';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useSendContact } from '../api/send-contact';

type TContactOutput = z.output<typeof ZContact>;
const FIELDS = ['name', 'email', 'message'] as const;
type TContactField = (typeof FIELDS)[number];

function isContactField(field: string | undefined): field is TContactField {
  return FIELDS.some((name) => name === field);
}

function isFieldError(error: unknown): boolean {
  return isContactField(parseApiError(error).field);
}

export function ContactForm() {
  const form = useForm<TContact, unknown, TContactOutput>({
    resolver: zodResolver(ZContact),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = form.formState;
  const mutation = useSendContact();
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (mutation.isSuccess) successRef.current?.focus();
  }, [mutation.isSuccess]);

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onError: (error) => {
        const { field, message } = parseApiError(error);
        if (isContactField(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      },
    });
  });

  const onWriteAnother = () => {
    form.reset();
    mutation.reset();
  };

  if (mutation.isSuccess) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center focus:outline-none"
      >
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
        <p className="mt-4 text-lg font-semibold text-emerald-900">{mutation.data.message}</p>
        <ActionButton variant="secondary" onClick={onWriteAnother} className="mt-6">
          Envoyer un autre message
        </ActionButton>
      </div>
    );
  }

  const formError =
    mutation.isError && !isFieldError(mutation.error) ? parseApiError(mutation.error).message : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
        Écrivez-nous
      </h2>
      <TextField label="Nom" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextareaField
        label="Message"
        rows={6}
        hint="Au moins 10 caractères. Pour exercer vos droits RGPD, précisez-le dans votre message."
        error={errors.message?.message}
        {...form.register('message')}
      />
      {formError && <Notice tone="error">{formError}</Notice>}
      <ActionButton type="submit" size="lg" loading={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? (
          'Envoi en cours…'
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" />
            Envoyer le message
          </>
        )}
      </ActionButton>
    </form>
  );
}
