import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';
import type { SelectOption } from './select-field';
import { inputClasses } from './input-classes';

export interface FilterSelectProps extends ComponentPropsWithRef<'select'> {
  /** Accessible name. */
  label: string;
  /** The first choice, meaning "no filter" (value ''). */
  allLabel: string;
  options: readonly SelectOption[];
}

/** A compact select of a list's toolbar: 'Tümü' plus the options. */
export function FilterSelect({ label, allLabel, options, className, ...props }: FilterSelectProps) {
  return (
    <div className="relative">
      <select
        aria-label={label}
        className={cn(inputClasses, 'h-10 appearance-none border-gray-300 pr-9', className)}
        {...props}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500"
      />
    </div>
  );
}
