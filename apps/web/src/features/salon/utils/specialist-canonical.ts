import { salonSlug } from '@salonya/domain/slug';
import { paths } from '@/lib/paths';
import type { Specialist } from '../types';

/** The specialist slug as the API builds it: display name, then the salon's district and city. */
export function specialistSlug(specialist: Pick<Specialist, 'display_name' | 'salon'>): string {
  return salonSlug({
    name: specialist.display_name,
    district: specialist.salon.district,
    city: specialist.salon.city,
  });
}

/**
 * Like the salon page (SPEC §2.1): once the specialist is fetched, the address to replace the current one with
 * when the slug is missing or outdated, or null when it is already canonical (or no slug can be built).
 */
export function canonicalSpecialistPath(
  params: { id: string; slug?: string | undefined },
  specialist: Pick<Specialist, 'display_name' | 'salon'>,
): string | null {
  const slug = specialistSlug(specialist);
  if (slug === '' || params.slug === slug) return null;
  return paths.specialist.getHref(params.id, slug);
}
