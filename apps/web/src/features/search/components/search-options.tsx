import {
  Clock,
  LayoutGrid,
  MapPin,
  Scissors,
  Search,
  Sparkles,
  Store,
  TrendingUp,
  UserRound,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { Suggestion, SuggestionType, TrendingItem } from '@salonya/contracts/search';
import { LOCALE } from '@salonya/domain/constants';
import { cn } from '@/lib/cn';
import type { SearchHistoryEntry } from '../utils/search-history';
import { CategoryIcon } from '@/components/ui/category-icon';

/** One row of the dropdown, whatever list it comes from. */
export type SearchOption =
  | { kind: 'history'; key: string; entry: SearchHistoryEntry }
  | { kind: 'trending'; key: string; item: TrendingItem }
  | { kind: 'suggestion'; key: string; suggestion: Suggestion; position: number };

export const SUGGESTION_TYPE_LABELS: Readonly<Record<SuggestionType, string>> = {
  salon: 'Salon',
  service: 'Hizmet',
  category: 'Kategori',
  staff: 'Uzman',
  location_suggestion: 'Konum',
  popular_search: 'Popüler',
  recent_search: 'Son arama',
  quick_action: 'Kısayol',
};

const TYPE_ICONS: Readonly<Record<SuggestionType, LucideIcon>> = {
  salon: Store,
  service: Scissors,
  category: LayoutGrid,
  staff: UserRound,
  location_suggestion: MapPin,
  popular_search: TrendingUp,
  recent_search: Clock,
  quick_action: Zap,
};

/** The typed part of `text` in bold (Turkish case-insensitive), the rest as it is. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const q = query.trim().toLocaleLowerCase(LOCALE);
  const at = q === '' ? -1 : text.toLocaleLowerCase(LOCALE).indexOf(q);
  // Lower-casing keeps the length for Turkish letters except a few ligatures; fall back to plain text then.
  if (at < 0 || text.toLocaleLowerCase(LOCALE).length !== text.length) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="bg-transparent font-semibold text-gray-900">{text.slice(at, at + q.length)}</mark>
      {text.slice(at + q.length)}
    </>
  );
}

export function optionText(option: SearchOption): string {
  if (option.kind === 'history') return option.entry.query;
  if (option.kind === 'trending') return option.item.query;
  return option.suggestion.title;
}

export function SearchOptionRow({
  option,
  id,
  active,
  query,
  onSelect,
  onHover,
}: {
  option: SearchOption;
  id: string;
  active: boolean;
  query: string;
  onSelect: () => void;
  onHover: () => void;
}) {
  const s = option.kind === 'suggestion' ? option.suggestion : null;
  const Icon: LucideIcon =
    option.kind === 'history'
      ? Clock
      : option.kind === 'trending'
        ? TrendingUp
        : s !== null
          ? (TYPE_ICONS[s.type] ?? Sparkles)
          : Search;
  const emoji = s?.icon !== undefined && s.icon.trim() !== '' ? s.icon : null;
  const badge = s !== null ? (SUGGESTION_TYPE_LABELS[s.type] ?? null) : null;
  // The type is already on the badge: a subtitle that only repeats it is left out.
  const subtitle = s?.subtitle !== undefined && s.subtitle !== badge ? s.subtitle : null;
  const text = optionText(option);

  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      // Keeps the focus in the box: the option is chosen on click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onSelect}
      onMouseMove={active ? undefined : onHover}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-gray-800',
        active ? 'bg-brand-50 text-gray-900 ring-1 ring-brand-200' : 'hover:bg-gray-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full text-base',
          active ? 'bg-white text-brand-700' : 'bg-gray-100 text-gray-500',
        )}
      >
        {emoji !== null ? <CategoryIcon icon={emoji} className="size-4" /> : <Icon className="size-4" />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-gray-700">
          <Highlighted text={text} query={query} />
        </span>
        {subtitle !== null && <span className="block truncate text-xs text-gray-500">{subtitle}</span>}
      </span>
      {badge !== null && (
        <span className="shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600">
          {badge}
        </span>
      )}
    </div>
  );
}
