/**
 * Geography facts for the catalogue: rough province populations, central districts, well-known
 * streets and telephone area codes. Keys are plate codes (1..81).
 */

/** Rough 2025 population per province in thousands (TÜİK order of magnitude); used only as weights. */
// prettier-ignore
export const PROVINCE_POPULATION_K: Readonly<Record<number, number>> = {
  1: 2270, 2: 610, 3: 750, 4: 500, 5: 340, 6: 5800, 7: 2700, 8: 170, 9: 1160, 10: 1270,
  11: 230, 12: 285, 13: 350, 14: 320, 15: 275, 16: 3200, 17: 560, 18: 200, 19: 525, 20: 1060,
  21: 1820, 22: 415, 23: 600, 24: 240, 25: 750, 26: 920, 27: 2180, 28: 450, 29: 145, 30: 280,
  31: 1550, 32: 450, 33: 1920, 34: 15650, 35: 4480, 36: 275, 37: 380, 38: 1450, 39: 370, 40: 245,
  41: 2100, 42: 2330, 43: 580, 44: 740, 45: 1470, 46: 1120, 47: 880, 48: 1070, 49: 400, 50: 310,
  51: 370, 52: 770, 53: 345, 54: 1100, 55: 1380, 56: 330, 57: 225, 58: 640, 59: 1170, 60: 600,
  61: 820, 62: 90, 63: 2210, 64: 375, 65: 1130, 66: 420, 67: 585, 68: 435, 69: 86, 70: 260,
  71: 280, 72: 650, 73: 570, 74: 205, 75: 90, 76: 205, 77: 300, 78: 250, 79: 155, 80: 560,
  81: 410,
};

/**
 * Central districts of provinces without a "Merkez" district (metropolitan municipalities), most
 * central first. Other provinces use their "Merkez" district.
 */
export const CENTRAL_DISTRICTS: Readonly<Record<number, readonly string[]>> = {
  1: ['Seyhan', 'Çukurova', 'Yüreğir'],
  6: ['Çankaya', 'Yenimahalle', 'Keçiören', 'Altındağ', 'Etimesgut'],
  7: ['Muratpaşa', 'Konyaaltı', 'Kepez'],
  9: ['Efeler'],
  10: ['Karesi', 'Altıeylül'],
  16: ['Nilüfer', 'Osmangazi', 'Yıldırım'],
  20: ['Pamukkale', 'Merkezefendi'],
  21: ['Kayapınar', 'Yenişehir', 'Bağlar', 'Sur'],
  25: ['Yakutiye', 'Palandöken', 'Aziziye'],
  26: ['Odunpazarı', 'Tepebaşı'],
  27: ['Şehitkamil', 'Şahinbey'],
  31: ['Antakya', 'Defne'],
  33: ['Yenişehir', 'Mezitli', 'Akdeniz', 'Toroslar'],
  34: ['Kadıköy', 'Beşiktaş', 'Şişli', 'Üsküdar', 'Bakırköy', 'Beyoğlu', 'Fatih', 'Ataşehir'],
  35: ['Konak', 'Karşıyaka', 'Bornova', 'Bayraklı', 'Buca'],
  38: ['Melikgazi', 'Kocasinan', 'Talas'],
  41: ['İzmit', 'Başiskele', 'Kartepe'],
  42: ['Selçuklu', 'Meram', 'Karatay'],
  44: ['Battalgazi', 'Yeşilyurt'],
  45: ['Şehzadeler', 'Yunusemre'],
  46: ['Onikişubat', 'Dulkadiroğlu'],
  47: ['Artuklu'],
  48: ['Menteşe'],
  52: ['Altınordu'],
  54: ['Adapazarı', 'Serdivan', 'Erenler'],
  55: ['İlkadım', 'Atakum', 'Canik'],
  59: ['Süleymanpaşa'],
  61: ['Ortahisar'],
  63: ['Haliliye', 'Karaköprü', 'Eyyübiye'],
  65: ['İpekyolu', 'Tuşba', 'Edremit'],
};

