import { useQueryClient } from '@tanstack/react-query';
import { LocateFixed, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { LOCALE } from '@salonya/domain/constants';
import { RETRY } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useGeolocation } from '@/hooks/use-geolocation';
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
import { ALL_TURKEY_LABEL, NEAR_ME_BUTTON } from './location-labels';

/**
 * The location filter's panel: near me, province and district. Its own chunk, loaded when the filter is first
 * opened (issue 17: the select fields, the district lists and geolocation are not part of a page's first load).
 * It takes the focus when it appears.
 */
export function LocationPanel({
  value,
  onChange,
  onDone,
}: {
  value: UserLocation | null;
  onChange: (location: UserLocation | null) => void;
  onDone: () => void;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('button, select')?.focus();
  }, []);
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
    <div ref={rootRef} className="space-y-4">
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
