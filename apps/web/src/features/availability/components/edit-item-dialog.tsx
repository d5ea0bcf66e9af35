import { useId, useState, type FormEvent } from 'react';
import { istanbulParts } from '@salonya/domain/booking/time';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  hasErrors,
  validateEditBlocking,
  validateEditBreak,
  type EditBlockingBody,
  type EditBlockingValues,
  type EditBreakBody,
  type EditBreakValues,
  type FormErrors,
} from '../utils/forms';
import type { BlockingRow, BreakRow } from '../utils/list';
import { editErrorMessage } from '../utils/messages';
import { blockingKindOf, EDIT_FULL_DAY, editableStatus, hhmm, isFullDay, orderDays } from '../utils/rules';
import { serverFieldErrors } from '../utils/server-errors';
import { BlockingFields, DaysField, DialogActions, FormError, TimeField } from './form-parts';

/** Form value → the request field its errors are keyed by. */
const FIELD_OF: Record<string, string> = {
  date: 'date',
  startTime: 'start_time',
  endTime: 'end_time',
  reason: 'reason',
  type: 'type',
  isFullDay: 'is_full_day',
  status: 'status',
  name: 'name',
  days: 'days',
};

const STATUS_OPTIONS = [
  { value: 'active', label: 'Aktif' },
  { value: 'cancelled', label: 'İptal' },
];

type Failure = { message: string; details: string[] } | null;

function useSubmit<V>(send: (v: V) => Promise<void>, fields: string[]) {
  const [failure, setFailure] = useState<Failure>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const run = async (value: V) => {
    setFailure(null);
    setServerErrors({});
    setBusy(true);
    try {
      await send(value);
    } catch (error) {
      const server = serverFieldErrors(error, fields);
      setServerErrors(server.fields);
      setFailure({ message: editErrorMessage(error), details: [] });
    } finally {
      setBusy(false);
    }
  };
  return { failure, busy, serverErrors, run };
}

/** SPEC §5 edit blocking: full-day sets 00:00–23:45; past dates cannot be chosen; unknown type → unavailable. */
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
  const [values, setValues] = useState<EditBlockingValues>({
    date: row.date,
    startTime: fullDay ? EDIT_FULL_DAY.start : (hhmm(row.startTime) ?? ''),
    endTime: fullDay ? EDIT_FULL_DAY.end : (hhmm(row.endTime) ?? ''),
    reason: row.reason,
    type: blockingKindOf(row.type),
    isFullDay: fullDay,
    status: editableStatus(row.status),
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const { failure, busy, serverErrors, run } = useSubmit(onSubmit, [
    'date',
    'start_time',
    'end_time',
    'reason',
    'type',
    'status',
  ]);
  const shown = { ...serverErrors, ...errors };
  const today = istanbulParts(now).date;
  const set = <K extends keyof EditBlockingValues>(key: K, value: EditBlockingValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [FIELD_OF[key] ?? key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEditBlocking(values, now);
    setErrors(found);
    if (hasErrors(found)) return;
    void run({
      date: values.date,
      start_time: values.isFullDay ? EDIT_FULL_DAY.start : values.startTime,
      end_time: values.isFullDay ? EDIT_FULL_DAY.end : values.endTime,
      reason: values.reason.trim(),
      type: values.type,
      is_full_day: values.isFullDay,
      status: values.status,
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormError message={failure?.message ?? null} details={failure?.details} />
      <BlockingFields
        values={values}
        errors={shown}
        today={today}
        set={set}
        onFullDay={(on) => {
          setValues((v) => ({
            ...v,
            isFullDay: on,
            ...(on ? { startTime: EDIT_FULL_DAY.start, endTime: EDIT_FULL_DAY.end } : {}),
          }));
          setErrors((er) => ({ ...er, start_time: undefined, end_time: undefined }));
        }}
      />
      <SelectField
        label="Durum"
        value={values.status}
        onChange={(e) => set('status', editableStatus(e.target.value))}
        options={STATUS_OPTIONS}
        error={shown.status}
      />
      <DialogActions onCancel={onClose} submitLabel="Kaydet" busy={busy} />
    </form>
  );
}

/** SPEC §5 edit break: name, both times, at least one day. */
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
  const [values, setValues] = useState<EditBreakValues>({
    name: row.name,
    startTime: hhmm(row.startTime) ?? '',
    endTime: hhmm(row.endTime) ?? '',
    days: orderDays(row.days),
    status: editableStatus(row.status),
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const { failure, busy, serverErrors, run } = useSubmit(onSubmit, [
    'name',
    'start_time',
    'end_time',
    'days',
    'status',
  ]);
  const shown = { ...serverErrors, ...errors };
  const set = <K extends keyof EditBreakValues>(key: K, value: EditBreakValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [FIELD_OF[key] ?? key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEditBreak(values);
    setErrors(found);
    if (hasErrors(found)) return;
    void run({
      name: values.name.trim(),
      start_time: values.startTime,
      end_time: values.endTime,
      days: values.days,
      status: values.status,
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormError message={failure?.message ?? null} details={failure?.details} />
      <TextField
        label="Mola adı"
        value={values.name}
        maxLength={100}
        onChange={(e) => set('name', e.target.value)}
        error={shown.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField
          label="Başlangıç saati"
          value={values.startTime}
          onChange={(t) => set('startTime', t)}
          error={shown.start_time}
        />
        <TimeField
          label="Bitiş saati"
          value={values.endTime}
          onChange={(t) => set('endTime', t)}
          error={shown.end_time}
        />
      </div>
      <DaysField
        value={values.days}
        onChange={(days) => set('days', days)}
        error={shown.days}
        errorId={daysErrorId}
      />
      <SelectField
        label="Durum"
        value={values.status}
        onChange={(e) => set('status', editableStatus(e.target.value))}
        options={STATUS_OPTIONS}
        error={shown.status}
      />
      <DialogActions onCancel={onClose} submitLabel="Kaydet" busy={busy} />
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
