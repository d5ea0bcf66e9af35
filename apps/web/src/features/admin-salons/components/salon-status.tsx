import { BadgeCheck, Sparkles } from 'lucide-react';
import { salonStatusLabels, type AdminSalonStatus } from '@salonya/contracts/admin';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';

const TONES: Readonly<Record<AdminSalonStatus, BadgeTone>> = {
  pending: 'amber',
  active: 'green',
  suspended: 'red',
};

export function SalonStatusBadge({ status }: { status: AdminSalonStatus }) {
  return <StatusBadge tone={TONES[status]}>{salonStatusLabels[status]}</StatusBadge>;
}

/** The verified and featured marks of a salon. */
export function SalonMarks({ verified, featured }: { verified: boolean; featured: boolean }) {
  return (
    <>
      {verified && (
        <StatusBadge tone="blue">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          Doğrulanmış
        </StatusBadge>
      )}
      {featured && (
        <StatusBadge tone="brand">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Öne çıkan
        </StatusBadge>
      )}
    </>
  );
}
