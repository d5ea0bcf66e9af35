import { Search } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input-classes';

export interface SearchInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Accessible name (the placeholder is not one). */
  label: string;
  containerClassName?: string;
}

/** A search box with a magnifier, labelled for screen readers. */
export function SearchInput({ label, className, containerClassName, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', containerClassName)}>
      <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
      <input
        type="search"
        aria-label={label}
        autoComplete="off"
        className={cn(inputClasses, 'h-10 border-gray-300 pl-9', className)}
        {...props}
      />
    </div>
  );
}
