import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type CardProps = ComponentPropsWithRef<'div'>;

/**
 * A white panel with a border and padding. `min-w-0`: a card in a grid or flex track never widens the track beyond
 * the screen (a long name inside truncates instead of scrolling the page sideways at 360 px; issue #21 item 9).
 */
export function Card({ className, ...props }: CardProps) {
  return (
    <div
      className={cn('min-w-0 rounded-xl border border-gray-200 bg-white p-6 shadow-sm', className)}
      {...props}
    />
  );
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Heading level of the title (2 by default). */
  level?: 1 | 2 | 3;
  actions?: ReactNode;
  className?: string;
}

/** The title row of a card. */
export function CardHeader({ title, description, level = 2, actions, className }: CardHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cn('mb-4 flex flex-wrap items-start justify-between gap-3', className)}>
      <div className="space-y-1">
        <Heading className="text-lg font-semibold text-gray-900">{title}</Heading>
        {description !== undefined && <p className="text-sm text-gray-600">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
