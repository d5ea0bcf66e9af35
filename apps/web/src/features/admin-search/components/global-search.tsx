import { CalendarCheck, Search, Store, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { AdminSearchResult } from '@salonya/contracts/admin';
import { ADMIN_SEARCH_DEBOUNCE_MS, ADMIN_SEARCH_MIN_LENGTH } from '@salonya/domain/constants';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/input-classes';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { useAdminSearch } from '../api/search-admin';

const TYPE_LABELS: Readonly<Record<AdminSearchResult['type'], string>> = {
  user: 'Kullanıcılar',
  salon: 'Salonlar',
  appointment: 'Randevular',
};
const TYPE_ICONS = { user: UserRound, salon: Store, appointment: CalendarCheck } as const;

export const SEARCH_MIN_HINT = `Aramak için en az ${ADMIN_SEARCH_MIN_LENGTH} karakter yazın.`;

function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

export interface GlobalSearchProps {
  /** Opens the chosen record (the app turns its hash into an admin address). */
  onSelect: (result: AdminSearchResult) => void;
}

function SearchPanel({
  onSelect,
  inputRef,
}: GlobalSearchProps & { inputRef: RefObject<HTMLInputElement | null> }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const debounced = useDebouncedValue(text, ADMIN_SEARCH_DEBOUNCE_MS);
  const query = useAdminSearch(debounced);
  const trimmed = debounced.trim();
  const tooShort = text.trim().length < ADMIN_SEARCH_MIN_LENGTH;
  const results = !tooShort && trimmed.length >= ADMIN_SEARCH_MIN_LENGTH ? (query.data ?? []) : [];
  const current = Math.min(active, Math.max(0, results.length - 1));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[current];
      if (chosen !== undefined) onSelect(chosen);
    }
  };

  let status: string;
  if (tooShort) status = SEARCH_MIN_HINT;
  else if (query.isFetching || trimmed !== text.trim()) status = 'Aranıyor…';
  else if (query.isError) status = query.error.message;
  else if (results.length === 0) status = 'Sonuç bulunamadı.';
  else status = `${results.length} sonuç bulundu.`;

  return (
    <div className="space-y-3">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
        />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Kullanıcı, salon veya randevu ara"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
          placeholder="Kullanıcı, salon veya randevu ara…"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className={cn(inputClasses, 'h-12 border-gray-300 pl-10 text-base')}
        />
      </div>
      <p role="status" className="flex items-center gap-2 px-1 text-sm text-gray-600">
        {!tooShort && query.isFetching && <Spinner size="sm" label="" />}
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Arama sonuçları"
        className="max-h-96 space-y-1 overflow-y-auto"
      >
        {results.map((result, index) => {
          const Icon = TYPE_ICONS[result.type];
          const first = index === 0 || results[index - 1]?.type !== result.type;
          return (
            <li
              key={`${result.type}-${result.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              onMouseEnter={() => setActive(index)}
              onClick={() => onSelect(result)}
              className={cn(
                'cursor-pointer rounded-lg px-3 py-2',
                index === current ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-gray-50',
              )}
            >
              {first && (
                <span className="mb-1 block text-xs font-semibold tracking-wide text-gray-700 uppercase">
                  {TYPE_LABELS[result.type]}
                </span>
              )}
              <span className="flex items-center gap-3">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-gray-900">{result.title}</span>
                  <span className="block truncate text-xs text-gray-600">{result.subtitle}</span>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * SPEC §2.8 global search: a top-bar button and Ctrl/Cmd+K open it; results from 2 characters, 300 ms after the
 * last key; arrows and Enter choose a result.
 */
export function GlobalSearch({ onSelect }: GlobalSearchProps) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 bg-gray-50 px-3 text-sm text-gray-500 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 md:w-64 lg:w-80"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only md:not-sr-only">Ara…</span>
        <span className="sr-only">(kısayol {shortcut})</span>
        <kbd
          aria-hidden="true"
          className="ml-auto hidden rounded border border-gray-300 bg-white px-1.5 text-xs font-medium text-gray-500 md:inline"
        >
          {shortcut}
        </kbd>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Genel arama"
        size="lg"
        initialFocusRef={inputRef}
      >
        {open && (
          <SearchPanel
            inputRef={inputRef}
            onSelect={(result) => {
              setOpen(false);
              onSelect(result);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
