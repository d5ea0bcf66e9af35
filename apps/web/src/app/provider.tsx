import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ToasterProps } from 'sonner';
import { TOAST_DURATION_MS } from '@salonya/domain/constants';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { sonnerStore } from '@/lib/toast';
import { SSR_STATE_ELEMENT_ID } from './ssr/ssr-state';

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /**
   * Preload the server time and refetch it when the browser goes online (off in tests), from the first action on a
   * server-rendered page (whenServerTimeNeeded).
   */
  syncServerTime?: boolean;
}

/** The toasts in Turkish: sonner's own labels are English ('Notifications alt+T', 'Close toast'). */
export const TOASTER_PROPS = {
  position: 'top-right',
  duration: TOAST_DURATION_MS,
  richColors: true,
  closeButton: true,
  customAriaLabel: 'Bildirimler (Alt+T)',
  toastOptions: { closeButtonAriaLabel: 'Bildirimi kapat' },
} as const satisfies ToasterProps;

type SonnerToaster = NonNullable<ReturnType<typeof sonnerStore.get>>['Toaster'];

function MountedToaster({ Toaster }: { Toaster: SonnerToaster }) {
  // Runs after the Toaster's own effect has subscribed to sonner's toasts: queued toasts may show now.
  useEffect(() => sonnerStore.toasterMounted(), []);
  return <Toaster {...TOASTER_PROPS} />;
}

/** The toasts' region, once the first toast has loaded sonner (lib/toast.ts); nothing before, also on the server. */
function LazyToaster() {
  const sonner = useSyncExternalStore(sonnerStore.subscribe, sonnerStore.get, sonnerStore.getServer);
  return sonner ? <MountedToaster Toaster={sonner.Toaster} /> : null;
}

/** What counts as the visitor's first action on a server-rendered page (the server time is wanted after it). */
const FIRST_ACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Calls `start` when the server time may be needed: at once on a client-rendered page (a signed-in area, the
 * booking wizard: they work with times from their first screen), at the visitor's first action on a server-rendered
 * public page (issue 17: its chunk and request stay off the first load; every booking or slot action is a tap or
 * key press first, and getServerNow() asks the server itself when nothing is cached). Returns the cancel function.
 */
export function whenServerTimeNeeded(start: () => void, doc: Document = document): () => void {
  if (doc.getElementById(SSR_STATE_ELEMENT_ID) === null) {
    start();
    return () => undefined;
  }
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_ACTION_EVENTS) doc.removeEventListener(type, onAction, options);
  };
  function onAction() {
    stop();
    start();
  }
  for (const type of FIRST_ACTION_EVENTS) doc.addEventListener(type, onAction, options);
  return stop;
}

/** Query client and toasts (SPEC §9: top-right, 3 s) for both pages. */
export function AppProvider({
  children,
  queryClient = defaultQueryClient,
  syncServerTime = true,
}: AppProviderProps) {
  useEffect(() => {
    if (!syncServerTime) return undefined;
    // Its own chunk, loaded when a screen may need it (whenServerTimeNeeded): no page needs it to show itself.
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelWait = whenServerTimeNeeded(() => {
      void import('@/features/system/api/get-server-time').then((m) => {
        if (!cancelled) stop = m.startServerTimeSync(queryClient);
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [queryClient, syncServerTime]);
  return (
    <QueryClientProvider client={queryClient}>
      <LazyToaster />
      {children}
    </QueryClientProvider>
  );
}
