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
          className={`fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-5 shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7 ${widths[size]}`}
        >
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