/** Real, well-known streets of the busiest central districts, keyed "plate:district slug". */
export const DISTRICT_STREETS: Readonly<Record<string, readonly string[]>> = {
  '34:kadikoy': [
    'Moda Cad.',
    'Bahariye Cad.',
    'Bağdat Cad.',
    'Söğütlüçeşme Cad.',
    'Kuşdili Cad.',
    'Fahrettin Kerim Gökay Cad.',
  ],
  '34:besiktas': [
    'Barbaros Bulvarı',
    'Ihlamurdere Cad.',
    'Nispetiye Cad.',
    'Ortaköy Dereboyu Cad.',
    'Şair Nedim Cad.',
  ],
  '34:sisli': [
    'Halaskargazi Cad.',
    'Rumeli Cad.',
    'Abide-i Hürriyet Cad.',
    'Valikonağı Cad.',
    'Ergenekon Cad.',
  ],
  '34:uskudar': ['Hakimiyeti Milliye Cad.', 'Halk Cad.', 'Nuhkuyusu Cad.', 'Çavuşdere Cad.'],
  '34:bakirkoy': ['İstanbul Cad.', 'Ebuzziya Tevfik Cad.', 'Rauf Orbay Cad.', 'İncirli Cad.'],
  '34:beyoglu': ['İstiklal Cad.', 'Sıraselviler Cad.', 'Tarlabaşı Bulvarı', 'Kumbaracı Yokuşu'],
  '34:fatih': ['Fevzi Paşa Cad.', 'Millet Cad.', 'Ordu Cad.', 'Akdeniz Cad.'],
  '34:atasehir': ['Ataşehir Bulvarı', 'Barbaros Cad.', 'Kayışdağı Cad.'],
  '6:cankaya': [
    'Tunalı Hilmi Cad.',
    'Atatürk Bulvarı',
    'Kennedy Cad.',
    'Bestekar Sok.',
    'Turan Güneş Bulvarı',
    'Büklüm Sok.',
  ],
  '6:yenimahalle': ['İvedik Cad.', 'Ragıp Tüzün Cad.', 'Şehit Mehmet Tekin Cad.'],
  '6:kecioren': ['Kızlarpınarı Cad.', 'Fatih Cad.', 'Yükseltepe Cad.'],
  '35:konak': [
    'Kıbrıs Şehitleri Cad.',
    'Cumhuriyet Bulvarı',
    'Plevne Bulvarı',
    'Mithatpaşa Cad.',
    'Talatpaşa Bulvarı',
  ],
  '35:karsiyaka': ['Cemal Gürsel Cad.', 'Kemalpaşa Cad.', 'Girne Bulvarı', 'Şehit Ertuğrul Kalkan Cad.'],
  '35:bornova': ['Mustafa Kemal Cad.', 'Kazımdirik Cad.', 'Ankara Cad.'],
  '16:nilufer': ['Fatih Sultan Mehmet Bulvarı', 'Beşevler Cad.', 'Ahmet Taner Kışlalı Cad.'],
  '16:osmangazi': ['Altıparmak Cad.', 'Atatürk Cad.', 'Çekirge Cad.', 'Cemal Nadir Cad.'],
  '7:muratpasa': ['Işıklar Cad.', 'Atatürk Cad.', 'Lara Cad.', 'Tekelioğlu Cad.', 'Metin Kasapoğlu Cad.'],
  '7:konyaalti': ['Konyaaltı Cad.', 'Akdeniz Bulvarı', 'Atatürk Bulvarı'],
  '37:merkez': ['Cumhuriyet Cad.', 'Plevne Cad.', 'Banka Sok.', 'İnebolu Cad.'],
};

/** Common Turkish street names used where DISTRICT_STREETS has no entry. */
export const GENERIC_STREETS: readonly string[] = [
  'Atatürk Cad.',
  'Cumhuriyet Cad.',
  'İstiklal Cad.',
  'İnönü Cad.',
  'Gazi Bulvarı',
  'Hürriyet Cad.',
  'Fevzi Çakmak Cad.',
  'Kazım Karabekir Cad.',
  'Mimar Sinan Cad.',
  'Yunus Emre Sok.',
  'Lale Sok.',
  'Gül Sok.',
  'Menekşe Sok.',
  'Papatya Sok.',
  'Okul Sok.',
  'Çarşı Cad.',
];

