import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SalonProfile, UpdateSalonProfileData } from '@salonya/contracts/salon-media';
import { GENDER_FOCUS_LABELS, SALON_AMENITIES } from '@salonya/domain/catalogue/salon-media';
import { PROFILE_UPDATE_FAILED } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFormFailure } from '@/lib/form-errors';
import { useDistricts } from '@/lib/locations/get-districts';
import { useProvinces } from '@/lib/locations/get-provinces';
import { toast } from '@/lib/toast';
import { useUpdateSalonProfile } from '../api/update-salon-profile';
import {
  PROFILE_SERVER_FIELDS,
  QUARTER_HOURS,
  salonProfileFormSchema,
  toFormValues,
  weekdayName,
  type SalonProfileFormValues,
} from '../utils/profile-form';
import { LocationPinPicker } from '@/components/location/location-pin-picker';

const timeOptions = QUARTER_HOURS.map((t) => ({
  value: t,
  label: t === '24:00' ? '24:00 (gece yarısı)' : t,
}));
const genderOptions = Object.entries(GENDER_FOCUS_LABELS).map(([value, label]) => ({ value, label }));
const nullIfEmpty = (v: unknown) => (v === '' || v === null ? null : v);

/**
 * The salon's public profile (/salon/profil): name, description, phone, province and district, address with a map
 * pin, gender focus, amenities and the opening hours per weekday (the slot engine and 'Şimdi açık' read them).
 */
