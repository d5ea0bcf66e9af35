/** The tabs of the salon page; each is a URL: /salon/{id}/{slug}/{tab}. */
export const SALON_TABS = ['hizmetler', 'uzmanlar', 'yorumlar', 'galeri', 'hakkinda'] as const;
export type SalonTab = (typeof SALON_TABS)[number];

export const DEFAULT_SALON_TAB: SalonTab = 'hizmetler';

export const SALON_TAB_LABELS: Readonly<Record<SalonTab, string>> = {
  hizmetler: 'Hizmetler',
  uzmanlar: 'Uzmanlar',
  yorumlar: 'Yorumlar',
  galeri: 'Galeri',
  hakkinda: 'Hakkında',
};

/** The tab a URL segment names; a missing or unknown one shows the services. */
export function salonTabOf(segment: string | undefined): SalonTab {
  return (SALON_TABS as readonly string[]).includes(segment ?? '')
    ? (segment as SalonTab)
    : DEFAULT_SALON_TAB;
}
