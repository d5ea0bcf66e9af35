import { GENDER_FOCUS_LABELS } from '@salonya/domain/format/names';
import { formatRating } from '@salonya/domain/format/number';
import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { TIME_ZONE } from '@salonya/domain/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  DISTANCE_VALUES,
  RATING_VALUES,
  type GenderFocus,
  type SearchPageParams,
  type SearchParamChanges,
} from '../utils/search-params';
import { activeFilterCount } from '../utils/filter-count';
import { CategoryIcon } from '@/components/ui/category-icon';

export interface CategoryOption {
  /** Category code (sent as `categories`). */
  value: string;
  label: string;
  icon?: string;
}

export const GENDER_LABELS: Readonly<Record<GenderFocus, string>> = GENDER_FOCUS_LABELS;

/** Today in Istanbul as YYYY-MM-DD (the earliest appointment date to pick). */
function todayInIstanbul(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
}

const chipClasses = (selected: boolean) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    selected
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400',
  );

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="space-y-2.5 border-t border-gray-100 pt-4 first:border-t-0 first:pt-0"
    >
      <p id={id} className="text-sm font-semibold text-gray-900">
        {title}
      </p>
      {children}
    </div>
  );
}

export interface SearchFiltersPanelProps {
  params: SearchPageParams;
  onChange: (changes: SearchParamChanges) => void;
  onClear: () => void;
  categories: readonly CategoryOption[];
  /** The distance filter needs the visitor's own position. */
  nearMe: boolean;
  className?: string;
}

/**
 * The results page's filters (each change rewrites the address and the results): category, gender focus, open
 * now, date, minimum rating, price range and, near me, the distance.
 */
export function SearchFiltersPanel({
  params,
  onChange,
  onClear,
  categories,
  nearMe,
  className,
}: SearchFiltersPanelProps) {
  const priceId = useId();
  const dateId = useId();
  const selectedCategories = params.categories ?? [];
  const toggleCategory = (code: string) => {
    const next = selectedCategories.includes(code)
      ? selectedCategories.filter((c) => c !== code)
      : [...selectedCategories, code];
    onChange({ categories: next.join(',') });
  };
  const count = activeFilterCount(params);

  return (
    <div className={cn('space-y-4', className)}>
      {categories.length > 0 && (
        <Section title="Kategori">
          <div className="flex flex-wrap gap-2">
            {categories.map((category) => {
              const selected = selectedCategories.includes(category.value);
              return (
                <button
                  key={category.value}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => toggleCategory(category.value)}
                  className={chipClasses(selected)}
                >
                  {category.icon !== undefined && <CategoryIcon icon={category.icon} className="size-4" />}
                  {category.label}
                </button>
              );
            })}
          </div>
        </Section>
      )}

      <Section title="Kimlere hizmet veriyor">
        <div className="flex flex-wrap gap-2">
          {(Object.keys(GENDER_LABELS) as GenderFocus[]).map((gender) => {
            const selected = params.gender_focus === gender;
            return (
              <button
                key={gender}
                type="button"
                aria-pressed={selected}
                onClick={() => onChange({ gender_focus: selected ? null : gender })}
                className={chipClasses(selected)}
              >
                {GENDER_LABELS[gender]}
              </button>
            );
          })}
        </div>
      </Section>

      <Section title="Uygunluk">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={params.open_now === true}
            onChange={(event) => onChange({ open_now: event.target.checked ? 'true' : null })}
            className="size-4 rounded border-gray-300 accent-brand-600"
          />
          Şu an açık
        </label>
        <div className="space-y-1">
          <label htmlFor={dateId} className="block text-sm text-gray-700">
            Randevu tarihi
          </label>
          <input
            id={dateId}
            type="date"
            min={todayInIstanbul()}
            value={params.date ?? ''}
            onChange={(event) => onChange({ date: event.target.value })}
            className="block h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-200"
          />
        </div>
      </Section>

      <Section title="En düşük puan">
        <div className="flex flex-wrap gap-2">
          {RATING_VALUES.map((rating) => {
            const selected = params.rating === rating;
            return (
              <button
                key={rating}
                type="button"
                aria-pressed={selected}
                onClick={() => onChange({ rating: selected ? null : rating })}
                className={chipClasses(selected)}
              >
                <span aria-hidden="true">★</span>
                {`${formatRating(rating)}+`}
              </button>
            );
          })}
        </div>
      </Section>

      <Section title="Fiyat (₺)">
        <div className="grid grid-cols-2 gap-2" id={priceId}>
          <PriceInput
            label="En az"
            value={params.min_price}
            onCommit={(value) => onChange({ min_price: value })}
          />
          <PriceInput
            label="En çok"
            value={params.max_price}
            onCommit={(value) => onChange({ max_price: value })}
          />
        </div>
      </Section>

      {nearMe && (
        <Section title="Mesafe">
          <div className="flex flex-wrap gap-2">
            {DISTANCE_VALUES.map((km) => {
              const selected = params.distance === km;
              return (
                <button
                  key={km}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChange({ distance: selected ? null : km })}
                  className={chipClasses(selected)}
                >
                  {`${km} km`}
                </button>
              );
            })}
          </div>
        </Section>
      )}

      {count > 0 && (
        <Button variant="ghost" onClick={onClear} className="w-full">
          <X aria-hidden="true" className="size-4" />
          Filtreleri temizle
        </Button>
      )}
    </div>
  );
}

/** A price box applied when it is left or Enter is pressed (not on every keystroke). */
function PriceInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  onCommit: (value: number | null) => void;
}) {
  const id = useId();
  const commit = (text: string) => {
    const digits = text.replace(/\D/g, '');
    const next = digits === '' ? null : Math.min(Number(digits), 1_000_000);
    if (next !== (value ?? null)) onCommit(next);
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs text-gray-700">
        {label}
      </label>
      <input
        // Re-created when the address changes, so the box shows the applied value.
        key={value ?? 'none'}
        id={id}
        inputMode="numeric"
        defaultValue={value ?? ''}
        placeholder="₺"
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
        className="block h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-200"
      />
    </div>
  );
}
