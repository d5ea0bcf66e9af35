import { SALON_AMENITIES, type SalonAmenity } from '@salonya/domain/catalogue/salon-media';
import type { MainCategoryCode } from '../categories';
import type { LegacyCategoryId } from './service-templates';

/** The fixed amenity vocabulary (packages/domain, where the owner's profile form reads it too). */
export const AMENITIES = SALON_AMENITIES;
export type Amenity = SalonAmenity;

export const SALON_ARCHETYPE_CODES = [
  'kuafor_kadin',
  'berber',
  'unisex_kuafor',
  'guzellik_merkezi',
  'nail_studio',
  'cilt_bakim',
  'spa_masaj',
  'pet_kuafor',
  'eve_hizmet',
  'luks_salon',
] as const;

export type SalonArchetypeCode = (typeof SALON_ARCHETYPE_CODES)[number];

export type GenderFocus = 'female' | 'male' | 'unisex';

/** 'HH:MM'; '24:00' means midnight at the end of the day. */
export type ClockTime = `${number}:${number}`;

/** An open day, [opensAt, closesAt]; null = closed. */
export type DaySlot = readonly [ClockTime, ClockTime] | null;

export interface OpeningHoursProfile {
  /** Relative frequency among the archetype's profiles. */
  weight: number;
  /** Seven entries, index 0 = Pazartesi … 6 = Pazar (ISO weekday - 1). */
  days: readonly DaySlot[];
}

/** Turkish staff titles for one main category, by the staff member's gender. */
export interface StaffTitles {
  female: readonly string[];
  male: readonly string[];
}

export interface SalonArchetype {
  code: SalonArchetypeCode;
  /** Turkish display label. */
  label: string;
  genderFocus: GenderFocus;
  /** Main categories the salon type offers, with the relative share of its services. The first is the core. */
  categories: readonly { code: MainCategoryCode; weight: number }[];
  /** Legacy categories (SPEC §2.3) a salon of this type is listed under when it offers a fitting service. */
  legacyCategoryIds: readonly LegacyCategoryId[];
  /** When set for a category, only these templates are offered from it (e.g. a barber's beauty services). */
  serviceFilter: Partial<Record<MainCategoryCode, readonly string[]>>;
  /** Template names every salon of this type offers. */
  coreServices: readonly string[];
  /** Inclusive range of services per salon (within 5..14). */
  serviceCount: readonly [number, number];
  /** Share of salons among generated salons (relative). */
  weight: number;
  /** Price multiplier on the template ranges. */
  priceFactor: number;
  /** Only placed in provinces at least this populous (thousands of people). */
  minProvincePopulation: number;
  /** Name parts; patterns use {stem}, {suffix}, {firstName}, {firstName2}, {lastName} and {place}. */
  nameStems: readonly string[];
  nameSuffixes: readonly string[];
  namePatterns: readonly string[];
  /** Gender of the founder whose first name may appear in the salon's name; 'any' = either. */
  founderGender: 'female' | 'male' | 'any';
  /** Probability that a staff member is a woman. */
  femaleStaffShare: number;
  /** Amenities most salons of this type have; each is present with high probability. */
  typicalAmenities: readonly Amenity[];
  /** Amenities some salons of this type have. */
  occasionalAmenities: readonly Amenity[];
  /** Staff titles per main category for this type; missing categories use DEFAULT_STAFF_TITLES. */
  staffTitles: Partial<Record<MainCategoryCode, StaffTitles>>;
  /** Addressing a staff member in reviews ('Hanım', 'Bey' or a barber's 'Usta'). */
  maleHonorific: 'Bey' | 'Usta';
  hours: readonly OpeningHoursProfile[];
  /**
   * One- or two-sentence Turkish descriptions. Placeholders: {name}, {placeLoc} (place with the locative
   * suffix, "Kadıköy'de"), {city} (province name, nominative) and {services} ("A, B ve C").
   */
  descriptionTemplates: readonly string[];
}

