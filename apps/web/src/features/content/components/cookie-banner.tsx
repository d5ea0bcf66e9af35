import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { acceptAllCookies, acceptNecessaryCookiesOnly, openCookiePreferences } from '@/lib/cookie-consent';
import { paths } from '@/lib/paths';

/**
 * rich-text.tsx's `linkClasses`, written out: importing it would load the rich-text chunk (1.7 KB gzip) on every
 * first visit just for this string (issue 17, docs/performance.md sixth round).
 */
const linkClasses =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700';

/**
 * While the fixed banner is shown, the page keeps its height free at the bottom (padding on <body>), so the end of
 * every page — e.g. 'Randevuyu Onayla' and 'Reddet' on /a/{token} on a phone — can be scrolled above it.
 */
function useReserveBottomSpace(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const body = document.body;
    const apply = () => body.style.setProperty('padding-bottom', `${element.offsetHeight}px`);
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.removeProperty('padding-bottom');
    };
  }, [ref]);
}

/**
 * The bottom bar of a first visit: accept all, necessary only, or choose per category. The server renders it into
 * the HTML for a visitor without the consent cookie (issue 17), so it is kept compact: one short paragraph and a
 * row of buttons, not a block that outweighs the page's own content on a phone.
 */
export function CookieBanner() {
  const ref = useRef<HTMLElement>(null);
  useReserveBottomSpace(ref);
  return (
    <section
      ref={ref}
      aria-label="Çerez bildirimi"
      className="fixed inset-x-0 bottom-0 z-40 p-2 sm:p-4 print:hidden"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 shadow-2xl sm:p-4 md:flex-row md:items-center md:gap-6">
        <p className="text-xs leading-5 text-gray-700 sm:text-sm">
          Zorunlu çerezleri kullanıyoruz; izin verirseniz işlevsel, analitik ve pazarlama çerezlerini de
          kullanırız.{' '}
          <Link to={paths.legal.cookies.getHref()} className={linkClasses}>
            Çerez Politikası
          </Link>
        </p>
        <div className="flex shrink-0 flex-wrap gap-2 [&>button]:whitespace-nowrap">
          <Button size="sm" onClick={acceptAllCookies}>
            Tümünü Kabul Et
          </Button>
          <Button size="sm" onClick={acceptNecessaryCookiesOnly}>
            Yalnızca Zorunlu
          </Button>
          <Button size="sm" variant="ghost" onClick={openCookiePreferences}>
            Tercihleri Yönet
          </Button>
        </div>
      </div>
    </section>
  );
}
