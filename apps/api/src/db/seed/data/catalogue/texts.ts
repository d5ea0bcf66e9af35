import type { MainCategoryCode } from '../categories';

/**
 * Review topics. A salon's reviews draw on the topics of the categories it offers plus the general pool;
 * 'barber' and 'hair' split the hair category by the salon's gender focus.
 */
export type ReviewTopic = 'hair' | 'barber' | 'beauty' | 'nail' | 'skin' | 'spa' | 'pet' | 'home' | 'general';

export type ReviewTone = 'positive' | 'mixed' | 'negative';

/** A review comment; `requires` lists service templates of which the salon must offer at least one. */
export interface ReviewComment {
  text: string;
  requires?: readonly string[];
}

const HAIR_DYE = ['Dip Boya', 'Tüm Saç Boyama'];
const MEN_CUT = ['Erkek Saç Kesimi', 'Saç ve Sakal Kesimi'];
const LASER = ['Lazer Epilasyon (Tek Bölge)', 'Lazer Epilasyon (Tüm Vücut)'];
const WAX = ['Tüm Bacak Ağda', 'Tüm Vücut Ağda', 'Yüz Ağdası', 'Kulak ve Burun Ağdası'];
const GEL_POLISH = ['Kalıcı Oje', 'Ayak Kalıcı Oje'];
const DOG_GROOMING = ['Köpek Tıraşı (Küçük Irk)', 'Köpek Tıraşı (Orta Irk)', 'Köpek Tıraşı (Büyük Irk)'];

/**
 * Review comments by topic and tone. Placeholders: {staff} ("Elif Hanım", "Mehmet Bey", "Ali Usta") and
 * {staffDative} ("Elif Hanım'a", "Mehmet Bey'e", "Ali Usta'ya").
 */
export const REVIEW_COMMENTS: Readonly<
  Record<ReviewTopic, Readonly<Record<ReviewTone, readonly ReviewComment[]>>>
