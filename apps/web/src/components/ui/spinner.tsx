import { cn } from '@/lib/cn';

export interface SpinnerProps {
  /** Read by screen readers; 'Yükleniyor…' by default. */
  label?: string;
  /** Show the label next to the spinner as well. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

export function Spinner({ label = 'Yükleniyor…', showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-gray-600', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-block animate-spin rounded-full border-current border-r-transparent text-brand-600',
          sizes[size],
        )}
      />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** A centred spinner with its label, for a page or panel that is loading. */
export function LoadingState({ label = 'Yükleniyor…', className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex min-h-40 items-center justify-center p-6', className)}>
      <Spinner label={label} showLabel size="lg" className="flex-col" />
    </div>
  );
}
