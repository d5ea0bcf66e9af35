import { SearchX, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { Suggestion } from '@salonya/contracts/search';
import type { SearchContext } from '@salonya/domain/constants';
import { Button } from '@/components/ui/button';
import { useTrending } from '../api/get-trending';

/**
 * No salon matched: what was searched, a way out (clear the filters, search everywhere) and suggestions to try
 * (the search's own suggestions, else the trending searches). The trending searches are asked for here, not by the
 * page, so a search with results does not load their code (issue 17).
 */
export function SearchEmptyState({
  query,
  suggestions,
  context,
  cityId,
  hasFilters,
  onClearFilters,
  onOpenSuggestion,
}: {
  query: string;
  suggestions: readonly Suggestion[];
  /** The search's context and city, for the trending searches (asked for only when there is no suggestion). */
  context: SearchContext;
  cityId: number | null;
  hasFilters: boolean;
  onClearFilters: () => void;
  onOpenSuggestion?: (suggestion: Suggestion, position: number) => void;
}) {
  const trending =
    useTrending({ context, city_id: cityId }, { enabled: suggestions.length === 0 }).data ?? [];
  const ideas =
    suggestions.length > 0
      ? suggestions.map((s, index) => ({
          key: `s-${index}`,
          label: s.title,
          to: s.url,
          onClick: () => onOpenSuggestion?.(s, index + 1),
        }))
      : trending.map((t) => ({ key: `t-${t.query}`, label: t.query, to: t.url, onClick: undefined }));

  return (
    <section
      aria-labelledby="search-empty-title"
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center"
    >
      <SearchX aria-hidden="true" className="size-12 text-gray-400" />
      <div className="space-y-1">
        <h2 id="search-empty-title" className="text-lg font-semibold text-gray-900">
          {query !== '' ? `“${query}” için salon bulunamadı` : 'Bu filtrelere uyan salon bulunamadı'}
        </h2>
        <p className="max-w-md text-sm text-gray-600">
          Yazımı kontrol edin, daha genel bir arama deneyin ya da filtreleri kaldırın.
        </p>
      </div>
      {hasFilters && (
        <Button variant="outline" onClick={onClearFilters}>
          Filtreleri temizle
        </Button>
      )}
      {ideas.length > 0 && (
        <div className="w-full max-w-xl space-y-2">
          <p className="flex items-center justify-center gap-1.5 text-sm font-medium text-gray-700">
            <TrendingUp aria-hidden="true" className="size-4" />
            Bunları deneyebilirsiniz
          </p>
          <ul className="flex flex-wrap justify-center gap-2">
            {ideas.map((idea) => (
              <li key={idea.key}>
                <Link
                  to={idea.to}
                  onClick={idea.onClick}
                  className="inline-flex rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-800 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {idea.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