> = {
  hair: {
    positive: [
      {
        text: 'Saçımı tam istediğim gibi kestiler, fönü de iki gün bozulmadı.',
        requires: ['Kadın Saç Kesimi'],
      },
      { text: 'Dip boyam çok doğal oldu, renk tam tuttu. Kesinlikle tekrar geleceğim.', requires: HAIR_DYE },
      { text: 'Balyaj için ilk kez geldim, sonuç fotoğraftakinden bile güzel oldu.', requires: ['Balyaj'] },
      {
        text: 'Keratin bakımından sonra saçlarım ipek gibi oldu, kabarma tamamen gitti.',
        requires: ['Keratin Bakım'],
      },
      { text: '{staffDative} çok teşekkürler, saçımı dinleyerek kesti ve hiç acele etmedi.' },
      {
        text: 'Düğün için topuz yaptırdım, gece boyunca tek tel bozulmadı.',
        requires: ['Topuz ve Özel Gün Saçı', 'Gelin Saçı'],
      },
      {
        text: 'Salon tertemiz, çalışanlar güler yüzlü. Fön için artık tek adresim burası.',
        requires: ['Fön'],
      },
    ],
    mixed: [{ text: 'Kesim güzel oldu ama fön beklediğim kadar hacimli değildi.', requires: ['Fön'] }],
    negative: [{ text: 'Boyam iki hafta içinde soldu, beklentimi hiç karşılamadı.', requires: HAIR_DYE }],
  },
  barber: {
    positive: [
      { text: 'Fade kesimi bu kadar temiz yapan başka berber görmedim.', requires: MEN_CUT },
      { text: 'Sıcak havlu ile sakal tıraşı tam eski usul, çok rahatladım.', requires: ['Sakal Tıraşı'] },
      { text: '{staff} işinin ehli, sohbeti de ayrı güzel.' },
      { text: 'Randevu saatinde hemen alındım, hiç beklemedim. Kesim de gayet başarılı.', requires: MEN_CUT },
      { text: 'Oğlumla birlikte gittik, ikimiz de çok memnun kaldık.', requires: ['Çocuk Saç Kesimi'] },
      {
        text: 'Sakal şekillendirmeden sonra yüzüm bambaşka göründü, teşekkürler.',
        requires: ['Sakal Tıraşı', 'Saç ve Sakal Kesimi'],
      },
      { text: 'Mahallenin en iyi berberi, çayı da hiç eksik olmuyor.' },
    ],
    mixed: [{ text: 'Kesim iyiydi ama cumartesi öğleden sonra dükkân çok kalabalıktı.', requires: MEN_CUT }],
    negative: [{ text: 'Yanları çok kısa aldılar, istediğim kesim bu değildi.', requires: MEN_CUT }],
  },
  beauty: {
    positive: [
      {
        text: 'Lazer epilasyonda ilk seanstan farkı gördüm, neredeyse hiç acı hissetmedim.',
        requires: LASER,
      },
      {
        text: 'Kaşlarımı yüzüme çok yakıştırdılar, laminasyon da harika oldu.',
        requires: ['Kaş Laminasyonu'],
      },
      { text: 'Kirpik liftingden sonra her sabah rimel sürmekten kurtuldum.', requires: ['Kirpik Lifting'] },
      {
        text: 'Ağda çok hijyenik yapıldı, tek kullanımlık malzeme kullanılması beni rahatlattı.',
        requires: WAX,
      },
      {
        text: 'Nişan makyajım akşama kadar hiç akmadı, fotoğraflarda çok güzel çıktım.',
        requires: ['Profesyonel Makyaj', 'Gelin Makyajı'],
      },
      {
        text: 'İpek kirpik uygulaması çok doğal duruyor, üç hafta oldu hâlâ dökülmedi.',
        requires: ['İpek Kirpik'],
      },
      { text: 'Kaş alımında çok titizler, yüzüme en uygun şekli birlikte seçtik.', requires: ['Kaş Alımı'] },
    ],
    mixed: [
      {
        text: 'Lazer seansı iyiydi ama bir sonraki randevu için çok uzun süre beklemem gerekti.',
        requires: LASER,
      },
    ],
    negative: [{ text: 'Ağda sırasında canım çok yandı, sıcaklık iyi ayarlanmamıştı.', requires: WAX }],
  },
  nail: {
    positive: [
      { text: 'Kalıcı ojem üç hafta boyunca ne kalktı ne de çizildi.', requires: GEL_POLISH },
      {
        text: 'Protez tırnaklarım hem çok doğal hem de çok sağlam oldu.',
        requires: ['Protez Tırnak', 'Protez Tırnak Dolgu'],
      },
      {
        text: "Nail art tasarımını Pinterest'ten gösterdim, birebir aynısını yaptılar.",
        requires: ['Nail Art Tasarımı'],
      },
      {
        text: 'Pedikür sonrası topuklarım bebek gibi oldu, ayak masajı da cabası.',
        requires: ['Pedikür', 'Medikal Pedikür'],
      },
      { text: '{staff} çok ince işçilik yapıyor, tırnaklarımın şeklini çok güzel verdi.' },
      {
        text: 'Kütikül temizliği çok özenliydi, hiç canım yanmadı.',
        requires: ['Manikür', 'French Manikür', 'Erkek Manikür'],
      },
    ],
    mixed: [
      { text: 'Renk seçenekleri çok fazla ama uygulama beklediğimden uzun sürdü.', requires: GEL_POLISH },
    ],
    negative: [{ text: 'Kalıcı ojem bir hafta içinde kalkmaya başladı.', requires: GEL_POLISH }],
  },
  skin: {
    positive: [
      {
        text: 'Hydrafacial sonrası cildim ışıl ışıl oldu, gözeneklerim belirgin şekilde küçüldü.',
        requires: ['Hydrafacial'],
      },
      { text: 'Akne bakımına üç seans geldim, sivilcelerim ciddi oranda azaldı.', requires: ['Akne Bakımı'] },
      {
        text: 'Cilt analizinden sonra bana özel bir plan hazırladılar, çok profesyoneller.',
        requires: ['Cilt Analizi'],
      },
      {
        text: 'Leke bakımı sonrası cilt tonum eşitlendi, herkes ne yaptırdığımı soruyor.',
        requires: ['Leke Karşıtı Bakım'],
      },
      { text: 'Uzman çok bilgili, evde kullanmam gereken ürünleri de tek tek anlattı.' },
      {
        text: 'Siyah noktalarım tertemiz oldu, cildim uzun zamandır bu kadar ferah hissetmemişti.',
        requires: ['Siyah Nokta Temizliği', 'Erkek Cilt Bakımı', 'Klasik Cilt Bakımı'],
      },
    ],
    mixed: [{ text: 'Bakım güzeldi ama sonunda bana ürün satmaya çalışmaları hoşuma gitmedi.' }],
    negative: [{ text: 'Bakım sonrası cildim kızardı, ürünler hakkında yeterli bilgi verilmedi.' }],
  },
  spa: {
    positive: [
      { text: 'Sıcak taş masajı hayatımda aldığım en iyi masajdı.', requires: ['Sıcak Taş Masajı (75 dk)'] },
      { text: 'Ortam çok huzurlu, müzik ve koku mükemmeldi. Bir saat nasıl geçti anlamadım.' },
      {
        text: 'Boyun ve omuz ağrılarım için derin doku masajı aldım, ertesi gün bambaşkaydım.',
        requires: ['Derin Doku Masajı (60 dk)'],
      },
      {
        text: 'Eşimle çift masajına geldik, yıl dönümümüz için harika bir sürpriz oldu.',
        requires: ['Çift Masajı (60 dk)'],
      },
      {
        text: 'Hamam ve kese köpük ritüeli tam anlamıyla arındırıcıydı.',
        requires: ['Türk Hamamı Kese ve Köpük', 'Spa Paketi (Hamam + Masaj)'],
      },
      { text: '{staff} masajda baskıyı tam istediğim gibi ayarladı.' },
    ],
    mixed: [{ text: 'Masaj güzeldi ama soyunma odası biraz daha temiz olabilirdi.' }],
    negative: [{ text: 'Masaj odası soğuktu ve dışarıdan ses geliyordu, hiç rahatlayamadım.' }],
  },
  pet: {
    positive: [
      { text: 'Köpeğim normalde çok stres yapar ama burada gayet sakin kaldı.' },
      {
        text: 'Kedimin keçeleşmiş tüylerini çok sabırla açtılar, çok teşekkürler.',
        requires: ['Kedi Tıraşı (Aslan Kesim)', 'Tüy Açma ve Tarama'],
      },
      { text: 'Tıraştan sonra Pamuk bambaşka bir köpek oldu, çok tatlı görünüyor.', requires: DOG_GROOMING },
      { text: 'Hijyen konusunda çok titizler, her hayvandan sonra masayı dezenfekte ediyorlar.' },
      {
        text: 'Tırnak kesimi ve kulak temizliği hızlıca yapıldı, fiyatlar da makul.',
        requires: ['Kulak Temizliği'],
      },
      { text: 'Bakım sırasında fotoğraf atarak bilgi vermeleri çok iyiydi, içim rahat etti.' },
    ],
    mixed: [
      {
        text: 'Tıraş güzel oldu ama köpeğimi teslim almak için yarım saat bekledim.',
        requires: DOG_GROOMING,
      },
    ],
    negative: [{ text: 'Köpeğimi teslim aldığımda tüyleri tam kurumamıştı.' }],
  },
  home: {
    positive: [
      { text: 'Randevu saatinde kapıdaydılar, tüm malzemeleri yanlarında getirdiler.' },
      {
        text: 'Düğün sabahı evde gelin saçı ve makyajı yaptırdım, hiç stres yaşamadım.',
        requires: ['Evde Gelin Saçı ve Makyajı'],
      },
      {
        text: 'Annem için eve kuaför çağırdık, çok sabırlı ve nazik davrandılar.',
        requires: ['Yaşlı ve Hasta Bakımı için Evde Kuaför', 'Evde Kadın Saç Kesimi'],
      },
      {
        text: 'Evde masaj çok konforluydu, masa ve havlular dahil her şey hazırdı.',
        requires: ['Evde Masaj (60 dk)'],
      },
      { text: 'Çocuklar varken salona gitmek zor oluyordu, bu hizmet tam ihtiyacımdı.' },
    ],
    mixed: [{ text: 'Hizmet iyiydi ama ulaşım ücreti baştan söylenmemişti.' }],
    negative: [{ text: 'Ekip randevuya bir saat geç geldi, haber de vermediler.' }],
  },
  general: {
    positive: [
      { text: 'Her şey için teşekkürler, çok memnun kaldım.' },
      { text: 'Fiyat-performans olarak bölgedeki en iyi yer.' },
      { text: 'Randevu sistemi çok pratik, dakikasında alındım.' },
      { text: 'Güler yüzlü ekip, tertemiz salon. Tavsiye ederim.' },
      { text: 'İkinci kez geliyorum, yine beklentimin üzerindeydi.' },
      { text: 'Çalışanlar çok ilgili, kendimi özel hissettim.' },
      { text: 'Hijyene çok dikkat ediliyor, bu benim için en önemlisi.' },
      { text: 'Arkadaşımın tavsiyesiyle geldim, iyi ki gelmişim.' },
      { text: 'Uygulama üzerinden randevu almak çok kolaydı, salon da çok şık.' },
      { text: 'Kesinlikle tavsiye ederim, emeğinize sağlık.' },
      { text: '{staffDative} ayrıca teşekkür ederim, çok ilgiliydi.' },
    ],
    mixed: [
      { text: 'Sonuç güzel ama randevu saatimden yirmi dakika sonra alındım.' },
      { text: 'Hizmet fena değil, fiyatlar biraz yüksek geldi.' },
      { text: 'İşlem iyiydi ancak hafta sonu çok kalabalıktı.' },
      { text: 'Ortalama bir deneyimdi, bir dahaki sefere başka bir uzmanı deneyeceğim.' },
      { text: 'Çalışanlar ilgili ama otopark sorunu ciddi.' },
      { text: 'Beklediğim kadar iyi olmadı ama kötü de değildi.' },
      { text: 'Sonuçtan memnunum fakat işlem biraz aceleye getirildi.' },
    ],
    negative: [
      { text: 'Randevuma rağmen kırk dakika bekledim, kimse açıklama yapmadı.' },
      { text: 'İstediğimi defalarca anlatmama rağmen bambaşka bir sonuç çıktı.' },
      { text: 'Fiyat, randevu alırken söylenenden farklı çıktı; hiç hoş değildi.' },
      { text: 'Hijyen konusunda daha özenli olmalılar, havlular temiz değildi.' },
      { text: 'Personel ilgisizdi, bir daha tercih etmem.' },
      { text: 'Son dakikada randevumu iptal ettiler, çok mağdur oldum.' },
    ],
  },
};

