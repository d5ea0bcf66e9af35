/** The location filter's Turkish labels, shared by the filter and its lazily loaded panel. */
export const ALL_TURKEY_LABEL = 'Tüm Türkiye';
export const NEAR_ME_BUTTON = 'Yakınımdaki salonlar';
