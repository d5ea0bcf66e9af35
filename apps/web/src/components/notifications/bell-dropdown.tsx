import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useEscapeKey } from '@/hooks/use-escape-key';

/** The accessible name of the bell: the unread count in words, since the badge is only drawn. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Bildirimler, ${unread} okunmamış` : 'Bildirimler';
}

/**
 * The bell of every top bar (the areas' and the admin's): the unread badge, and a panel with 'Tümünü okundu
 * işaretle', the latest notifications (`children`, given the close function) and a footer ('Tümünü gör'). Closes
 * on Escape and on a click outside. What the notifications are and how they are read is the caller's.
 */
export function BellDropdown({
  unread,
  onMarkAll,
  markingAll,
  onOpenChange,
  children,
  footer,
}: {
  unread: number;
  onMarkAll: () => void;
  markingAll: boolean;
  onOpenChange?: (open: boolean) => void;
  children: (close: () => void) => ReactNode;
  footer: (close: () => void) => ReactNode;
}) {
  const [open, setOpenState] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const close = () => setOpen(false);
  useEscapeKey(open, close);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) {
        setOpenState(false);
        onOpenChange?.(false);
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, onOpenChange]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => setOpen(!open)}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1 right-1 inline-flex min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] leading-4 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Bildirimler"
          className="absolute right-0 z-40 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-3">
            <p className="text-sm font-semibold text-gray-900">Bildirimler</p>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0}
              isLoading={markingAll}
              onClick={onMarkAll}
            >
              {!markingAll && <CheckCheck aria-hidden="true" className="size-4" />}
              Tümünü okundu işaretle
            </Button>
          </div>
          <div className="max-h-96 overflow-y-auto p-2">{children(close)}</div>
          <div className="border-t border-gray-100 p-2">{footer(close)}</div>
        </div>
      )}
    </div>
  );
}
