import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ToasterProps } from 'sonner';
import { TOAST_DURATION_MS } from '@salonya/domain/constants';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { sonnerStore } from '@/lib/toast';

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Preload the server time and refetch it when the browser goes online (off in tests). */
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

/** Query client and toasts (SPEC §9: top-right, 3 s) for both pages. */
export function AppProvider({
  children,
  queryClient = defaultQueryClient,
  syncServerTime = true,
}: AppProviderProps) {
  useEffect(() => {
    if (!syncServerTime) return undefined;
    // Its own chunk, loaded after the first render (issue 17): no page needs the server time to show itself.
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@/features/system/api/get-server-time').then((m) => {
      if (!cancelled) stop = m.startServerTimeSync(queryClient);
    });
    return () => {
      cancelled = true;
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
