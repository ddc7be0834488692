import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import {
  SHOP_LIMITS,
  SHOP_MESSAGES,
  SHOP_PHOTO_TYPES,
  type TShopProduct,
} from '../../../../../shared/schemas/shop';
import { buttonClasses } from '../../../../components/ui/button-styles';
import { Notice } from '../../../../components/ui/notice';
import { Spinner } from '../../../../components/ui/spinner';
import { API_BASE_URL } from '../../../../lib/api-client';
import { parseApiError } from '../../../../lib/parse-api-error';
import { useAddPhotoMutation, useRemovePhotoMutation } from '../api/products';

/** What the server would refuse anyway, said before the upload. */
function photoProblem(file: File): string | null {
  if (!(SHOP_PHOTO_TYPES as readonly string[]).includes(file.type)) return SHOP_MESSAGES.photoType;
  if (file.size > SHOP_LIMITS.photoMaxBytes) return SHOP_MESSAGES.photoSize;
  return null;
}

/** A product's photos (six at most): added from a file, removed one by one. */
export function ProductPhotos({ product }: { product: TShopProduct }) {
  const inputId = useId();
  const add = useAddPhotoMutation();
  const remove = useRemovePhotoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const full = product.photos.length >= SHOP_LIMITS.photosMax;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = photoProblem(file);
    setProblem(local);
    if (local) return;
    add.mutate({ id: product.id, file }, { onError: (error) => setProblem(parseApiError(error).message) });
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3">
      <h3 id={`${inputId}-title`} className="text-sm font-semibold text-slate-900">
        Photos ({product.photos.length}/{SHOP_LIMITS.photosMax})
      </h3>
      {product.photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {product.photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={`${API_BASE_URL}${photo.url}`}
                alt={`${product.name}, vue ${index + 1}`}
                className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                onClick={() =>
                  remove.mutate(
                    { id: product.id, photoId: photo.id },
                    { onError: (error) => setProblem(parseApiError(error).message) },
                  )
                }
                disabled={remove.isPending}
                className="absolute top-1 right-1 rounded-md bg-white/90 p-1.5 text-red-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-red-500"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="sr-only">Retirer la vue {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-700">{SHOP_MESSAGES.photosMax}</p>
      ) : (
        <div>
          <input
            id={inputId}
            type="file"
            accept={SHOP_PHOTO_TYPES.join(',')}
            onChange={onFile}
            className="peer sr-only"
            disabled={add.isPending}
          />
          <label
            htmlFor={inputId}
            className={`${buttonClasses('secondary', 'sm')} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500`}
          >
            {add.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <ImagePlus className="size-4" aria-hidden="true" />
            )}
            {add.isPending ? 'Envoi de la photo…' : 'Ajouter une photo'}
          </label>
          <p className="mt-1 text-xs text-slate-600">JPEG, PNG ou WebP, 2 Mo au plus.</p>
        </div>
      )}
      {problem && <Notice tone="error">{problem}</Notice>}
    </section>
  );
}
