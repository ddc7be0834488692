import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

type ModalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Hides the visible title when the content shows its own heading (tabs); it stays for screen readers. */
  hideTitle?: boolean;
  /** 'large' leaves room for long reading (a contract) on desktop; phones always get the full screen. */
  size?: 'default' | 'large';
};

const widths = { default: 'sm:max-w-md', large: 'sm:max-w-3xl' } as const;

/**
 * Radix Dialog with the product's look: focus trapped, Escape and the close button close it,
 * a full-screen sheet on phones and a centred card from the `sm` breakpoint.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  hideTitle,
  size = 'default',
}: ModalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          // Without a description, say so explicitly (Radix would point at a missing element).
          {...(description ? {} : { 'aria-describedby': undefined })}
          // A form opens ready to type in its first field rather than on the close button.
          onOpenAutoFocus={(event) => {
            const firstInput = (event.currentTarget as HTMLElement | null)?.querySelector('input');
            if (!firstInput) return;
            event.preventDefault();
            firstInput.focus();
          }}
          // Escape in an open combobox closes its list, not the dialog (ARIA 1.2 combobox).
          onEscapeKeyDown={(event) => {
            const focused = document.activeElement;
            if (
              focused?.getAttribute('role') === 'combobox' &&
              focused.getAttribute('aria-expanded') === 'true'
            ) {
              event.preventDefault();
            }
          }}
          // scroll-pb: a field reached with Tab stops above a ModalDialogFooter, not under it.
          className={`fixed inset-0 z-50 flex scroll-pb-28 flex-col overflow-y-auto bg-white shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${widths[size]}`}
        >
          {/* The padding sits inside the scrolling box, so that a sticky footer meets its bottom edge. */}
          <div className="flex flex-1 flex-col p-5 sm:p-7">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title
                className={hideTitle ? 'sr-only' : 'text-xl font-bold tracking-tight text-slate-900'}
              >
                {title}
              </Dialog.Title>
              <Dialog.Close
                aria-label="Fermer"
                className="-mt-1 -mr-1 ml-auto rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            {description && (
              <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
            )}
            <div className="mt-4 flex-1">{children}</div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog form's buttons, pinned to the dialog's bottom edge while the form scrolls under them:
 * validation errors lengthen a form past the screen and must not push its buttons out of reach.
 * The negative margins cancel ModalDialog's padding so that the bar spans the dialog's full width.
 */
export function ModalDialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 -mx-5 -mb-5 flex gap-2 border-t border-slate-200 bg-white px-5 pt-4 pb-5 *:flex-1 sm:-mx-7 sm:-mb-7 sm:justify-end sm:px-7 sm:pb-7 sm:*:flex-none">
      {children}
    </div>
  );
}
