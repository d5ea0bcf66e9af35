import { CircleDollarSign, Flag, Store, UserPlus } from 'lucide-react';
import { useState } from 'react';
import {
  activityPriorities,
  activityPriorityLabels,
  activityTypeLabels,
  type Activity,
  type ActivityPriority,
} from '@salonya/contracts/admin';
import { Card, CardHeader } from '@/components/ui/card';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';

const TYPE_ICONS = {
  salon_registration: Store,
  review_reported: Flag,
  payment_dispute: CircleDollarSign,
  user_registered: UserPlus,
} as const;

const PRIORITY_TONES: Readonly<Record<ActivityPriority, BadgeTone>> = {
  high: 'red',
  medium: 'amber',
  low: 'gray',
};

type Filter = ActivityPriority | 'all';

/** SPEC §2.8 recent activities with a priority filter and the four activity labels. */
export function RecentActivitiesCard({ activities }: { activities: readonly Activity[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? activities : activities.filter((a) => a.priority === filter);
  const filters: readonly Filter[] = ['all', ...activityPriorities];
  return (
    <Card className="p-5">
      <CardHeader
        title="Son Aktiviteler"
        actions={
          <div role="group" aria-label="Önceliğe göre filtrele" className="flex flex-wrap gap-1">
            {filters.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={cn(
                  'rounded-full px-3 py-1 text-xs font-medium',
                  filter === f ? 'bg-gray-900 text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200',
                )}
              >
                {f === 'all' ? 'Tümü' : activityPriorityLabels[f]}
              </button>
            ))}
          </div>
        }
      />
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">Bu filtreye uyan aktivite yok.</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Aktiviteler">
          {shown.map((activity) => {
            const Icon = TYPE_ICONS[activity.type];
            return (
              <li key={activity.id} className="flex gap-3 py-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-100"
                >
                  <Icon className="size-4 text-gray-600" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge tone="blue">{activityTypeLabels[activity.type]}</StatusBadge>
                    <StatusBadge tone={PRIORITY_TONES[activity.priority]}>
                      {activityPriorityLabels[activity.priority]} öncelik
                    </StatusBadge>
                  </div>
                  <p className="mt-1 text-sm font-medium text-gray-900">{activity.message}</p>
                  <p className="text-sm text-gray-600">{activity.description}</p>
                  <p className="mt-0.5 text-xs text-gray-500">
                    {activity.user !== null && <>{activity.user.name} · </>}
                    <time dateTime={activity.time}>{formatRelativeTime(activity.time)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
