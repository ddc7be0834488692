import { useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button';
import { parseApiError } from '../../../lib/parse-api-error';
import { useUploadImageMutation } from './api';
import { ImagePicker, imageProblem } from './image-picker';

/** The cover image: uploaded (checked and resized by the server), shown, replaced or removed. */
export function CoverField({
  cover,
  title,
  onChange,
  error,
}: {
  cover: { id: string; url: string } | null;
  title: string;
  onChange: (cover: { id: string; url: string } | null) => void;
  error?: string;
}) {
  const upload = useUploadImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (file: File) => {
    const found = imageProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(file, {
      onSuccess: (image) => onChange({ id: image.id, url: image.url }),
      onError: (err) => setProblem(parseApiError(err).message),
    });
  };
  const message = problem ?? error;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Image de couverture</legend>
      {cover ? (
        <img
          src={cover.url}
          alt={title ? `Couverture de « ${title} »` : 'Couverture de l’article'}
          className="aspect-video w-full rounded-lg object-cover"
        />
      ) : (
        <p className="text-sm text-slate-600">Aucune image. JPEG, PNG ou WebP, 5 Mo au plus.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <ImagePicker
          label={
            upload.isPending ? 'Envoi…' : cover ? 'Remplacer l’image' : 'Choisir une image de couverture'
          }
          onFile={pick}
          disabled={upload.isPending}
        />
        {cover && (
          <ActionButton variant="secondary" size="sm" onClick={() => onChange(null)}>
            Retirer l’image
          </ActionButton>
        )}
      </div>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