export function SalonProfileForm({ salonId, profile }: { salonId: number; profile: SalonProfile }) {
  const update = useUpdateSalonProfile(salonId);
  const values = useMemo(() => toFormValues(profile), [profile]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<SalonProfileFormValues, unknown, UpdateSalonProfileData>({
    resolver: zodResolver(salonProfileFormSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { failure, clear, show } = useFormFailure<SalonProfileFormValues>({
    fields: PROFILE_SERVER_FIELDS,
    setError,
    fallbackMessage: PROFILE_UPDATE_FAILED,
  });

  const provinceId = useWatch({ control, name: 'province_id' });
  const latitude = useWatch({ control, name: 'latitude' });
  const longitude = useWatch({ control, name: 'longitude' });
  const hours = useWatch({ control, name: 'opening_hours' });
  const provinces = useProvinces();
  const districts = useDistricts(Number.isInteger(provinceId) && provinceId > 0 ? provinceId : null);
  const province = provinces.data?.find((p) => p.id === provinceId);

  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      const response = await update.mutateAsync(data);
      reset(toFormValues(response.data));
      toast.success(response.message ?? 'Salon profili kaydedildi.');
    } catch (error) {
      show(error);
    }
  });

  const setDayOpen = (index: number, open: boolean) => {
    setValue(`opening_hours.${index}.opens_at`, open ? '09:00' : null, { shouldDirty: true });
    setValue(`opening_hours.${index}.closes_at`, open ? '19:00' : null, { shouldDirty: true });
  };
  const locationError = errors.latitude?.message ?? errors.longitude?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Salon profili">
      <FormFailureAlert failure={failure} />
      <Card>
        <CardHeader title="Salon Bilgileri" description="Müşterilerin salon sayfanızda gördüğü bilgiler." />
        <div className="space-y-4">
          <TextField label="Salon Adı" error={errors.name?.message} {...register('name')} />
          <TextareaField
            label="Açıklama"
            rows={4}
            hint="Salonunuzu, uzmanlığınızı ve sizi farklı kılanı birkaç cümleyle anlatın."
            error={errors.description?.message}
            {...register('description')}
          />
          <TextField
            label="Telefon"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="0212 555 12 34"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <SelectField
            label="Hizmet Verilen Kitle"
            options={genderOptions}
            error={errors.gender_focus?.message}
            {...register('gender_focus')}
          />
        </div>
      </Card>

      <Card>
        <CardHeader
          title="Adres ve Konum"
          description="Haritadaki iğne, yol tarifinde ve yakındaki salonlarda kullanılır."
        />
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              // Mounted again once the options arrive, so the select shows the form's value.
              key={provinces.data ? 'provinces' : 'provinces-loading'}
              label="İl"
              placeholder="İl seçin"
              options={(provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              error={errors.province_id?.message}
              {...register('province_id', {
                valueAsNumber: true,
                onChange: () => setValue('district_id', Number.NaN, { shouldDirty: true }),
              })}
            />
            <SelectField
              key={districts.data ? `districts-${provinceId}` : 'districts-loading'}
              label="İlçe"
              placeholder={districts.isFetching ? 'İlçeler yükleniyor…' : 'İlçe seçin'}
              options={(districts.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
              error={errors.district_id?.message}
              {...register('district_id', { valueAsNumber: true })}
            />
          </div>
          <TextareaField
            label="Açık Adres"
            rows={2}
            error={errors.address?.message}
            {...register('address')}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-800">Haritadaki Konum</legend>
            <LocationPinPicker
              value={{ latitude: Number(latitude) || 0, longitude: Number(longitude) || 0 }}
              onChange={(next) => {
                setValue('latitude', next.latitude, { shouldDirty: true, shouldValidate: true });
                setValue('longitude', next.longitude, { shouldDirty: true, shouldValidate: true });
              }}
              provinceCentre={province ? province.coordinates : null}
              error={locationError}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label="Enlem"
                type="number"
                step="0.000001"
                inputMode="decimal"
                {...register('latitude', { valueAsNumber: true })}
              />
              <TextField
                label="Boylam"
                type="number"
                step="0.000001"
                inputMode="decimal"
                {...register('longitude', { valueAsNumber: true })}
              />
            </div>
          </fieldset>
        </div>
      </Card>

      <Card>
        <CardHeader
          title="Çalışma Saatleri"
          description="Randevular yalnızca açık olduğunuz saatlerde alınır."
        />
        {errors.opening_hours?.message && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {errors.opening_hours.message}
          </p>
        )}
        <ul className="divide-y divide-gray-100">
          {values.opening_hours.map((day, index) => {
            const current = hours[index];
            const open = current !== undefined && (current.opens_at !== null || current.closes_at !== null);
            const dayError = errors.opening_hours?.[index];
            const message =
              dayError?.message ?? dayError?.opens_at?.message ?? dayError?.closes_at?.message ?? undefined;
            const name = weekdayName(day.weekday);
            return (
              <li key={day.weekday} className="py-3">
                <div className="flex flex-wrap items-end gap-3">
                  <div className="w-28 shrink-0">
                    <p className="text-sm font-semibold text-gray-900">{name}</p>
                    <CheckboxField
                      label="Açık"
                      checked={open}
                      onChange={(e) => setDayOpen(index, e.target.checked)}
                      aria-label={`${name} açık`}
                    />
                  </div>
                  {open ? (
                    <div className="grid min-w-0 flex-1 basis-full grid-cols-2 gap-3 sm:basis-auto">
                      <SelectField
                        label={`${name} açılış`}
                        options={timeOptions}
                        {...register(`opening_hours.${index}.opens_at`, { setValueAs: nullIfEmpty })}
                      />
                      <SelectField
                        label={`${name} kapanış`}
                        options={timeOptions}
                        {...register(`opening_hours.${index}.closes_at`, { setValueAs: nullIfEmpty })}
                      />
                    </div>
                  ) : (
                    <p className="pb-2 text-sm text-gray-500">Kapalı</p>
                  )}
                </div>
                {message && (
                  <p role="alert" className="mt-1 text-sm text-red-700">
                    {message}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </Card>

      <Card>
        <CardHeader
          title="Olanaklar"
          description="Salonunuzda sunduğunuz olanakları seçin; aramalarda filtre olarak da kullanılır."
        />
        <fieldset>
          <legend className="sr-only">Olanaklar</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {SALON_AMENITIES.map((amenity) => (
              <CheckboxField key={amenity} label={amenity} value={amenity} {...register('amenities')} />
            ))}
          </div>
          {errors.amenities && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {errors.amenities.message ?? errors.amenities[0]?.message}
            </p>
          )}
        </fieldset>
      </Card>

      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-gray-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button
          type="submit"
          isLoading={update.isPending}
          disabled={!isDirty && !update.isPending}
          className="w-full sm:w-auto"
        >
          Kaydet
        </Button>
      </div>
    </form>
  );
}
