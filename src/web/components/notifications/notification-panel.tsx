import { BellOff, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TUserNotification } from '../../../shared/schemas/notifications';
import {
  flattenPages,
  useNotificationActions,
  useNotificationList,
} from '../../lib/notifications/use-notifications';
import { parseApiError } from '../../lib/parse-api-error';
import { ActionButton } from '../ui/action-button';
import { buttonClasses } from '../ui/button-styles';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorNotice } from '../ui/error-notice';
import { InlineSpinner } from '../ui/spinner';
import { NotificationItem } from './notification-item';
import { NotificationPreferencesDialog } from './notification-preferences-dialog';

/** Only paths inside the app are followed (a notification never sends anyone to another site). */
function isAppPath(link: string | undefined): link is string {
  return !!link && link.startsWith('/') && !link.startsWith('//');
}

type NotificationPanelProps = {
  onClose: () => void;
  /** Where « Préférences » leads (the provider's settings); without it they open in a dialog. */
  preferencesPath?: string;
};

/**
 * The bell's panel: a popover under the header on wide screens, the whole screen on a phone.
 * Radix Dialog (its root is the bell's) traps the focus, Escape closes it and the focus goes back
 * to the bell.
 */
export function NotificationPanel({ onClose, preferencesPath }: NotificationPanelProps) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [confirmingPurge, setConfirmingPurge] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [now] = useState(() => new Date());
  const navigate = useNavigate();
  const list = useNotificationList(unreadOnly);
  const { markRead, markAllRead, remove, removeRead } = useNotificationActions();
  const notifications = flattenPages(list.data);
  const actionError = markAllRead.error ?? remove.error ?? markRead.error;

  const open = (notification: TUserNotification) => {
    markRead.mutate(notification);
    if (!isAppPath(notification.link)) return;
    onClose();
    void navigate(notification.link);
  };

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/20" />
      <Dialog.Content
        aria-describedby={undefined}
        className="fixed inset-0 z-50 flex flex-col bg-white shadow-xl focus:outline-none sm:inset-auto sm:top-[calc(var(--impersonation-banner-height,0px)+var(--global-banner-height,0px)+4.25rem)] sm:right-4 sm:max-h-[min(36rem,calc(100dvh-6rem))] sm:w-[26rem] sm:rounded-2xl sm:border sm:border-slate-200"
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <Dialog.Title className="text-lg font-bold tracking-tight text-slate-900">
            Notifications
          </Dialog.Title>
          <Dialog.Close
            aria-label="Fermer les notifications"
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-2">
          <button
            type="button"
            aria-pressed={unreadOnly}
            onClick={() => setUnreadOnly(!unreadOnly)}
            className={`rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
              unreadOnly
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 text-slate-700 hover:bg-slate-50'
            }`}
          >
            Non lues
          </button>
          <ActionButton
            variant="ghost"
            size="sm"
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            Tout marquer comme lu
          </ActionButton>
          {preferencesPath ? (
            <Link
              to={preferencesPath}
              onClick={onClose}
              className={`${buttonClasses('ghost', 'sm')} ml-auto`}
            >
              Préférences
            </Link>
          ) : (
            <ActionButton
              variant="ghost"
              size="sm"
              className="ml-auto"
              onClick={() => setPreferencesOpen(true)}
            >
              Préférences
            </ActionButton>
          )}
        </div>
        {actionError && (
          <ErrorNotice error={actionError} className="mx-4 mt-3">
            L’action n’a pas abouti.
          </ErrorNotice>
        )}
        <div className="min-h-0 flex-1 overflow-y-auto">
          {list.isPending ? (
            <div className="p-4">
              <InlineSpinner label="Chargement des notifications…" />
            </div>
          ) : list.isError ? (
            <div className="space-y-3 p-4">
              <ErrorNotice error={list.error}>Impossible de charger vos notifications.</ErrorNotice>
              <ActionButton variant="secondary" size="sm" onClick={() => void list.refetch()}>
                Réessayer
              </ActionButton>
            </div>
          ) : notifications.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-10 text-center">
              <BellOff className="size-8 text-slate-400" aria-hidden="true" />
              <p className="mt-3 font-semibold text-slate-900">Aucune notification</p>
              <p className="mt-1 text-sm text-slate-600">
                {unreadOnly
                  ? 'Vous avez tout lu.'
                  : 'Les nouveaux rendez-vous, annulations et réponses de l’équipe s’afficheront ici.'}
              </p>
            </div>
          ) : (
            <>
              <ul aria-label={unreadOnly ? 'Notifications non lues' : 'Vos notifications'}>
                {notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    now={now}
                    onOpen={open}
                    onDelete={(n) => remove.mutate(n)}
                    deleting={remove.isPending && remove.variables?.id === notification.id}
                  />
                ))}
              </ul>
              {list.hasNextPage && (
                <div className="p-3 text-center">
                  <ActionButton
                    variant="secondary"
                    size="sm"
                    loading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    Afficher plus
                  </ActionButton>
                </div>
              )}
            </>
          )}
        </div>
        <div className="border-t border-slate-200 px-4 py-2">
          <ActionButton variant="ghost" size="sm" onClick={() => setConfirmingPurge(true)}>
            Supprimer les notifications lues
          </ActionButton>
        </div>
        <ConfirmDialog
          open={confirmingPurge}
          onOpenChange={(next) => {
            setConfirmingPurge(next);
            removeRead.reset();
          }}
          title="Supprimer les notifications lues ?"
          confirmLabel="Supprimer"
          pending={removeRead.isPending}
          error={removeRead.error ? parseApiError(removeRead.error).message : null}
          onConfirm={() => removeRead.mutate(undefined, { onSuccess: () => setConfirmingPurge(false) })}
        >
          <p>Les notifications que vous avez lues seront effacées définitivement ; les non lues restent.</p>
        </ConfirmDialog>
        {preferencesOpen && <NotificationPreferencesDialog onClose={() => setPreferencesOpen(false)} />}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
