import { useMemo } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { LOCALE } from '@salonya/domain/constants';
import { RETRY } from '@salonya/domain/messages';
import { useProvinces } from '@/lib/locations/get-provinces';
import type { Province } from '@/lib/locations/types';

export const ALL_PROVINCES_LABEL = 'Tüm Türkiye';

export interface ProvinceSelectProps {
  /** The selected province id (city_id), or null for all of Türkiye. */
  value: number | null;
  onChange: (province: Province | null) => void;
  label?: string;
  className?: string;
  containerClassName?: string;
}

/**
 * A province select fed by GET /locations/provinces (3 s time-out). While the list loads, or when it cannot be
 * loaded, only 'Tüm Türkiye' can be chosen; a failed load says so and offers 'Tekrar Dene'.
 */
export function ProvinceSelect({
  value,
  onChange,
  label = 'Şehir',
  className,
  containerClassName,
}: ProvinceSelectProps) {
  const provinces = useProvinces();
  const sorted = useMemo(
    () => [...(provinces.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, LOCALE)),
    [provinces.data],
  );
  const options = useMemo(() => sorted.map((p) => ({ value: String(p.id), label: p.name })), [sorted]);
  const known = value !== null && sorted.some((p) => p.id === value);

  return (
    <div className={containerClassName}>
      <SelectField
        label={label}
        options={options}
        placeholder={provinces.isPending ? 'Şehirler yükleniyor…' : ALL_PROVINCES_LABEL}
        value={known ? String(value) : ''}
        disabled={provinces.isPending}
        aria-busy={provinces.isPending || undefined}
        className={className}
        onChange={(event) => {
          const id = Number(event.target.value);
          onChange(sorted.find((p) => p.id === id) ?? null);
        }}
      />
      {provinces.isError && (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-red-700" role="alert">
          Şehir listesi yüklenemedi.
          <button
            type="button"
            className="font-semibold text-red-800 underline hover:no-underline"
            onClick={() => void provinces.refetch()}
          >
            {RETRY}
          </button>
        </p>
      )}
    </div>
  );
}
