import { Menu } from 'lucide-react';

/** The dimmed page behind the sidebar opened as an overlay below 768 px; a click closes it. */
export function SidebarBackdrop({ onClose }: { onClose: () => void }) {
  return <div aria-hidden="true" className="fixed inset-0 z-40 bg-gray-900/40 md:hidden" onClick={onClose} />;
}

/** 'Menüyü aç' in the top bar below 768 px: opens the sidebar `controls` as an overlay. */
export function OpenSidebarButton({
  expanded,
  controls,
  onOpen,
}: {
  expanded: boolean;
  controls: string;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className="inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 md:hidden"
      aria-label="Menüyü aç"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onOpen}
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}
