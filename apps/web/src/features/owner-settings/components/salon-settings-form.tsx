import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  salonSettingsBodySchema,
  type SalonSettings,
  type SalonSettingsBody,
} from '@salonya/contracts/salon-owner';
import { SALON_SETTINGS_MESSAGES } from '@salonya/domain/salon-owner/settings';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateSalonSettings } from '../api/salon-settings';

type Field = keyof SalonSettingsBody;

const FIELDS: readonly Field[] = [
  'min_notice_minutes',
  'max_advance_days',
  'buffer_minutes',
  'cancellation_cutoff_minutes',
  'requires_manual_confirmation',
  'accepts_online_bookings',
  'notify_new_booking',
  'notify_cancellation',
  'notify_daily_digest',
  'allow_staff_durations',
];

const NOTICE_CHOICES = [0, 15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 4320, 10080];
const BUFFER_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120];
const CUTOFF_CHOICES = [0, 60, 120, 180, 360, 720, 1440, 2880, 4320, 10080];

/** 0 → the empty label; 90 → '1 saat 30 dakika'; 2880 → '2 gün'. */
export function durationLabel(minutes: number, zero: string): string {
  if (minutes === 0) return zero;
  if (minutes % 1440 === 0) return `${minutes / 1440} gün`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} dakika`;
  return rest === 0 ? `${hours} saat` : `${hours} saat ${rest} dakika`;
}

/** The choices, plus the stored value when it is not one of them (set before this screen existed). */
function durationOptions(choices: readonly number[], current: number, zero: string): SelectOption[] {
  const values = choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);
  return values.map((m) => ({ value: String(m), label: durationLabel(m, zero) }));
}

const asNumber = (value: unknown) => (value === '' || value === null ? NaN : Number(value));

function bodyOf(settings: SalonSettings): SalonSettingsBody {
  return {
    min_notice_minutes: settings.min_notice_minutes,
    max_advance_days: settings.max_advance_days,
    buffer_minutes: settings.buffer_minutes,
    cancellation_cutoff_minutes: settings.cancellation_cutoff_minutes,
    requires_manual_confirmation: settings.requires_manual_confirmation,
    accepts_online_bookings: settings.accepts_online_bookings,
    notify_new_booking: settings.notify_new_booking,
    notify_cancellation: settings.notify_cancellation,
    notify_daily_digest: settings.notify_daily_digest,
    allow_staff_durations: settings.allow_staff_durations,
  };
}

/** The settings of one salon: online bookings, booking rules and the owner's mails, saved as one set. */
export function SalonSettingsForm({ settings }: { settings: SalonSettings }) {
  const update = useUpdateSalonSettings(settings.salon_id);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<SalonSettingsBody>({
    resolver: zodResolver(salonSettingsBodySchema),
    values: bodyOf(settings),
    resetOptions: { keepDirtyValues: true },
  });
  const { failure, clear, show } = useFormFailure<SalonSettingsBody>({
    fields: FIELDS,
    setError,
    fallbackMessage: SALON_SETTINGS_MESSAGES.saveFailed,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      const response = await update.mutateAsync(data);
      reset(bodyOf(response.data));
      toast.success(response.message?.trim() ? response.message : SALON_SETTINGS_MESSAGES.saved);
    } catch (error) {
      show(error);
    }
  });

  const numeric = { setValueAs: asNumber };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Salon ayarları">
      <FormFailureAlert failure={failure} />

      <Card>
        <CardHeader
          title="Online Randevu"
          description="Müşterilerin Salonya üzerinden randevu alıp alamayacağını ve randevuların nasıl onaylanacağını seçin."
        />
        <div className="divide-y divide-gray-100">
          <SwitchField
            label="Online randevu kabul et"
            description="Kapalıyken salonunuz listelenmeye devam eder ama müşteriler online randevu alamaz; sizin eklediğiniz randevular etkilenmez."
            error={errors.accepts_online_bookings?.message}
            {...register('accepts_online_bookings')}
          />
          <SwitchField
            label="Randevuları elle onayla"
            description="Açıkken yeni randevular 'Onay Bekliyor' olarak gelir ve siz onaylayana kadar kesinleşmez."
            error={errors.requires_manual_confirmation?.message}
            {...register('requires_manual_confirmation')}
          />
          <SwitchField
            label="Personel kendi hizmet süresini belirleyebilsin"
            description="Açıkken her personel, kendisine atanan bir hizmetin süresini Hizmetlerim sayfasından kendine göre ayarlayabilir; boş saatler ve randevular personelin süresiyle hesaplanır."
            error={errors.allow_staff_durations?.message}
            {...register('allow_staff_durations')}
          />
        </div>
      </Card>

      <Card>
        <CardHeader
          title="Randevu Kuralları"
          description="Değişiklikler kaydettiğiniz anda boş saatlere ve yeni randevulara uygulanır."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="En az bildirim süresi"
            hint="Müşteri en az bu kadar önceden randevu alabilir."
            options={durationOptions(NOTICE_CHOICES, settings.min_notice_minutes, 'Yok (hemen)')}
            error={errors.min_notice_minutes?.message}
            {...register('min_notice_minutes', numeric)}
          />
          <TextField
            label="En fazla ileri tarih (gün)"
            hint="Müşteri en fazla bu kadar gün sonrasına randevu alabilir (1–365)."
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            error={errors.max_advance_days?.message}
            {...register('max_advance_days', numeric)}
          />
          <SelectField
            label="Randevu arası tampon süre"
            hint="Her randevudan sonra hazırlık için boş bırakılan süre."
            options={durationOptions(BUFFER_CHOICES, settings.buffer_minutes, 'Yok')}
            error={errors.buffer_minutes?.message}
            {...register('buffer_minutes', numeric)}
          />
          <SelectField
            label="İptal için son süre"
            hint="Müşteri randevusunu en geç bu kadar önceye kadar iptal edebilir."
            options={durationOptions(CUTOFF_CHOICES, settings.cancellation_cutoff_minutes, 'Son ana kadar')}
            error={errors.cancellation_cutoff_minutes?.message}
            {...register('cancellation_cutoff_minutes', numeric)}
          />
        </div>
      </Card>

      <Card>
        <CardHeader
          title="Bildirimler"
          description="Bu salon için hangi e-postaları almak istediğinizi seçin."
        />
        <div className="divide-y divide-gray-100">
          <SwitchField
            label="Yeni randevu e-postası"
            description="Müşteri online randevu aldığında e-posta gelsin."
            error={errors.notify_new_booking?.message}
            {...register('notify_new_booking')}
          />
          <SwitchField
            label="İptal e-postası"
            description="Müşteri randevusunu iptal ettiğinde e-posta gelsin."
            error={errors.notify_cancellation?.message}
            {...register('notify_cancellation')}
          />
          <SwitchField
            label="Günlük randevu özeti"
            description="Her sabah günün randevularının ve hatırlatmalarının özeti gelsin."
            error={errors.notify_daily_digest?.message}
            {...register('notify_daily_digest')}
          />
        </div>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" isLoading={update.isPending} disabled={!isDirty} className="w-full sm:w-auto">
          Ayarları Kaydet
        </Button>
      </div>
    </form>
  );
}
