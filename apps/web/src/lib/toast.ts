import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts (SPEC §9: top-right, closing after 3 s). sonner is loaded at the first toast, not with every page: public
 * pages rarely toast, and its ~9 KB gzip counted against their JavaScript budget (issue 17, ADR 0032). The
 * <Toaster> (app/lazy-toaster.tsx, mounted by the app providers) appears once sonner has loaded; a toast is shown
 * after it has subscribed, so none is lost.
 */
type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
let toasterReady: (() => void) | null = null;
const toasterMounted = new Promise<void>((resolve) => {
  toasterReady = resolve;
});
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return sonner;
}

/** For the lazy <Toaster>: sonner once loaded, else null (useSyncExternalStore). */
export const sonnerStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Sonner | null => loaded,
  getServer: (): Sonner | null => null,
  /** The <Toaster> has mounted and subscribed to sonner's toasts. */
  toasterMounted(): void {
    toasterReady?.();
  },
};

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void loadSonner().then(async (module) => {
    await toasterMounted;
    module.toast[kind](message, options);
  });
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};
