import type { UnifiedSort } from '@salonya/contracts/search';
import { SelectField } from '@/components/ui/select-field';

export const SORT_LABELS: Readonly<Record<UnifiedSort, string>> = {
  relevance: 'En uygun',
  rating: 'En yüksek puan',
  distance: 'En yakın',
  price_asc: 'Fiyat: düşükten yükseğe',
  price_desc: 'Fiyat: yüksekten düşüğe',
};

/** Relevance, rating, distance (only with the visitor's position) and price. */
export function SearchSortSelect({
  value,
  nearMe,
  onChange,
  className,
}: {
  value: UnifiedSort;
  nearMe: boolean;
  onChange: (sort: UnifiedSort) => void;
  className?: string;
}) {
  const options = (Object.keys(SORT_LABELS) as UnifiedSort[])
    .filter((sort) => sort !== 'distance' || nearMe)
    .map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
  return (
    <SelectField
      label="Sıralama"
      options={options}
      value={value}
      containerClassName={className}
      onChange={(event) => {
        const next = options.find((o) => o.value === event.target.value);
        if (next !== undefined) onChange(next.value);
      }}
    />
  );
}
