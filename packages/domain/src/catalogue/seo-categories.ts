import { salonsOfCategory } from '../format/names';
import type { SEO_TWO_PART_CATEGORIES } from '../routing/match';

/** What each SEO category slug of SPEC §2.2 lists: its Turkish label and the categories behind it. */
export interface SeoCategoryInfo {
  label: string;
  /** Main category codes (SPEC §3) whose salons match. */
  codes: readonly string[];
  /** Legacy category ids (20–25) whose salons match. */
  legacyIds: readonly number[];
}

export const SEO_CATEGORY_INFO: Readonly<Record<(typeof SEO_TWO_PART_CATEGORIES)[number], SeoCategoryInfo>> =
  {
    kuafor: { label: 'Kuaför', codes: ['sac_hizmetleri'], legacyIds: [20] },
    'guzellik-merkezi': { label: 'Güzellik Merkezi', codes: ['guzellik_estetik'], legacyIds: [22] },
    'guzellik-estetik': { label: 'Güzellik ve Estetik', codes: ['guzellik_estetik'], legacyIds: [22] },
    berber: { label: 'Berber', codes: [], legacyIds: [21] },
    'nail-art': { label: 'Nail Art', codes: ['nail_el_bakimi'], legacyIds: [24] },
    masaj: { label: 'Masaj', codes: ['masaj_spa'], legacyIds: [25] },
    'masaj-spa': { label: 'Masaj ve Spa', codes: ['masaj_spa'], legacyIds: [25] },
    'sac-hizmetleri': { label: 'Saç Hizmetleri', codes: ['sac_hizmetleri'], legacyIds: [20, 21] },
    'pet-kuafor': { label: 'Pet Kuaför', codes: ['pet_bakim'], legacyIds: [] },
    'pet-bakim-hizmetleri': { label: 'Pet Bakım Hizmetleri', codes: ['pet_bakim'], legacyIds: [] },
    'cilt-yuz-bakimi': { label: 'Cilt ve Yüz Bakımı', codes: ['cilt_yuz_bakimi'], legacyIds: [] },
    'nail-el-bakimi': { label: 'Nail ve El Bakımı', codes: ['nail_el_bakimi'], legacyIds: [24] },
  };

export function seoCategoryInfo(slug: string): SeoCategoryInfo | null {
  return (SEO_CATEGORY_INFO as Record<string, SeoCategoryInfo>)[slug] ?? null;
}

/** H1 of an SEO location page, e.g. 'Kadıköy, İstanbul Kuaför Salonları'. */
export function seoLocationHeading(
  place: { city: string; district?: string | null },
  categoryLabel: string,
): string {
  const where = place.district ? `${place.district}, ${place.city}` : place.city;
  return `${where} ${salonsOfCategory(categoryLabel)}`;
}

/** The intro paragraph under the H1: the real count and the place, in Turkish. */
export function seoLocationIntro(
  place: { city: string; district?: string | null },
  categoryLabel: string,
  salonCount: number,
): string {
  const where = place.district ? `${place.city} ${place.district}` : place.city;
  if (salonCount === 0) {
    return `${where} için henüz Salonya’da listelenen ${categoryLabel.toLocaleLowerCase('tr-TR')} salonu yok. Yakındaki şehir ve ilçelere göz atabilir ya da arama yapabilirsiniz.`;
  }
  return (
    `${where} bölgesindeki ${salonCount} ${categoryLabel.toLocaleLowerCase('tr-TR')} salonunu karşılaştırın: ` +
    'fiyatları, müşteri yorumlarını ve puanları inceleyin, uygun saati seçip randevunuzu birkaç dokunuşla oluşturun.'
  );
}
