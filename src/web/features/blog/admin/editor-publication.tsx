import type { TEditorForm } from './editor-state';

const MODES: Array<{ id: TEditorForm['mode']; label: string; hint: string }> = [
  { id: 'draft', label: 'Brouillon', hint: 'Invisible des lecteurs, enregistré automatiquement.' },
  { id: 'scheduled', label: 'Programmer', hint: 'Public à la date choisie (heure de Paris).' },
  { id: 'published', label: 'Publier maintenant', hint: 'Public dès l’enregistrement.' },
];

/** How the article goes out: kept as a draft, scheduled at a date, or published now. */
export function EditorPublication({
  form,
  onChange,
  error,
}: {
  form: TEditorForm;
  onChange: (patch: Partial<TEditorForm>) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Publication</legend>
      {MODES.map((mode) => (
        <div key={mode.id} className="flex items-start gap-2 text-sm">
          <input
            id={`blog-mode-${mode.id}`}
            type="radio"
            name="publication"
            value={mode.id}
            checked={form.mode === mode.id}
            onChange={() => onChange({ mode: mode.id })}
            aria-describedby={`blog-mode-${mode.id}-hint`}
            className="mt-1"
          />
          <div>
            <label htmlFor={`blog-mode-${mode.id}`} className="font-medium text-slate-900">
              {mode.label}
            </label>
            <p id={`blog-mode-${mode.id}-hint`} className="text-slate-600">
              {mode.hint}
            </p>
          </div>
        </div>
      ))}
      {form.mode === 'scheduled' && (
        <div>
          <label htmlFor="blog-publish-at" className="block text-sm font-medium text-slate-900">
            Date et heure de publication
          </label>
          <input
            id="blog-publish-at"
            type="datetime-local"
            value={form.publishAt}
            onChange={(e) => onChange({ publishAt: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'blog-publish-at-error' : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          {error && (
            <p id="blog-publish-at-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
