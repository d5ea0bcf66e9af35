import {
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_MIN,
  PASSWORD_MIN_MESSAGE,
  passwordField,
} from '@salonya/contracts/fields';

/**
 * The live hints under a new-password field. Each hint is the contract's own message for that rule, so a hint is
 * met exactly when passwordField raises no issue with that message.
 */
export const PASSWORD_HINTS = [
  { label: `En az ${PASSWORD_MIN} karakter`, message: PASSWORD_MIN_MESSAGE },
  { label: 'Yaygın ve kolay tahmin edilen bir şifre değil', message: PASSWORD_COMMON_MESSAGE },
] as const;

export interface PasswordHintState {
  label: string;
  met: boolean;
}

export function passwordHintStates(password: string): PasswordHintState[] {
  const result = passwordField.safeParse(password);
  const failing = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return PASSWORD_HINTS.map((hint) => ({ label: hint.label, met: !failing.has(hint.message) }));
}
