import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input-classes';
import { useFieldIds } from './use-field-ids';

export interface TextareaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the right under the field (e.g. a character counter); read with the field's description. */
  counter?: ReactNode;
  containerClassName?: string;
}

/** A labelled multi-line input with help, counter and error texts; works with react-hook-form's `register`. */
export function TextareaField({
  label,
  error,
  hint,
  counter,
  id,
  rows = 5,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ...props
}: TextareaFieldProps) {
  const hasDescription = hint !== undefined || counter !== undefined;
  const ids = useFieldIds({ id, describedBy, hasDescription, error });
  return (
    <div className={cn('space-y-1', containerClassName)}>
      <label htmlFor={ids.inputId} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={ids.inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          inputClasses,
          'resize-y',
          error ? 'border-red-500 focus:border-red-500 focus:outline-red-200' : 'border-gray-300',
          className,
        )}
        {...props}
      />
      {hasDescription && (
        <p id={ids.descriptionId} className="flex justify-between gap-3 text-xs text-gray-500">
          <span>{hint}</span>
          {counter !== undefined && <span className="shrink-0 tabular-nums">{counter}</span>}
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
