import { ArrowUp, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { HASH_SCROLL_DELAY_MS } from '@salonya/domain/constants';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import type { LegalDocument } from '../types';
import { formatIsoDate } from '../utils/rich-text';
import { ContentBlocks, type ContentActions } from './content-blocks';
import { linkClasses } from './rich-text';
import { TableOfContents } from './table-of-contents';
import './legal-print.css';

const LEGAL_LINKS = [
  { href: paths.legal.terms.getHref(), label: 'Kullanım Şartları' },
  { href: paths.legal.distanceSales.getHref(), label: 'Mesafeli Satış Sözleşmesi' },
  { href: paths.legal.privacy.getHref(), label: 'Gizlilik Politikası' },
  { href: paths.legal.kvkk.getHref(), label: 'KVKK Aydınlatma Metni' },
  { href: paths.legal.cookies.getHref(), label: 'Çerez Politikası' },
] as const;

/**
 * After the router scrolls to `#section` (SPEC §2.11: 100 ms after navigation), move the keyboard focus there too,
 * so the next Tab continues inside the section a table-of-contents link pointed at.
 */
function useFocusHashTarget(hash: string, key: string): void {
  useEffect(() => {
    if (hash === '') return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target?.closest('[data-print-document]')) target.focus({ preventScroll: true });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}

/**
 * A legal text: title, last-updated date, table of contents (sticky beside the text on wide screens), numbered
 * sections with anchors, links to the other legal texts; prints as the document alone.
 */
export function LegalDocumentPage({
  document: doc,
  actions,
}: {
  document: LegalDocument;
  actions?: ContentActions;
}) {
  const { pathname, hash, key } = useLocation();
  useFocusHashTarget(hash, key);
  const activeId = hash === '' ? undefined : decodeURIComponent(hash.slice(1));
  const otherDocuments = LEGAL_LINKS.filter((link) => link.href !== pathname);

  return (
    <article data-print-document aria-labelledby="legal-title" className="mx-auto max-w-6xl">
      <div className="border-b border-gray-200 pb-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Yasal Bilgilendirme</p>
        <h1
          id="legal-title"
          className="mt-2 text-3xl font-bold tracking-tight text-balance text-gray-900 sm:text-4xl"
        >
          {doc.title}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-gray-600">{doc.subtitle}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
          <p className="text-sm text-gray-600">
            Son güncelleme: <time dateTime={doc.updatedAt}>{formatIsoDate(doc.updatedAt)}</time>
          </p>
          <Button variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Yazdır / PDF olarak kaydet
          </Button>
        </div>
      </div>

      <div className="mt-8 gap-10 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] print:block">
        <aside className="mb-8 lg:mb-0 print:hidden">
          <TableOfContents
            entries={doc.sections}
            activeId={activeId}
            className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
          />
        </aside>

        <div className="max-w-3xl min-w-0 space-y-10 print:max-w-none">
          <ContentBlocks blocks={doc.intro} actions={actions} />
          {doc.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              tabIndex={-1}
              aria-labelledby={`${section.id}-baslik`}
              className="scroll-mt-24 space-y-4 outline-none"
            >
              <h2 id={`${section.id}-baslik`} className="text-xl font-semibold text-gray-900 sm:text-2xl">
                <span className="text-brand-700">{index + 1}.</span> {section.title}
              </h2>
              <ContentBlocks blocks={section.blocks} actions={actions} />
            </section>
          ))}

          <div className="space-y-4 border-t border-gray-200 pt-6 print:hidden">
            <nav aria-label="Diğer yasal metinler">
              <h2 className="text-sm font-semibold text-gray-900">Diğer yasal metinler</h2>
              <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                {otherDocuments.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={linkClasses}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <Link
              to={{ hash: '' }}
              className="inline-flex items-center gap-1 text-sm font-medium text-gray-600 hover:text-gray-900"
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              Başa dön
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
