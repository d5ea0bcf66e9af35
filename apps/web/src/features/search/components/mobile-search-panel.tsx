import { useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { UserLocation } from '@/lib/locations/user-location';
import { SearchBox } from './search-box';

/** The mobile search dialog's content, loaded when the header's 'Ara' button is first pressed (issue 17). */
export function MobileSearchPanel({
  open,
  onClose,
  location,
}: {
  open: boolean;
  onClose: () => void;
  location: UserLocation | null;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
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
        onNavigate={onClose}
        className="pr-8"
      />
    </Dialog>
  );
}
