import { X } from 'lucide-react';
import { Notice } from '../../../components/ui/notice';
import type { TDropVerdict } from '../utils/drop-check';

/** Where a dragged booking would land, in words (« jeudi 26 novembre à 10:30 »), and what that target is worth. */
export type TDropAnnouncement = { where: string; verdict: TDropVerdict };

type DropFeedbackProps = {
  /** The target under the pointer while a booking is dragged. */
  hovered: TDropAnnouncement | null;
  /** Why the last drop was refused (nothing moved, no dialog). */
  refusal: string | null;
  onDismiss: () => void;
};

/**
 * Says what a drop target is worth: during the drag to screen readers (a polite live region, the
 * ghost shows it to the eye), and after a refused drop to everyone, until dismissed or the next drag.
 */
export function DropFeedback({ hovered, refusal, onDismiss }: DropFeedbackProps) {
  const spoken = hovered
    ? `${hovered.where} : ${hovered.verdict.kind === 'free' ? 'créneau libre.' : hovered.verdict.message}`
    : '';
  return (
    <>
      <p role="status" className="sr-only">
        {spoken}
      </p>
      {refusal && (
        <Notice tone="error" className="mb-3">
          <div className="flex items-start justify-between gap-2">
            <p>{refusal}</p>
            <button
              type="button"
              onClick={onDismiss}
              aria-label="Fermer le message"
              className="-m-1 shrink-0 rounded p-1 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        </Notice>
      )}
    </>
  );
}
