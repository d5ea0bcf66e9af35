import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addBreakFormSchema,
  type AddBreakFormOutput,
  type AddBreakFormValues,
} from '@salonya/contracts/availability-forms';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/form-errors';
import type { AddBreakBody } from '../utils/forms';
import { MSG } from '../utils/messages';
import { BREAK_DEFAULT_TIMES, DEFAULT_BREAK_DAYS } from '../utils/rules';
import { setServerFieldErrors } from '../utils/server-errors';
import type { StaffOption } from '../utils/view';
import { DaysField, DialogActions, FormError, TimeField } from './form-parts';

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
  const daysErrorId = useId();
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
      staff_user_id:
        presetStaffUserId === null
          ? staff.length === 1
            ? String(staff[0]?.userId)
            : ''
          : String(presetStaffUserId),
      name: '',
      start_time: BREAK_DEFAULT_TIMES.start,
      end_time: BREAK_DEFAULT_TIMES.end,
      days: [...DEFAULT_BREAK_DAYS],
    },
  });
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const noDay = useWatch({ control, name: 'days' }).length === 0;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const staffUserId = presetStaffUserId ?? values.staff_user_id;
    if (staffUserId === null) return;
    try {
      await onSubmit({ ...values, staff_user_id: staffUserId });
    } catch (error) {
      const server = setServerFieldErrors(error, FIELDS, setError);
      if (server.placed === 0 || server.other.length > 0)
        setFailure({ message: failureMessage(error, MSG.addBreakFailed), details: server.other });
    }
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
          <SelectField
            label="Personel"
            placeholder="Personel seçin"
            options={staff.map((s) => ({ value: String(s.userId), label: s.name }))}
            error={errors.staff_user_id?.message}
            {...register('staff_user_id')}
          />
        )}
        <TextField
          label="Mola adı"
          maxLength={100}
          placeholder="Öğle arası"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TimeField label="Başlangıç saati" error={errors.start_time?.message} {...register('start_time')} />
          <TimeField label="Bitiş saati" error={errors.end_time?.message} {...register('end_time')} />
        </div>
        <Controller
          control={control}
          name="days"
          render={({ field }) => (
            <DaysField
              value={field.value}
              onChange={field.onChange}
              error={errors.days?.message}
              errorId={daysErrorId}
            />
          )}
        />
        {noDay && errors.days === undefined && <p className="text-sm text-amber-800">{MSG.pickOneDay}</p>}
        <DialogActions onCancel={onClose} submitLabel="Mola Ekle" busy={isSubmitting} disabled={noDay} />
      </form>
    </Dialog>
  );
}
