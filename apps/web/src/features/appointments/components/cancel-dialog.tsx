import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CANCELLATION_REASON_MAX, type Appointment } from '@salonya/contracts/booking';
import { cancelWithRefundBodySchema, type CancelWithRefundBody } from '@salonya/contracts/refunds';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFormFailure } from '@/lib/form-errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { CANCEL_FAILED, useCancelAppointment } from '../api/cancel-appointment';
import { useRefundPreview } from '../api/get-refund-preview';

/** Cancelling needs a reason (sent to the salon); the server decides whether it is still allowed. */
export function CancelDialog({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}) {
  const cancel = useCancelAppointment(appointment.id);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<CancelWithRefundBody>({
    resolver: zodResolver(cancelWithRefundBodySchema),
    defaultValues: { reason: '', refund_to: 'wallet' },
  });
  // A paid appointment: the customer chooses where the refund goes (ADR 0048); only a card payment can go back to it.
  const paid = appointment.payment_status === 'paid';
  const byCard =
    paid && (appointment.payment_method === 'card' || appointment.payment_method === 'wallet_card');
  const refundTo = useWatch({ control, name: 'refund_to' }) ?? 'wallet';
  // What cancelling now gives back, by the salon's policy (the rule the API applies on the cancellation).
  const preview = useRefundPreview(appointment.id, open && paid);
  const { failure, clear, show } = useFormFailure({
    fields: ['reason', 'refund_to'],
    setError,
    fallbackMessage: CANCEL_FAILED,
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';

  const close = () => {
    reset();
    clear();
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      const result = await cancel.mutateAsync(
        paid ? { ...values, refund_to: byCard ? values.refund_to : 'wallet' } : { reason: values.reason },
      );
      toast.success(result.message ?? 'Randevunuz iptal edildi.');
      close();
    } catch (error) {
      show(error);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Randevuyu iptal et"
      description={`${appointment.salon.name} · ${appointment.date.split('-').reverse().join('.')} ${appointment.time}`}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <FormFailureAlert failure={failure} />
        <TextareaField
          label="İptal nedeni"
          rows={3}
          maxLength={CANCELLATION_REASON_MAX}
          counter={`${reason.length}/${CANCELLATION_REASON_MAX}`}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {paid && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-800">İade nereye yapılsın?</legend>
            {preview.data?.text ? (
              <div
                className={cn(
                  'space-y-1 rounded-lg p-3 text-sm',
                  preview.data.kind === 'automatic'
                    ? 'bg-emerald-50 text-emerald-900'
                    : 'bg-amber-50 text-amber-900',
                )}
                data-testid="refund-preview"
              >
                <p className="font-medium">{preview.data.text}</p>
                <p className="text-xs">İptal politikası: {preview.data.policy_summary}</p>
              </div>
            ) : (
              <p className="text-xs text-gray-600">
                Salonun ücretsiz iptal süresi içindeyseniz ödemeniz hemen iade edilir; sonrasında iade
                talebiniz salonun iptal politikasına göre incelenir.
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {(
                [
                  ['wallet', 'Cüzdanıma (hemen kullanılabilir)'],
                  ...(byCard ? ([['card', 'Kartıma']] as const) : []),
                ] as const
              ).map(([value, label]) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                    refundTo === value ? 'border-brand-500 bg-brand-50' : 'border-gray-300',
                  )}
                >
                  <input type="radio" value={value} className="accent-brand-600" {...register('refund_to')} />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={close}>
            Vazgeç
          </Button>
          <Button type="submit" variant="danger" size="lg" isLoading={cancel.isPending}>
            Randevuyu İptal Et
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
