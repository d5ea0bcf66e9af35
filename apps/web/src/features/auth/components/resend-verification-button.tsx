import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useResendVerification } from '@/hooks/use-resend-verification';
import { RESEND_VERIFICATION_FAILED } from '../api/resend-verification';
import { failureMessage } from '@/lib/form-errors';

type Result = { kind: 'success' | 'error'; message: string };

export interface ResendVerificationButtonProps {
  /** 'link' is a text button for inline use (e.g. next to the unverified badge of the profile). */
  variant?: 'button' | 'link';
  className?: string;
}

/** Sends a new verification mail (signed-in users) and says how it went, right next to the button. */
export function ResendVerificationButton({ variant = 'button', className }: ResendVerificationButtonProps) {
  const resend = useResendVerification(RESEND_VERIFICATION_FAILED);
  const [result, setResult] = useState<Result | null>(null);

  const onClick = async () => {
    setResult(null);
    try {
      const response = await resend.mutateAsync();
      setResult({ kind: 'success', message: response.message });
    } catch (error) {
      setResult({ kind: 'error', message: failureMessage(error, RESEND_VERIFICATION_FAILED) });
    }
  };

  const label = 'Doğrulama bağlantısını yeniden gönder';

  if (variant === 'link') {
    return (
      <span className={cn('inline-flex flex-col gap-1', className)}>
        <button
          type="button"
          onClick={() => void onClick()}
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
          className="self-start text-sm font-medium text-brand-700 underline hover:text-brand-800 disabled:opacity-60"
        >
          {resend.isPending ? 'Gönderiliyor…' : label}
        </button>
        {result !== null && (
          <span
            role={result.kind === 'error' ? 'alert' : 'status'}
            className={cn('text-sm', result.kind === 'error' ? 'text-red-700' : 'text-emerald-700')}
          >
            {result.message}
          </span>
        )}
      </span>
    );
  }

  return (
    <div className={cn('space-y-3', className)}>
      {result !== null && <Alert variant={result.kind}>{result.message}</Alert>}
      <Button variant="outline" fullWidth onClick={() => void onClick()} isLoading={resend.isPending}>
        {!resend.isPending && <MailCheck aria-hidden="true" className="size-4" />}
        {label}
      </Button>
    </div>
  );
}
