import { GENDER_FOCUS_LABELS } from '@salonya/domain/format/names';
import { useFormContext, useWatch } from 'react-hook-form';
import { salonApplicationTypes, salonTypeLabels } from '@salonya/contracts/engagement';
import { RETRY } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { useServiceCategories } from '@/hooks/use-service-categories';
import { useDistricts } from '@/lib/locations/get-districts';
import { useProvinces } from '@/lib/locations/get-provinces';
import type { ApplicationFormData, ApplicationFormValues } from '../utils/application-form';
import { CategoryIcon } from '@/components/ui/category-icon';

const SALON_TYPE_OPTIONS = salonApplicationTypes.map((value) => ({ value, label: salonTypeLabels[value] }));
const GENDER_OPTIONS = (['female', 'male', 'unisex'] as const).map((value) => ({
  value,
  label: GENDER_FOCUS_LABELS[value],
}));
const NOTE_MAX = 1000;

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
      {message}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {RETRY}
      </Button>
    </p>
  );
}

/** Select options of places, by name the Turkish way (the API sorts provinces by plate number). */
function placeOptions(places: readonly { id: number; name: string }[] | undefined) {
  return [...(places ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
    .map((p) => ({ value: String(p.id), label: p.name }));
}

const PROVINCES_FAILED = 'İller yüklenemedi';
const DISTRICTS_FAILED = 'İlçeler yüklenemedi';
const SERVICE_CATEGORIES_FAILED = 'Hizmet kategorileri yüklenemedi';

const legendClass = 'mb-2 text-sm font-medium text-gray-800';
const groupErrorClass = 'mt-1 text-sm text-red-700';

/** Step 2: the business — name, type, audience, place, tax number, staff, categories and a note. */
export function BusinessStep() {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<ApplicationFormValues, unknown, ApplicationFormData>();
  const provinces = useProvinces();
  const cityValue = useWatch({ control, name: 'city_id' });
  const provinceId = cityValue !== undefined && cityValue !== '' ? Number(cityValue) : null;
  const districts = useDistricts(provinceId);
  const categories = useServiceCategories();
  const note = useWatch({ control, name: 'note' }) ?? '';

  const genderError = errors.gender_focus?.message;
  const categoryError = errors.category_ids?.message;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Salon Adı"
        autoComplete="organization"
        error={errors.salon_name?.message}
        {...register('salon_name')}
      />
      <SelectField
        label="İşletme Türü"
        placeholder="İşletme türünü seçin"
        options={SALON_TYPE_OPTIONS}
        error={errors.salon_type?.message}
        {...register('salon_type')}
      />

      <fieldset
        className="sm:col-span-2"
        aria-invalid={genderError ? true : undefined}
        aria-describedby={genderError ? 'gender-focus-error' : undefined}
      >
        <legend className={legendClass}>Hizmet Verdiğiniz Kitle</legend>
        <div className="flex flex-wrap gap-2">
          {GENDER_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                value={option.value}
                className="accent-brand-600"
                {...register('gender_focus')}
              />
              {option.label}
            </label>
          ))}
        </div>
        {genderError && (
          <p id="gender-focus-error" className={groupErrorClass}>
            {genderError}
          </p>
        )}
      </fieldset>

      <div className="space-y-1">
        <SelectField
          label="İl"
          placeholder={provinces.isPending ? 'İller yükleniyor…' : 'İl seçin'}
          options={placeOptions(provinces.data)}
          disabled={provinces.isPending || provinces.isError}
          error={errors.city_id?.message}
          {...register('city_id', { onChange: () => setValue('district_id', '') })}
        />
        {provinces.isError && (
          <LoadFailed
            message={failureMessage(provinces.error, PROVINCES_FAILED)}
            onRetry={() => void provinces.refetch()}
          />
        )}
      </div>
      <div className="space-y-1">
        <SelectField
          label="İlçe"
          placeholder={
            provinceId === null ? 'Önce il seçin' : districts.isPending ? 'İlçeler yükleniyor…' : 'İlçe seçin'
          }
          options={placeOptions(districts.data)}
          disabled={provinceId === null || districts.isPending || districts.isError}
          error={errors.district_id?.message}
          {...register('district_id')}
        />
        {districts.isError && (
          <LoadFailed
            message={failureMessage(districts.error, DISTRICTS_FAILED)}
            onRetry={() => void districts.refetch()}
          />
        )}
      </div>

      <TextField
        label="Adres"
        autoComplete="street-address"
        containerClassName="sm:col-span-2"
        hint="Mahalle, cadde/sokak, bina ve kapı numarası."
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="Vergi No / T.C. Kimlik No"
        inputMode="numeric"
        maxLength={11}
        hint="Şirketler için 10 haneli vergi numarası, şahıs işletmeleri için 11 haneli T.C. kimlik numarası."
        error={errors.tax_number?.message}
        {...register('tax_number')}
      />
      <TextField
        label="Çalışan Sayısı"
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        hint="Sizinle birlikte salonda çalışan kişi sayısı."
        error={errors.staff_count?.message}
        {...register('staff_count')}
      />

      <fieldset
        className="sm:col-span-2"
        aria-invalid={categoryError ? true : undefined}
        aria-describedby={categoryError ? 'category-ids-error' : undefined}
      >
        <legend className={legendClass}>Hizmet Kategorileri</legend>
        {categories.isPending ? (
          <Spinner label="Kategoriler yükleniyor…" showLabel />
        ) : categories.isError ? (
          <LoadFailed
            message={failureMessage(categories.error, SERVICE_CATEGORIES_FAILED)}
            onRetry={() => void categories.refetch()}
          />
        ) : (
          <div className="grid gap-2 sm:grid-cols-2">
            {categories.data.map((category) => (
              <CheckboxField
                key={category.id}
                value={String(category.id)}
                label={
                  <>
                    <CategoryIcon icon={category.icon} className="size-4" /> {category.name}
                  </>
                }
                containerClassName={cn(
                  'rounded-lg border border-gray-200 bg-white p-3',
                  categoryError && 'border-red-300',
                )}
                {...register('category_ids')}
              />
            ))}
          </div>
        )}
        {categoryError && (
          <p id="category-ids-error" className={groupErrorClass}>
            {categoryError}
          </p>
        )}
      </fieldset>

      <TextareaField
        label="Not (isteğe bağlı)"
        rows={3}
        maxLength={NOTE_MAX}
        containerClassName="sm:col-span-2"
        hint="Eklemek istediğiniz bir bilgi varsa yazın."
        counter={`${note.length} / ${NOTE_MAX}`}
        error={errors.note?.message}
        {...register('note')}
      />
    </div>
  );
}
