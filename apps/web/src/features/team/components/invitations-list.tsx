import { useState } from 'react';
import { Mail, RotateCw, X } from 'lucide-react';
import type { StaffInvitation } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useResendInvitation } from '../api/resend-invitation';

/** Pending invitations with resend and cancel; an expired one can be resent (a new 7-day link). */
export function InvitationsList({
  salonId,
  invitations,
}: {
  salonId: number;
  invitations: readonly StaffInvitation[];
}) {
  const resend = useResendInvitation(salonId);
  const cancel = useCancelInvitation(salonId);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<{ message?: string | undefined }>, done: string) => {
    setBusy(key);
    try {
      const response = await action();
      toast.success(response.message ?? done);
    } catch (error) {
      toast.error(failureMessage(error, TEAM_MESSAGES.saveFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {invitations.map((inv) => (
        <li key={inv.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-400" />
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">
                {inv.name}
                {inv.title !== '' && <span className="font-normal text-gray-600"> · {inv.title}</span>}
              </p>
              <p className="text-sm break-all text-gray-600">{inv.email}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-500">
                {inv.state === 'expired' ? (
                  <StatusBadge tone="red">Süresi doldu</StatusBadge>
                ) : (
                  <StatusBadge tone="amber">Yanıt bekleniyor</StatusBadge>
                )}
                <span>Son gönderim: {formatDateTime(inv.last_sent_at)}</span>
              </p>
            </div>
          </div>
          <div className="flex gap-2 sm:shrink-0">
            <Button
              variant="outline"
              size="sm"
              isLoading={busy === `resend-${inv.id}`}
              aria-label={`${inv.email} davetini yeniden gönder`}
              onClick={() =>
                void run(`resend-${inv.id}`, () => resend.mutateAsync(inv.id), TEAM_MESSAGES.resent)
              }
            >
              <RotateCw aria-hidden="true" className="size-4" />
              Yeniden Gönder
            </Button>
            <Button
              variant="ghost"
              size="sm"
              isLoading={busy === `cancel-${inv.id}`}
              aria-label={`${inv.email} davetini iptal et`}
              onClick={() =>
                void run(`cancel-${inv.id}`, () => cancel.mutateAsync(inv.id), TEAM_MESSAGES.cancelled)
              }
            >
              <X aria-hidden="true" className="size-4" />
              İptal Et
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
