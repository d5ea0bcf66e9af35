import { useState, type FormEvent } from 'react';
import { istanbulParts } from '@salonya/domain/booking/time';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  addBlockingBody,
  addFullDayTimes,
  hasErrors,
  validateAddBlocking,
  type AddBlockingBody,
  type AddBlockingValues,
  type FormErrors,
} from '../utils/forms';
import { addBlockingErrorMessage } from '../utils/messages';
import { addBlockingDefaults, nextQuarterHour } from '../utils/rules';
import { serverFieldErrors } from '../utils/server-errors';
import type { StaffOption } from '../utils/view';
import { BlockingFields, DialogActions, FormError } from './form-parts';

/** Form value → the request field its errors are keyed by. */
const FIELD_OF: Record<keyof AddBlockingValues, string> = {
  staffUserId: 'staff_user_id',
  date: 'date',
  startTime: 'start_time',
  endTime: 'end_time',
  reason: 'reason',
  type: 'type',
  isFullDay: 'is_full_day',
  recurring: 'recurring',
  recurringPattern: 'recurring_pattern',
  endDate: 'end_date',
};
const FIELDS = Object.values(FIELD_OF);

function initialValues(now: Date, staffUserId: string): AddBlockingValues {
  const defaults = addBlockingDefaults(now);
  return {
    staffUserId,
    date: defaults.date,
    startTime: defaults.startTime,
    endTime: defaults.endTime,
    reason: '',
    type: 'unavailable',
    isFullDay: false,
    recurring: false,
    recurringPattern: 'weekly',
    endDate: '',
  };
}

/**
 * SPEC §5 add blocking: date today (Istanbul) by default, 15-minute times (for today from the next quarter hour),
 * reason up to 200 characters, type unavailable by default, full-day (09:00–18:00 shown, null times sent),
 * recurring (weekly by default, optional end date); staff chosen unless preset (a staff member's own page).
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
  const [values, setValues] = useState<AddBlockingValues>(() =>
    initialValues(
      now,
      presetStaffUserId === null
        ? staff.length === 1
          ? String(staff[0]?.userId)
          : ''
        : String(presetStaffUserId),
    ),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const today = istanbulParts(now).date;
  const earliest = values.date === today ? nextQuarterHour(now).time : undefined;
  const set = <K extends keyof AddBlockingValues>(key: K, value: AddBlockingValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [FIELD_OF[key]]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateAddBlocking(values, { now, staffPreset: presetStaffUserId !== null });
    setErrors(found.fields);
    if (hasErrors(found.fields)) return;
    if (found.pastTime !== null) {
      setFailure({ message: found.pastTime, details: [] });
      return;
    }
    setBusy(true);
    try {
      await onSubmit(addBlockingBody(values, presetStaffUserId));
    } catch (error) {
      const server = serverFieldErrors(error, FIELDS);
      if (Object.keys(server.fields).length > 0) {
        setErrors(server.fields);
        if (server.other.length > 0)
          setFailure({ message: addBlockingErrorMessage(error), details: server.other });
      } else {
        setFailure({ message: addBlockingErrorMessage(error), details: [] });
      }
    } finally {
      setBusy(false);
    }
  };

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
          <SelectField
            label="Personel"
            placeholder="Personel seçin"
            value={values.staffUserId}
            onChange={(e) => set('staffUserId', e.target.value)}
            options={staff.map((s) => ({ value: String(s.userId), label: s.name }))}
            error={errors.staff_user_id}
          />
        )}
        <BlockingFields
          values={values}
          errors={errors}
          today={today}
          earliestStart={earliest}
          set={set}
          onFullDay={(on) => {
            setValues((v) => ({ ...v, isFullDay: on, ...(on ? addFullDayTimes() : {}) }));
            setErrors((er) => ({ ...er, start_time: undefined, end_time: undefined }));
          }}
        />
        <CheckboxField
          label="Tekrarlayan blokaj"
          checked={values.recurring}
          onChange={(e) => set('recurring', e.target.checked)}
        />
        {values.recurring && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Tekrar sıklığı"
              value={values.recurringPattern}
              onChange={(e) => {
                const v = e.target.value;
                set('recurringPattern', v === 'daily' || v === 'monthly' ? v : 'weekly');
              }}
              options={[
                { value: 'daily', label: 'Her gün' },
                { value: 'weekly', label: 'Her hafta' },
                { value: 'monthly', label: 'Her ay' },
              ]}
              error={errors.recurring_pattern}
            />
            <TextField
              label="Tekrar bitiş tarihi"
              type="date"
              min={values.date}
              value={values.endDate}
              onChange={(e) => set('endDate', e.target.value)}
              error={errors.end_date}
              hint="Boş bırakılırsa süresiz tekrarlanır"
            />
          </div>
        )}
        <DialogActions onCancel={onClose} submitLabel="Blokaj Ekle" busy={busy} />
      </form>
    </Dialog>
  );
}
