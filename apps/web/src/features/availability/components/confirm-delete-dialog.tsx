import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from './form-parts';

/**
 * The delete confirmation (one item or the selection): deleting frees the time again and cannot be undone
 * (SPEC §4, §5). `onConfirm` throws a ready Turkish message to keep the dialog open with it.
 */
export function ConfirmDeleteDialog({
  title,
  message,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} title={title} size="sm" description={message}>
      <div className="space-y-4">
        <FormError message={failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Vazgeç
          </Button>
          <Button
            variant="danger"
            isLoading={busy}
            onClick={() => {
              setBusy(true);
              setFailure(null);
              onConfirm()
                .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
                .finally(() => setBusy(false));
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
