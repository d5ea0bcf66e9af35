import { useState } from 'react';
import { Home, MapPin, Plus, Star, Trash2 } from 'lucide-react';
import type { CustomerAddress } from '@salonya/contracts/booking-confirmations';
import { MAX_CUSTOMER_ADDRESSES } from '@salonya/contracts/booking-confirmations';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import {
  ADDRESSES_FAILED,
  ADDRESS_UPDATE_FAILED,
  useAddresses,
  useDeleteAddress,
  useSetDefaultAddress,
} from '../api/addresses';
import { AddressFormDialog } from './address-form-dialog';

/** /musteri/adreslerim (SPEC §2.4): the addresses home services come to; add, make default, delete. */
export function AddressesPage() {
  const query = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const addresses = query.data?.addresses ?? [];
  const full = addresses.length >= MAX_CUSTOMER_ADDRESSES;

  const makeDefault = async (a: CustomerAddress) => {
    try {
      const result = await setDefault.mutateAsync(a.id);
      toast.success(result.message);
    } catch (error) {
      toast.error(failureMessage(error, ADDRESS_UPDATE_FAILED));
    }
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      const result = await remove.mutateAsync(deleting.id);
      toast.success(result.message);
      setDeleting(null);
    } catch (error) {
      toast.error(failureMessage(error, ADDRESS_UPDATE_FAILED));
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Adreslerim</h1>
          <p className="text-sm text-gray-600">Eve gelen hizmetlerde uzmanın geleceği adresleriniz.</p>
        </div>
        {query.data !== undefined && addresses.length > 0 && (
          <Button onClick={() => setAdding(true)} disabled={full}>
            <Plus aria-hidden="true" className="size-4" />
            Yeni Adres
          </Button>
        )}
      </div>
      {full && (
        <p className="text-sm text-gray-600">{`En fazla ${MAX_CUSTOMER_ADDRESSES} adres kaydedebilirsiniz; yenisi için birini silin.`}</p>
      )}
      {query.isPending && <LoadingState label="Adresleriniz yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={ADDRESSES_FAILED}
          message={failureMessage(query.error, ADDRESSES_FAILED)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined &&
        (addresses.length === 0 ? (
          <EmptyState
            icon={<Home className="size-10" />}
            title="Kayıtlı adresiniz yok"
            description="Eve gelen hizmet randevularında adresinizi her seferinde yazmamak için kaydedin."
            action={
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" className="size-4" />
                Adres Ekle
              </Button>
            }
          />
        ) : (
          <ul aria-label="Kayıtlı adresler" className="grid gap-3 sm:grid-cols-2">
            {addresses.map((a) => (
              <li key={a.id}>
                <article className="flex h-full flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4">
                  <header className="flex items-center justify-between gap-2">
                    <h2 className="flex items-center gap-1.5 font-semibold text-gray-900">
                      <MapPin aria-hidden="true" className="size-4 text-gray-400" />
                      {a.title !== '' ? a.title : 'Adres'}
                    </h2>
                    {a.is_default && <StatusBadge tone="brand">Varsayılan</StatusBadge>}
                  </header>
                  <p className="text-sm text-gray-700">{a.address}</p>
                  <p className="text-sm text-gray-600">{`${a.district} / ${a.city}`}</p>
                  <div className="mt-auto flex flex-wrap justify-end gap-2 pt-2">
                    {!a.is_default && (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => void makeDefault(a)}
                        isLoading={setDefault.isPending && setDefault.variables === a.id}
                      >
                        <Star aria-hidden="true" className="size-4" />
                        Varsayılan Yap
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDeleting(a)}
                      aria-label={`${a.title !== '' ? a.title : 'Adres'} adresini sil`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Sil
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ))}
      <AddressFormDialog open={adding} onClose={() => setAdding(false)} />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Adres silinsin mi?"
        description={
          deleting
            ? `${deleting.address} (${deleting.district} / ${deleting.city}). Geçmiş randevularınızdaki adres bilgisi korunur.`
            : undefined
        }
        size="sm"
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDeleting(null)}>
            Vazgeç
          </Button>
          <Button variant="danger" onClick={() => void confirmDelete()} isLoading={remove.isPending}>
            Sil
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
