import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call it. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'dark' for image viewers. */
  tone?: 'light' | 'dark';
  /** 'sheet': a bottom sheet on phones (full width, from the bottom edge), centred from 640 px. */
  placement?: 'center' | 'sheet';
  /** What gets the focus on open (default: the first focusable element, else the dialog). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra keys (e.g. arrows of an image viewer); Escape and Tab are handled by the dialog. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * A modal dialog: rendered over the page (portal), labelled by its title, focus moved in on open, kept inside
 * (Tab / Shift+Tab wrap) and given back to the element that opened it on close; Escape and a backdrop click close
 * it, and so does a hash change (a navigation); the page behind does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  hideTitle = false,
  size = 'md',
  tone = 'light',
  placement = 'center',
  initialFocusRef,
  onKeyDown,
  className,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocusRef?.current ?? focusables(panelRef.current)[0] ?? panelRef.current;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  // A hash change is a navigation (the admin sections are hashes): the dialog of the page left behind closes, so it
  // never stays over the next section (issue #21 item 10).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const onHashChange = () => onCloseRef.current();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      const list = focusables(panelRef.current);
      const first = list[0];
      const last = list[list.length - 1];
      if (first === undefined || last === undefined) {
        event.preventDefault();
        return;
      }
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === panelRef.current)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    onKeyDown?.(event);
  };

  const dark = tone === 'dark';

  return createPortal(
    <div
      className={cn(
        'fixed inset-0 z-50 flex justify-center',
        placement === 'sheet' ? 'items-end sm:items-center sm:p-4' : 'items-center p-4',
        dark ? 'bg-gray-950/90' : 'bg-gray-900/50',
      )}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        className={cn(
          'relative w-full overflow-y-auto p-6 shadow-xl focus:outline-none',
          placement === 'sheet'
            ? 'max-h-[88dvh] rounded-t-2xl sm:max-h-[calc(100dvh-2rem)] sm:rounded-xl'
            : 'max-h-[calc(100dvh-2rem)] rounded-xl',
          dark ? 'bg-gray-900 text-white' : 'bg-white text-gray-900',
          sizes[size],
          className,
        )}
      >
        <div className={cn('pr-10', hideTitle && 'sr-only')}>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description !== undefined && (
            <div id={descriptionId} className={cn('mt-1 text-sm', dark ? 'text-gray-300' : 'text-gray-600')}>
              {description}
            </div>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Kapat"
          className={cn(
            'absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg',
            dark ? 'text-gray-200 hover:bg-white/10' : 'text-gray-500 hover:bg-gray-100 hover:text-gray-800',
          )}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        {children !== undefined && <div className={cn(!hideTitle && 'mt-4')}>{children}</div>}
      </div>
    </div>,
    document.body,
  );
}
