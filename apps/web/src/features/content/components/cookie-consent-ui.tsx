import { Cookie } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  acceptAllCookies,
  acceptNecessaryCookiesOnly,
  closeCookiePreferences,
  NO_OPTIONAL_COOKIES,
  openCookiePreferences,
  type CookieConsent,
} from '@/lib/cookie-consent';
import { paths } from '@/lib/paths';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';
import { linkClasses } from './rich-text';

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

/** The bottom bar of a first visit: accept all, necessary only, or choose per category. */
function CookieBanner() {
  const ref = useRef<HTMLElement>(null);
  useReserveBottomSpace(ref);
  return (
    <section
      ref={ref}
      aria-label="Çerez bildirimi"
      className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4 print:hidden"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-2xl sm:p-5 md:flex-row md:items-center md:gap-6">
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-brand-600 sm:block" />
          <div className="space-y-1">
            <h2 className="text-base font-semibold text-gray-900">Çerezleri nasıl kullanıyoruz?</h2>
            <p className="text-sm leading-5 text-gray-600 sm:leading-6">
              Salonya’nın çalışması için zorunlu çerezleri kullanıyoruz. İzin verirseniz aramalarınızı
              hatırlamak, siteyi geliştirmek ve size uygun kampanyalar göstermek için işlevsel, analitik ve
              pazarlama çerezlerini de kullanırız. Ayrıntılar için{' '}
              <Link to={paths.legal.cookies.getHref()} className={linkClasses}>
                Çerez Politikası
              </Link>
              ’nı inceleyebilirsiniz.
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-row md:flex-col lg:flex-row [&>button]:whitespace-nowrap">
          <Button onClick={acceptAllCookies}>Tümünü Kabul Et</Button>
          <Button onClick={acceptNecessaryCookiesOnly}>Yalnızca Zorunlu</Button>
          <Button variant="ghost" className="col-span-2" onClick={openCookiePreferences}>
            Tercihleri Yönet
          </Button>
        </div>
      </div>
    </section>
  );
}

/** What the consent mount shows: the banner while undecided, the dialog while it is open (loaded on demand). */
export function CookieConsentUi({
  consent,
  preferencesOpen,
}: {
  consent: CookieConsent | null;
  preferencesOpen: boolean;
}) {
  return (
    <>
      {consent === null && <CookieBanner />}
      {preferencesOpen && (
        <CookiePreferencesDialog initial={consent ?? NO_OPTIONAL_COOKIES} onClose={closeCookiePreferences} />
      )}
    </>
  );
}
