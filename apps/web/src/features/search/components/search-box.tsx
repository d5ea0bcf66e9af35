import { Loader2, Mic, Search, X } from 'lucide-react';
import {
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router';
import type { Suggestion } from '@salonya/contracts/search';
import {
  SEARCH_DEBOUNCE_BY_CONTEXT_MS,
  SEARCH_MIN_QUERY_LENGTH,
  type SearchContext,
} from '@salonya/domain/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { UserLocation } from '@/lib/locations/user-location';
import { useTrending } from '../api/get-trending';
import { logSearchClick } from '../api/log-search-click';
import { useSearchHistory } from '../hooks/use-search-history';
import { useSuggestions } from '../hooks/use-suggestions';
import { useVoiceSearch } from '../hooks/use-voice-search';
import { searchHref } from '../utils/search-params';
import { SearchOptionRow, type SearchOption } from './search-options';

export const SEARCH_TOO_SHORT = `Aramak için en az ${SEARCH_MIN_QUERY_LENGTH} karakter yazın.`;
export const CLEAR_HISTORY = 'Geçmişi temizle';

export interface SearchBoxProps {
  /** SPEC §2.10 context (decides the debounce and is sent with every call). */
  context: SearchContext;
  /** Where the search is made (sent with suggestions and kept in the /arama address). */
  location: UserLocation | null;
  defaultQuery?: string;
  /**
   * The list is open from the first render: the lazy box (lazy-search-box.tsx) hands over a visitor who typed
   * while this module loaded, and no further key press may come to open it.
   */
  defaultOpen?: boolean;
  /** The address of a search (default /arama?q=… with the location). */
  getSearchHref?: (query: string) => string;
  /** Called after the box navigated (the mobile dialog closes). */
  onNavigate?: () => void;
  label?: string;
  hideLabel?: boolean;
  placeholder?: string;
  size?: 'md' | 'lg';
  /** Shown between the text box and the 'Ara' button (the location filter). */
  addon?: ReactNode;
  /** The 'Ara' button (off in the header, where Enter searches). */
  showSubmit?: boolean;
  /** The text box (a dialog focuses it on open). */
  inputRef?: RefObject<HTMLInputElement | null>;
  className?: string;
}

/** An in-app address (a suggestion never sends the visitor off the site). */
function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * The one search box of the site (header, home, results page, mobile): an ARIA combobox whose listbox holds the
 * last searches and the trending ones while the box is empty, and the server's suggestions from 2 characters
 * (debounced per context, older requests aborted, answers cached). Enter searches (or opens the highlighted
 * option), Arrow keys, Home and End move, Escape closes; voice search fills the box and searches.
 */
export function SearchBox({
  context,
  location,
  defaultQuery = '',
  defaultOpen = false,
  getSearchHref,
  onNavigate,
  label = 'Ne arıyorsunuz?',
  hideLabel = false,
  placeholder = 'Salon, hizmet veya uzman ara (ör. saç kesimi)',
  size = 'md',
  addon,
  showSubmit = true,
  inputRef: outerInputRef,
  className,
}: SearchBoxProps) {
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;
  const historyTitleId = `${baseId}-history`;
  const trendingTitleId = `${baseId}-trending`;
  const rootRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLInputElement>(null);
  const inputRef = outerInputRef ?? ownInputRef;

  const [query, setQuery] = useState(defaultQuery);
  const [open, setOpen] = useState(defaultOpen);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [error, setError] = useState<string | null>(null);

  const trimmed = query.trim();
  const typing = trimmed.length >= SEARCH_MIN_QUERY_LENGTH;
  const cityId = location?.city_id ?? null;
  const districtId = location?.type === 'district' ? (location.district_id ?? null) : null;

  const history = useSearchHistory();
  const suggestions = useSuggestions({
    query,
    context,
    delayMs: SEARCH_DEBOUNCE_BY_CONTEXT_MS[context],
    cityId,
    districtId,
  });
  const trending = useTrending({ context, city_id: cityId }, { enabled: open && !typing });

  const options = useMemo<SearchOption[]>(() => {
    if (typing) {
      return suggestions.suggestions.map((suggestion, index) => ({
        kind: 'suggestion' as const,
        key: `s-${index}-${suggestion.type}-${suggestion.id ?? suggestion.title}`,
        suggestion,
        position: index + 1,
      }));
    }
    const recent = history.entries.map((entry) => ({
      kind: 'history' as const,
      key: `h-${entry.query}`,
      entry,
    }));
    const popular = (trending.data ?? []).map((item) => ({
      kind: 'trending' as const,
      key: `t-${item.query}`,
      item,
    }));
    return [...recent, ...popular];
  }, [typing, suggestions.suggestions, history.entries, trending.data]);

  const historyCount = typing ? 0 : history.entries.length;
  const expanded = open && options.length > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const hrefFor = (text: string) => getSearchHref?.(text) ?? searchHref(text, location);

  const finish = (to: string) => {
    setOpen(false);
    setActiveIndex(-1);
    inputRef.current?.blur();
    void navigate(to);
    onNavigate?.();
  };

  const runSearch = (text: string) => {
    const q = text.trim();
    if (q.length < SEARCH_MIN_QUERY_LENGTH) {
      setError(SEARCH_TOO_SHORT);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setQuery(q);
    history.remember(q);
    finish(hrefFor(q));
  };

  const openSuggestion = (suggestion: Suggestion, position: number) => {
    const click = { result_type: suggestion.type, result_id: suggestion.id, position };
    // GET /search/suggestions gives no search_id: the choice is logged as its own row with the text it answered.
    logSearchClick(
      suggestions.searchId !== null
        ? { search_id: suggestions.searchId, ...click }
        : {
            source: 'suggestions',
            query: suggestions.forQuery ?? trimmed,
            context,
            city_id: cityId ?? undefined,
            district_id: districtId ?? undefined,
            ...click,
          },
    );
    const searchText = suggestion.query ?? (suggestion.action === 'search' ? suggestion.title : null);
    if (suggestion.action !== 'navigate' && searchText !== null && searchText.trim() !== '') {
      setQuery(searchText);
      history.remember(searchText);
    }
    if (isInternalPath(suggestion.url)) finish(suggestion.url);
    else runSearch(searchText ?? suggestion.title);
  };

  const choose = (option: SearchOption) => {
    if (option.kind === 'history') runSearch(option.entry.query);
    else if (option.kind === 'trending') runSearch(option.item.query);
    else openSuggestion(option.suggestion, option.position);
  };

  const voice = useVoiceSearch((text) => {
    setQuery(text);
    runSearch(text);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    runSearch(query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(count > 0 ? 0 : -1);
        } else setActiveIndex(active < 0 || active >= count - 1 ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(count > 0 ? count - 1 : -1);
        } else setActiveIndex(active <= 0 ? count - 1 : active - 1);
        break;
      case 'Home':
      case 'End':
        // With an option highlighted they move in the list; otherwise they move the caret as usual.
        if (active >= 0) {
          event.preventDefault();
          setActiveIndex(event.key === 'Home' ? 0 : count - 1);
        }
        break;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          const option = options[active];
          if (option !== undefined) choose(option);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const large = size === 'lg';
  const status = typing
    ? suggestions.isLoading
      ? ''
      : suggestions.suggestions.length > 0
        ? `${suggestions.suggestions.length} öneri var. Ok tuşlarıyla gezinebilirsiniz.`
        : ''
    : '';

  return (
    <form
      role="search"
      aria-label="Salon ara"
      noValidate
      onSubmit={onSubmit}
      className={cn('w-full', className)}
    >
      <div
        className={cn(
          'flex flex-col gap-3',
          addon !== undefined || showSubmit ? 'md:flex-row md:items-end' : '',
        )}
      >
        <div
          ref={rootRef}
          className="relative min-w-0 flex-1"
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
              setOpen(false);
              setActiveIndex(-1);
            }
          }}
        >
          <label
            htmlFor={inputId}
            className={cn('mb-1 block text-sm font-medium text-gray-800', hideLabel && 'sr-only')}
          >
            {label}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className={cn(
                'pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-400',
                large ? 'size-5' : 'size-4',
              )}
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name="q"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              aria-invalid={error !== null || undefined}
              aria-describedby={error !== null ? errorId : undefined}
              enterKeyHint="search"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={100}
              placeholder={placeholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setOpen(true);
                setActiveIndex(-1);
                if (error !== null && event.target.value.trim().length >= SEARCH_MIN_QUERY_LENGTH)
                  setError(null);
              }}
              onFocus={() => setOpen(true)}
              onClick={() => setOpen(true)}
              onKeyDown={onKeyDown}
              className={cn(
                'block w-full rounded-lg border bg-white text-gray-900 shadow-xs placeholder:text-gray-500',
                'focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200',
                '[&::-webkit-search-cancel-button]:appearance-none',
                large ? 'h-12 pr-20 pl-10 text-base' : 'h-11 pr-20 pl-9 text-sm',
                error !== null ? 'border-red-500' : 'border-gray-300',
              )}
            />
            <div className="absolute inset-y-0 right-1.5 flex items-center gap-0.5">
              {suggestions.isLoading && typing && (
                <Loader2 aria-hidden="true" className="size-4 animate-spin text-gray-400" />
              )}
              {query !== '' && (
                <button
                  type="button"
                  aria-label="Aramayı temizle"
                  onClick={() => {
                    setQuery('');
                    setError(null);
                    inputRef.current?.focus();
                  }}
                  className="inline-flex size-8 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
              <button
                type="button"
                aria-label={voice.listening ? 'Dinlemeyi durdur' : 'Sesle ara'}
                aria-pressed={voice.listening}
                onClick={voice.listening ? voice.stop : voice.start}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-600',
                  voice.listening
                    ? 'animate-pulse bg-brand-600 text-white'
                    : 'text-gray-500 hover:bg-gray-100 hover:text-gray-800',
                )}
              >
                <Mic aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>

          <div
            className={cn(
              'absolute inset-x-0 top-full z-50 mt-2 max-h-[min(28rem,70vh)] overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 shadow-xl',
              !expanded && 'hidden',
            )}
          >
            {historyCount > 0 && (
              <div className="flex items-center justify-between px-3 pt-1 pb-1.5">
                <span
                  id={historyTitleId}
                  className="text-xs font-semibold tracking-wide text-gray-600 uppercase"
                >
                  Son aramalar
                </span>
                <button
                  type="button"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    history.clear();
                    setActiveIndex(-1);
                    inputRef.current?.focus();
                  }}
                  className="rounded text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {CLEAR_HISTORY}
                </button>
              </div>
            )}
            <div id={listboxId} role="listbox" aria-label="Arama önerileri">
              {historyCount > 0 && (
                <div role="group" aria-labelledby={historyTitleId}>
                  {options.slice(0, historyCount).map((option, index) => (
                    <SearchOptionRow
                      key={option.key}
                      option={option}
                      id={optionId(index)}
                      active={index === active}
                      query=""
                      onSelect={() => choose(option)}
                      onHover={() => setActiveIndex(index)}
                    />
                  ))}
                </div>
              )}
              {!typing && options.length > historyCount && (
                <div
                  role="group"
                  aria-labelledby={trendingTitleId}
                  className={cn(historyCount > 0 && 'mt-2')}
                >
                  <div
                    id={trendingTitleId}
                    className="px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-gray-600 uppercase"
                  >
                    Popüler aramalar
                  </div>
                  {options.slice(historyCount).map((option, offset) => {
                    const index = historyCount + offset;
                    return (
                      <SearchOptionRow
                        key={option.key}
                        option={option}
                        id={optionId(index)}
                        active={index === active}
                        query=""
                        onSelect={() => choose(option)}
                        onHover={() => setActiveIndex(index)}
                      />
                    );
                  })}
                </div>
              )}
              {typing &&
                options.map((option, index) => (
                  <SearchOptionRow
                    key={option.key}
                    option={option}
                    id={optionId(index)}
                    active={index === active}
                    query={trimmed}
                    onSelect={() => choose(option)}
                    onHover={() => setActiveIndex(index)}
                  />
                ))}
            </div>
          </div>
          <p role="status" className="sr-only">
            {status}
          </p>
        </div>
        {addon}
        {showSubmit && (
          <Button type="submit" size="lg" className={cn('shrink-0', large ? 'h-12' : 'h-11')}>
            <Search aria-hidden="true" className="size-5" />
            Ara
          </Button>
        )}
      </div>
      {error !== null && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {voice.message !== null && (
        <p role="alert" className="mt-2 flex items-center gap-2 text-sm text-amber-800">
          {voice.message}
          <button
            type="button"
            onClick={voice.clearMessage}
            className="font-medium underline hover:no-underline"
          >
            Tamam
          </button>
        </p>
      )}
      {voice.listening && (
        <p role="status" className="mt-2 text-sm text-gray-700">
          Dinleniyor… Aradığınızı söyleyin.
        </p>
      )}
    </form>
  );
}
