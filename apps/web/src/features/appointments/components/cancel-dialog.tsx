import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CANCELLATION_REASON_MAX,
  cancelAppointmentBodySchema,
  type Appointment,
  type CancelAppointmentBody,
} from '@salonya/contracts/booking';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { CANCEL_FAILED, useCancelAppointment } from '../api/cancel-appointment';

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
  } = useForm<CancelAppointmentBody>({
    resolver: zodResolver(cancelAppointmentBodySchema),
    defaultValues: { reason: '' },
  });
  const { failure, clear, show } = useFormFailure({
    fields: ['reason'],
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
      const result = await cancel.mutateAsync(values);
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
