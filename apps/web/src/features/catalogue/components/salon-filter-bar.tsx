import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { formatRating } from '../utils/format-catalogue';
import {
  GENDER_OPTIONS,
  hasActiveFilters,
  RATING_OPTIONS,
  SORT_OPTIONS,
  type SalonFilters,
} from '../utils/salon-filters';
import { ProvinceSelect } from './province-select';

const RATING_SELECT_OPTIONS = RATING_OPTIONS.map((rating) => ({
  value: String(rating),
  label: `${formatRating(rating)} ve üzeri`,
}));

export interface SalonFilterBarProps {
  filters: SalonFilters;
  onChange: (changes: Partial<SalonFilters>) => void;
  onClear: () => void;
}

/** City, gender focus, minimum rating and sort order of a salon list. */
export function SalonFilterBar({ filters, onChange, onClear }: SalonFilterBarProps) {
  return (
    <form
      aria-label="Salon filtreleri"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm md:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <ProvinceSelect
        value={filters.city_id ?? null}
        onChange={(province) => onChange({ city_id: province?.id })}
      />
      <SelectField
        label="Cinsiyet"
        options={GENDER_OPTIONS}
        placeholder="Tümü"
        value={filters.gender_focus ?? ''}
        onChange={(event) =>
          onChange({ gender_focus: GENDER_OPTIONS.find((o) => o.value === event.target.value)?.value })
        }
      />
      <SelectField
        label="Puan"
        options={RATING_SELECT_OPTIONS}
        placeholder="Tümü"
        value={filters.rating === undefined ? '' : String(filters.rating)}
        onChange={(event) =>
          onChange({ rating: RATING_OPTIONS.find((r) => String(r) === event.target.value) })
        }
      />
      <SelectField
        label="Sıralama"
        options={SORT_OPTIONS}
        value={filters.sort_by ?? 'relevance'}
        onChange={(event) =>
          onChange({
            sort_by: SORT_OPTIONS.find((o) => o.value === event.target.value && o.value !== 'relevance')
              ?.value,
          })
        }
      />
      {hasActiveFilters(filters) && (
        <Button variant="ghost" onClick={onClear} className="col-span-2 md:col-span-4 lg:col-span-1">
          <X aria-hidden="true" className="size-4" />
          Filtreleri Temizle
        </Button>
      )}
    </form>
  );
}
