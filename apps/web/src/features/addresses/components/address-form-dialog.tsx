import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { appointmentAddressInputSchema } from '@salonya/contracts/booking';
import { LocationPinPicker } from '@/components/location/location-pin-picker';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFormFailure } from '@/lib/form-errors';
import { useDistricts } from '@/lib/locations/get-districts';
import { useProvinces } from '@/lib/locations/get-provinces';
import type { Coordinates } from '@/lib/locations/types';
import { toast } from '@/lib/toast';
import { ADDRESS_SAVE_FAILED, useAddAddress } from '../api/addresses';

// The form's fields carry the API's names (city, district), so a 422 lands next to the right select.
const formSchema = z.object({
  title: appointmentAddressInputSchema.shape.title,
  city: z.string().min(1, 'İl seçin.'),
  district: z.string().min(1, 'İlçe seçin.'),
  address: appointmentAddressInputSchema.shape.address,
});
type AddressForm = z.input<typeof formSchema>;

/**
 * A new address: title, province and district from the locations API, the open address, and where it is on the
 * tile-free map pin the salon profile uses (it starts at the province's centre; a tap, the arrow keys or the
 * phone's position moves it).
 */
export function AddressFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Yeni adres" placement="sheet">
      {open && <AddressFormBody onDone={onClose} />}
    </Dialog>
  );
}

function AddressFormBody({ onDone }: { onDone: () => void }) {
  const add = useAddAddress();
  const provinces = useProvinces();
  // The pin the customer placed; null: the chosen province's centre.
  const [position, setPosition] = useState<Coordinates | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: '', city: '', district: '', address: '' },
  });
  const { failure, clear, show } = useFormFailure<AddressForm>({
    fields: ['title', 'city', 'district', 'address'],
    setError,
    fallbackMessage: ADDRESS_SAVE_FAILED,
  });
  const cityId = useWatch({ control, name: 'city' });
  const province = (provinces.data ?? []).find((p) => String(p.id) === cityId) ?? null;
  const districts = useDistricts(province?.id ?? null);

  const submit = handleSubmit(async (data) => {
    clear();
    const district = (districts.data ?? []).find((d) => String(d.id) === data.district);
    if (province === null || district === undefined) return;
    // An unmoved pin is the province's centre.
    const at = position ?? province.coordinates;
    try {
      const result = await add.mutateAsync({
        title: data.title ?? '',
        address: data.address,
        city: province.name,
        district: district.name,
        latitude: at.latitude,
        longitude: at.longitude,
      });
      toast.success(result.message);
      onDone();
    } catch (error) {
      show(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormFailureAlert failure={failure} />
      <TextField
        label="Adres başlığı (isteğe bağlı)"
        placeholder="Ev, İş…"
        maxLength={40}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="İl"
          placeholder={provinces.isPending ? 'İller yükleniyor…' : 'İl seçin'}
          options={(provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          error={errors.city?.message ?? (provinces.isError ? 'İller yüklenemedi.' : undefined)}
          {...register('city', {
            onChange: () => {
              setValue('district', '');
              // A new province moves the pin to its centre.
              setPosition(null);
            },
          })}
        />
        <SelectField
          label="İlçe"
          placeholder={
            province === null ? 'Önce il seçin' : districts.isPending ? 'İlçeler yükleniyor…' : 'İlçe seçin'
          }
          options={(districts.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          disabled={province === null}
          error={errors.district?.message ?? (districts.isError ? 'İlçeler yüklenemedi.' : undefined)}
          {...register('district')}
        />
      </div>
      <TextareaField
        label="Açık adres"
        hint="Mahalle, sokak, bina ve daire numarasıyla yazın."
        rows={3}
        maxLength={255}
        error={errors.address?.message}
        {...register('address')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-900">Haritadaki yeri</legend>
        {province === null ? (
          <p className="text-xs text-gray-600">Haritada işaretlemek için önce il seçin.</p>
        ) : (
          <>
            <p className="text-xs text-gray-600">
              Uzman adresinize bu noktaya göre gelir. Haritaya dokunarak, yön tuşlarıyla ya da Konumumu kullan
              ile iğneyi binanızın üzerine getirin.
            </p>
            <LocationPinPicker
              value={position ?? province.coordinates}
              onChange={setPosition}
              provinceCentre={province.coordinates}
            />
          </>
        )}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Vazgeç
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Adresi Kaydet
        </Button>
      </div>
    </form>
  );
}
