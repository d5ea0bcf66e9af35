import { salonSlug, type SalonSlugSource } from '../slug';
import { buildPath } from './match';

/** SPEC §2.3 sends /salon/{id} here; DESIGN §7 treats it as a non-canonical slug to replace. */
export const NON_CANONICAL_SALON_SLUG = 'salon-detay';

/**
 * SPEC §2.1 / DESIGN §7: once the salon is fetched, the address to replace the current one with, or null when it
 * is already canonical. The slug is rebuilt from name, district and city; a missing slug, 'salon-detay' or an
 * outdated slug is replaced and the tab is kept. Null as well when no slug can be built (nothing to replace with).
 */
export function canonicalSalonPath(
  params: { id: string; slug?: string; tab?: string },
  salon: SalonSlugSource,
): string | null {
  const slug = salonSlug(salon);
  if (slug === '' || params.slug === slug) return null;
  return buildPath('/salon/:id/:slug?/:tab?', { id: params.id, slug, tab: params.tab });
}
