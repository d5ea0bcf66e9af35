import { GripVertical } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The grip of a reorderable item (useDragReorder): drag it with a mouse or a finger, or focus it and use the arrow
 * keys. Large enough for a fingertip (44 px).
 */
export function DragHandle({ label, className, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-500 select-none',
        'hover:bg-gray-100 hover:text-gray-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
        'disabled:opacity-40',
        className,
      )}
      {...props}
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
}
