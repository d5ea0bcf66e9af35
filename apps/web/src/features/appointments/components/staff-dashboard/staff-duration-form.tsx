import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { staffDurationBodySchema } from '@salonya/contracts/staff-area';
import type { StaffService } from '@salonya/contracts/staff-dashboard';
import { STAFF_DURATION_LIMITS, STAFF_DURATION_MESSAGES } from '@salonya/domain/staff/durations';
import { Button } from '@/components/ui/button';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { TextField } from '@/components/ui/text-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { STAFF_DURATION_SAVE_FAILED, useSetStaffServiceDuration } from '../../api/set-staff-service-duration';

const formSchema = z.object({
  duration_minutes: staffDurationBodySchema.shape.duration_minutes.unwrap(),
});
type DurationForm = z.infer<typeof formSchema>;
const FIELDS = ['duration_minutes'] as const;
const asNumber = (value: unknown) => (value === '' || value === null ? NaN : Number(value));

/**
 * The staff member's own length of one service (ADR 0045), while the salon allows it: the free times customers see
 * and the appointments they book with this staff member last this long. 'Salon süresini kullan' clears it.
 */
export function StaffDurationForm({ service }: { service: StaffService }) {
  const save = useSetStaffServiceDuration();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<DurationForm>({
    resolver: zodResolver(formSchema),
    values: { duration_minutes: service.own_duration_minutes ?? service.duration_minutes },
  });
  const { failure, clear, show } = useFormFailure<DurationForm>({
    fields: FIELDS,
    setError,
    fallbackMessage: STAFF_DURATION_SAVE_FAILED,
  });

  const send = async (minutes: number | null) => {
    clear();
    try {
      const response = await save.mutateAsync({ serviceId: service.id, minutes });
      reset({ duration_minutes: minutes ?? service.duration_minutes });
      toast.success(
        response.message?.trim()
          ? response.message
          : minutes === null
            ? STAFF_DURATION_MESSAGES.reset
            : STAFF_DURATION_MESSAGES.saved,
      );
    } catch (error) {
      show(error);
    }
  };

  return (
    <form
      onSubmit={handleSubmit((data) => send(data.duration_minutes))}
      noValidate
      aria-label={`${service.name} için süreniz`}
      className="mt-3 space-y-2 border-t border-gray-100 pt-3"
    >
      <FormFailureAlert failure={failure} />
      <TextField
        label="Sizin süreniz (dakika)"
        hint={`${STAFF_DURATION_LIMITS.min}–${STAFF_DURATION_LIMITS.max} dakika, ${STAFF_DURATION_LIMITS.step}'er dakikalık adımlarla.`}
        type="number"
        inputMode="numeric"
        min={STAFF_DURATION_LIMITS.min}
        max={STAFF_DURATION_LIMITS.max}
        step={STAFF_DURATION_LIMITS.step}
        error={errors.duration_minutes?.message}
        {...register('duration_minutes', { setValueAs: asNumber })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={save.isPending} disabled={!isDirty}>
          Süreyi Kaydet
        </Button>
        {service.own_duration_minutes !== null && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={save.isPending}
            onClick={() => void send(null)}
          >
            Salon süresini kullan
          </Button>
        )}
      </div>
    </form>
  );
}
