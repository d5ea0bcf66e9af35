import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { House } from 'lucide-react';
import type { HomeServiceSettings } from '@salonya/contracts/owner-services';
import {
  homeServiceFormSchema,
  homeToForm,
  formToHomeBody,
  HOME_FORM_FIELDS,
  type HomeServiceFormValues,
} from '../utils/home-service-form';
import {
  durationLabel,
  HOME_TRAVEL_BUFFER_MAX_MINUTES,
  HOME_TRAVEL_BUFFER_STEP,
} from '@salonya/domain/catalogue/services';
import { Button } from '@/components/ui/button';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { SelectField } from '@/components/ui/select-field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { formatKurus } from '@/lib/format';
import { failureMessage, useFormFailure } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useHomeService, useSaveHomeService } from '../api/home-service';
import { SERVICES_UI } from '../utils/messages';
import { OwnerSalonGate } from './owner-salon-gate';

const BUFFERS = Array.from(
  { length: HOME_TRAVEL_BUFFER_MAX_MINUTES / HOME_TRAVEL_BUFFER_STEP + 1 },
  (_, i) => {
    const minutes = i * HOME_TRAVEL_BUFFER_STEP;
    return { value: String(minutes), label: minutes === 0 ? 'Yok' : durationLabel(minutes) };
  },
);

/** /salon/eve-gelen-hizmet: how far the salon goes, the time and fee a home visit adds, and which services go. */
export function HomeServicePage() {
  return (
    <section aria-labelledby="home-service-title" className="space-y-5">
      <div>
        <h1 id="home-service-title" className="text-2xl font-bold tracking-tight text-gray-900">
          {SERVICES_UI.homeTitle}
        </h1>
        <p className="text-sm text-gray-600">{SERVICES_UI.homeIntro}</p>
      </div>
      <OwnerSalonGate>{(salon) => <HomeServiceOfSalon key={salon.id} salonId={salon.id} />}</OwnerSalonGate>
    </section>
  );
}

function HomeServiceOfSalon({ salonId }: { salonId: number }) {
  const query = useHomeService(salonId);
  if (query.isPending) return <LoadingState label={SERVICES_UI.homeLoading} className="min-h-40" />;
  if (query.isError)
    return (
      <ErrorState
        title={SERVICES_UI.homeLoadFailed}
        message={failureMessage(query.error, SERVICES_UI.homeLoadFailed)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  if (query.data.services.length === 0)
    return (
      <EmptyState
        icon={<House className="size-10" />}
        title={SERVICES_UI.homeNoServicesTitle}
        description={SERVICES_UI.homeNoServicesText}
        action={
          <Link
            to={paths.salon.services.getHref()}
            className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
          >
            Hizmetler sayfasına git
          </Link>
        }
        className="rounded-xl border border-dashed border-gray-300 bg-white"
      />
    );
  return <HomeServiceForm salonId={salonId} settings={query.data} />;
}

function HomeServiceForm({ salonId, settings }: { salonId: number; settings: HomeServiceSettings }) {
  const save = useSaveHomeService(salonId);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<HomeServiceFormValues>({
    resolver: zodResolver(homeServiceFormSchema),
    defaultValues: homeToForm(settings),
  });
  const { failure, clear, show } = useFormFailure({
    fields: HOME_FORM_FIELDS,
    setError,
    fallbackMessage: SERVICES_UI.homeSaveFailed,
  });
  const ids = useWatch({ control, name: 'home_service_ids' });

  const toggle = (id: number, on: boolean) =>
    setValue('home_service_ids', on ? [...ids, id] : ids.filter((x) => x !== id), { shouldDirty: true });

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      const response = await save.mutateAsync(formToHomeBody(values));
      reset(homeToForm(response.data));
      toast.success(response.message ?? 'Eve gelen hizmet ayarları kaydedildi.');
    } catch (error) {
      show(error);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <FormFailureAlert failure={failure} />
      <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-3">
        <TextField
          label="Hizmet yarıçapı (km)"
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          hint="Salonunuzdan en fazla bu uzaklıktaki adreslere gidersiniz."
          error={errors.service_radius_km?.message}
          {...register('service_radius_km')}
        />
        <SelectField
          label="Yol payı"
          options={BUFFERS}
          hint="Her ev randevusundan sonra dönüş için boş tutulacak süre."
          error={errors.home_travel_buffer_minutes?.message}
          {...register('home_travel_buffer_minutes')}
        />
        <TextField
          label="Ek ücret (₺)"
          inputMode="decimal"
          placeholder="0,00"
          hint="Ev randevularına eklenecek ücret; yoksa 0 bırakın."
          error={errors.home_service_fee_kurus?.message}
          {...register('home_service_fee_kurus')}
        />
      </div>
      <fieldset className="rounded-xl border border-gray-200 bg-white px-4 shadow-sm">
        <legend className="px-1 text-sm font-semibold text-gray-900">Evde verilen hizmetler</legend>
        <div className="divide-y divide-gray-100">
          {settings.services.map((s) => (
            <SwitchField
              key={s.id}
              label={s.name}
              description={`${s.category_name} · ${durationLabel(s.duration_minutes)} · ${formatKurus(s.discounted_price_kurus ?? s.price_kurus)}${s.is_active ? '' : ' · Gizli'}`}
              checked={ids.includes(s.id)}
              onChange={(e) => toggle(s.id, e.target.checked)}
            />
          ))}
        </div>
        {errors.home_service_ids?.message && (
          <p className="pb-3 text-sm text-red-700">{errors.home_service_ids.message}</p>
        )}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" isLoading={isSubmitting} className="w-full sm:w-auto">
          Kaydet
        </Button>
      </div>
    </form>
  );
}
