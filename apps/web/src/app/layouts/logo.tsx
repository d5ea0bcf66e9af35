import { Link } from 'react-router';
import { PRODUCT_NAME } from '@salonya/domain/constants';
import { cn } from '@/lib/cn';

/** The 'Salonya' wordmark linking home. */
export function Logo({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-700',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-600 text-base text-white"
      >
        S
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
