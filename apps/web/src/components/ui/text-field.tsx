import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input-classes';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** Error text under the field; sets aria-invalid and is announced with the field. */
  error?: string | undefined;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Classes of the wrapper (the input itself takes `className`). */
  containerClassName?: string;
}

/**
 * A labelled input. Works with react-hook-form's `register` (the ref is passed through, React 19 style).
 */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds({ id, describedBy, hasDescription: hint !== undefined, error });

  return (
    <div className={cn('space-y-1', containerClassName)}>
      <label htmlFor={ids.inputId} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          inputClasses,
          error ? 'border-red-500 focus:border-red-500 focus:outline-red-200' : 'border-gray-300',
          className,
        )}
        {...props}
      />
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

type PresetFieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** The e-mail input of the auth and profile forms ('E-posta'). */
export function EmailField({ label = 'E-posta', ...props }: PresetFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The mobile phone input of the register and profile forms ('Cep Telefonu', typed as 05XX XXX XX XX). */
export function PhoneField({ label = 'Cep Telefonu', ...props }: PresetFieldProps) {
  return (
    <TextField
      label={label}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      placeholder="05XX XXX XX XX"
      {...props}
    />
  );
}
