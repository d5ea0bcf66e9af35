import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch-field';
import {
  ALL_OPTIONAL_COOKIES,
  NO_OPTIONAL_COOKIES,
  saveCookieConsent,
  type CookieChoices,
  type OptionalCookieCategory,
} from '@/lib/cookie-consent';
import { paths } from '@/lib/paths';
import { linkClasses } from './rich-text';

const CATEGORIES: readonly { id: OptionalCookieCategory; label: string; description: string }[] = [
  {
    id: 'functional',
    label: 'İşlevsel çerezler',
    description: 'Son aramalarınızı ve seçtiğiniz konumu hatırlayarak aramayı hızlandırır.',
  },
  {
    id: 'analytics',
    label: 'Analitik çerezler',
    description:
      'Sayfaların nasıl kullanıldığını toplu olarak ölçmemize ve Salonya’yı geliştirmemize yardımcı olur.',
  },
  {
    id: 'marketing',
    label: 'Pazarlama çerezleri',
    description: 'İlgi alanlarınıza uygun kampanya ve salon önerileri göstermemizi sağlar.',
  },
];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog (the first and last focusable elements wrap around). */
function trapTab(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement): void {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * 'Çerez Tercihleri': a modal dialog with a switch per optional category (zorunlu is always on). Focus moves into
 * the dialog and stays there; Escape, the close button or a click outside closes it without saving; on close the
 * focus returns to where it was (or to the page content when that element is gone).
 */
export function CookiePreferencesDialog({
  initial,
  onClose,
}: {
  initial: CookieChoices;
  onClose: () => void;
}) {
  const [choices, setChoices] = useState<CookieChoices>(initial);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      const target = previous?.isConnected === true ? previous : document.getElementById('main-content');
      target?.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current !== null) {
      trapTab(event, dialogRef.current);
    }
  };

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-gray-900/50 p-0 sm:items-center sm:p-4 print:hidden"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="max-h-[90dvh] w-full max-w-xl overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl outline-none sm:rounded-2xl"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            Çerez Tercihleri
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Kapat"
            className="-mt-1 -mr-2 inline-flex size-9 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p id={descriptionId} className="mt-2 text-sm leading-6 text-gray-600">
          Zorunlu çerezler Salonya’nın çalışması için gereklidir. Diğerlerini dilediğiniz gibi açıp
          kapatabilirsiniz; tercihinizi istediğiniz zaman değiştirebilirsiniz. Ayrıntılar:{' '}
          <Link to={paths.legal.cookies.getHref()} className={linkClasses} onClick={onClose}>
            Çerez Politikası
          </Link>
          .
        </p>

        <div className="mt-4 divide-y divide-gray-100 border-y border-gray-100">
          <SwitchField
            label="Zorunlu çerezler"
            description="Her zaman açık. Oturumunuzu, güvenliği ve çerez tercihinizi saklamak için gereklidir."
            checked
            disabled
            readOnly
          />
          {CATEGORIES.map((category) => (
            <SwitchField
              key={category.id}
              label={category.label}
              description={category.description}
              checked={choices[category.id]}
              onChange={(event) => {
                const { checked } = event.target;
                setChoices((current) => ({ ...current, [category.id]: checked }));
              }}
            />
          ))}
        </div>

        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end [&>button]:whitespace-nowrap">
          <Button variant="outline" onClick={() => saveCookieConsent(NO_OPTIONAL_COOKIES)}>
            Yalnızca Zorunlu
          </Button>
          <Button variant="outline" onClick={() => saveCookieConsent(ALL_OPTIONAL_COOKIES)}>
            Tümünü Kabul Et
          </Button>
          <Button onClick={() => saveCookieConsent(choices)}>Seçimlerimi Kaydet</Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
