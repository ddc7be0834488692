import { type ReactNode, useState } from 'react';
import { downloadApiFile } from '../../lib/save-file';
import { ActionButton } from './action-button';

/** Downloads an authenticated API PDF (invoice, packing slip) with its progress and a French error. */
export function DownloadButton({
  path,
  filename,
  label,
  children,
}: {
  path: string;
  filename: string;
  /** The accessible name when the visible text is short (« Télécharger » in a table row). */
  label?: string;
  children: ReactNode;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <div>
      <ActionButton
        variant="secondary"
        size="sm"
        disabled={state === 'busy'}
        aria-label={label}
        onClick={async () => {
          setState('busy');
          try {
            await downloadApiFile(path, filename);
            setState('idle');
          } catch {
            setState('failed');
          }
        }}
      >
        {state === 'busy' ? 'Téléchargement…' : children}
      </ActionButton>
      {state === 'failed' && (
        <span role="alert" className="mt-1 block text-xs text-red-700">
          Le PDF n’a pas pu être téléchargé. Réessayez.
        </span>
      )}
    </div>
  );
}
