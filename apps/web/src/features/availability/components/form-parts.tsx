import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { DAY_QUICK_PICKS, WEEKDAYS, type DayKey } from '../utils/rules';

/** A time input in 15-minute steps (SPEC §5 / §9). */
export function TimeField({
  label,
  value,
  onChange,
  error,
  min,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  min?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <TextField
      label={label}
      type="time"
      step={900}
      min={min}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint="15 dakikalık adımlarla"
    />
  );
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
