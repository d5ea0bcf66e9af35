import { Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { UserLocation } from '@/lib/locations/user-location';
import { SearchBox } from './search-box';

/**
 * The header's search on narrow screens: a button that opens the search box in a dialog (context 'mobile');
 * choosing a suggestion or searching closes it.
 */
export function MobileSearchDialog({
  location,
  className,
}: {
  location: UserLocation | null;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        aria-label="Ara"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={
          className ??
          'inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600'
        }
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Salon ara"
        hideTitle
        size="lg"
        initialFocusRef={inputRef}
        className="min-h-[24rem] self-start sm:mt-10"
      >
        <SearchBox
          context="mobile"
          location={location}
          hideLabel
          showSubmit={false}
          inputRef={inputRef}
          onNavigate={() => setOpen(false)}
          className="pr-8"
        />
      </Dialog>
    </>
  );
}
