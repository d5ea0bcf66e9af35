import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addBlockingFormSchema,
  type AddBlockingFormOutput,
  type AddBlockingFormValues,
} from '@salonya/contracts/availability-forms';
import { istanbulParts } from '@salonya/domain/booking/time';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { addFullDayTimes, type AddBlockingBody } from '../utils/forms';
import { addBlockingErrorMessage } from '../utils/messages';
import { addBlockingDefaults, nextQuarterHour } from '../utils/rules';
import type { StaffOption } from '../utils/view';
import {
  BlockingFields,
  DialogActions,
  FormError,
  initialStaffChoice,
  StaffSelect,
  useDialogFailure,
} from './form-parts';

/** The inputs a 422's field errors can land on (request field names). */
const FIELDS = [
  'staff_user_id',
  'date',
  'start_time',
  'end_time',
  'reason',
  'type',
  'is_full_day',
  'recurring',
  'recurring_pattern',
  'end_date',
] as const satisfies readonly (keyof AddBlockingFormValues)[];

function initialValues(now: Date, staffUserId: string): AddBlockingFormValues {
  const defaults = addBlockingDefaults(now);
  return {
    staff_user_id: staffUserId,
    date: defaults.date,
    start_time: defaults.startTime,
    end_time: defaults.endTime,
    reason: '',
    type: 'unavailable',
    is_full_day: false,
    recurring: false,
    recurring_pattern: 'weekly',
    end_date: '',
  };
}

/**
 * SPEC §5 add blocking: date today (Istanbul) by default, 15-minute times (for today from the next quarter hour),
 * reason up to 200 characters, type unavailable by default, full-day (09:00–18:00 shown, null times sent),
 * recurring (weekly by default, optional end date); staff chosen unless preset (a staff member's own page).
 * Validated with the contract's schema at the server's now (a past start is refused next to the start time).
 */
export function AddBlockingDialog({
  now,
  staff,
  presetStaffUserId,
  onClose,
  onSubmit,
}: {
  /** The server's "now" when the dialog opened. */
  now: Date;
  staff: readonly StaffOption[];
  presetStaffUserId: number | null;
  onClose: () => void;
  /** Sends the request; resolves on success (the caller toasts and closes). */
  onSubmit: (body: AddBlockingBody) => Promise<void>;
}) {
  const [schema] = useState(() => addBlockingFormSchema(now, { staffPreset: presetStaffUserId !== null }));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AddBlockingFormValues, unknown, AddBlockingFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(now, initialStaffChoice(staff, presetStaffUserId)),
  });
  const { failure, send } = useDialogFailure(FIELDS, setError, addBlockingErrorMessage, 'unplaced');

  const today = istanbulParts(now).date;
  const [date, isFullDay, recurring, reason] = useWatch({
    control,
    name: ['date', 'is_full_day', 'recurring', 'reason'],
  });
  const reasonLength = reason.length;
  const earliest = date === today ? nextQuarterHour(now).time : undefined;

  const submit = handleSubmit(async (values) => {
    const staffUserId = presetStaffUserId ?? values.staff_user_id;
    if (staffUserId === null) return;
    await send(() => onSubmit({ ...values, staff_user_id: staffUserId }));
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Blokaj Ekle"
      description="Bu zaman aralığında randevu alınamaz."
      placement="sheet"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <FormError message={failure?.message ?? null} details={failure?.details} />
        {presetStaffUserId === null && (
          <StaffSelect
            staff={staff}
            error={errors.staff_user_id?.message}
            input={register('staff_user_id')}
          />
        )}
        <BlockingFields
          register={register}
          errors={errors}
          setValue={setValue}
          clearErrors={clearErrors}
          fullDayTimes={addFullDayTimes()}
          today={today}
          earliestStart={earliest}
          isFullDay={isFullDay}
          reasonLength={reasonLength}
        />
        <CheckboxField label="Tekrarlayan blokaj" {...register('recurring')} />
        {recurring && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Tekrar sıklığı"
              options={[
                { value: 'daily', label: 'Her gün' },
                { value: 'weekly', label: 'Her hafta' },
                { value: 'monthly', label: 'Her ay' },
              ]}
              error={errors.recurring_pattern?.message}
              {...register('recurring_pattern')}
            />
            <TextField
              label="Tekrar bitiş tarihi"
              type="date"
              min={date}
              error={errors.end_date?.message}
              hint="Boş bırakılırsa süresiz tekrarlanır"
              {...register('end_date')}
            />
          </div>
        )}
        <DialogActions onCancel={onClose} submitLabel="Blokaj Ekle" busy={isSubmitting} />
      </form>
    </Dialog>
  );
}
