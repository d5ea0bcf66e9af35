import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  editBlockingFormSchema,
  editBreakFormSchema,
  type EditBlockingFormOutput,
  type EditBlockingFormValues,
  type EditBreakFormOutput,
  type EditBreakFormValues,
} from '@salonya/contracts/availability-forms';
import { istanbulParts } from '@salonya/domain/booking/time';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { EditBlockingBody, EditBreakBody } from '../utils/forms';
import type { BlockingRow, BreakRow } from '../utils/list';
import { editErrorMessage } from '../utils/messages';
import { blockingKindOf, EDIT_FULL_DAY, editableStatus, hhmm, isFullDay, orderDays } from '../utils/rules';
import { setServerFieldErrors } from '../utils/server-errors';
import { BlockingFields, DaysField, DialogActions, FormError, TimeField } from './form-parts';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Aktif' },
  { value: 'cancelled', label: 'İptal' },
];

const BLOCKING_FIELDS = [
  'date',
  'start_time',
  'end_time',
  'reason',
  'type',
  'status',
] as const satisfies readonly (keyof EditBlockingFormValues)[];
const BREAK_FIELDS = [
  'name',
  'start_time',
  'end_time',
  'days',
  'status',
] as const satisfies readonly (keyof EditBreakFormValues)[];

/** SPEC §8 edit failure: the 422's fields next to their inputs and, above the form, 'field: message' per field. */
function useFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    show: (error: unknown) => setFailure(editErrorMessage(error)),
  };
}

/**
 * SPEC §5 edit blocking: full-day sets 00:00–23:45; past dates cannot be chosen; unknown type → unavailable.
 * Validated with the contract's schema at the server's now.
 */
function EditBlockingForm({
  row,
  now,
  onClose,
  onSubmit,
}: {
  row: BlockingRow;
  now: Date;
  onClose: () => void;
  onSubmit: (body: EditBlockingBody) => Promise<void>;
}) {
  const fullDay = isFullDay(row);
  const [schema] = useState(() => editBlockingFormSchema(now));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EditBlockingFormValues, unknown, EditBlockingFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      date: row.date,
      start_time: fullDay ? EDIT_FULL_DAY.start : (hhmm(row.startTime) ?? ''),
      end_time: fullDay ? EDIT_FULL_DAY.end : (hhmm(row.endTime) ?? ''),
      reason: row.reason,
      type: blockingKindOf(row.type),
      is_full_day: fullDay,
      status: editableStatus(row.status),
    },
  });
  const { failure, clear, show } = useFailure();
  const today = istanbulParts(now).date;
  const [isFullDayOn, reason] = useWatch({ control, name: ['is_full_day', 'reason'] });

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      await onSubmit(values);
    } catch (error) {
      setServerFieldErrors(error, BLOCKING_FIELDS, setError);
      show(error);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FormError message={failure} />
      <BlockingFields
        inputs={{
          date: register('date'),
          type: register('type'),
          is_full_day: register('is_full_day', {
            onChange: (e: { target: { checked: boolean } }) => {
              if (e.target.checked) {
                setValue('start_time', EDIT_FULL_DAY.start);
                setValue('end_time', EDIT_FULL_DAY.end);
              }
              clearErrors(['start_time', 'end_time']);
            },
          }),
          start_time: register('start_time'),
          end_time: register('end_time'),
          reason: register('reason'),
        }}
        errors={{
          date: errors.date?.message,
          type: errors.type?.message,
          start_time: errors.start_time?.message,
          end_time: errors.end_time?.message,
          reason: errors.reason?.message,
        }}
        today={today}
        isFullDay={isFullDayOn}
        reasonLength={reason.length}
      />
      <SelectField
        label="Durum"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...register('status')}
      />
      <DialogActions onCancel={onClose} submitLabel="Kaydet" busy={isSubmitting} />
    </form>
  );
}

/** SPEC §5 edit break: name, both times, at least one day. Validated with the contract's schema. */
function EditBreakForm({
  row,
  onClose,
  onSubmit,
}: {
  row: BreakRow;
  onClose: () => void;
  onSubmit: (body: EditBreakBody) => Promise<void>;
}) {
  const daysErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditBreakFormValues, unknown, EditBreakFormOutput>({
    resolver: zodResolver(editBreakFormSchema),
    defaultValues: {
      name: row.name,
      start_time: hhmm(row.startTime) ?? '',
      end_time: hhmm(row.endTime) ?? '',
      days: orderDays(row.days),
      status: editableStatus(row.status),
    },
  });
  const { failure, clear, show } = useFailure();

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      await onSubmit(values);
    } catch (error) {
      setServerFieldErrors(error, BREAK_FIELDS, setError);
      show(error);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FormError message={failure} />
      <TextField label="Mola adı" maxLength={100} error={errors.name?.message} {...register('name')} />
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
      <SelectField
        label="Durum"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...register('status')}
      />
      <DialogActions onCancel={onClose} submitLabel="Kaydet" busy={isSubmitting} />
    </form>
  );
}

export function EditItemDialog({
  row,
  now,
  onClose,
  onSubmitBlocking,
  onSubmitBreak,
}: {
  row: BlockingRow | BreakRow;
  now: Date;
  onClose: () => void;
  onSubmitBlocking: (row: BlockingRow, body: EditBlockingBody) => Promise<void>;
  onSubmitBreak: (row: BreakRow, body: EditBreakBody) => Promise<void>;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={row.kind === 'blocking' ? 'Blokajı Düzenle' : 'Molayı Düzenle'}
      description={row.staffName}
      placement="sheet"
    >
      {row.kind === 'blocking' ? (
        <EditBlockingForm
          row={row}
          now={now}
          onClose={onClose}
          onSubmit={(body) => onSubmitBlocking(row, body)}
        />
      ) : (
        <EditBreakForm row={row} onClose={onClose} onSubmit={(body) => onSubmitBreak(row, body)} />
      )}
    </Dialog>
  );
}