/** Review topic of each main category; hair is split by the salon's focus at generation time. */
export const CATEGORY_REVIEW_TOPIC: Readonly<Record<MainCategoryCode, ReviewTopic>> = {
  sac_hizmetleri: 'hair',
  guzellik_estetik: 'beauty',
  nail_el_bakimi: 'nail',
  cilt_yuz_bakimi: 'skin',
  eve_gelen_hizmetler: 'home',
  pet_bakim: 'pet',
  masaj_spa: 'spa',
};

/** Owner replies by the tone of the review. {author} is "Ayşe Hanım" or "Mehmet Bey". */
export const OWNER_REPLIES: Readonly<Record<ReviewTone, readonly string[]>> = {
  positive: [
    '{author}, güzel yorumunuz için çok teşekkür ederiz! Sizi yeniden ağırlamayı dört gözle bekliyoruz.',
    'Bizi tercih ettiğiniz için teşekkür ederiz {author}, tekrar görüşmek üzere.',
    'Memnun kalmanıza çok sevindik, yorumunuzu ekibimize de ilettik. Teşekkürler!',
    'Nazik yorumunuz için teşekkürler {author}, bir sonraki randevunuzda görüşmek üzere.',
  ],
  mixed: [
    'Geri bildiriminiz için teşekkür ederiz {author}; yorumunuzu ekibimizle paylaştık, bir sonraki ziyaretinizde beklentinizi tam karşılamak istiyoruz.',
    'Değerlendirmeniz bizim için çok kıymetli, bir sonraki ziyaretinizde daha iyi bir deneyim yaşatmak için çalışacağız.',
  ],
  negative: [
    '{author}, yaşadığınız olumsuz deneyim için özür dileriz. Detayları konuşmak için sizi aramak isteriz.',
    'Bu deneyimi yaşamanıza çok üzüldük. Lütfen bizimle iletişime geçin, telafi etmek isteriz.',
    'Geri bildiriminiz için teşekkürler; konuyu ekibimizle değerlendirdik ve gerekli önlemleri aldık.',
  ],
};

