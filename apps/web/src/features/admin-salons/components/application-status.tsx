import { applicationStatusLabels, type ApplicationListItem } from '@salonya/contracts/admin';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';

const TONES: Readonly<Record<ApplicationListItem['status'], BadgeTone>> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationListItem['status'] }) {
  return <StatusBadge tone={TONES[status]}>{applicationStatusLabels[status]}</StatusBadge>;
}
