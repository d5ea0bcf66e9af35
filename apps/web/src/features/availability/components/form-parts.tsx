import { useId, useState, type ReactNode } from 'react';
import {
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { cn } from '@/lib/cn';
import {
  BLOCKING_KIND_LABELS,
  BLOCKING_KINDS,
  DAY_QUICK_PICKS,
  REASON_MAX,
  WEEKDAYS,
  type DayKey,
} from '../utils/rules';
import { setServerFieldErrors } from '../utils/server-errors';
import type { StaffOption } from '../utils/view';

/** A time input in 15-minute steps (SPEC §5 / §9); works with react-hook-form's `register`. */
export function TimeField(props: Omit<TextFieldProps, 'type' | 'step' | 'hint'>) {
  return <TextField type="time" step={900} hint="15 dakikalık adımlarla" {...props} />;
}

const QUICK_PICK_LABELS: Record<keyof typeof DAY_QUICK_PICKS, string> = {
  weekdays: 'Hafta içi',
  weekend: 'Hafta sonu',
  all: 'Tüm günler',
  clear: 'Temizle',
};

/** The weekday checkboxes of a break, with the SPEC §5 quick picks (weekdays, weekend, all days, clear). */
export function DaysField({
  value,
  onChange,
  error,
  errorId,
}: {
  value: readonly DayKey[];
  onChange: (days: DayKey[]) => void;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-800">Günler</legend>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Hızlı seçim">
        {(Object.keys(DAY_QUICK_PICKS) as (keyof typeof DAY_QUICK_PICKS)[]).map((pick) => (
          <Button
            key={pick}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange([...DAY_QUICK_PICKS[pick]])}
          >
            {QUICK_PICK_LABELS[pick]}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {WEEKDAYS.map((day) => {
          const checked = value.includes(day.key);
          return (
            <label
              key={day.key}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                checked ? 'border-brand-400 bg-brand-50' : 'border-gray-300',
              )}
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={checked}
                onChange={() =>
                  onChange(
                    checked
                      ? value.filter((d) => d !== day.key)
                      : WEEKDAYS.map((d) => d.key).filter((d) => d === day.key || value.includes(d)),
                  )
                }
              />
              {day.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The form-level failure of a dialog (announced at once). */
export function FormError({
  message,
  details,
}: {
  message: string | null;
  details?: readonly string[];
}): ReactNode {
  if (message === null) return null;
  return (
    <Alert variant="error">
      <p className="whitespace-pre-line">{message}</p>
      {details !== undefined && details.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

export function DialogActions({
  onCancel,
  submitLabel,
  busy,
  disabled,
  danger = false,
}: {
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        Vazgeç
      </Button>
      <Button
        type="submit"
        variant={danger ? 'danger' : 'primary'}
        isLoading={busy}
        disabled={disabled === true || busy}
      >
        {submitLabel}
      </Button>
    </div>
  );
}

/** The staff select of the add dialogs (request field staff_user_id; '' until chosen). */
export function StaffSelect({
  staff,
  error,
  input,
}: {
  staff: readonly StaffOption[];
  error: string | undefined;
  input: UseFormRegisterReturn;
}) {
  return (
    <SelectField
      label="Personel"
      placeholder="Personel seçin"
      options={staff.map((s) => ({ value: String(s.userId), label: s.name }))}
      error={error}
      {...input}
    />
  );
}

/** The staff select's first value: the preset staff member, the only one, or none chosen (''). */
export function initialStaffChoice(staff: readonly StaffOption[], presetStaffUserId: number | null): string {
  if (presetStaffUserId !== null) return String(presetStaffUserId);
  return staff.length === 1 ? String(staff[0]?.userId) : '';
}

const STATUS_OPTIONS = [
  { value: 'active', label: 'Aktif' },
  { value: 'cancelled', label: 'İptal' },
];

/** The status select of the edit dialogs (active or cancelled). */
export function StatusSelect({ error, input }: { error: string | undefined; input: UseFormRegisterReturn }) {
  return <SelectField label="Durum" options={STATUS_OPTIONS} error={error} {...input} />;
}

/** Start and end time side by side (15-minute steps). */
export function TimeRangeFields({
  start,
  end,
  errors,
  earliestStart,
  disabled,
}: {
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  errors: { start_time?: string | undefined; end_time?: string | undefined };
  /** The first start time that may be chosen (today: the next quarter hour). */
  earliestStart?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TimeField
        label="Başlangıç saati"
        min={earliestStart}
        disabled={disabled}
        error={errors.start_time}
        {...start}
      />
      <TimeField label="Bitiş saati" disabled={disabled} error={errors.end_time} {...end} />
    </div>
  );
}

type BreakInputName = 'name' | 'start_time' | 'end_time';
type BreakFieldName = BreakInputName | 'days';

/**
 * Name, times and days of a break (SPEC §5), shared by the add and edit forms: their `register` and `errors` (the
 * values are keyed by the request's field names) and the days as the form's `useController` field.
 */
export function BreakFields({
  register,
  errors,
  days,
  namePlaceholder,
}: {
  register: (name: BreakInputName) => UseFormRegisterReturn;
  errors: Partial<Record<BreakFieldName, { message?: string | undefined } | undefined>>;
  days: { value: readonly DayKey[]; onChange: (days: DayKey[]) => void };
  namePlaceholder?: string;
}) {
  const daysErrorId = useId();
  return (
    <>
      <TextField
        label="Mola adı"
        maxLength={100}
        placeholder={namePlaceholder}
        error={errors.name?.message}
        {...register('name')}
      />
      <TimeRangeFields
        start={register('start_time')}
        end={register('end_time')}
        errors={{ start_time: errors.start_time?.message, end_time: errors.end_time?.message }}
      />
      <DaysField
        value={days.value}
        onChange={days.onChange}
        error={errors.days?.message}
        errorId={daysErrorId}
      />
    </>
  );
}

/**
 * A dialog form's failure (SPEC §8): a 422's fields are set on the inputs the form has; the alert above the form
 * shows `messageOf(error)` — always (`'always'`), or only when some of the error is not next to an input
 * (`'unplaced'`, with the other fields as 'field: message' lines).
 */
export function useDialogFailure<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  messageOf: (error: unknown) => string,
  show: 'always' | 'unplaced',
) {
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  /** Sends; a failure is shown, not thrown. */
  const send = async (request: () => Promise<void>) => {
    setFailure(null);
    try {
      await request();
    } catch (error) {
      const server = setServerFieldErrors(error, fields, setError);
      if (show === 'always') setFailure({ message: messageOf(error), details: [] });
      else if (server.placed === 0 || server.other.length > 0)
        setFailure({ message: messageOf(error), details: server.other });
    }
  };
  return { failure, send };
}

type BlockingInputName = 'date' | 'type' | 'is_full_day' | 'start_time' | 'end_time' | 'reason';
type TimeName = 'start_time' | 'end_time';

/**
 * Date and type, the full-day box, both times and the reason of a blocking (SPEC §5), shared by the add and edit
 * forms: their `register`, `errors`, `setValue` and `clearErrors` (values keyed by the request's field names).
 * Ticking full day sets the form's own full-day times (`fullDayTimes`); changing the box clears the times' errors.
 */
export function BlockingFields({
  register,
  errors,
  setValue,
  clearErrors,
  fullDayTimes,
  today,
  earliestStart,
  isFullDay,
  reasonLength,
}: {
  register: (
    name: BlockingInputName,
    options?: { onChange: (e: { target: { checked: boolean } }) => void },
  ) => UseFormRegisterReturn;
  errors: Partial<Record<BlockingInputName, { message?: string | undefined } | undefined>>;
  setValue: (name: TimeName, value: string) => void;
  clearErrors: (names: TimeName[]) => void;
  fullDayTimes: Readonly<Record<TimeName, string>>;
  today: string;
  /** The first start time that may be chosen (today: the next quarter hour). */
  earliestStart?: string | undefined;
  isFullDay: boolean;
  reasonLength: number;
}) {
  const inputs = {
    date: register('date'),
    type: register('type'),
    is_full_day: register('is_full_day', {
      onChange: (e) => {
        if (e.target.checked) {
          setValue('start_time', fullDayTimes.start_time);
          setValue('end_time', fullDayTimes.end_time);
        }
        clearErrors(['start_time', 'end_time']);
      },
    }),
    start_time: register('start_time'),
    end_time: register('end_time'),
    reason: register('reason'),
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Tarih" type="date" min={today} error={errors.date?.message} {...inputs.date} />
        <SelectField
          label="Tür"
          options={BLOCKING_KINDS.map((k) => ({ value: k, label: BLOCKING_KIND_LABELS[k] }))}
          error={errors.type?.message}
          {...inputs.type}
        />
      </div>
      <CheckboxField label="Tüm gün" {...inputs.is_full_day} />
      <TimeRangeFields
        start={inputs.start_time}
        end={inputs.end_time}
        errors={{ start_time: errors.start_time?.message, end_time: errors.end_time?.message }}
        earliestStart={earliestStart}
        disabled={isFullDay}
      />
      <TextareaField
        label="Açıklama"
        rows={2}
        maxLength={REASON_MAX}
        counter={`${reasonLength}/${REASON_MAX}`}
        error={errors.reason?.message}
        {...inputs.reason}
      />
    </>
  );
}
