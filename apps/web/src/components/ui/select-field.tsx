import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input-classes';
import { useFieldIds } from './use-field-ids';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ('Seçin'); chosen while nothing else is. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  containerClassName?: string;
}

/** A labelled native select with help and error texts; works with react-hook-form's `register`. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  const ids = useFieldIds({ id, describedBy, hasDescription: hint !== undefined, error });
  return (
    <div className={cn('space-y-1', containerClassName)}>
      <label htmlFor={ids.inputId} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cn(
            inputClasses,
            'appearance-none pr-9',
            error ? 'border-red-500 focus:border-red-500 focus:outline-red-200' : 'border-gray-300',
            className,
          )}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500"
        />
      </div>
      {hint !== undefined && (
        <p id={ids.descriptionId} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
