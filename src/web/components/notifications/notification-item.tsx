import { Trash2 } from 'lucide-react';
import { formatRelative } from '../../../shared/french-format';
import type { TUserNotification } from '../../../shared/schemas/notifications';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

type NotificationItemProps = {
  notification: TUserNotification;
  now: Date;
  onOpen: (notification: TUserNotification) => void;
  onDelete: (notification: TUserNotification) => void;
  deleting: boolean;
};

/** One line of the panel: unread ones stand out; a click reads it and opens its screen. */
export function NotificationItem({ notification, now, onOpen, onDelete, deleting }: NotificationItemProps) {
  const { title, body, read, createdAt } = notification;
  return (
    <li
      className={`flex items-start gap-2 border-b border-slate-100 px-2 py-2 last:border-b-0 ${
        read ? '' : 'bg-brand-50'
      }`}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="min-w-0 flex-1 rounded-lg px-2 py-1.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span className="flex items-center gap-2">
          {!read && <span className="size-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />}
          <span className={`text-sm text-slate-900 ${read ? 'font-medium' : 'font-semibold'}`}>{title}</span>
          {!read && <span className="sr-only">(non lue)</span>}
        </span>
        <span className="mt-0.5 block text-sm break-words text-slate-600">{body}</span>
        <time dateTime={createdAt} className="mt-1 block text-xs text-slate-600">
          {formatRelative(createdAt, now, BROWSER_ZONE)}
        </time>
      </button>
      <button
        type="button"
        onClick={() => onDelete(notification)}
        disabled={deleting}
        aria-label={`Supprimer « ${title} »`}
        title="Supprimer"
        className="shrink-0 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
