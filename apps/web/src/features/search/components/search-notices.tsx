import { LocateFixed } from 'lucide-react';
import { RETRY } from '@salonya/domain/messages';
import { Alert } from '@/components/ui/alert';

export interface SearchNoticesProps {
  /** The search's note when it widened the search (e.g. no salon in the district, so the whole city). */
  fallbackMessage: string | null;
  /** 'Near me' is asked for but the visitor's position is not known. */
  nearMeUnknown: boolean;
  /** A refetch failed while earlier results are shown: its message, else null. */
  refetchError: string | null;
  onRetry: () => void;
}

/**
 * The notes above /arama's results. Their own chunk (search-views.lazy.tsx, issue 17): a search shows none of them
 * most of the time, so the page does not load the alert box and its icons until one is shown.
 */
export function SearchNotices({ fallbackMessage, nearMeUnknown, refetchError, onRetry }: SearchNoticesProps) {
  return (
    <>
      {fallbackMessage !== null && <Alert variant="info">{fallbackMessage}</Alert>}
      {nearMeUnknown && (
        <Alert variant="warning" title="Konumunuz bilinmiyor">
          <span className="inline-flex items-center gap-1">
            <LocateFixed aria-hidden="true" className="size-4" />
            Yakınınızdaki salonları görmek için konum seçicisinden “Yakınımdaki salonlar”a dokunun.
          </span>
        </Alert>
      )}
      {refetchError !== null && (
        <Alert variant="error">
          {refetchError}{' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            {RETRY}
          </button>
        </Alert>
      )}
    </>
  );
}
