import { contactMessageStatusLabels, type ContactMessageStatus } from '@salonya/contracts/admin';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';

const TONES: Readonly<Record<ContactMessageStatus, BadgeTone>> = {
  new: 'amber',
  read: 'blue',
  answered: 'brand',
  done: 'green',
};

export function ContactStatusBadge({ status }: { status: ContactMessageStatus }) {
  return <StatusBadge tone={TONES[status]}>{contactMessageStatusLabels[status]}</StatusBadge>;
}
