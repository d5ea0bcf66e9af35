import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  refundPolicyBodySchema,
  type OwnerRefundPolicy,
  type RefundPolicyBody,
} from '@salonya/contracts/refunds';
import {
  policyWindowLabel,
  REFUND_POLICY_MESSAGES,
  refundPolicySummary,
  validateRefundPolicy,
} from '@salonya/domain/money/refunds';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { failureMessage, useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useRefundPolicy, useUpdateRefundPolicy } from '../api/refund-policy';

const FIELDS: readonly (keyof RefundPolicyBody)[] = [
  'free_cancellation_minutes',
  'late_refund',
  'late_refund_percent',
];

const WINDOW_CHOICES = [0, 60, 120, 180, 360, 720, 1440, 2880, 4320, 10080];

/** The choices, plus the stored value when it is not one of them. */
function windowOptions(current: number): SelectOption[] {
  const values = WINDOW_CHOICES.includes(current)
    ? WINDOW_CHOICES
    : [...WINDOW_CHOICES, current].sort((a, b) => a - b);
  return values.map((m) => ({
    value: String(m),
    label: m === 0 ? 'Randevu saatine kadar' : `${policyWindowLabel(m)} öncesine kadar`,
  }));
}

const LATE_CHOICES = [
  ['none', 'İade yok', 'Süre geçtikten sonra yapılan iptallerde ödeme iade edilmez.'],
  ['partial', 'Kısmi iade', 'Ödemenin belirlediğiniz yüzdesi yönetici onayıyla iade edilir.'],
] as const;

const asNumber = (value: unknown) => (value === '' || value === null ? NaN : Number(value));

function bodyOf(policy: OwnerRefundPolicy): RefundPolicyBody {
  return {
    free_cancellation_minutes: policy.free_cancellation_minutes,
    late_refund: policy.late_refund,
    late_refund_percent: policy.late_refund_percent,
  };
}

/** /salon/ayarlar: the selected salon's cancellation and refund policy (ADR 0048), loaded and saved on its own. */
export function RefundPolicySection({ salonId }: { salonId: number }) {
  const policy = useRefundPolicy(salonId);
  if (policy.isPending) return <LoadingState label="İptal ve iade politikası yükleniyor…" />;
  if (policy.isError) {
    return (
      <ErrorState
        title={REFUND_POLICY_MESSAGES.loadFailed}
        message={failureMessage(policy.error, REFUND_POLICY_MESSAGES.loadFailed)}
        onRetry={() => void policy.refetch()}
        isRetrying={policy.isFetching}
      />
    );
  }
  // A new form per salon: a switch never carries one salon's unsaved values to another.
  return <RefundPolicyForm key={policy.data.salon_id} policy={policy.data} />;
}

export function RefundPolicyForm({ policy }: { policy: OwnerRefundPolicy }) {
  const update = useUpdateRefundPolicy(policy.salon_id);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<RefundPolicyBody>({
    resolver: zodResolver(refundPolicyBodySchema),
    values: bodyOf(policy),
    resetOptions: { keepDirtyValues: true },
  });
  const { failure, clear, show } = useFormFailure<RefundPolicyBody>({
    fields: FIELDS,
    setError,
    fallbackMessage: REFUND_POLICY_MESSAGES.saveFailed,
  });
  const values = useWatch({ control });
  const lateRefund = values.late_refund ?? policy.late_refund;
  const draft = {
    free_cancellation_minutes: values.free_cancellation_minutes ?? NaN,
    late_refund: lateRefund,
    late_refund_percent: values.late_refund_percent ?? NaN,
  };
  const preview =
    Object.keys(validateRefundPolicy(draft)).length === 0
      ? refundPolicySummary({
          freeCancellationMinutes: draft.free_cancellation_minutes,
          lateRefund: draft.late_refund,
          lateRefundPercent: draft.late_refund_percent,
        })
      : null;

  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      const response = await update.mutateAsync(data);
      reset(bodyOf(response.data));
      toast.success(response.message.trim() ? response.message : REFUND_POLICY_MESSAGES.saved);
    } catch (error) {
      show(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="İptal ve iade politikası">
      <Card>
        <CardHeader
          title="İptal ve İade Politikası"
          description="Online ödenmiş randevular iptal edildiğinde müşteriye ne kadar iade yapılacağını belirler. Müşteriler iptal ederken bu politikayı görür."
        />
        <div className="space-y-4">
          <FormFailureAlert failure={failure} />
          <SelectField
            label="Ücretsiz iptal süresi"
            hint="Bu süreden önce yapılan iptallerde ödemenin tamamı hemen iade edilir."
            options={windowOptions(policy.free_cancellation_minutes)}
            error={errors.free_cancellation_minutes?.message}
            {...register('free_cancellation_minutes', { setValueAs: asNumber })}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-800">Geç iptalde iade</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {LATE_CHOICES.map(([value, label, description]) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm',
                    lateRefund === value ? 'border-brand-500 bg-brand-50' : 'border-gray-300',
                  )}
                >
                  <input
                    type="radio"
                    value={value}
                    className="mt-0.5 accent-brand-600"
                    {...register('late_refund')}
                  />
                  <span>
                    <span className="block font-medium text-gray-900">{label}</span>
                    <span className="block text-xs text-gray-600">{description}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.late_refund?.message !== undefined && (
              <p role="alert" className="text-sm text-red-700">
                {errors.late_refund.message}
              </p>
            )}
          </fieldset>
          {lateRefund === 'partial' && (
            <TextField
              label="Geç iptalde iade yüzdesi (%)"
              hint="Ödemenin yüzde kaçı iade edilsin (1–100)? Tutar kuruşa aşağı yuvarlanır."
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              error={errors.late_refund_percent?.message}
              {...register('late_refund_percent', { setValueAs: asNumber })}
            />
          )}
          {preview !== null && (
            <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700" aria-live="polite">
              <span className="font-medium text-gray-900">Müşterilerin göreceği: </span>
              {preview}
            </p>
          )}
          <div className="flex justify-end">
            <Button
              type="submit"
              isLoading={update.isPending}
              disabled={!isDirty}
              className="w-full sm:w-auto"
            >
              Politikayı Kaydet
            </Button>
          </div>
        </div>
      </Card>
    </form>
  );
}
