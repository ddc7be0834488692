import { useId, useRef } from 'react';
import { BLOG_IMAGE_TYPES, BLOG_LIMITS } from '../../../../shared/schemas/blog';
import { buttonClasses } from '../../../components/ui/button-styles';

/** Refuses in the browser what the server would refuse anyway, with the same words. */
export function imageProblem(file: File): string | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Format non pris en charge : JPEG, PNG ou WebP uniquement.';
  if (file.size > BLOG_LIMITS.imageMaxBytes) return 'L’image ne doit pas dépasser 5 Mo.';
  return null;
}

/** A button-looking label around a hidden file input (keyboard: the input itself takes the focus). */
export function ImagePicker({
  label,
  onFile,
  disabled,
}: {
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <label htmlFor={id} className={`${buttonClasses('secondary', 'sm')} cursor-pointer focus-within:ring-2`}>
      {label}
      <input
        ref={input}
        id={id}
        type="file"
        accept={BLOG_IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          if (input.current) input.current.value = '';
        }}
      />
    </label>
  );
}
