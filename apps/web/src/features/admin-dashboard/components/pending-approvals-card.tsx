import { ChevronRight } from 'lucide-react';
import type { DashboardData } from '@salonya/contracts/admin';
import { Card, CardHeader } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const ITEMS = [
  { key: 'salon_applications', label: 'Salon başvuruları', hash: '#salons' },
  { key: 'documents', label: 'Salon belgeleri', hash: '#salon-documents' },
  { key: 'review_moderations', label: 'Yorum şikayetleri', hash: '#reviews' },
  { key: 'refund_requests', label: 'İade talepleri', hash: '#refunds' },
  { key: 'support_tickets', label: 'Destek talepleri', hash: '#support' },
] as const;

/** SPEC §2.8 pending approvals: what waits for an admin, each linking to its section. */
export function PendingApprovalsCard({ pending }: { pending: DashboardData['pending_approvals'] }) {
  return (
    <Card className="p-5">
      <CardHeader
        title="Bekleyen Onaylar"
        actions={
          <StatusBadge tone={pending.total > 0 ? 'amber' : 'green'}>
            {formatNumber(pending.total)} toplam
          </StatusBadge>
        }
      />
      <ul className="-mx-2 space-y-0.5">
        {ITEMS.map((item) => {
          const count = pending[item.key];
          return (
            <li key={item.key}>
              <a
                href={item.hash}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm hover:bg-gray-50"
              >
                <span className="text-gray-700">{item.label}</span>
                <span className="flex items-center gap-1">
                  <span
                    className={cn(
                      'min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums',
                      count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-gray-100 text-gray-600',
                    )}
                  >
                    {formatNumber(count)}
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
