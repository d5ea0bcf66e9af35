import { ErrorState } from '@/components/ui/states';
import { LoadingState } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/failure-message';

/** A tab or section that is loading. */
export function PanelLoading({ label }: { label: string }) {
  return <LoadingState label={label} className="min-h-32" />;
}

/** A tab or section whose data failed, with 'Tekrar Dene'. */
export function PanelError({
  title,
  error,
  onRetry,
  isRetrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const message = failureMessage(error, title);
  return (
    <ErrorState
      title={title}
      message={message === title ? undefined : message}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
