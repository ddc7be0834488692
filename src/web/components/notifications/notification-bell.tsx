import { Bell } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useLiveNotifications } from '../../lib/notifications/use-live-notifications';
import { useUnreadCount } from '../../lib/notifications/use-notifications';

// The panel (list, paging, confirmations) is only downloaded when the bell is first opened.
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((module) => ({ default: module.NotificationPanel })),
);

/** « Notifications, 3 non lues »: the badge's number is read with the button's name. */
export function bellLabel(count: number): string {
  if (count === 0) return 'Notifications';
  return `Notifications, ${count} non lue${count > 1 ? 's' : ''}`;
}

/**
 * The header's bell: the unread count, live (socket `notification`), and the panel it opens.
 * `preferencesPath` is where « Préférences » leads; without one the panel shows them in a dialog.
 */
export function NotificationBell({ preferencesPath }: { preferencesPath?: string }) {
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const count = useUnreadCount().data ?? 0;
  useLiveNotifications((notification) => setAnnouncement(`Nouvelle notification : ${notification.title}`));

  return (
    // The root and trigger live here so Radix gives the focus back to the bell on closing.
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={bellLabel(count)}
        className="relative shrink-0 rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Bell className="size-6" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Dialog.Trigger>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel onClose={() => setOpen(false)} preferencesPath={preferencesPath} />
        </Suspense>
      )}
    </Dialog.Root>
  );
}