/**
 * One-sentence staff bios. Placeholders: {firstName}, {years}, {title} (lower case), {spec1}, {spec2}.
 * Bios with {spec2} are used only for staff with at least two specialties.
 */
export const STAFF_BIOS: readonly string[] = [
  '{years} yıllık deneyime sahip; özellikle {spec1} ve {spec2} konusunda uzman.',
  '{years} yıldır bu meslekte olan {firstName}, {spec1} uygulamalarındaki titizliğiyle tanınıyor.',
  'Müşteri memnuniyetini her şeyin önünde tutan, {spec1} alanında {years} yıllık deneyimli bir {title}.',
  'Düzenli olarak eğitimlere katılan {firstName}, {spec1} ve {spec2} konusunda güncel teknikleri uyguluyor.',
  'Sakin ve güler yüzlü yaklaşımıyla bilinen {firstName}, en çok {spec1} randevularında tercih ediliyor.',
  '{years} yıldır sektörde çalışan deneyimli bir {title}; {spec1} onun en sevdiği iş.',
];

/** Salon campaign texts. {value} is the percentage or the lira amount. */
export interface CampaignText {
  title: string;
  description: string;
}

export const PERCENT_CAMPAIGNS: readonly CampaignText[] = [
  {
    title: 'Hafta İçi Sabah İndirimi',
    description: 'Hafta içi 10:00–13:00 arasındaki randevularda seçili hizmetlere %{value} indirim.',
  },
  {
    title: 'İlk Randevuya Özel %{value}',
    description: 'Salonumuzu ilk kez deneyecek misafirlerimize seçili hizmetlerde %{value} indirim.',
  },
  {
    title: 'Öğrenci İndirimi',
    description: 'Geçerli öğrenci belgesiyle gelen müşterilerimize %{value} indirim.',
  },
  { title: 'Yaz Fırsatı', description: 'Yaz boyunca seçili hizmetlerde %{value} indirim sizi bekliyor.' },
  {
    title: 'Arkadaşını Getir',
    description: 'Arkadaşınızla birlikte aldığınız randevularda ikinize de %{value} indirim.',
  },
  {
    title: 'Doğum Günü Sürprizi',
    description: 'Doğum gününüzün olduğu hafta seçili hizmetlerde %{value} indirim.',
  },
  {
    title: 'Bayram Öncesi Fırsat',
    description: 'Bayram yoğunluğuna kalmadan randevunuzu alın; seçili hizmetlerde %{value} indirim.',
  },
];

