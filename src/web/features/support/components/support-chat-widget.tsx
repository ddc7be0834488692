import { LifeBuoy, MessageCircleQuestion, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { HELP_BUTTON_BOTTOM } from '../../../lib/overlays/overlay-rules';
import { useSendChatMessage } from '../api/send-chat-message';
import { useSupportChat } from '../hooks/use-support-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';

export const WIDGET_TEXT = {
  button: 'Besoin d’aide ?',
  title: 'Contacter l’administration',
  empty: 'Posez votre question à l’équipe admin.',
  unread: 'Nouvelle réponse de l’équipe',
} as const;

/**
 * SPEC §2 « User chat widget »: a « Besoin d'aide ? » button at the bottom right (a round icon on
 * phones, where it must not hide the page's own buttons), with a red dot while a team reply is
 * unread; it opens « Contacter l'administration », the conversation and its message box. It
 * moves up above a toast or the push prompt rather than lie over them (issue 37).
 */
export function SupportChatWidget() {
  const [open, setOpen] = useState(false);
  const { history, chat, hasUnreadReply } = useSupportChat(open);
  const send = useSendChatMessage();

  function onOpenChange(next: boolean) {
    setOpen(next);
    // SPEC §4: opening loads the history (then marks the reply read, see useSupportChat).
    if (next) void history.refetch();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          style={{ bottom: HELP_BUTTON_BOTTOM }}
          className="fixed right-4 z-40 flex size-12 items-center justify-center gap-2 rounded-full bg-brand-700 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:size-auto sm:px-5 sm:py-3"
        >
          <MessageCircleQuestion className="size-6 sm:size-5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{WIDGET_TEXT.button}</span>
          {hasUnreadReply && (
            <span
              role="status"
              aria-label={WIDGET_TEXT.unread}
              className="absolute -top-0.5 -right-0.5 size-3.5 rounded-full bg-red-600 ring-2 ring-white"
            />
          )}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl border border-slate-200 bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:right-4 sm:bottom-20 sm:h-[32rem] sm:w-96 sm:rounded-2xl"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <LifeBuoy className="size-5 text-brand-700" aria-hidden="true" />
              {WIDGET_TEXT.title}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Fermer"
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="min-h-40 flex-1 overflow-y-auto px-4 py-3">
            {history.isPending && <InlineSpinner label="Chargement de la conversation…" />}
            {history.isError && (
              <div className="space-y-3">
                <ErrorNotice error={history.error}>La conversation n’a pas pu être chargée.</ErrorNotice>
                <ActionButton variant="secondary" size="sm" onClick={() => void history.refetch()}>
                  Réessayer
                </ActionButton>
              </div>
            )}
            {history.isSuccess && !chat?.messages.length && (
              <p className="py-10 text-center text-sm text-slate-600">{WIDGET_TEXT.empty}</p>
            )}
            {chat && chat.messages.length > 0 && (
              <ChatMessages messages={chat.messages} ownSide="user" otherLabel="Équipe Créneau" />
            )}
          </div>
          <div className="border-t border-slate-200 px-4 py-3">
            <ChatComposer onSend={(message) => send.mutateAsync(message)} autoFocus />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
