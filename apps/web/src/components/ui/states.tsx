import { CircleAlert, Inbox, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { RETRY } from '@salonya/domain/messages';
import { cn } from '@/lib/cn';
import { Button } from './button';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** When the state is the whole screen, its title is the page's h1 (every page has one; axe heading rules). */
  pageHeading?: boolean;
}

/** Nothing to show yet, with an optional next step. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  className,
  pageHeading = false,
}: EmptyStateProps) {
  const Title = pageHeading ? 'h1' : 'p';
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}>
      <span aria-hidden="true" className="text-gray-400">
        {icon ?? <Inbox className="size-10" />}
      </span>
      <Title className="text-base font-semibold text-gray-900">{title}</Title>
      {description !== undefined && <div className="max-w-md text-sm text-gray-600">{description}</div>}
      {action}
    </div>
  );
}

export interface ErrorStateProps {
  title?: string;
  /** The detail (e.g. the server's message). */
  message?: ReactNode;
  /** Shows the 'Tekrar Dene' button. */
  onRetry?: () => void;
  isRetrying?: boolean;
  className?: string;
  /** When the state is the whole screen, its title is the page's h1. */
  pageHeading?: boolean;
}

/** A failed load, announced to screen readers, with 'Tekrar Dene'. */
export function ErrorState({
  title = 'Bir hata oluştu',
  message,
  onRetry,
  isRetrying = false,
  className,
  pageHeading = false,
}: ErrorStateProps) {
  const Title = pageHeading ? 'h1' : 'p';
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-10 text-red-600" />
      <Title className="text-base font-semibold text-red-900">{title}</Title>
      {message !== undefined && <div className="max-w-md text-sm break-words text-red-800">{message}</div>}
      {onRetry && (
        <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
          {!isRetrying && <RotateCw aria-hidden="true" className="size-4" />}
          {RETRY}
        </Button>
      )}
    </div>
  );
}
