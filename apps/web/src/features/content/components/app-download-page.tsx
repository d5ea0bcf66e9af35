import { Info, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import type { APP_DOWNLOAD, StoreId } from '../data/app-download';

const STORE_ORDER: readonly StoreId[] = ['app-store', 'google-play'];
const GUIDE_OF_STORE: Readonly<Record<StoreId, string>> = { 'app-store': 'iphone', 'google-play': 'android' };

/**
 * /uygulama: what Salonya does on a phone, the store buttons (the native apps are being prepared: pressing one
 * explains that and points to the home-screen steps) and the steps for iOS Safari and Android Chrome.
 */
export function AppDownloadPage({ content }: { content: typeof APP_DOWNLOAD }) {
  const [store, setStore] = useState<StoreId | null>(null);

  return (
    <div className="mx-auto max-w-6xl space-y-16">
      <div className="grid items-center gap-10 rounded-2xl bg-gradient-to-br from-brand-50 via-white to-brand-100 px-6 py-12 sm:px-12 lg:grid-cols-[1.3fr_1fr]">
        <div className="space-y-6">
          <div className="space-y-3">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{content.eyebrow}</p>
            <h1 className="text-3xl font-bold tracking-tight text-balance text-gray-900 sm:text-5xl">
              {content.title}
            </h1>
            <p className="max-w-xl text-lg leading-8 text-gray-700">{content.lead}</p>
          </div>

          <div className="flex flex-wrap gap-3">
            {STORE_ORDER.map((id) => {
              const item = content.stores[id];
              return (
                <button
                  key={id}
                  type="button"
                  onClick={() => setStore(id)}
                  aria-controls="uygulama-bildirimi"
                  className="inline-flex h-14 min-w-44 items-center gap-3 rounded-xl bg-gray-900 px-5 text-left text-white shadow-sm hover:bg-gray-800"
                >
                  <Smartphone aria-hidden="true" className="size-6 shrink-0" />
                  <span className="leading-tight">
                    <span className="block text-xs text-gray-300">{item.platform} için</span>{' '}
                    <span className="block text-lg font-semibold">{item.label}</span>
                  </span>
                </button>
              );
            })}
          </div>

          {/* A live region: the notice is read out when a store button fills it. */}
          <div id="uygulama-bildirimi" role="status">
            {store !== null && (
              <div className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
                <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <div className="space-y-2 text-sm leading-6">
                  <p className="font-semibold">{content.notice.title}</p>
                  <p>{content.notice.text}</p>
                  <Link
                    to={{ hash: `#${GUIDE_OF_STORE[store]}` }}
                    className="inline-block font-medium text-sky-900 underline underline-offset-2"
                  >
                    {content.stores[store].platform} için ana ekrana ekleme adımları
                  </Link>
                </div>
              </div>
            )}
          </div>
        </div>

        <ul aria-label="Öne çıkanlar" className="hidden space-y-3 lg:block">
          {content.features.slice(0, 3).map(({ icon: Icon, title }) => (
            <li key={title} className="flex items-center gap-3 rounded-xl bg-white/80 p-4 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-brand-600" />
              <span className="font-medium text-gray-900">{title}</span>
            </li>
          ))}
        </ul>
      </div>

      <section aria-labelledby="neler-yapabilirsiniz" className="space-y-6">
        <h2 id="neler-yapabilirsiniz" className="text-2xl font-bold tracking-tight text-gray-900">
          Telefonunuzdan neler yapabilirsiniz?
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-gray-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ana-ekrana-ekle" className="space-y-6">
        <div className="max-w-3xl space-y-2">
          <h2 id="ana-ekrana-ekle" className="text-2xl font-bold tracking-tight text-gray-900">
            Salonya’yı ana ekranınıza ekleyin
          </h2>
          <p className="leading-7 text-gray-700">
            Salonya’nın web uygulaması her telefonda çalışır; indirme ya da güncelleme gerektirmez. Ana
            ekranınıza eklediğinizde diğer uygulamalarınız gibi tek dokunuşla açılır.
          </p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {content.guides.map((guide) => (
            <section
              key={guide.id}
              id={guide.id}
              aria-labelledby={`${guide.id}-baslik`}
              className={cn(
                'scroll-mt-24 rounded-2xl border bg-white p-6 shadow-sm',
                store !== null && GUIDE_OF_STORE[store] === guide.id
                  ? 'border-brand-400 ring-2 ring-brand-200'
                  : 'border-gray-200',
              )}
            >
              <h3 id={`${guide.id}-baslik`} className="text-lg font-semibold text-gray-900">
                {guide.title} <span className="text-sm font-normal text-gray-500">({guide.browser} ile)</span>
              </h3>
              <ol className="mt-4 space-y-3">
                {guide.steps.map((step, index) => (
                  <li key={step} className="flex gap-3 leading-6 text-gray-700">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                    >
                      {index + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
              <p className="mt-4 rounded-lg bg-gray-50 p-3 text-sm leading-6 text-gray-600">{guide.tip}</p>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
