import type { AppointmentStatusValue } from '@salonya/contracts/booking';
import { cn } from '@/lib/cn';

const tones: Readonly<Record<AppointmentStatusValue, string>> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-sky-50 text-sky-800 ring-sky-200',
  cancelled: 'bg-gray-100 text-gray-700 ring-gray-200',
  no_show: 'bg-red-50 text-red-800 ring-red-200',
};

export function StatusBadge({ status, label }: { status: AppointmentStatusValue; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
        tones[status],
      )}
    >
      {label}
    </span>
  );
}
