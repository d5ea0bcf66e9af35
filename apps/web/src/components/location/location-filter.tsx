import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, LocateFixed, MapPin, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LOCALE } from '@salonya/domain/constants';
import { RETRY } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useGeolocation } from '@/hooks/use-geolocation';
import { cn } from '@/lib/cn';
import { useDistricts } from '@/lib/locations/get-districts';
import { getProvincesQueryOptions, useProvinces } from '@/lib/locations/get-provinces';
import {
  districtLocation,
  isNearMe,
  nearestProvince,
  nearMeLocation,
  provinceLocation,
  type UserLocation,
} from '@/lib/locations/user-location';

export const ALL_TURKEY_LABEL = 'Tüm Türkiye';
export const NEAR_ME_BUTTON = 'Yakınımdaki salonlar';

/** What the trigger shows: 'Tüm Türkiye', 'İstanbul', 'Kadıköy, İstanbul' or 'Yakınımda (İstanbul)'. */
export function locationLabel(location: UserLocation | null): string {
  if (location === null) return ALL_TURKEY_LABEL;
  if (isNearMe(location)) return location.full_name;
  if (location.type === 'district') return `${location.name}, ${location.province_name}`;
  return location.name;
}

export interface LocationFilterProps {
  /** The chosen place (null: all of Türkiye). */
  value: UserLocation | null;
  onChange: (location: UserLocation | null) => void;
  /** Visible label above the trigger (hidden with `hideLabel`). */
  label?: string;
  hideLabel?: boolean;
  /** Classes of the trigger button. */
  className?: string;
  containerClassName?: string;
  align?: 'left' | 'right';
}

/**
 * Where to search (SPEC §2.10 location filters): a button that opens a small panel with "near me" (the browser's
 * geolocation, asked for on click), the province (GET /locations/provinces) and its districts
 * (GET /locations/provinces/{id}/districts). Every choice is applied at once; Escape or a click outside closes it.
 */
export function LocationFilter({
  value,
  onChange,
  label = 'Konum',
  hideLabel = false,
  className,
  containerClassName,
  align = 'left',
}: LocationFilterProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const labelId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('button, select')?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  useEscapeKey(open, close);

  const text = locationLabel(value);
  return (
    <div ref={rootRef} className={cn('relative', containerClassName)}>
      <span
        id={labelId}
        className={cn('mb-1 block text-sm font-medium text-gray-800', hideLabel && 'sr-only')}
      >
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-labelledby={`${labelId} ${panelId}-value`}
        onClick={() => setOpen((was) => !was)}
        className={cn(
          'flex h-11 w-full items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-left text-sm',
          'text-gray-900 shadow-xs hover:border-gray-400 focus-visible:border-brand-500 focus-visible:outline-2',
          'focus-visible:outline-brand-200',
          className,
        )}
      >
        {isNearMe(value) ? (
          <LocateFixed aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
        ) : (
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
        )}
        <span id={`${panelId}-value`} className="min-w-0 flex-1 truncate">
          {text}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label="Konum seçin"
          className={cn(
            'absolute z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white p-4',
            'shadow-xl',
            align === 'right' ? 'right-0' : 'left-0',
          )}
        >
          <LocationPanel value={value} onChange={onChange} onDone={close} />
        </div>
      )}
    </div>
  );
}

function LocationPanel({
  value,
  onChange,
  onDone,
}: {
  value: UserLocation | null;
  onChange: (location: UserLocation | null) => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const provinces = useProvinces();
  const cityId = value?.city_id ?? null;
  const nearMe = isNearMe(value);
  const districts = useDistricts(nearMe ? null : cityId);
  const geo = useGeolocation();

  const sorted = useMemo(
    () => [...(provinces.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, LOCALE)),
    [provinces.data],
  );
  const province = sorted.find((p) => p.id === cityId) ?? null;

  const locateMe = async () => {
    const point = await geo.locate();
    if (point === null) return;
    const list = await queryClient.fetchQuery(getProvincesQueryOptions()).catch(() => null);
    const nearest = list === null ? null : nearestProvince(list, point);
    if (nearest !== null) onChange(nearMeLocation(nearest, point));
  };

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Button
          variant={nearMe ? 'secondary' : 'outline'}
          className="w-full justify-start"
          onClick={() => void locateMe()}
          isLoading={geo.status === 'locating'}
          aria-pressed={nearMe}
        >
          {geo.status !== 'locating' && <LocateFixed aria-hidden="true" className="size-4" />}
          {NEAR_ME_BUTTON}
        </Button>
        {geo.message !== undefined && (
          <p role={geo.status === 'locating' ? 'status' : 'alert'} className="text-xs text-gray-600">
            {geo.message}
          </p>
        )}
      </div>

      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <SelectField
          label="İl"
          options={sorted.map((p) => ({ value: String(p.id), label: p.name }))}
          placeholder={provinces.isPending ? 'Şehirler yükleniyor…' : ALL_TURKEY_LABEL}
          value={province !== null && !nearMe ? String(province.id) : ''}
          disabled={provinces.isPending}
          aria-busy={provinces.isPending || undefined}
          onChange={(event) => {
            const next = sorted.find((p) => p.id === Number(event.target.value));
            onChange(next === undefined ? null : provinceLocation(next));
          }}
        />
        <SelectField
          label="İlçe"
          options={(districts.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          placeholder={districts.isFetching ? 'İlçeler yükleniyor…' : 'Tüm ilçeler'}
          value={value?.district_id != null && !nearMe ? String(value.district_id) : ''}
          disabled={province === null || nearMe || districts.data === undefined}
          onChange={(event) => {
            if (province === null) return;
            const district = districts.data?.find((d) => d.id === Number(event.target.value));
            onChange(
              district === undefined ? provinceLocation(province) : districtLocation(province, district),
            );
          }}
        />
      </div>
      {(provinces.isError || districts.isError) && (
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-red-700" role="alert">
          {provinces.isError ? 'Şehir listesi yüklenemedi.' : 'İlçe listesi yüklenemedi.'}
          <button
            type="button"
            className="font-semibold text-red-800 underline hover:no-underline"
            onClick={() => void (provinces.isError ? provinces.refetch() : districts.refetch())}
          >
            {RETRY}
          </button>
        </p>
      )}

      <div className="flex items-center justify-between gap-2 border-t border-gray-100 pt-3">
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          <X aria-hidden="true" className="size-4" />
          {ALL_TURKEY_LABEL}
        </Button>
        <Button size="sm" onClick={onDone}>
          Tamam
        </Button>
      </div>
    </div>
  );
}
