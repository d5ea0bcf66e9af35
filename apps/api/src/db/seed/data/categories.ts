/** The seven main category codes of SPEC §3, in display order. */
export const MAIN_CATEGORY_CODES = [
  'sac_hizmetleri',
  'guzellik_estetik',
  'nail_el_bakimi',
  'cilt_yuz_bakimi',
  'eve_gelen_hizmetler',
  'pet_bakim',
  'masaj_spa',
] as const;

export type MainCategoryCode = (typeof MAIN_CATEGORY_CODES)[number];

export interface CategorySeed {
  id: number;
  /** SPEC §3 code for main categories; null for legacy categories. */
  code: MainCategoryCode | null;
  name: string;
  slug: string;
  /** A single emoji. */
  icon: string;
  description: string;
  sort_order: number;
  /** Main category a legacy category belongs to; null for main categories. */
  parent_code: MainCategoryCode | null;
}

/**
 * Main categories (ids 1..7, SPEC §3) followed by the legacy categories whose ids (20..25) are fixed by
 * the alias redirects of SPEC §2.3 (e.g. /kadin-kuaforu → /kategori/20/kadin-kuaforu).
 */
export const CATEGORIES: readonly CategorySeed[] = [
  {
    id: 1,
    code: 'sac_hizmetleri',
    name: 'Saç Hizmetleri',
    slug: 'sac-hizmetleri',
    icon: '✂️',
    description: 'Kesim, fön, boya, röfle ve keratin bakımıyla saçınız için ihtiyacınız olan her hizmet.',
    sort_order: 1,
    parent_code: null,
  },
  {
    id: 2,
    code: 'guzellik_estetik',
    name: 'Güzellik & Estetik',
    slug: 'guzellik-estetik',
    icon: '💄',
    description:
      'Ağda, lazer epilasyon, kaş-kirpik ve makyaj uygulamalarıyla güzellik ve estetik hizmetleri.',
    sort_order: 2,
    parent_code: null,
  },
  {
    id: 3,
    code: 'nail_el_bakimi',
    name: 'Nail & El Bakımı',
    slug: 'nail-el-bakimi',
    icon: '💅',
    description: 'Manikür, pedikür, kalıcı oje ve protez tırnak uygulamalarıyla el ve ayak bakımı.',
    sort_order: 3,
    parent_code: null,
  },
  {
    id: 4,
    code: 'cilt_yuz_bakimi',
    name: 'Cilt & Yüz Bakımı',
    slug: 'cilt-yuz-bakimi',
    icon: '🧴',
    description: 'Cilt analizi, klasik ve medikal yüz bakımı, hydrafacial ve leke karşıtı uygulamalar.',
    sort_order: 4,
    parent_code: null,
  },
  {
    id: 5,
    code: 'eve_gelen_hizmetler',
    name: 'Eve Gelen Hizmetler',
    slug: 'eve-gelen-hizmetler',
    icon: '🏠',
    description: 'Kuaför, makyaj, manikür ve masaj hizmetleri randevu saatinizde adresinize gelsin.',
    sort_order: 5,
    parent_code: null,
  },
  {
    id: 6,
    code: 'pet_bakim',
    name: 'Pet Bakım',
    slug: 'pet-bakim',
    icon: '🐾',
    description: 'Kedi ve köpekleriniz için yıkama, tıraş, tırnak kesimi ve tüy bakımı hizmetleri.',
    sort_order: 6,
    parent_code: null,
  },
  {
    id: 7,
    code: 'masaj_spa',
    name: 'Masaj & Spa',
    slug: 'masaj-spa',
    icon: '💆',
    description: 'Klasik, aromaterapi ve sıcak taş masajı, hamam ve spa ritüelleriyle rahatlayın.',
    sort_order: 7,
    parent_code: null,
  },
  {
    id: 20,
    code: null,
    name: 'Kadın Kuaförü',
    slug: 'kadin-kuaforu',
    icon: '💇‍♀️',
    description: 'Kadınlara özel saç kesimi, fön, boya, gelin başı ve saç bakımı hizmetleri.',
    sort_order: 8,
    parent_code: 'sac_hizmetleri',
  },
  {
    id: 21,
    code: null,
    name: 'Erkek Berberi',
    slug: 'erkek-berberi',
    icon: '💈',
    description: 'Saç kesimi, sakal tıraşı ve erkek bakımı için berber salonları.',
    sort_order: 9,
    parent_code: 'sac_hizmetleri',
  },
  {
    id: 22,
    code: null,
    name: 'Güzellik Salonu',
    slug: 'guzellik-salonu',
    icon: '✨',
    description: 'Ağda, epilasyon, kaş-kirpik ve makyaj hizmetleri sunan güzellik salonları.',
    sort_order: 10,
    parent_code: 'guzellik_estetik',
  },
  {
    id: 23,
    code: null,
    name: 'Solaryum',
    slug: 'solaryum',
    icon: '☀️',
    description: 'Kontrollü ve hızlı bronzlaşma için dikey ve yatay solaryum seansları.',
    sort_order: 11,
    parent_code: 'guzellik_estetik',
  },
  {
    id: 24,
    code: null,
    name: 'Nail Art',
    slug: 'nail-art',
    icon: '🎨',
    description: 'Tırnak tasarımı, kalıcı oje ve protez tırnak uygulamalarında uzman salonlar.',
    sort_order: 12,
    parent_code: 'nail_el_bakimi',
  },
  {
    id: 25,
    code: null,
    name: 'Masaj Salonu',
    slug: 'masaj-salonu',
    icon: '🌿',
    description: 'Rahatlatıcı ve terapötik masaj seansları sunan masaj salonları.',
    sort_order: 13,
    parent_code: 'masaj_spa',
  },
];
