import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

export const LINK_COPIED = 'Bağlantı kopyalandı';
export const LINK_COPY_FAILED = 'Bağlantı kopyalanamadı. Adres çubuğundaki bağlantıyı kopyalayabilirsiniz.';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shares `url` (absolute, or a path of this site) with the system share sheet where there is one, otherwise copies
 * it (with a toast).
 */
export function ShareButton({ title, text, url: target }: { title: string; text?: string; url: string }) {
  const share = async () => {
    const url = new URL(target, window.location.href).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED);
    } catch {
      toast.error(LINK_COPY_FAILED);
    }
  };

  return (
    <Button variant="outline" onClick={() => void share()} aria-label="Paylaş">
      <Share2 aria-hidden="true" className="size-4" />
      <span className="hidden sm:inline">Paylaş</span>
    </Button>
  );
}
