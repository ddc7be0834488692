import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useParams } from 'react-router';
import type { TAdminBlogPost } from '../../../../shared/schemas/blog';
import { slugify } from '../../../../shared/schemas/slug';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { InlineSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useAdminPostQuery, useSavePostMutation } from './api';
import { BlogAdminLinks } from './blog-admin-links';
import { CoverField } from './cover-field';
import { EditorPublication } from './editor-publication';
import { EMPTY_EDITOR, formOf, inputOf, SAVE_LABELS, type TEditorForm } from './editor-state';
import { formatAdminDateTime } from './format';
import { MarkdownPane } from './markdown-pane';
import { useAutosave } from './use-autosave';

const FIELD_NAMES = ['title', 'slug', 'excerpt', 'tags', 'markdown', 'publishAt', 'coverImageId'] as const;

function Editor({ post }: { post: TAdminBlogPost | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<TEditorForm>(() => (post ? formOf(post) : EMPTY_EDITOR));
  const [id, setId] = useState(post?.id ?? null);
  const [savedKey, setSavedKey] = useState(() => JSON.stringify(inputOf(form)));
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [wasPublic, setWasPublic] = useState(post !== null && post.status !== 'draft');
  const [done, setDone] = useState<string | null>(null);
  const save = useSavePostMutation();
  const key = JSON.stringify(inputOf(form));
  const dirty = key !== savedKey;
  const error = save.isError ? parseApiError(save.error) : null;
  const fieldError = (name: (typeof FIELD_NAMES)[number]) =>
    error?.field === name ? error.message : undefined;

  const change = (patch: Partial<TEditorForm>) =>
    setForm((current) => {
      const next = { ...current, ...patch };
      if (patch.title !== undefined && !current.slugTouched) next.slug = slugify(patch.title);
      return next;
    });

  const submit = (asDraft: boolean) => {
    const input = inputOf(form, asDraft);
    const sentKey = JSON.stringify(inputOf(form));
    save.mutate(
      { id, input },
      {
        onSuccess: (saved) => {
          // Committed before the address changes, so the unsaved-changes guard lets it through.
          flushSync(() => {
            setSavedKey(sentKey);
            setSavedAt(saved.updatedAt);
            setWasPublic(saved.status !== 'draft');
            setForm((current) => ({ ...current, slug: saved.slug, slugTouched: true }));
          });
          if (!asDraft)
            setDone(
              saved.status === 'draft'
                ? 'Brouillon enregistré.'
                : saved.status === 'scheduled'
                  ? 'Article programmé.'
                  : 'Article publié.',
            );
          if (id === null) {
            setId(saved.id);
            navigate(`/blog/admin/edit/${saved.id}`, { replace: true });
          }
        },
      },
    );
  };

  // Drafts save themselves; a scheduled or published article waits for its button.
  const autosave =
    form.mode === 'draft' && !wasPublic && form.title.trim() !== '' && dirty && !save.isPending;
  useAutosave(key, autosave, () => submit(true));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
      className="space-y-5"
    >
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4">
          <TextField
            label="Titre"
            value={form.title}
            error={fieldError('title')}
            onChange={(e) => change({ title: e.target.value })}
          />
          <TextField
            label="Adresse"
            value={form.slug}
            error={fieldError('slug')}
            onChange={(e) => change({ slug: e.target.value, slugTouched: true })}
            hint={
              <>
                /blog/{form.slug || '…'}
                {wasPublic && ' — l’ancienne adresse redirigera vers la nouvelle.'}
              </>
            }
          />
          <TextareaField
            label="Résumé"
            rows={2}
            value={form.excerpt}
            error={fieldError('excerpt')}
            onChange={(e) => change({ excerpt: e.target.value })}
          />
          <TextField
            label="Étiquettes"
            value={form.tags}
            error={fieldError('tags')}
            hint="Séparées par des virgules, 10 au plus."
            onChange={(e) => change({ tags: e.target.value })}
          />
        </div>
        <div className="space-y-4">
          <CoverField
            cover={form.cover}
            title={form.title}
            onChange={(cover) => change({ cover })}
            error={fieldError('coverImageId')}
          />
          <EditorPublication form={form} onChange={change} error={fieldError('publishAt')} />
        </div>
      </div>
      <MarkdownPane
        value={form.markdown}
        onChange={(markdown) => change({ markdown })}
        error={fieldError('markdown')}
      />
      {error && !FIELD_NAMES.some((name) => name === error.field) && (
        <ErrorNotice error={save.error}>{error.message}</ErrorNotice>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <ActionButton type="submit" loading={save.isPending}>
          {SAVE_LABELS[form.mode]}
        </ActionButton>
        <p aria-live="polite" className="text-sm text-slate-600">
          {save.isPending
            ? 'Enregistrement…'
            : done && !dirty
              ? done
              : savedAt && !dirty
                ? `Brouillon enregistré à ${formatAdminDateTime(savedAt).split(' à ').pop()}`
                : dirty
                  ? 'Modifications non enregistrées'
                  : ''}
        </p>
      </div>
      <UnsavedChangesGuard dirty={dirty && !save.isPending} what="Les modifications de l’article" />
    </form>
  );
}

/** /blog/admin/new and /blog/admin/edit/:id (issue 17): the article, its preview and its publication. */
export function BlogEditorPage() {
  const { id } = useParams();
  const post = useAdminPostQuery(id ?? null);
  useDocumentTitle(`${id ? 'Modifier l’article' : 'Nouvel article'} — Administration — Créneau`);
  const ready = useMemo(() => !id || post.data !== undefined, [id, post.data]);
  return (
    <>
      <PageHeader title={id ? 'Modifier l’article' : 'Nouvel article'}>
        Markdown à gauche, aperçu à droite : l’aperçu est rendu comme pour les lecteurs.
      </PageHeader>
      <div className="mb-4">
        <BlogAdminLinks />
      </div>
      {post.isError ? (
        <ErrorNotice error={post.error}>{parseApiError(post.error).message}</ErrorNotice>
      ) : ready ? (
        <Editor post={post.data ?? null} />
      ) : (
        <InlineSpinner label="Chargement de l’article…" />
      )}
    </>
  );
}