/** Staff titles per main category unless an archetype overrides them. */
export const DEFAULT_STAFF_TITLES: Readonly<Record<MainCategoryCode, StaffTitles>> = {
  sac_hizmetleri: {
    female: ['Kuaför', 'Saç Tasarımcısı', 'Renk Uzmanı', 'Usta Kuaför'],
    male: ['Kuaför', 'Saç Tasarımcısı', 'Usta Kuaför'],
  },
  guzellik_estetik: {
    female: ['Güzellik Uzmanı', 'Estetisyen', 'Lazer Uzmanı', 'Kaş ve Kirpik Uzmanı', 'Makyaj Artisti'],
    male: ['Güzellik Uzmanı', 'Lazer Uzmanı', 'Makyaj Artisti'],
  },
  nail_el_bakimi: {
    female: ['Nail Artist', 'Manikür-Pedikür Uzmanı', 'Protez Tırnak Uzmanı'],
    male: ['Nail Artist', 'Manikür-Pedikür Uzmanı'],
  },
  cilt_yuz_bakimi: {
    female: ['Cilt Bakım Uzmanı', 'Estetisyen', 'Medikal Estetisyen'],
    male: ['Cilt Bakım Uzmanı', 'Estetisyen'],
  },
  eve_gelen_hizmetler: {
    female: ['Mobil Kuaför', 'Mobil Güzellik Uzmanı', 'Makyaj Artisti'],
    male: ['Mobil Kuaför', 'Mobil Berber', 'Masaj Terapisti'],
  },
  pet_bakim: {
    female: ['Pet Kuaförü', 'Pet Bakım Uzmanı'],
    male: ['Pet Kuaförü', 'Pet Bakım Uzmanı'],
  },
  masaj_spa: {
    female: ['Masöz', 'Spa Terapisti', 'Masaj Terapisti'],
    male: ['Masör', 'Spa Terapisti', 'Masaj Terapisti'],
  },
};

/**
 * Specialist titles and the services that justify them: a title listed here is given only to someone who
 * performs at least one of these services. Titles not listed fit anyone in the category.
 */
export const TITLE_REQUIRES: Readonly<Record<string, readonly string[]>> = {
  'Renk Uzmanı': ['Dip Boya', 'Tüm Saç Boyama', 'Balyaj'],
  'Lazer Uzmanı': ['Lazer Epilasyon (Tek Bölge)', 'Lazer Epilasyon (Tüm Vücut)'],
  'Kaş ve Kirpik Uzmanı': ['Kaş Alımı', 'Kaş Laminasyonu', 'Kirpik Lifting', 'İpek Kirpik', 'Microblading'],
  'Lash Artist': ['Kirpik Lifting', 'İpek Kirpik'],
  'Makyaj Artisti': ['Profesyonel Makyaj', 'Gelin Makyajı', 'Evde Makyaj', 'Evde Gelin Saçı ve Makyajı'],
  'Protez Tırnak Uzmanı': ['Protez Tırnak', 'Protez Tırnak Dolgu'],
  'Nail Artist': ['Kalıcı Oje', 'Nail Art Tasarımı', 'French Manikür', 'Protez Tırnak'],
  'Mobil Berber': ['Evde Erkek Saç Kesimi'],
  'Masaj Terapisti': [
    'İsveç Masajı (60 dk)',
    'Aromaterapi Masajı (60 dk)',
    'Derin Doku Masajı (60 dk)',
    'Thai Masajı (90 dk)',
    'Evde Masaj (60 dk)',
  ],
};

const closed = null;
const slot = (opensAt: ClockTime, closesAt: ClockTime): DaySlot => [opensAt, closesAt];

/** Builds a week: Monday–Friday share one slot; Saturday and Sunday have their own. */
function week(weekday: DaySlot, saturday: DaySlot, sunday: DaySlot): readonly DaySlot[] {
  return [weekday, weekday, weekday, weekday, weekday, saturday, sunday];
}

