import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { OwnerService, ServiceCategoryOption } from '@salonya/contracts/owner-services';
import { parseLiraToKurus } from '@salonya/domain/catalogue/money';
import {
  durationLabel,
  durationOptions,
  SERVICE_GENDER_FOCUS,
  SERVICE_GENDER_LABELS,
} from '@salonya/domain/catalogue/services';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatKurus } from '@/lib/format';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import {
  emptyServiceForm,
  formToBody,
  SERVICE_FORM_FIELDS,
  serviceFormSchema,
  serviceToForm,
  type ServiceFormValues,
} from '../utils/service-form';
import { SERVICES_UI } from '../utils/messages';

const DURATIONS = durationOptions().map((m) => ({ value: String(m), label: durationLabel(m) }));
const GENDERS = SERVICE_GENDER_FOCUS.map((g) => ({ value: g, label: SERVICE_GENDER_LABELS[g] }));

export function categoryOptions(categories: readonly ServiceCategoryOption[]) {
  return categories.map((c) => ({ value: String(c.id), label: `${c.icon} ${c.name}` }));
}

/** What the typed lira amount will be stored as, so the owner sees the conversion before saving. */
function pricePreview(text: string): string | undefined {
  const kurus = text.trim() === '' ? null : parseLiraToKurus(text);
  return kurus === null ? undefined : `Kaydedilecek tutar: ${formatKurus(kurus)}`;
}

export interface ServiceFormDialogProps {
  salonId: number;
  categories: readonly ServiceCategoryOption[];
  /** null: a new service. */
  service: OwnerService | null;
  onClose: () => void;
}

/** Add or edit one service: every field next to its own message, the server's 422 included. */
export function ServiceFormDialog({ salonId, categories, service, onClose }: ServiceFormDialogProps) {
  const create = useCreateService(salonId);
  const update = useUpdateService(salonId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: service ? serviceToForm(service) : emptyServiceForm(categories[0]?.id ?? null),
  });
  const { failure, clear, show } = useFormFailure({
    fields: SERVICE_FORM_FIELDS,
    setError,
    fallbackMessage: SERVICES_UI.saveFailed,
  });

  const onSubmit = handleSubmit(async (values) => {
    clear();
    const body = formToBody(values);
    try {
      const response = service
        ? await update.mutateAsync({ serviceId: service.id, body })
        : await create.mutateAsync(body);
      toast.success(response.message ?? (service ? 'Hizmet güncellendi.' : 'Hizmet eklendi.'));
      onClose();
    } catch (error) {
      show(error);
    }
  });

  const price = useWatch({ control, name: 'price_kurus' });
  const discounted = useWatch({ control, name: 'discounted_price_kurus' });

  return (
    <Dialog
      open
      onClose={onClose}
      title={service ? 'Hizmeti Düzenle' : 'Yeni Hizmet'}
      description="Fiyatları lira olarak yazın, ör. 450,00."
      placement="sheet"
      size="lg"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <FormFailureAlert failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Kategori"
            placeholder="Kategori seçin"
            options={categoryOptions(categories)}
            error={errors.category_id?.message}
            {...register('category_id')}
          />
          <TextField
            label="Hizmet adı"
            autoComplete="off"
            maxLength={120}
            error={errors.name?.message}
            {...register('name')}
          />
        </div>
        <TextareaField
          label="Açıklama"
          rows={3}
          maxLength={1000}
          hint="İsteğe bağlı: neler dahil, nasıl uygulanır."
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Süre"
            options={DURATIONS}
            error={errors.duration_minutes?.message}
            {...register('duration_minutes')}
          />
          <TextField
            label="Fiyat (₺)"
            inputMode="decimal"
            placeholder="450,00"
            autoComplete="off"
            hint={pricePreview(price)}
            error={errors.price_kurus?.message}
            {...register('price_kurus')}
          />
          <TextField
            label="İndirimli fiyat (₺)"
            inputMode="decimal"
            placeholder="Boş bırakılabilir"
            autoComplete="off"
            hint={pricePreview(discounted)}
            error={errors.discounted_price_kurus?.message}
            {...register('discounted_price_kurus')}
          />
        </div>
        <SelectField
          label="Hedef kitle"
          options={GENDERS}
          error={errors.gender_focus?.message}
          {...register('gender_focus')}
        />
        <div className="divide-y divide-gray-100 rounded-xl border border-gray-200 px-4">
          <SwitchField
            label="Müşterilere açık"
            description="Kapalıysa hizmet salon sayfanızda ve randevu adımlarında görünmez."
            error={errors.is_active?.message}
            {...register('is_active')}
          />
          <SwitchField
            label="Eve gelen hizmet"
            description="Müşterinin adresinde verilir; adres adımı istenir."
            error={errors.is_home_service?.message}
            {...register('is_home_service')}
          />
          <SwitchField
            label="Evcil hayvan hizmeti"
            description="Randevuda evcil hayvan bilgisi istenir."
            error={errors.is_pet_service?.message}
            {...register('is_pet_service')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {service ? 'Kaydet' : 'Hizmeti ekle'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
