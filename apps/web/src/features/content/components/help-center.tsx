import { LifeBuoy, Mail, Search, SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/states';
import { inputClasses } from '@/components/ui/input-classes';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { FaqItem, FaqTopic } from '../types';
import { blocksToPlainText } from '../utils/rich-text';
import { foldForSearch, matchesSearch, searchTerms } from '../utils/search-text';
import { FaqAccordionItem, faqAnchorId } from './faq-accordion-item';

interface IndexedTopic {
  topic: FaqTopic;
  items: { item: FaqItem; text: string }[];
}

/** Each question with its folded searchable text: topic, question, answer and extra keywords. */
function buildIndex(topics: readonly FaqTopic[]): IndexedTopic[] {
  return topics.map((topic) => ({
    topic,
    items: topic.items.map((item) => ({
      item,
      text: foldForSearch(
        [topic.title, item.question, blocksToPlainText(item.answer), ...(item.keywords ?? [])].join(' '),
      ),
    })),
  }));
}

/** The question a `#soru-…` hash points at, opened on arrival. */
function questionFromHash(hash: string): string | null {
  const prefix = `#${faqAnchorId('')}`;
  return hash.startsWith(prefix) ? decodeURIComponent(hash.slice(prefix.length)) : null;
}

/**
 * The help centre: a search box that filters the questions as you type (Turkish letters and case do not matter),
 * topic shortcuts, the questions as accordions grouped by topic, and the way to the contact page.
 */
export function HelpCenter({ topics, supportEmail }: { topics: readonly FaqTopic[]; supportEmail: string }) {
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  // Questions the visitor opened or closed; the others follow the hash (a linked question starts open).
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const searchId = useId();
  const index = useMemo(() => buildIndex(topics), [topics]);

  const terms = searchTerms(query);
  const searching = terms.length > 0;
  const visible = searching
    ? index
        .map(({ topic, items }) => ({ topic, items: items.filter(({ text }) => matchesSearch(text, terms)) }))
        .filter(({ items }) => items.length > 0)
    : index;
  const resultCount = visible.reduce((sum, { items }) => sum + items.length, 0);
  const linkedQuestion = questionFromHash(hash);

  const isOpen = (id: string) => toggled[id] ?? id === linkedQuestion;
  const toggle = (id: string) => setToggled((current) => ({ ...current, [id]: !isOpen(id) }));

  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <div className="space-y-6 text-center">
        <div className="space-y-3">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Yardım Merkezi</p>
          <h1 className="text-3xl font-bold tracking-tight text-balance text-gray-900 sm:text-4xl">
            Size nasıl yardımcı olabiliriz?
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-gray-600">
            Randevu, ödeme, iptal ve hesap işlemleriyle ilgili sık sorulan soruların yanıtları burada. Salon
            sahipleri için ayrı bir bölüm de var.
          </p>
        </div>

        <form role="search" aria-label="Yardım merkezinde ara" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">
            Sorularda ara
          </label>
          <div className="relative mx-auto max-w-2xl">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-gray-400"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Sorunuzu yazın: iptal, iade, şifre, kuaför…"
              autoComplete="off"
              enterKeyHint="search"
              className={cn(inputClasses, 'h-14 rounded-xl border-gray-300 pl-12 text-base shadow-sm')}
            />
          </div>
        </form>
        <p role="status" className={cn('min-h-5 text-sm text-gray-600', resultCount === 0 && 'sr-only')}>
          {searching ? (resultCount > 0 ? `${resultCount} soru bulundu` : 'Eşleşen soru bulunamadı') : ''}
        </p>
      </div>

      {!searching && (
        <nav aria-label="Konular">
          <ul className="flex flex-wrap justify-center gap-2">
            {topics.map((topic) => (
              <li key={topic.id}>
                <Link
                  to={{ hash: `#${topic.id}` }}
                  className="inline-flex rounded-full border border-gray-200 bg-white px-4 py-2 text-sm font-medium text-gray-700 hover:border-brand-300 hover:text-brand-700"
                >
                  {topic.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {searching && resultCount === 0 ? (
        <Card>
          <EmptyState
            icon={<SearchX className="size-10" />}
            title="Aradığınız soruyu bulamadık"
            description={
              <>
                Farklı kelimelerle yeniden deneyebilir ya da sorunuzu{' '}
                <Link
                  to={paths.contact.getHref()}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  iletişim sayfasından
                </Link>{' '}
                bize iletebilirsiniz.
              </>
            }
            action={
              <Button variant="outline" onClick={() => setQuery('')}>
                Aramayı temizle
              </Button>
            }
          />
        </Card>
      ) : (
        <div className="space-y-10">
          {visible.map(({ topic, items }) => (
            <section
              key={topic.id}
              id={topic.id}
              aria-labelledby={`${topic.id}-baslik`}
              className="scroll-mt-24 space-y-3"
            >
              <div>
                <h2 id={`${topic.id}-baslik`} className="text-xl font-semibold text-gray-900 sm:text-2xl">
                  {topic.title}
                </h2>
                <p className="text-sm text-gray-600">{topic.description}</p>
              </div>
              <div className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-sm">
                {items.map(({ item }) => (
                  <FaqAccordionItem
                    key={item.id}
                    item={item}
                    open={isOpen(item.id)}
                    onToggle={() => toggle(item.id)}
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}

      <Card className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <LifeBuoy aria-hidden="true" className="mt-0.5 size-8 shrink-0 text-brand-600" />
          <div className="space-y-1">
            <h2 className="text-lg font-semibold text-gray-900">Sorunuzun yanıtını bulamadınız mı?</h2>
            <p className="text-sm text-gray-600">
              Destek ekibimize yazın; mesajınızı en kısa sürede yanıtlayalım. Bir randevuyla ilgiliyse randevu
              tarihini ve salon adını eklemeniz işimizi hızlandırır.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link to={paths.contact.getHref()} className={buttonClasses()}>
            Bize Ulaşın
          </Link>
          <a href={`mailto:${supportEmail}`} className={buttonClasses({ variant: 'outline' })}>
            <Mail aria-hidden="true" className="size-4" />
            {supportEmail}
          </a>
        </div>
      </Card>
    </div>
  );
}
