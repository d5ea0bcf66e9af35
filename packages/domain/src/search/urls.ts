import { categoryPath } from '../routing/legacy-redirects';
import { salonSlug } from '../slug';

/** Web routes a search suggestion leads to (the route table's /arama, /salon, /uzman and /kategori rows). */

export interface SearchPathParams {
  q?: string | null;
  city_id?: number | null;
  district_id?: number | null;
  categories?: readonly string[] | null;
  open_now?: boolean | null;
  sort_by?: string | null;
}

/** /arama with the given parameters, empty ones left out ('/arama?q=kuaf%C3%B6r&city_id=34'). */
export function searchPath(params: SearchPathParams): string {
  const qs = new URLSearchParams();
  if (params.q) qs.set('q', params.q);
  if (params.city_id) qs.set('city_id', String(params.city_id));
  if (params.district_id) qs.set('district_id', String(params.district_id));
  if (params.categories && params.categories.length > 0) qs.set('categories', params.categories.join(','));
  if (params.open_now) qs.set('open_now', 'true');
  if (params.sort_by) qs.set('sort_by', params.sort_by);
  const s = qs.toString();
  return s === '' ? '/arama' : `/arama?${s}`;
}

/** /salon/{id}/{slug} (slug of name, district and city). */
export function salonPath(salon: { id: number; name: string; district: string; city: string }): string {
  return `/salon/${salon.id}/${salonSlug(salon)}`;
}

/** /uzman/{salon_staff_id}/{slug} (slug of the display name, district and city, as the specialist page). */
export function specialistPath(staff: {
  id: number;
  displayName: string;
  district: string;
  city: string;
}): string {
  return `/uzman/${staff.id}/${salonSlug({ name: staff.displayName, district: staff.district, city: staff.city })}`;
}

export { categoryPath };
