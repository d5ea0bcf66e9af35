import type { Notification } from '@salonya/contracts/notifications';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';

/**
 * One notification: a dot and '(okunmadı)' for screen readers while unread, title, body, how long ago. With a link
 * it opens its page (and is marked read); without one, 'Okundu işaretle' marks it read.
 */
export function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onMarkRead?: (n: Notification) => void;
}) {
  const unread = !notification.is_read;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm text-gray-900', unread ? 'font-semibold' : 'font-medium')}>
          {notification.title}
          {unread && <span className="sr-only"> (okunmadı)</span>}
        </span>
        <span className="block text-sm text-gray-600">{notification.body}</span>
        <time dateTime={notification.created_at} className="mt-0.5 block text-xs text-gray-500">
          {formatRelativeTime(notification.created_at)}
        </time>
      </span>
    </>
  );
  const classes = cn('flex min-w-0 flex-1 gap-3 rounded-lg px-3 py-2.5', unread && 'bg-brand-50/60');
  return (
    <div className="flex items-start gap-1">
      {notification.link === null ? (
        <div className={classes}>{body}</div>
      ) : (
        <Link
          to={notification.link}
          onClick={() => onOpen(notification)}
          className={cn(classes, 'hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600')}
        >
          {body}
        </Link>
      )}
      {unread && onMarkRead && notification.link === null && (
        <button
          type="button"
          onClick={() => onMarkRead(notification)}
          className="mt-2 shrink-0 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Okundu işaretle
          <span className="sr-only">: {notification.title}</span>
        </button>
      )}
    </div>
  );
}
