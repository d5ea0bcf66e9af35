import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFieldIds } from './use-field-ids';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The clickable label (may contain links). */
  label: ReactNode;
  error?: string | undefined;
  /** Extra text under the label. */
  description?: ReactNode;
  containerClassName?: string;
}

/** A labelled checkbox with error text; works with react-hook-form's `register`. */
export function CheckboxField({
  label,
  error,
  description,
  id,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ...props
}: CheckboxFieldProps) {
  const ids = useFieldIds({ id, describedBy, hasDescription: description !== undefined, error });

  return (
    <div className={cn('space-y-1', containerClassName)}>
      <div className="flex items-start gap-2">
        <input
          id={ids.inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cn(
            'mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600',
            error && 'outline outline-red-500',
            className,
          )}
          {...props}
        />
        <label htmlFor={ids.inputId} className="text-sm text-gray-800">
          {label}
        </label>
      </div>
      {description !== undefined && (
        <p id={ids.descriptionId} className="pl-6 text-xs text-gray-500">
          {description}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="pl-6 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