export const SALON_ARCHETYPES: Readonly<Record<SalonArchetypeCode, SalonArchetype>> = {
  kuafor_kadin: {
    code: 'kuafor_kadin',
    label: 'Kadın Kuaförü',
    genderFocus: 'female',
    categories: [
      { code: 'sac_hizmetleri', weight: 7 },
      { code: 'guzellik_estetik', weight: 2 },
      { code: 'nail_el_bakimi', weight: 2 },
    ],
    legacyCategoryIds: [20, 22, 24],
    serviceFilter: {
      guzellik_estetik: [
        'Kaş Alımı',
        'Yüz Ağdası',
        'Kaş Laminasyonu',
        'Kirpik Lifting',
        'Profesyonel Makyaj',
        'Gelin Makyajı',
        'Tüm Bacak Ağda',
      ],
      nail_el_bakimi: ['Manikür', 'Pedikür', 'Kalıcı Oje', 'Kalıcı Oje Çıkarma', 'French Manikür'],
    },
    coreServices: ['Kadın Saç Kesimi', 'Fön', 'Dip Boya'],
    serviceCount: [8, 14],
    weight: 11,
    priceFactor: 1,
    minProvincePopulation: 0,
    nameStems: [
      'Elit',
      'Bella',
      'Nazende',
      'Gül',
      'Lale',
      'Zümrüt',
      'Işıltı',
      'Tuana',
      'Papatya',
      'Defne',
      'Mina',
      'Asya',
      'Sedef',
      'Pırlanta',
      'Nilüfer',
      'Sahra',
    ],
    nameSuffixes: ['Kuaför', 'Hair Design', 'Hair Studio', 'Kadın Kuaförü', 'Saç Tasarım', 'Beauty & Hair'],
    namePatterns: ['{stem} {suffix}', '{firstName} {suffix}', 'Kuaför {firstName}', '{place} {suffix}'],
    founderGender: 'female',
    femaleStaffShare: 0.85,
    typicalAmenities: [
      'Wi-Fi',
      'Kredi Kartı',
      'Klima',
      'Çay/Kahve İkramı',
      'Sadece Kadın Personel',
      'Bekleme Salonu',
    ],
    occasionalAmenities: ['Otopark', 'Çocuk Dostu', 'Hijyen Sertifikası', 'Engelli Erişimi'],
    staffTitles: {},
    maleHonorific: 'Bey',
    hours: [
      { weight: 4, days: week(slot('09:00', '20:00'), slot('09:00', '20:00'), closed) },
      { weight: 3, days: week(slot('10:00', '20:00'), slot('10:00', '20:00'), closed) },
      { weight: 2, days: week(slot('09:30', '19:30'), slot('09:00', '20:00'), slot('11:00', '17:00')) },
      { weight: 1, days: week(slot('10:00', '21:00'), slot('10:00', '21:00'), slot('12:00', '18:00')) },
    ],
    descriptionTemplates: [
      '{placeLoc} kadınlara özel hizmet veren {name}; {services} başta olmak üzere saçınız için ihtiyacınız olan her şeyi sunuyor.',
      '{name}, {placeLoc} samimi bir ortamda {services} hizmetleri sunan bir kadın kuaförüdür. Gelin ve özel gün saçları için erken randevu almayı unutmayın.',
      'Saçınıza özenle dokunan ekibiyle {name}, {placeLoc} {services} için sizi bekliyor.',
    ],
  },
  berber: {
    code: 'berber',
    label: 'Erkek Berberi',
    genderFocus: 'male',
    categories: [
      { code: 'sac_hizmetleri', weight: 8 },
      { code: 'guzellik_estetik', weight: 1 },
      { code: 'cilt_yuz_bakimi', weight: 1 },
    ],
    legacyCategoryIds: [21],
    serviceFilter: {
      guzellik_estetik: ['Kaş Alımı', 'Kulak ve Burun Ağdası', 'Yüz Ağdası'],
      cilt_yuz_bakimi: ['Erkek Cilt Bakımı', 'Siyah Nokta Temizliği'],
    },
    coreServices: ['Erkek Saç Kesimi', 'Sakal Tıraşı'],
    serviceCount: [5, 9],
    weight: 11,
    priceFactor: 1,
    minProvincePopulation: 0,
    nameStems: [
      'Klas',
      'Efsane',
      'Nostalji',
      'Asil',
      'Kral',
      'Sultan',
      'Makas',
      'Jilet',
      'Osmanlı',
      'Beyefendi',
      'Vintage',
      'Ustura',
      'Bıyık',
      'Modern',
      'Kuzey',
    ],
    nameSuffixes: ['Berber', 'Barber', 'Barbershop', 'Erkek Kuaförü', "Men's Club", 'Berber Salonu'],
    namePatterns: [
      '{stem} {suffix}',
      'Usta Berber {firstName}',
      'Berber {firstName}',
      '{firstName} {suffix}',
      '{place} {suffix}',
      'Kuaför {firstName}',
    ],
    founderGender: 'male',
    femaleStaffShare: 0,
    typicalAmenities: ['Wi-Fi', 'Kredi Kartı', 'Klima', 'Çay/Kahve İkramı', 'Randevusuz Hizmet'],
    occasionalAmenities: ['Çocuk Dostu', 'Otopark', 'Bekleme Salonu', 'Hijyen Sertifikası'],
    staffTitles: {
      sac_hizmetleri: { female: ['Kuaför'], male: ['Usta Berber', 'Berber', 'Erkek Kuaförü'] },
      guzellik_estetik: { female: ['Güzellik Uzmanı'], male: ['Berber', 'Usta Berber'] },
      cilt_yuz_bakimi: { female: ['Cilt Bakım Uzmanı'], male: ['Berber', 'Cilt Bakım Uzmanı'] },
    },
    maleHonorific: 'Usta',
    hours: [
      { weight: 4, days: week(slot('09:00', '21:00'), slot('09:00', '21:00'), slot('10:00', '18:00')) },
      { weight: 3, days: week(slot('08:30', '21:00'), slot('08:30', '21:00'), closed) },
      { weight: 2, days: week(slot('10:00', '23:00'), slot('10:00', '23:00'), slot('10:00', '23:00')) },
      { weight: 1, days: week(slot('12:00', '24:00'), slot('12:00', '24:00'), slot('14:00', '24:00')) },
    ],
    descriptionTemplates: [
      '{placeLoc} klasik berber geleneğini modern kesimlerle buluşturan {name}; {services} için randevunuzu hemen alın.',
      '{name}, {placeLoc} erkeklere özel {services} hizmetleri sunan bir berber salonudur.',
      'Sıcak havlu, keskin ustura ve taze demlenmiş çay: {name}, {placeLoc} {services} için doğru adres.',
    ],
  },
  unisex_kuafor: {
    code: 'unisex_kuafor',
    label: 'Unisex Kuaför',
    genderFocus: 'unisex',
    categories: [
      { code: 'sac_hizmetleri', weight: 7 },
      { code: 'guzellik_estetik', weight: 2 },
      { code: 'nail_el_bakimi', weight: 2 },
    ],
    legacyCategoryIds: [20, 21, 22],
    serviceFilter: {
      guzellik_estetik: ['Kaş Alımı', 'Yüz Ağdası', 'Kulak ve Burun Ağdası', 'Profesyonel Makyaj'],
      nail_el_bakimi: ['Manikür', 'Pedikür', 'Kalıcı Oje', 'Erkek Manikür'],
    },
    coreServices: ['Kadın Saç Kesimi', 'Erkek Saç Kesimi', 'Fön'],
    serviceCount: [8, 14],
    weight: 9,
    priceFactor: 1,
    minProvincePopulation: 0,
    nameStems: [
      'Trend',
      'Moda',
      'Stil',
      'Vizyon',
      'Art',
      'Renk',
      'Lina',
      'Nova',
      'Prestij',
      'Form',
      'Kristal',
      'Hype',
      'Mavi',
      'Kare',
    ],
    nameSuffixes: ['Kuaför', 'Hair Design', 'Hair Studio', 'Hair & Beauty', 'Unisex Kuaför', 'Saç Atölyesi'],
    namePatterns: [
      '{stem} {suffix}',
      '{firstName} {suffix}',
      '{firstName} & {firstName2} {suffix}',
      '{place} {suffix}',
    ],
    founderGender: 'any',
    femaleStaffShare: 0.5,
    typicalAmenities: ['Wi-Fi', 'Kredi Kartı', 'Klima', 'Çay/Kahve İkramı', 'Çocuk Dostu', 'Bekleme Salonu'],
    occasionalAmenities: ['Otopark', 'Randevusuz Hizmet', 'Engelli Erişimi', 'Hijyen Sertifikası'],
    staffTitles: {},
    maleHonorific: 'Bey',
    hours: [
      { weight: 3, days: week(slot('09:00', '21:00'), slot('09:00', '21:00'), closed) },
      { weight: 3, days: week(slot('10:00', '20:00'), slot('10:00', '20:00'), slot('11:00', '18:00')) },
      { weight: 2, days: week(slot('10:00', '22:00'), slot('10:00', '22:00'), slot('12:00', '20:00')) },
    ],
    descriptionTemplates: [
      '{name}, {placeLoc} kadın ve erkek müşterilerine {services} hizmetleri sunan unisex bir kuaför salonudur.',
      'Tüm aile için tek adres: {name}. {placeLoc} {services} gibi hizmetler tek çatı altında.',
      '{placeLoc} güncel trendleri takip eden ekibiyle {name}; {services} için randevunuzu bekliyor.',
    ],
  },
  guzellik_merkezi: {
    code: 'guzellik_merkezi',
    label: 'Güzellik Merkezi',
    genderFocus: 'female',
    categories: [
      { code: 'guzellik_estetik', weight: 6 },
      { code: 'cilt_yuz_bakimi', weight: 3 },
      { code: 'nail_el_bakimi', weight: 2 },
    ],
    legacyCategoryIds: [22, 23, 24],
    serviceFilter: {
      nail_el_bakimi: ['Manikür', 'Pedikür', 'Kalıcı Oje', 'Protez Tırnak', 'Medikal Pedikür'],
    },
    coreServices: ['Kaş Alımı', 'Lazer Epilasyon (Tek Bölge)'],
    serviceCount: [7, 13],
    weight: 7,
    priceFactor: 1,
    minProvincePopulation: 0,
    nameStems: [
      'Lotus',
      'Venüs',
      'Afrodit',
      'Derin',
      'Ela',
      'Leylak',
      'Manolya',
      'Orkide',
      'Simya',
      'Ayna',
      'Gülce',
      'Safir',
      'Bade',
      'İnci',
      'Luna',
    ],
    nameSuffixes: [
      'Güzellik Merkezi',
      'Beauty Center',
      'Güzellik Salonu',
      'Estetik & Güzellik',
      'Beauty Lounge',
      'Lazer & Güzellik',
    ],
    namePatterns: ['{stem} {suffix}', '{firstName} {suffix}', '{place} {suffix}'],
    founderGender: 'female',
    femaleStaffShare: 0.95,
    typicalAmenities: [
      'Wi-Fi',
      'Kredi Kartı',
      'Klima',
      'Hijyen Sertifikası',
      'Sadece Kadın Personel',
      'Bekleme Salonu',
    ],
    occasionalAmenities: ['Otopark', 'Çay/Kahve İkramı', 'Engelli Erişimi'],
    staffTitles: {},
    maleHonorific: 'Bey',
    hours: [
      { weight: 5, days: week(slot('10:00', '20:00'), slot('10:00', '20:00'), closed) },
      { weight: 3, days: week(slot('10:00', '21:00'), slot('10:00', '19:00'), closed) },
      { weight: 1, days: week(slot('09:00', '20:00'), slot('09:00', '20:00'), slot('11:00', '17:00')) },
    ],
    descriptionTemplates: [
      '{name}, {placeLoc} {services} gibi güzellik ve bakım uygulamalarını uzman kadrosuyla sunuyor.',
      '{placeLoc} hizmet veren {name}; son teknoloji cihazlarla, hijyenik bir ortamda {services} uygulamaları yapıyor.',
      'Kendinize ayıracağınız zaman için {name}: {placeLoc} {services} gibi uygulamalar ve kişiye özel bakım paketleri.',
    ],
  },
  nail_studio: {
    code: 'nail_studio',
    label: 'Nail Stüdyo',
    genderFocus: 'female',
    categories: [
      { code: 'nail_el_bakimi', weight: 8 },
      { code: 'guzellik_estetik', weight: 2 },
    ],
    legacyCategoryIds: [24, 22],
    serviceFilter: {
      guzellik_estetik: ['Kaş Alımı', 'Kaş Laminasyonu', 'Kirpik Lifting', 'İpek Kirpik'],
    },
    coreServices: ['Manikür', 'Kalıcı Oje', 'Protez Tırnak'],
    serviceCount: [6, 11],
    weight: 6,
    priceFactor: 1,
    minProvincePopulation: 0,
    nameStems: [
      'Pembe',
      'Lila',
      'Glam',
      'Candy',
      'Mercan',
      'Pudra',
      'Şeker',
      'Lavanta',
      'Miss',
      'Glow',
      'Simli',
      'Nar',
      'Minik',
      'Bonbon',
    ],
    nameSuffixes: ['Nail Bar', 'Nail Studio', 'Nail Art', 'Tırnak Stüdyosu', 'Nails', 'Nail Atelier'],
    namePatterns: ['{stem} {suffix}', '{firstName} {suffix}', '{place} {suffix}'],
    founderGender: 'female',
    femaleStaffShare: 0.95,
    typicalAmenities: ['Wi-Fi', 'Kredi Kartı', 'Klima', 'Çay/Kahve İkramı', 'Hijyen Sertifikası'],
    occasionalAmenities: ['Randevusuz Hizmet', 'Sadece Kadın Personel', 'Bekleme Salonu', 'Engelli Erişimi'],
    staffTitles: {
      guzellik_estetik: { female: ['Kaş ve Kirpik Uzmanı', 'Lash Artist'], male: ['Güzellik Uzmanı'] },
    },
    maleHonorific: 'Bey',
    hours: [
      { weight: 4, days: week(slot('10:00', '20:00'), slot('10:00', '20:00'), closed) },
      { weight: 3, days: week(slot('10:00', '21:00'), slot('10:00', '21:00'), slot('12:00', '18:00')) },
      { weight: 2, days: week(slot('10:00', '22:00'), slot('10:00', '22:00'), slot('10:00', '22:00')) },
    ],
    descriptionTemplates: [
      '{name}, {placeLoc} {services} konusunda uzman bir tırnak stüdyosu. Kişiye özel nail art tasarımları için bekleriz.',
      'Tırnaklarınız için {placeLoc} yeni adres: {name}. {services} gibi uygulamalar hijyenik bir ortamda.',
      '{placeLoc} hizmet veren {name}, {services} uygulamalarında sterilize ekipman ve güncel renk kartelası kullanıyor.',
    ],
  },
  cilt_bakim: {
    code: 'cilt_bakim',
    label: 'Cilt Bakım Merkezi',
    genderFocus: 'unisex',
    categories: [
      { code: 'cilt_yuz_bakimi', weight: 8 },
      { code: 'guzellik_estetik', weight: 2 },
    ],
    legacyCategoryIds: [22],
    serviceFilter: {
      guzellik_estetik: ['Kaş Alımı', 'Yüz Ağdası', 'Lazer Epilasyon (Tek Bölge)', 'Kirpik Lifting'],
    },
    coreServices: ['Klasik Cilt Bakımı', 'Hydrafacial'],
    serviceCount: [5, 10],
    weight: 5,
    priceFactor: 1.05,
    minProvincePopulation: 0,
    nameStems: [
      'Derma',
      'Pure',
      'Saf',
      'Işık',
      'Nem',
      'Aura',
      'Naturel',
      'Zen',
      'İpek',
      'Tazelik',
      'Lumi',
      'Vera',
    ],
    nameSuffixes: [
      'Cilt Bakım Merkezi',
      'Skin Care',
      'Skin Studio',
      'Cilt Bakım Stüdyosu',
      'Skin Lab',
      'Cilt & Güzellik',
    ],
    namePatterns: ['{stem} {suffix}', '{firstName} {suffix}', '{place} {suffix}'],
    founderGender: 'female',
    femaleStaffShare: 0.9,
    typicalAmenities: ['Wi-Fi', 'Kredi Kartı', 'Klima', 'Hijyen Sertifikası', 'Bekleme Salonu'],
    occasionalAmenities: ['Engelli Erişimi', 'Otopark', 'Çay/Kahve İkramı'],
    staffTitles: {},
    maleHonorific: 'Bey',
    hours: [
      { weight: 4, days: week(slot('09:00', '19:00'), slot('09:00', '19:00'), closed) },
      { weight: 3, days: week(slot('10:00', '20:00'), slot('10:00', '18:00'), closed) },
    ],
    descriptionTemplates: [
      '{name}, {placeLoc} cilt analizine dayalı kişiye özel bakım planlarıyla {services} hizmetleri sunuyor.',
      '{placeLoc} uzman estetisyen kadrosuyla hizmet veren {name}; {services} ile cildinize hak ettiği bakımı sunuyor.',
    ],
  },
  spa_masaj: {
    code: 'spa_masaj',
    label: 'Spa & Masaj Salonu',
    genderFocus: 'unisex',
    categories: [
      { code: 'masaj_spa', weight: 8 },
      { code: 'cilt_yuz_bakimi', weight: 2 },
    ],
    legacyCategoryIds: [25],
    serviceFilter: {
      cilt_yuz_bakimi: ['Klasik Cilt Bakımı', 'Hydrafacial', 'Anti-Aging Bakım', 'Göz Çevresi Bakımı'],
    },
    coreServices: ['İsveç Masajı (60 dk)'],
    serviceCount: [6, 12],
    weight: 5,
    priceFactor: 1,
    minProvincePopulation: 0,
    nameStems: [
      'Lotus',
      'Bali',
      'Zen',
      'Nirvana',
      'Huzur',
      'Serenity',
      'Ayurveda',
      'Mavi Su',
      'Okyanus',
      'Bambu',
      'Vadi',
      'Sedir',
      'Yasemin',
    ],
    nameSuffixes: ['Spa & Wellness', 'Spa', 'Masaj Salonu', 'Wellness Center', 'Spa & Hamam', 'Thai Spa'],
    namePatterns: ['{stem} {suffix}', '{place} {suffix}'],
    founderGender: 'any',
    femaleStaffShare: 0.65,
    typicalAmenities: ['Wi-Fi', 'Kredi Kartı', 'Klima', 'Otopark', 'Çay/Kahve İkramı', 'Hijyen Sertifikası'],
    occasionalAmenities: ['Engelli Erişimi', 'Bekleme Salonu'],
    staffTitles: {},
    maleHonorific: 'Bey',
    hours: [
      { weight: 3, days: week(slot('10:00', '22:00'), slot('10:00', '22:00'), slot('10:00', '22:00')) },
      { weight: 2, days: week(slot('09:00', '23:00'), slot('09:00', '23:00'), slot('09:00', '23:00')) },
      { weight: 2, days: week(slot('11:00', '21:00'), slot('11:00', '21:00'), slot('11:00', '19:00')) },
    ],
    descriptionTemplates: [
      'Şehrin karmaşasından uzaklaşmak için {placeLoc} huzurlu bir mola: {name}. {services} seçenekleriyle kendinizi şımartın.',
      '{name}, {placeLoc} {services} gibi masaj ve spa ritüelleriyle beden ve zihninizi dinlendiriyor.',
    ],
  },
  pet_kuafor: {
    code: 'pet_kuafor',
    label: 'Pet Kuaför',
    genderFocus: 'unisex',
    categories: [{ code: 'pet_bakim', weight: 1 }],
    legacyCategoryIds: [],
    serviceFilter: {},
    coreServices: ['Köpek Tıraşı (Küçük Irk)', 'Tırnak Kesimi'],
    serviceCount: [5, 10],
    weight: 4,
    priceFactor: 1,
    minProvincePopulation: 0,
    nameStems: [
      'Pati',
      'Mırmır',
      'Hav Hav',
      'Minnoş',
      'Tüylü',
      'Pamuk',
      'Sevimli',
      'Köpük',
      'Can Dost',
      'Kuyruk',
    ],
    nameSuffixes: ['Pet Kuaför', 'Pet Spa', 'Pet Care', 'Pet Grooming', 'Pet Güzellik Salonu'],
    namePatterns: ['{stem} {suffix}', '{place} {suffix}', '{firstName} {suffix}'],
    founderGender: 'any',
    femaleStaffShare: 0.6,
    typicalAmenities: ['Kredi Kartı', 'Evcil Hayvan Dostu', 'Klima', 'Hijyen Sertifikası'],
    occasionalAmenities: ['Otopark', 'Wi-Fi', 'Bekleme Salonu', 'Randevusuz Hizmet'],
    staffTitles: {},
    maleHonorific: 'Bey',
    hours: [
      { weight: 4, days: week(slot('09:00', '19:00'), slot('09:00', '19:00'), closed) },
      {
        weight: 2,
        days: [
          closed,
          slot('10:00', '19:00'),
          slot('10:00', '19:00'),
          slot('10:00', '19:00'),
          slot('10:00', '19:00'),
          slot('10:00', '19:00'),
          slot('10:00', '17:00'),
        ],
      },
    ],
    descriptionTemplates: [
      '{name}, {placeLoc} kedi ve köpekler için {services} hizmetleri sunan bir pet kuaförüdür. Can dostlarınız emin ellerde.',
      '{placeLoc} evcil dostlarınız için stressiz bakım: {name}. {services} için hemen randevu alın.',
    ],
  },
  eve_hizmet: {
    code: 'eve_hizmet',
    label: 'Eve Gelen Hizmet',
    genderFocus: 'unisex',
    categories: [{ code: 'eve_gelen_hizmetler', weight: 1 }],
    legacyCategoryIds: [],
    serviceFilter: {},
    coreServices: ['Evde Kadın Saç Kesimi', 'Evde Manikür ve Pedikür'],
    serviceCount: [5, 10],
    weight: 3,
    priceFactor: 1,
    minProvincePopulation: 0,
    nameStems: ['Kapıda', 'Mobil', 'Pratik', 'Yakın', 'Gezgin', 'Hızlı', 'Evim', 'Tık Tık'],
    nameSuffixes: ['Kuaför', 'Güzellik', 'Beauty', 'Bakım Hizmetleri', 'Kuaför & Güzellik'],
    namePatterns: [
      '{stem} {suffix}',
      '{firstName} Evde Güzellik',
      '{firstName} Mobil Kuaför',
      '{place} Evde Kuaför',
    ],
    founderGender: 'female',
    femaleStaffShare: 0.75,
    typicalAmenities: ['Kredi Kartı', 'Hijyen Sertifikası'],
    occasionalAmenities: ['Evcil Hayvan Dostu', 'Çocuk Dostu'],
    staffTitles: {},
    maleHonorific: 'Bey',
    hours: [
      { weight: 3, days: week(slot('08:00', '22:00'), slot('08:00', '22:00'), slot('08:00', '22:00')) },
      { weight: 2, days: week(slot('08:00', '21:00'), slot('08:00', '21:00'), slot('10:00', '18:00')) },
    ],
    descriptionTemplates: [
      '{name} ile {services} gibi kuaför ve güzellik hizmetleri {city} genelinde adresinize geliyor.',
      'Salona gitmeye vaktiniz yoksa {name} ekibi evinize gelsin. {services} için {city} genelinde randevu alabilirsiniz.',
    ],
  },
  luks_salon: {
    code: 'luks_salon',
    label: 'Lüks Salon',
    genderFocus: 'unisex',
    categories: [
      { code: 'sac_hizmetleri', weight: 5 },
      { code: 'guzellik_estetik', weight: 2 },
      { code: 'nail_el_bakimi', weight: 2 },
      { code: 'cilt_yuz_bakimi', weight: 2 },
      { code: 'masaj_spa', weight: 1 },
    ],
    legacyCategoryIds: [20, 21, 22, 24, 25],
    serviceFilter: {
      masaj_spa: [
        'Aromaterapi Masajı (60 dk)',
        'Sıcak Taş Masajı (75 dk)',
        'Baş, Boyun ve Omuz Masajı (30 dk)',
      ],
    },
    coreServices: ['Kadın Saç Kesimi', 'Fön', 'Balyaj', 'Keratin Bakım', 'Hydrafacial'],
    serviceCount: [10, 14],
    weight: 3,
    priceFactor: 1.6,
    minProvincePopulation: 2000,
    nameStems: [
      'Maison',
      'Royal',
      'Elite',
      'Prestige',
      'Grand',
      'Diamond',
      'Platin',
      'Saray',
      'Monarch',
      'Elegance',
    ],
    nameSuffixes: [
      'Hair & Beauty Lounge',
      'Luxury Salon',
      'Beauty Lounge',
      'Hair Couture',
      'Beauty & Spa',
      'Premium Salon',
    ],
    namePatterns: ['{stem} {suffix}', '{firstName} {lastName} {suffix}', 'Maison {firstName}'],
    founderGender: 'any',
    femaleStaffShare: 0.6,
    typicalAmenities: [
      'Wi-Fi',
      'Otopark',
      'Kredi Kartı',
      'Klima',
      'Engelli Erişimi',
      'Çay/Kahve İkramı',
      'Hijyen Sertifikası',
      'Bekleme Salonu',
    ],
    occasionalAmenities: ['Çocuk Dostu'],
    staffTitles: {
      sac_hizmetleri: {
        female: ['Saç Tasarımcısı', 'Kreatif Direktör', 'Renk Uzmanı'],
        male: ['Saç Tasarımcısı', 'Kreatif Direktör', 'Usta Kuaför'],
      },
    },
    maleHonorific: 'Bey',
    hours: [
      { weight: 3, days: week(slot('10:00', '22:00'), slot('10:00', '22:00'), slot('11:00', '19:00')) },
      { weight: 2, days: week(slot('09:00', '22:00'), slot('09:00', '22:00'), slot('09:00', '22:00')) },
    ],
    descriptionTemplates: [
      '{name}, {placeLoc} premium ürünler ve deneyimli kadrosuyla {services} başta olmak üzere ayrıcalıklı bir bakım deneyimi sunuyor.',
      '{placeLoc} lüks ve konforun buluştuğu adres: {name}. {services} hizmetlerinde kişiye özel VIP oda ayrıcalığı.',
    ],
  },
};
