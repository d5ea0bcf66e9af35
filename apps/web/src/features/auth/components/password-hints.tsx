import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { passwordHintStates } from '../utils/password-rules';

/** Live checklist of the password rules (the contract's passwordField), shown under a new-password field. */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} aria-label="Şifre kuralları" className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-2">
      {passwordHintStates(password).map((hint) => (
        <li
          key={hint.label}
          className={cn('flex items-center gap-1.5', hint.met ? 'text-emerald-700' : 'text-gray-500')}
        >
          {hint.met ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Circle aria-hidden="true" className="size-3.5" />
          )}
          <span>{hint.label}</span>
          <span className="sr-only">{hint.met ? '(karşılandı)' : '(karşılanmadı)'}</span>
        </li>
      ))}
    </ul>
  );
}
