import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
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
import type { EditBlockingBody, EditBreakBody } from '../utils/forms';
import type { BlockingRow, BreakRow } from '../utils/list';
import { editErrorMessage } from '../utils/messages';
import { blockingKindOf, EDIT_FULL_DAY, editableStatus, hhmm, isFullDay, orderDays } from '../utils/rules';
import {
  BlockingFields,
  BreakFields,
  DialogActions,
  FormError,
  StatusSelect,
  useDialogFailure,
} from './form-parts';

const EDIT_FULL_DAY_TIMES = { start_time: EDIT_FULL_DAY.start, end_time: EDIT_FULL_DAY.end };

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
  // SPEC §8 edit failure: the 422's fields next to their inputs and, above the form, 'field: message' per field.
  const { failure, send } = useDialogFailure(BLOCKING_FIELDS, setError, editErrorMessage, 'always');
  const today = istanbulParts(now).date;
  const [isFullDayOn, reason] = useWatch({ control, name: ['is_full_day', 'reason'] });

  const submit = handleSubmit((values) => send(() => onSubmit(values)));

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FormError message={failure?.message ?? null} />
      <BlockingFields
        register={register}
        errors={errors}
        setValue={setValue}
        clearErrors={clearErrors}
        fullDayTimes={EDIT_FULL_DAY_TIMES}
        today={today}
        isFullDay={isFullDayOn}
        reasonLength={reason.length}
      />
      <StatusSelect error={errors.status?.message} input={register('status')} />
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
  const { failure, send } = useDialogFailure(BREAK_FIELDS, setError, editErrorMessage, 'always');
  const days = useController({ control, name: 'days' }).field;

  const submit = handleSubmit((values) => send(() => onSubmit(values)));

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FormError message={failure?.message ?? null} />
      <BreakFields register={register} errors={errors} days={days} />
      <StatusSelect error={errors.status?.message} input={register('status')} />
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
