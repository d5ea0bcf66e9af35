import { formatKilometres } from '@salonya/domain/format/number';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LocateFixed } from 'lucide-react';
import { z } from 'zod';
import { LOCATION_MESSAGES } from '@salonya/contracts/booking';
import { customerAddressBodySchema, type CustomerAddress } from '@salonya/contracts/booking-confirmations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { LoadingState } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { formatKurus } from '@/lib/format';
import {
  useCustomerAddresses,
  useSaveCustomerAddress,
  ADDRESS_SAVE_FAILED,
} from '../../api/customer-addresses';
import { DEFAULT_SERVICE_RADIUS_KM } from '@salonya/domain/booking/status';
import { distanceKm } from '@salonya/domain/geo/distance';
import type { StepProps } from '../step-props';
import { StepFrame, WizardFooter } from '../wizard-footer';

/**
 * A new address is the contract's body of POST /customer/addresses (its Turkish messages, the API's own limits),
 * without the position the browser gives, plus whether to keep it for later bookings.
 */
const addressSchema = customerAddressBodySchema
  .omit({ latitude: true, longitude: true })
  .extend({ save: z.boolean() });
type AddressFormValues = z.input<typeof addressSchema>;
type AddressForm = z.output<typeof addressSchema>;

type Position = { latitude: number; longitude: number };

const LOCATION_NEEDED =
  'Adresinizin salonun hizmet bölgesinde olduğunu doğrulamak için konumunuzu paylaşın (Konumumu Kullan).';
const NEW = 'new';

/**
 * SPEC §2.5 'location' (only for home services): where the salon comes to — one of the customer's saved addresses
 * or a new one (optionally saved). It must lie inside the salon's service radius: a saved address by the server's
 * distance, a new one by the position the browser gives; the refusal is shown next to the address.
 */
