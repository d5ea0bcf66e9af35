/** Turkish messages of the location fallback of the unified search (SPEC §7.4 query_info.fallback_message). */

export function districtToCityMessage(district: string, city: string): string {
  return `${district} ilçesinde sonuç bulunamadı; ${city} genelindeki sonuçlar gösteriliyor.`;
}

export function cityToCountryMessage(city: string): string {
  return `${city} ilinde sonuç bulunamadı; tüm Türkiye'deki sonuçlar gösteriliyor.`;
}

export function districtToCountryMessage(district: string, city: string): string {
  return `${district} ilçesinde ve ${city} ilinde sonuç bulunamadı; tüm Türkiye'deki sonuçlar gösteriliyor.`;
}
