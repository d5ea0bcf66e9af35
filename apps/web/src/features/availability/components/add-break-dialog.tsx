import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addBreakFormSchema,
  type AddBreakFormOutput,
  type AddBreakFormValues,
} from '@salonya/contracts/availability-forms';
import { Dialog } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/form-errors';
import type { AddBreakBody } from '../utils/forms';
import { MSG } from '../utils/messages';
import { BREAK_DEFAULT_TIMES, DEFAULT_BREAK_DAYS } from '../utils/rules';
import type { StaffOption } from '../utils/view';
import {
  BreakFields,
  DialogActions,
  FormError,
  initialStaffChoice,
  StaffSelect,
  useDialogFailure,
} from './form-parts';

/** The inputs a 422's field errors can land on (request field names). */
const FIELDS = [
  'staff_user_id',
  'name',
  'start_time',
  'end_time',
  'days',
] as const satisfies readonly (keyof AddBreakFormValues)[];

/**
 * SPEC §5 add break: name, 12:00–13:00 and Monday–Friday by default, quick picks, submit needs a day. Validated with
 * the contract's schema.
 */
export function AddBreakDialog({
  staff,
  presetStaffUserId,
  onClose,
  onSubmit,
}: {
  staff: readonly StaffOption[];
  presetStaffUserId: number | null;
  onClose: () => void;
  onSubmit: (body: AddBreakBody) => Promise<void>;
}) {
  const [schema] = useState(() => addBreakFormSchema({ staffPreset: presetStaffUserId !== null }));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddBreakFormValues, unknown, AddBreakFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      staff_user_id: initialStaffChoice(staff, presetStaffUserId),
      name: '',
      start_time: BREAK_DEFAULT_TIMES.start,
      end_time: BREAK_DEFAULT_TIMES.end,
      days: [...DEFAULT_BREAK_DAYS],
    },
  });
  const { failure, send } = useDialogFailure(
    FIELDS,
    setError,
    (error) => failureMessage(error, MSG.addBreakFailed),
    'unplaced',
  );
  const days = useController({ control, name: 'days' }).field;
  const noDay = days.value.length === 0;

  const submit = handleSubmit(async (values) => {
    const staffUserId = presetStaffUserId ?? values.staff_user_id;
    if (staffUserId === null) return;
    await send(() => onSubmit({ ...values, staff_user_id: staffUserId }));
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Mola Ekle"
      description="Seçilen günlerde her hafta tekrarlanır."
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
        <BreakFields register={register} errors={errors} days={days} namePlaceholder="Öğle arası" />
        {noDay && errors.days === undefined && <p className="text-sm text-amber-800">{MSG.pickOneDay}</p>}
        <DialogActions onCancel={onClose} submitLabel="Mola Ekle" busy={isSubmitting} disabled={noDay} />
      </form>
    </Dialog>
  );
}
