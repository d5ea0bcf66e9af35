import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { IMPERSONATE_FAILED, useImpersonateSalon } from '../api/impersonate-salon';

/** Where the admin lands as the salon owner (a full page load: the owner area is in the main app). */
export const OWNER_AREA_PATH = '/salon';

/** 'Salon sahibi olarak görüntüle' with a confirmation: starts impersonating the salon's owner. */
export function ImpersonateButton({
  salonId,
  salonName,
  ownerName,
  disabled = false,
  leavePage = (to: string) => window.location.assign(to),
}: {
  salonId: number;
  salonName: string;
  ownerName: string;
  disabled?: boolean;
  leavePage?: (to: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const impersonate = useImpersonateSalon({ onStarted: () => leavePage(OWNER_AREA_PATH) });
  return (
    <>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => setConfirming(true)}>
        <LogIn aria-hidden="true" className="size-4" />
        Salon sahibi olarak görüntüle
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Salon sahibi olarak görüntüle"
        description={`${salonName} salonunu ${ownerName} adına görüntüleyeceksiniz. Yaptığınız işlemler kayıt altına alınır; üstteki bantla istediğiniz an admin hesabınıza dönebilirsiniz.`}
        size="sm"
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Vazgeç
          </Button>
          <Button
            isLoading={impersonate.isPending}
            onClick={() =>
              impersonate.mutate(salonId, {
                onError: (error) => {
                  setConfirming(false);
                  toast.error(failureMessage(error, IMPERSONATE_FAILED));
                },
              })
            }
          >
            Görüntülemeye başla
          </Button>
        </div>
      </Dialog>
    </>
  );
}
