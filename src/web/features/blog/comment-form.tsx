import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ZBlogCommentInput } from '../../../shared/schemas/blog';
import { ActionButton } from '../../components/ui/action-button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Notice } from '../../components/ui/notice';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { ApiError, parseApiError } from '../../lib/parse-api-error';
import { usePostCommentMutation } from './api/blog-public';
import { LINK_CLASS } from './blog-format';

/** The box starts unticked: a boolean in the form, `true` required when sent. */
const ZCommentForm = ZBlogCommentInput.extend({
  consent: z.boolean().pipe(ZBlogCommentInput.shape.consent),
});
type TCommentFormInput = z.input<typeof ZCommentForm>;
type TCommentFormValues = z.output<typeof ZCommentForm>;

const FIELDS = ['name', 'email', 'content', 'consent'] as const;
type TField = (typeof FIELDS)[number];
const isField = (field: unknown): field is TField => FIELDS.some((name) => name === field);

const EMPTY: TCommentFormInput = { name: '', email: '', content: '', consent: false, website: '' };

/**
 * The field errors a refusal carries: the one `field` of our error handler, and an `errors` map
 * (`{ name: '…' }`) or list (`[{ field, message }]`) should the server send several.
 */
function serverFieldErrors(error: unknown): [TField, string][] {
  const found: [TField, string][] = [];
  const { field, message } = parseApiError(error);
  if (isField(field)) found.push([field, message]);
  const errors = error instanceof ApiError ? error.body?.errors : undefined;
  if (Array.isArray(errors)) {
    for (const item of errors as unknown[]) {
      const entry = item as { field?: unknown; path?: unknown; message?: unknown };
      const name = entry?.field ?? (Array.isArray(entry?.path) ? entry.path.join('.') : entry?.path);
      if (isField(name) && typeof entry.message === 'string') found.push([name, entry.message]);
    }
  } else if (errors && typeof errors === 'object') {
    for (const [name, text] of Object.entries(errors)) {
      const value = Array.isArray(text) ? text[0] : text;
      if (isField(name) && typeof value === 'string') found.push([name, value]);
    }
  }
  return found;
}

/** « Laisser un commentaire »: held for moderation; the e-mail is never shown. */
export function CommentForm({ slug }: { slug: string }) {
  const form = useForm<TCommentFormInput, unknown, TCommentFormValues>({
    resolver: zodResolver(ZCommentForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const mutation = usePostCommentMutation(slug);
  const [formError, setFormError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    setThanks(null);
    mutation.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset(EMPTY);
        setThanks(message);
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        for (const [index, [field, message]] of fieldErrors.entries()) {
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
        }
        if (fieldErrors.length === 0) setFormError(parseApiError(error).message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="comment-form-title" className="space-y-5">
      <h2 id="comment-form-title" className="text-xl font-semibold text-slate-900">
        Laisser un commentaire
      </h2>
      <p className="text-sm text-slate-600">
        Les commentaires sont relus par l’équipe avant d’être publiés. Tous les champs sont obligatoires.
      </p>
      {/* Present from the start, so the thank-you is announced when it appears. */}
      <div role="status">
        {thanks && (
          <p className="flex gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {thanks}
          </p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Nom"
          autoComplete="name"
          maxLength={80}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="Votre adresse e-mail ne sera jamais affichée."
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextareaField
        label="Commentaire"
        rows={5}
        maxLength={2000}
        error={errors.content?.message}
        {...form.register('content')}
      />
      {/* A honeypot for robots: hidden from people, screen readers and the keyboard. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="comment-website">Ne pas remplir</label>
        <input
          id="comment-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      <CheckboxField
        label={
          <>
            J’accepte que mon nom et mon commentaire soient publiés après modération. Mon adresse e-mail ne
            sera jamais affichée. Voir notre{' '}
            <Link to="/privacy" className={LINK_CLASS}>
              politique de confidentialité
            </Link>
            .
          </>
        }
        error={errors.consent?.message}
        {...form.register('consent')}
      />
      {formError && <Notice tone="error">{formError}</Notice>}
      <ActionButton type="submit" size="lg" loading={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? (
          'Envoi en cours…'
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" />
            Publier le commentaire
          </>
        )}
      </ActionButton>
    </form>
  );
}