export function LocationStep({ salon, salonId, draft, update, goNext, goBack }: StepProps) {
  const saved = draft.location;
  const addresses = useCustomerAddresses(salonId);
  const list = addresses.data?.addresses ?? [];
  const radius = addresses.data?.service_radius_km ?? DEFAULT_SERVICE_RADIUS_KM;
  const homeFee = addresses.data?.home_service_fee_kurus ?? 0;
  const [choice, setChoice] = useState<string | null>(
    saved?.addressId != null ? String(saved.addressId) : saved ? NEW : null,
  );
  const selected =
    choice ?? (list.length > 0 ? String(list.find((a) => a.in_service_area !== false)?.id ?? NEW) : NEW);
  const [position, setPosition] = useState<Position | null>(
    saved && saved.addressId === null ? { latitude: saved.latitude, longitude: saved.longitude } : null,
  );
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const saveAddress = useSaveCustomerAddress();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressForm>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      title: saved?.addressId === null ? saved.title : '',
      address: saved?.addressId === null ? saved.address : '',
      district: saved?.addressId === null ? saved.district : '',
      city: saved?.addressId === null ? saved.city : '',
      save: false,
    },
  });

  const salonPosition =
    salon.latitude !== null && salon.longitude !== null
      ? { latitude: salon.latitude, longitude: salon.longitude }
      : null;
  const distance = position && salonPosition ? distanceKm(position, salonPosition) : null;
  const outside = distance !== null && distance > radius;
  const outsideMessage =
    outside && distance !== null ? LOCATION_MESSAGES.outsideRadius(distance, radius) : null;

  const locate = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('Tarayıcınız konum paylaşmayı desteklemiyor.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (result) => {
        setLocating(false);
        setPosition({ latitude: result.coords.latitude, longitude: result.coords.longitude });
      },
      () => {
        setLocating(false);
        setProblem('Konumunuz alınamadı. Tarayıcınızın konum iznini kontrol edip tekrar deneyin.');
      },
      { timeout: 10_000 },
    );
  };

  const chooseSaved = (address: CustomerAddress) => {
    if (address.in_service_area === false) {
      setProblem(LOCATION_MESSAGES.outsideRadius(address.distance_km ?? 0, radius));
      return;
    }
    update((d) => ({
      ...d,
      location: {
        addressId: address.id,
        title: address.title,
        address: address.address,
        district: address.district,
        city: address.city,
        latitude: address.latitude,
        longitude: address.longitude,
      },
    }));
    goNext();
  };

  const submitNew = handleSubmit(async ({ save, ...values }) => {
    setProblem(null);
    if (position === null) {
      setProblem(LOCATION_NEEDED);
      return;
    }
    if (outside) return;
    let addressId: number | null = null;
    if (save) {
      try {
        const created = await saveAddress.mutateAsync({ ...values, ...position });
        addressId = created.id;
      } catch (error) {
        setProblem(failureMessage(error, ADDRESS_SAVE_FAILED));
        return;
      }
    }
    update((d) => ({ ...d, location: { addressId, ...values, ...position } }));
    goNext();
  });

  const submit = () => {
    if (selected === NEW) {
      void submitNew();
      return;
    }
    const address = list.find((a) => String(a.id) === selected);
    if (address) chooseSaved(address);
  };

  return (
    <StepFrame
      title="Hizmet adresi"
      description={`Eve gelen hizmet için adresinizi seçin ya da yazın. ${salon.name}, ${radius} km içindeki adreslere gelir.${homeFee > 0 ? ` Eve gelen hizmet için ${formatKurus(homeFee)} ek ücret toplam tutara eklenir.` : ''}`}
    >
      {addresses.isPending && <LoadingState label="Kayıtlı adresleriniz yükleniyor…" />}
      {list.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-gray-800">Kayıtlı adreslerim</legend>
          {[...list.map((a) => ({ key: String(a.id), address: a })), { key: NEW, address: null }].map(
            ({ key, address }) => {
              const out = address?.in_service_area === false;
              return (
                <label
                  key={key}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm',
                    selected === key ? 'border-brand-500 bg-brand-50' : 'border-gray-200',
                  )}
                >
                  <input
                    type="radio"
                    name="booking-address"
                    value={key}
                    checked={selected === key}
                    onChange={() => {
                      setChoice(key);
                      setProblem(null);
                    }}
                    className="mt-0.5 accent-brand-600"
                  />
                  {address === null ? (
                    <span className="font-medium text-gray-900">Yeni adres gir</span>
                  ) : (
                    <span>
                      <span className="block font-medium text-gray-900">{address.title || 'Adres'}</span>
                      <span className="block text-gray-700">
                        {address.address}, {address.district}/{address.city}
                      </span>
                      {address.distance_km !== null && (
                        <span className={cn('block text-xs', out ? 'text-red-700' : 'text-gray-600')}>
                          {out
                            ? `Hizmet bölgesi dışında (${formatKilometres(address.distance_km)})`
                            : `Salona ${formatKilometres(address.distance_km)}`}
                        </span>
                      )}
                    </span>
                  )}
                </label>
              );
            },
          )}
        </fieldset>
      )}
      {addresses.isError && (
        <Alert variant="info">Kayıtlı adresleriniz yüklenemedi; yeni bir adres girebilirsiniz.</Alert>
      )}

      {selected === NEW && !addresses.isPending && (
        <>
          <form noValidate onSubmit={(e) => void submitNew(e)} className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Adres başlığı"
              placeholder="Ev"
              error={errors.title?.message}
              {...register('title')}
            />
            <div className="hidden sm:block" />
            <TextareaField
              label="Açık adres"
              rows={3}
              containerClassName="sm:col-span-2"
              error={errors.address?.message ?? outsideMessage ?? undefined}
              {...register('address')}
            />
            <TextField label="İlçe" error={errors.district?.message} {...register('district')} />
            <TextField label="İl" error={errors.city?.message} {...register('city')} />
            <CheckboxField
              label="Bu adresi sonraki randevularım için kaydet"
              containerClassName="sm:col-span-2"
              {...register('save')}
            />
          </form>
          <div className="space-y-2">
            <Button variant="outline" size="lg" onClick={locate} isLoading={locating}>
              {!locating && <LocateFixed aria-hidden="true" className="size-5" />}
              Konumumu Kullan
            </Button>
            {position !== null && distance !== null && !outside && (
              <Alert variant="success">
                Adresiniz salonun hizmet bölgesinde ({formatKilometres(distance)}).
              </Alert>
            )}
          </div>
        </>
      )}
      {problem !== null && <Alert variant="error">{problem}</Alert>}
      <WizardFooter
        draft={draft}
        onBack={goBack}
        primary={{
          label: 'Devam Et',
          onClick: submit,
          disabled: (selected === NEW && outside) || saveAddress.isPending,
        }}
      />
    </StepFrame>
  );
}
