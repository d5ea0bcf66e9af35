import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
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

/** The blocking inputs the add and edit forms share, registered with the form (request field names). */
export interface BlockingFieldInputs {
  date: UseFormRegisterReturn;
  type: UseFormRegisterReturn;
  is_full_day: UseFormRegisterReturn;
  start_time: UseFormRegisterReturn;
  end_time: UseFormRegisterReturn;
  reason: UseFormRegisterReturn;
}

export type BlockingFieldErrors = Partial<Record<keyof BlockingFieldInputs, string>>;

/**
 * Date and type, the full-day box, both times and the reason of a blocking (SPEC §5). The form registers the
 * inputs and sets its own full-day times when the box changes (in the box's `onChange`).
 */
export function BlockingFields({
  inputs,
  errors,
  today,
  earliestStart,
  isFullDay,
  reasonLength,
}: {
  inputs: BlockingFieldInputs;
  errors: BlockingFieldErrors;
  today: string;
  /** The first start time that may be chosen (today: the next quarter hour). */
  earliestStart?: string | undefined;
  isFullDay: boolean;
  reasonLength: number;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Tarih" type="date" min={today} error={errors.date} {...inputs.date} />
        <SelectField
          label="Tür"
          options={BLOCKING_KINDS.map((k) => ({ value: k, label: BLOCKING_KIND_LABELS[k] }))}
          error={errors.type}
          {...inputs.type}
        />
      </div>
      <CheckboxField label="Tüm gün" {...inputs.is_full_day} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField
          label="Başlangıç saati"
          min={earliestStart}
          disabled={isFullDay}
          error={errors.start_time}
          {...inputs.start_time}
        />
        <TimeField label="Bitiş saati" disabled={isFullDay} error={errors.end_time} {...inputs.end_time} />
      </div>
      <TextareaField
        label="Açıklama"
        rows={2}
        maxLength={REASON_MAX}
        counter={`${reasonLength}/${REASON_MAX}`}
        error={errors.reason}
        {...inputs.reason}
      />
    </>
  );
}
