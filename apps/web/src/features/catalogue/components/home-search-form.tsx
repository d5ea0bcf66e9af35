import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_QUERY_LENGTH } from '@salonya/domain/constants';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useUserLocation } from '../hooks/use-user-location';
import { LocationFilter } from './location-filter';

export const SEARCH_TOO_SHORT = `Aramak için en az ${SEARCH_MIN_QUERY_LENGTH} karakter yazın.`;

/**
 * The home search box: what to look for and where. Submitting goes to /arama?q=…&city_id=… (SPEC §2.10: at least
 * two characters after trimming).
 */
export function HomeSearchForm({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { location } = useUserLocation();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (q.length < SEARCH_MIN_QUERY_LENGTH) {
      setError(SEARCH_TOO_SHORT);
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(null);
    void navigate(paths.search.getHref({ q, city_id: location?.city_id }));
  };

  return (
    <form
      role="search"
      aria-label="Salon ara"
      noValidate
      onSubmit={onSubmit}
      className={cn('rounded-2xl bg-white p-3 shadow-lg ring-1 ring-gray-200 sm:p-4', className)}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
            Ne arıyorsunuz?
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
            />
            <input
              id={inputId}
              type="search"
              name="q"
              enterKeyHint="search"
              autoComplete="off"
              placeholder="Salon, hizmet veya uzman ara (ör. saç kesimi)"
              value={query}
              maxLength={100}
              onChange={(event) => {
                setQuery(event.target.value);
                if (error !== null && event.target.value.trim().length >= SEARCH_MIN_QUERY_LENGTH)
                  setError(null);
              }}
              aria-invalid={error !== null || undefined}
              aria-describedby={error !== null ? errorId : undefined}
              className={cn(
                inputClasses,
                'h-12 pl-10 text-base',
                error !== null ? 'border-red-500' : 'border-gray-300',
              )}
            />
          </div>
        </div>
        <LocationFilter containerClassName="md:w-56" className="h-12 text-base" />
        <Button type="submit" size="lg" className="h-12 md:w-auto">
          <Search aria-hidden="true" className="size-5" />
          Ara
        </Button>
      </div>
      {error !== null && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