export const FIXED_CAMPAIGNS: readonly CampaignText[] = [
  {
    title: '{value} TL Hoş Geldin İndirimi',
    description: 'Uygulama üzerinden aldığınız ilk randevuda seçili hizmetlerde {value} TL indirim.',
  },
  {
    title: 'Paket Fırsatı',
    description: 'Seçili hizmetleri aynı randevuda alana toplamda {value} TL indirim.',
  },
  {
    title: 'Hafta Sonu Kampanyası',
    description: 'Cumartesi ve pazar randevularında seçili hizmetlerde {value} TL indirim.',
  },
];

export interface BrandCampaignSeed {
  /** Stable identifier. */
  key: string;
  /** Invented brand name (no real trademark). */
  brandName: string;
  title: string;
  description: string;
  /** Short badge text shown on the campaign card. */
  discountText: string;
  /** Start date = today - startsDaysAgo. */
  startsDaysAgo: number;
  /** End date = today + endsInDays (negative: already ended). */
  endsInDays: number;
  isActive: boolean;
  /** Categories whose salons take part. */
  categoryCodes: readonly MainCategoryCode[];
}

/** Brand partnership campaigns shown on the home page and the admin marketing section. */
export const BRAND_CAMPAIGNS: readonly BrandCampaignSeed[] = [
  {
    key: 'lunaria-keratin-haftasi',
    brandName: 'Lunaria Professional',
    title: 'Keratin Bakımda Lunaria Haftası',
    description:
      'Lunaria Professional keratin serisiyle yapılan bakımlarda anlaşmalı salonlarda indirim ve evde bakım için hediye şampuan.',
    discountText: '%20 indirim + hediye şampuan',
    startsDaysAgo: 5,
    endsInDays: 25,
    isActive: true,
    categoryCodes: ['sac_hizmetleri'],
  },
  {
    key: 'nailora-sezon-renkleri',
    brandName: 'Nailora Color Lab',
    title: 'Yeni Sezon Renkleri Kalıcı Ojede',
    description:
      "Nailora'nın yeni sezon kalıcı oje renkleriyle yapılan manikürlerde ikinci uygulamaya yarı fiyatına.",
    discountText: '2. uygulamaya %50 indirim',
    startsDaysAgo: 10,
    endsInDays: 20,
    isActive: true,
    categoryCodes: ['nail_el_bakimi'],
  },
  {
    key: 'dermavie-nem-terapisi',
    brandName: 'Dermavie Skin',
    title: 'Dermavie ile Nem Terapisi',
    description:
      'Dermavie serumlarıyla yapılan Hydrafacial ve klasik cilt bakımlarında sezon boyunca özel fiyat.',
    discountText: '250 TL indirim',
    startsDaysAgo: 0,
    endsInDays: 45,
    isActive: true,
    categoryCodes: ['cilt_yuz_bakimi'],
  },
  {
    key: 'patimo-bahar-bakimi',
    brandName: 'Patimo Pet Care',
    title: 'Patimo ile Bahar Tüy Bakımı',
    description: 'Patimo doğal pet şampuanlarıyla yapılan yıkama ve tıraşlarda tırnak kesimi hediye.',
    discountText: 'Tırnak kesimi hediye',
    startsDaysAgo: 3,
    endsInDays: 30,
    isActive: true,
    categoryCodes: ['pet_bakim'],
  },
  {
    key: 'serenya-aromaterapi-gunleri',
    brandName: 'Serenya Aromatics',
    title: 'Serenya Aromaterapi Günleri',
    description: 'Serenya uçucu yağlarıyla yapılan 60 dakikalık aromaterapi masajlarında hafta içi indirim.',
    discountText: '%15 indirim',
    startsDaysAgo: 12,
    endsInDays: 18,
    isActive: true,
    categoryCodes: ['masaj_spa'],
  },
  {
    key: 'kosem-sakal-bakim-ayi',
    brandName: 'Kösem Men Care',
    title: 'Sakal Bakım Ayı',
    description: 'Kösem Men Care sakal yağı ve balm serisiyle yapılan sakal tıraşlarında hediye bakım seti.',
    discountText: 'Hediye bakım seti',
    startsDaysAgo: 40,
    endsInDays: -5,
    isActive: false,
    categoryCodes: ['sac_hizmetleri'],
  },
];

