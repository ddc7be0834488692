import { useRef, useState } from 'react';
import { TextareaField } from '../../../components/ui/textarea-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ARTICLE_BODY } from '../blog-format';
import { usePreviewQuery, useUploadImageMutation } from './api';
import { ImagePicker, imageProblem } from './image-picker';

/**
 * The Markdown and, beside it on wide screens (tabs on phones), the preview the server renders
 * through the readers' sanitiser: what the editor sees is what readers get.
 */
export function MarkdownPane({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (markdown: string) => void;
  error?: string;
}) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const debounced = useDebouncedValue(value, 400);
  const preview = usePreviewQuery(debounced);
  const upload = useUploadImageMutation();
  const [imageError, setImageError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  const insertImage = (file: File) => {
    const problem = imageProblem(file);
    setImageError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: (image) => {
        const at = area.current?.selectionStart ?? value.length;
        const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
        onChange(`${value.slice(0, at)}\n\n![${alt}](${image.url})\n\n${value.slice(at)}`);
      },
      onError: (err) => setImageError(parseApiError(err).message),
    });
  };

  const tabClass = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700'}`;
  return (
    <div>
      <fieldset className="mb-2 flex gap-2 lg:hidden">
        <legend className="sr-only">Affichage du contenu</legend>
        <button
          type="button"
          className={tabClass(tab === 'write')}
          aria-pressed={tab === 'write'}
          onClick={() => setTab('write')}
        >
          Écrire
        </button>
        <button
          type="button"
          className={tabClass(tab === 'preview')}
          aria-pressed={tab === 'preview'}
          onClick={() => setTab('preview')}
        >
          Aperçu
        </button>
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={tab === 'write' ? '' : 'hidden lg:block'}>
          <TextareaField
            ref={area}
            label="Contenu (Markdown)"
            rows={20}
            value={value}
            error={error}
            onChange={(e) => onChange(e.target.value)}
            className="font-mono text-sm"
            hint="## Titre, **gras**, _italique_, [lien](https://…), listes avec « - »."
          />
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <ImagePicker
              label={upload.isPending ? 'Envoi de l’image…' : 'Insérer une image'}
              onFile={insertImage}
              disabled={upload.isPending}
            />
            {imageError && (
              <p role="alert" className="text-sm text-red-700">
                {imageError}
              </p>
            )}
          </div>
        </div>
        <section
          aria-label="Aperçu"
          aria-busy={preview.isFetching}
          className={`${tab === 'preview' ? '' : 'hidden lg:block'} min-h-40 rounded-xl border border-slate-200 bg-white p-4`}
        >
          <p className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Aperçu{preview.data ? ` · ${preview.data.readingMinutes} min de lecture` : ''}
          </p>
          {preview.isError ? (
            <p className="text-sm text-red-700">{parseApiError(preview.error).message}</p>
          ) : preview.data?.html ? (
            // Sanitised by the server (ADR 0042), exactly as readers will get it.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
            <div className={ARTICLE_BODY} dangerouslySetInnerHTML={{ __html: preview.data.html }} />
          ) : (
            <p className="text-sm text-slate-600">L’aperçu de l’article s’affiche ici.</p>
          )}
        </section>
      </div>
    </div>
  );
}
