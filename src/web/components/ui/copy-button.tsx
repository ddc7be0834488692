import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClasses } from './button-styles';

/**
 * Copies a text to the clipboard and says so for two seconds (announced to screen readers):
 * `copiedLabel` names what was copied (« Référence copiée », not « Lien copié » for a reference).
 */
export function CopyButton({
  text,
  label = 'Copier le lien',
  copiedLabel = 'Lien copié',
}: {
  text: string;
  label?: string;
  copiedLabel?: string;
}) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <button type="button" onClick={onCopy} className={buttonClasses('secondary', 'sm')}>
      {status === 'copied' ? (
        <Check className="size-4 text-emerald-600" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      <span aria-live="polite">
        {status === 'copied' ? copiedLabel : status === 'failed' ? 'Copie impossible' : label}
      </span>
    </button>
  );
}
