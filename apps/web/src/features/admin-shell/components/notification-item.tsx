import type { AdminNotification } from '@salonya/contracts/admin';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';

/** One admin notification: title, message, time; a link to its section when it has one. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: AdminNotification;
  onOpen?: () => void;
}) {
  const unread = notification.read_at === null;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-gray-900">
          {notification.title}
          {unread && <span className="sr-only"> (okunmadı)</span>}
        </span>
        <span className="block text-sm text-gray-600">{notification.message}</span>
        <time dateTime={notification.created_at} className="mt-0.5 block text-xs text-gray-500">
          {formatRelativeTime(notification.created_at)}
        </time>
      </span>
    </>
  );
  const classes = cn('flex gap-3 rounded-lg px-3 py-2.5', unread && 'bg-brand-50/50');
  return notification.link === null ? (
    <div className={classes}>{body}</div>
  ) : (
    <a href={`#${notification.link}`} onClick={onOpen} className={cn(classes, 'hover:bg-gray-50')}>
      {body}
    </a>
  );
}
