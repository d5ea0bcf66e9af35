import type { ComponentPropsWithRef } from 'react';
import { useFieldIds } from './use-field-ids';

export interface SwitchFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> {
  label: string;
  description?: string;
  error?: string | undefined;
}

/** An on/off setting: a checkbox with the switch role, drawn as a toggle; works with react-hook-form. */
export function SwitchField({ label, description, error, id, ...props }: SwitchFieldProps) {
  const ids = useFieldIds({ id, hasDescription: description !== undefined, error });
  const labelId = `${ids.inputId}-label`;

  return (
    <div className="py-3">
      <label htmlFor={ids.inputId} className="flex cursor-pointer items-center justify-between gap-4">
        <span className="space-y-0.5">
          <span id={labelId} className="block text-sm font-medium text-gray-900">
            {label}
          </span>
          {description !== undefined && (
            <span id={ids.descriptionId} className="block text-xs text-gray-500">
              {description}
            </span>
          )}
        </span>
        <input
          id={ids.inputId}
          type="checkbox"
          role="switch"
          aria-labelledby={labelId}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
          {...props}
        />
        <span
          aria-hidden="true"
          className="relative inline-block h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-60 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
      {error && (
        <p id={ids.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
