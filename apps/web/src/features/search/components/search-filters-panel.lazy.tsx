import { lazy, useSyncExternalStore } from 'react';
import type { SearchFiltersPanelProps } from './search-filters-panel';

/** Where the sidebar shows the panel (Tailwind's `lg`, search.tsx); below it the panel is in the 'Filtreler' sheet. */
export const FILTERS_SIDEBAR_QUERY = '(min-width: 1024px)';

let openGate: () => void = () => undefined;
/** Resolved once the panel may load: a wide screen, or any render of the panel that is not the first hydration. */
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});

const Panel = lazy(() =>
  gate.then(() => import('./search-filters-panel')).then((m) => ({ default: m.SearchFiltersPanel })),
);

let watching = false;

function loadWhenWide(): void {
  if (watching || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  watching = true;
  const wide = window.matchMedia(FILTERS_SIDEBAR_QUERY);
  if (wide.matches) openGate();
  else wide.addEventListener('change', () => openGate(), { once: true });
}

const noSubscription = () => () => undefined;

/**
 * /arama's filters (issue 17): their own chunk in the browser. The server build resolves this module to
 * `search-filters-panel.server.tsx` (vite.config.ts), so the desktop sidebar is in the HTML, and the browser keeps
 * that HTML (a Suspense boundary on both sides) until the chunk arrives. On a wide screen the chunk loads while the
 * page hydrates. On a phone the sidebar is hidden, so its HTML stays unhydrated and the chunk is not loaded until the
 * panel is needed: the screen widens, the 'Filtreler' sheet renders it, or anything renders it again after the first
 * hydration (an update of an unhydrated boundary makes React render it on the client: it must then load, or a
 * transition, e.g. a filter change through the address, would wait for it forever).
 */
export function SearchFiltersPanel(props: SearchFiltersPanelProps) {
  // False only while hydrating the server's HTML (React reads the server snapshot then), true in any later render.
  const clientRender = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (clientRender) openGate();
  else loadWhenWide();
  return <Panel {...props} />;
}
