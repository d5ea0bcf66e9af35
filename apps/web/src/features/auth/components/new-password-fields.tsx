import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordHints } from './password-hints';

export interface NewPasswordFieldsProps {
  /** 'Şifre' (register) or 'Yeni Şifre' (reset); the confirmation is labelled '<label> Tekrarı'. */
  label: string;
  /** The typed password, for the live rule checklist. */
  password: string;
  passwordInput: UseFormRegisterReturn;
  confirmationInput: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmationError?: string | undefined;
}

/** A new password with the live rule checklist under it, and its confirmation (register, password reset). */
export function NewPasswordFields({
  label,
  password,
  passwordInput,
  confirmationInput,
  passwordError,
  confirmationError,
}: NewPasswordFieldsProps) {
  const hintsId = useId();
  return (
    <>
      <div className="space-y-2">
        <PasswordField
          label={label}
          autoComplete="new-password"
          aria-describedby={hintsId}
          error={passwordError}
          {...passwordInput}
        />
        <PasswordHints id={hintsId} password={password} />
      </div>
      <PasswordField
        label={`${label} Tekrarı`}
        autoComplete="new-password"
        error={confirmationError}
        {...confirmationInput}
      />
    </>
  );
}
