import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A big, tappable choice (radio-like or checkbox-like by `role`), at least 56 px high. */
export function ChoiceCard({
  selected,
  onSelect,
  disabled = false,
  role = 'radio',
  children,
  aside,
  testId,
  tabIndex,
}: {
  selected: boolean;
  onSelect: () => void;
  disabled?: boolean;
  role?: 'radio' | 'checkbox';
  children: ReactNode;
  aside?: ReactNode;
  testId?: string;
  /** A radio in a group with one tab stop (see radioTabIndex). */
  tabIndex?: 0 | -1;
}) {
  return (
    <button
      type="button"
      role={role}
      aria-checked={selected}
      tabIndex={tabIndex}
      disabled={disabled}
      onClick={onSelect}
      data-testid={testId}
      className={cn(
        'flex min-h-14 w-full items-center gap-3 rounded-xl border p-3 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        selected
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-gray-200 bg-white hover:border-brand-300',
        'disabled:cursor-not-allowed disabled:opacity-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-6 shrink-0 items-center justify-center border-2',
          role === 'radio' ? 'rounded-full' : 'rounded-md',
          selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-300 bg-white',
        )}
      >
        {selected && <Check className="size-4" />}
      </span>
      <span className="min-w-0 flex-1">{children}</span>
      {aside !== undefined && <span className="shrink-0">{aside}</span>}
    </button>
  );
}
