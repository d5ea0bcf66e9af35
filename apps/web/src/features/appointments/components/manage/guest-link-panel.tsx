import { useState } from 'react';
import { Copy, Link2 } from 'lucide-react';
import type { Appointment } from '@salonya/contracts/booking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useRenewGuestLink } from '../../api/walk-in';

/**
 * A guest booked by the salon has not answered yet: the owner can issue a new a/{token} link (a lost message, a
 * new phone number); the old link stops working. The server decides whether it is still possible.
 */
export function GuestLinkPanel({ appointment }: { appointment: Appointment }) {
  const renew = useRenewGuestLink(appointment.id);
  const [link, setLink] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (appointment.source !== 'guest_link' || appointment.status !== 'pending') return null;

  const run = async () => {
    setProblem(null);
    try {
      const result = await renew.mutateAsync();
      setLink(result.guest_link);
      toast.success(result.message);
    } catch (error) {
      setProblem(failureMessage(error, 'Onay bağlantısı oluşturulamadı'));
    }
  };

  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-base font-semibold text-gray-900">Misafir onayı bekleniyor</h2>
      <p className="text-sm text-gray-700">
        Müşteri onay bağlantısını açıp randevuyu onaylayınca randevu kesinleşir. Bağlantı kaybolduysa yenisini
        oluşturun; önceki bağlantı artık çalışmaz.
      </p>
      {problem !== null && <Alert variant="error">{problem}</Alert>}
      {link !== null && (
        <div className="space-y-2">
          <p className="rounded-md bg-gray-50 p-2 text-sm break-all text-gray-900" data-testid="guest-link">
            {link}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(
                () => toast.success('Bağlantı kopyalandı.'),
                () => toast.error('Bağlantı kopyalanamadı.'),
              );
            }}
          >
            <Copy aria-hidden="true" className="size-4" />
            Bağlantıyı Kopyala
          </Button>
        </div>
      )}
      <Button variant="outline" onClick={() => void run()} isLoading={renew.isPending}>
        {!renew.isPending && <Link2 aria-hidden="true" className="size-4" />}
        Yeni Onay Bağlantısı Oluştur
      </Button>
    </Card>
  );
}
