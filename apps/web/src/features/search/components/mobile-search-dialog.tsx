import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { UserLocation } from '@/lib/locations/user-location';

const loadPanel = () => import('./mobile-search-panel');
const MobileSearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileSearchPanel })));

/**
 * The header's search on narrow screens: a button that opens the search box in a dialog (context 'mobile');
 * choosing a suggestion or searching closes it. The dialog and the box load at the first press (or when the
 * pointer comes over the button), not with the page (issue 17).
 */
export function MobileSearchDialog({
  location,
  className,
}: {
  location: UserLocation | null;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Ara"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={
          className ??
          'inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600'
        }
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileSearchPanel open={open} onClose={() => setOpen(false)} location={location} />
        </Suspense>
      )}
    </>
  );
}