/**
 * Common Turkish first names (faker's `tr` list also holds many rare Old Turkic names, which look odd on a
 * salon page); picked through the seeded faker so the stream stays deterministic.
 */
// prettier-ignore
export const FIRST_NAMES: Readonly<Record<'female' | 'male', readonly string[]>> = {
  female: [
    'Ayşe', 'Fatma', 'Zeynep', 'Elif', 'Emine', 'Hatice', 'Merve', 'Esra', 'Büşra', 'Özlem', 'Derya', 'Seda',
    'Gizem', 'Ebru', 'Selin', 'Burcu', 'Tuğba', 'Sibel', 'Gamze', 'Pınar', 'Aslı', 'Cansu', 'Ceren', 'Damla',
    'Ece', 'Ezgi', 'Gül', 'Hande', 'İrem', 'Melis', 'Nazlı', 'Nur', 'Dilek', 'Şeyma', 'Yasemin', 'Zehra',
    'Sevgi', 'Songül', 'Meltem', 'Aylin', 'Berna', 'Buse', 'Duygu', 'Eda', 'Eylül', 'Funda', 'Hilal', 'İpek',
    'Kübra', 'Leyla', 'Melike', 'Nilay', 'Öykü', 'Rabia', 'Sena', 'Serap', 'Tuba', 'Yağmur', 'Zerrin', 'Defne',
    'Asya', 'Azra', 'Ela', 'Nehir', 'Gökçe', 'Beyza', 'Betül', 'Hülya', 'Nermin', 'Filiz', 'Gülay', 'Arzu',
    'Canan', 'Başak', 'Esin', 'Ilgın', 'Dilan', 'Sude', 'Naz', 'Tülay',
  ],
  male: [
    'Mehmet', 'Mustafa', 'Ahmet', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'İsmail', 'Murat', 'Ömer', 'Emre',
    'Burak', 'Can', 'Cem', 'Efe', 'Emir', 'Eren', 'Furkan', 'Gökhan', 'Hakan', 'Halil', 'Kaan', 'Kemal',
    'Kerem', 'Koray', 'Levent', 'Mert', 'Onur', 'Oğuz', 'Orhan', 'Osman', 'Recep', 'Selim', 'Serkan', 'Sinan',
    'Tolga', 'Tuncay', 'Uğur', 'Umut', 'Volkan', 'Yasin', 'Yusuf', 'Yiğit', 'Barış', 'Batuhan', 'Berk', 'Bora',
    'Cenk', 'Doğan', 'Ege', 'Erkan', 'Erdem', 'Fatih', 'Gürkan', 'İlker', 'Kadir', 'Metin', 'Necati', 'Okan',
    'Ozan', 'Ramazan', 'Sercan', 'Sedat', 'Taner', 'Tarık', 'Tayfun', 'Yavuz', 'Zafer', 'Alper', 'Arda',
    'Baran', 'Çağlar', 'Egemen', 'Ferhat', 'Harun', 'Serdar', 'Şahin', 'Tuncer',
  ],
};