/** Landline area code per plate code; İstanbul's Asian side uses 216 (see ISTANBUL_ASIAN_DISTRICTS). */
// prettier-ignore
export const AREA_CODES: Readonly<Record<number, string>> = {
  1: '322', 2: '416', 3: '272', 4: '472', 5: '358', 6: '312', 7: '242', 8: '466', 9: '256', 10: '266',
  11: '228', 12: '426', 13: '434', 14: '374', 15: '248', 16: '224', 17: '286', 18: '376', 19: '364', 20: '258',
  21: '412', 22: '284', 23: '424', 24: '446', 25: '442', 26: '222', 27: '342', 28: '454', 29: '456', 30: '438',
  31: '326', 32: '246', 33: '324', 34: '212', 35: '232', 36: '474', 37: '366', 38: '352', 39: '288', 40: '386',
  41: '262', 42: '332', 43: '274', 44: '422', 45: '236', 46: '344', 47: '482', 48: '252', 49: '436', 50: '384',
  51: '388', 52: '452', 53: '464', 54: '264', 55: '362', 56: '484', 57: '368', 58: '346', 59: '282', 60: '356',
  61: '462', 62: '428', 63: '414', 64: '276', 65: '432', 66: '354', 67: '372', 68: '382', 69: '458', 70: '338',
  71: '318', 72: '488', 73: '486', 74: '378', 75: '478', 76: '476', 77: '226', 78: '370', 79: '348', 80: '328',
  81: '380',
};

/** İstanbul districts on the Anatolian side (area code 216), by slug. */
export const ISTANBUL_ASIAN_DISTRICTS: ReadonlySet<string> = new Set([
  'adalar',
  'atasehir',
  'beykoz',
  'cekmekoy',
  'kadikoy',
  'kartal',
  'maltepe',
  'pendik',
  'sancaktepe',
  'sultanbeyli',
  'sile',
  'tuzla',
  'umraniye',
  'uskudar',
]);

/** Turkish mobile operator prefixes (after the leading 0). */
// prettier-ignore
export const MOBILE_PREFIXES: readonly string[] = [
  '501', '505', '506', '507', '530', '531', '532', '533', '534', '535', '536', '537', '538', '539',
  '541', '542', '543', '544', '545', '546', '547', '548', '549', '551', '552', '553', '554', '555', '559',
];

/**
 * Place names that are compounds ending in a possessive suffix take the pronominal "n" before case endings
 * ("Konyaaltı'nda", "Beyoğlu'nda").
 */
const PRONOMINAL_N_PLACES: ReadonlySet<string> = new Set([
  'Konyaaltı',
  'Tepebaşı',
  'Odunpazarı',
  'Adapazarı',
  'İpekyolu',
  'Beyoğlu',
  'Dulkadiroğlu',
]);

const BACK_VOWELS = 'aıou';
const FRONT_VOWELS = 'eiöü';
const VOICELESS = 'fstkçşhp';

/** Adds the Turkish locative suffix to a proper name: "Kadıköy'de", "Konak'ta", "Beşiktaş'ta", "Beyoğlu'nda". */
export function withLocative(place: string): string {
  const lower = place.toLocaleLowerCase('tr-TR');
  let vowel = 'e';
  for (let i = lower.length - 1; i >= 0; i--) {
    const ch = lower.charAt(i);
    if (BACK_VOWELS.includes(ch)) {
      vowel = 'a';
      break;
    }
    if (FRONT_VOWELS.includes(ch)) {
      vowel = 'e';
      break;
    }
  }
  if (PRONOMINAL_N_PLACES.has(place) || lower.endsWith('oğlu'))
    return `${place}'n${vowel === 'a' ? 'da' : 'de'}`;
  const last = lower.charAt(lower.length - 1);
  const consonant = VOICELESS.includes(last) ? 't' : 'd';
  return `${place}'${consonant}${vowel}`;
}
