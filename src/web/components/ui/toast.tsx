import { CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { OVERLAY_HEIGHT_VARIABLES } from '../../lib/overlays/overlay-rules';
import { useOverlay } from '../../lib/overlays/overlay-store';
import { useHeightVariable } from '../layout/use-height-variable';

type ToastProps = {
  message: string | null;
  onDismiss: () => void;
  /** Long enough to read a sentence; the close button ends it sooner. */
  durationMs?: number;
};

/**
 * A short message in the corner of the screen. The live region is always in the page, so a screen
 * reader announces each new message politely without moving the focus. While it shows, the push
 * prompt gives way and the help button moves above it (lib/overlays).
 */
export function Toast({ message, onDismiss, durationMs = 8000 }: ToastProps) {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  useOverlay('toast', message !== null && message !== '');
  useHeightVariable(message ? region : null, OVERLAY_HEIGHT_VARIABLES.toast);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [message, onDismiss, durationMs]);

  return (
    // Measured with its bottom gap (pb-3): the help button sits that far above the message.
    <div
      ref={setRegion}
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-1 z-[60] flex justify-center pb-3 sm:inset-x-auto sm:right-6 sm:bottom-3"
    >
      {message && (
        <div className="pointer-events-auto flex max-w-sm items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          <p className="min-w-0 flex-1">{message}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Fermer la notification"
            className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
