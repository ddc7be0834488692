import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { ActionButton } from './action-button';
import { buttonClasses } from './button-styles';
import { DangerButton } from './danger-button';
import { Notice } from './notice';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** The action is running: the confirm button spins and the dialog cannot be dismissed. */
  pending?: boolean;
  /** Why the action failed; the dialog stays open so the person can retry or cancel. */
  error?: string | null;
  tone?: 'danger' | 'primary';
  /** Controls the confirmation needs (a reason to give), under the description. */
  fields?: ReactNode;
};

/**
 * Asks before an action that cannot be undone (Radix AlertDialog: focus starts on « Annuler »,
 * a click outside does not confirm). The caller closes it once the action succeeded.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending = false,
  error,
  tone = 'danger',
  fields,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-7">
          <AlertDialog.Title className="text-lg font-bold tracking-tight text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm leading-relaxed text-slate-600">{children}</div>
          </AlertDialog.Description>
          {fields && <div className="mt-4">{fields}</div>}
          {error && (
            <Notice tone="error" className="mt-4">
              {error}
            </Notice>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')} disabled={pending}>
              Annuler
            </AlertDialog.Cancel>
            {tone === 'danger' ? (
              <DangerButton onClick={onConfirm} loading={pending}>
                {confirmLabel}
              </DangerButton>
            ) : (
              <ActionButton onClick={onConfirm} loading={pending}>
                {confirmLabel}
              </ActionButton>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
