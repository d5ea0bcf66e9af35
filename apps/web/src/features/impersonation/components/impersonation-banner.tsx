import { Eye, Undo2 } from 'lucide-react';
import { STOP_IMPERSONATING_FAILED } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { useStopImpersonating } from '../api/stop-impersonating';
import { readImpersonator } from '../utils/impersonator';

export const RETURN_TO_ADMIN = 'Admin hesabına dön';
/** Where the admin lands after returning (a full page load: the admin page is its own document). */
export const ADMIN_RETURN_PATH = '/admin#salons';

export function impersonationText(ownerName: string, salonName: string | null): string {
  return salonName === null
    ? `${ownerName} adına görüntülüyorsunuz`
    : `${salonName} (${ownerName}) adına görüntülüyorsunuz`;
}

/**
 * SPEC §4: while an admin views the owner area as a salon owner, a banner says so and offers the way back.
 * Nothing shows for a normal session.
 */
export function ImpersonationBanner({
  leavePage = (to: string) => window.location.assign(to),
}: {
  leavePage?: (to: string) => void;
}) {
  const { user } = useSession();
  const stop = useStopImpersonating({ onStopped: () => leavePage(ADMIN_RETURN_PATH) });
  if (user === null || !user.impersonating) return null;
  const admin = readImpersonator();
  return (
    <div
      role="region"
      aria-label="Yönetici görüntüleme modu"
      className="flex flex-wrap items-center justify-between gap-3 bg-amber-400 px-4 py-2 text-sm text-amber-950 sm:px-6"
    >
      <p className="flex items-center gap-2 font-medium">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {impersonationText(user.name, user.impersonated_salon?.name ?? null)}
          {admin !== null && <span className="font-normal"> · Yönetici: {admin.user.name}</span>}
        </span>
      </p>
      <Button
        size="sm"
        variant="outline"
        className="border-amber-900/30 bg-amber-50 text-amber-950 hover:bg-white"
        isLoading={stop.isPending}
        onClick={() => stop.mutate()}
      >
        {!stop.isPending && <Undo2 aria-hidden="true" className="size-4" />}
        {RETURN_TO_ADMIN}
      </Button>
      {stop.isError && (
        <p role="alert" className="w-full rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white">
          {failureMessage(stop.error, STOP_IMPERSONATING_FAILED)}
        </p>
      )}
    </div>
  );
}
