import { PASSWORD_MIN, passwordField } from '@salonya/contracts/fields';

/**
 * The live hints under a new-password field. Each hint is the contract's own message for that rule, so a hint is
 * met exactly when passwordField raises no issue with that message.
 */
export const PASSWORD_HINTS = [
  { label: `En az ${PASSWORD_MIN} karakter`, message: `Şifre en az ${PASSWORD_MIN} karakter olmalıdır.` },
  { label: 'En az bir küçük harf', message: 'Şifre en az bir küçük harf içermelidir.' },
  { label: 'En az bir büyük harf', message: 'Şifre en az bir büyük harf içermelidir.' },
  { label: 'En az bir rakam', message: 'Şifre en az bir rakam içermelidir.' },
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
