import { COOKIE_CONSENT_KEY, FUNCTIONAL_STORAGE_KEYS } from '@/lib/cookie-consent';
import { FLASH_KEY } from '@/lib/flash';
import { paths } from '@/lib/paths';
import { INTENDED_URL_KEY, TOKEN_KEY, USER_KEY } from '@/lib/session';
import type { LegalDocument } from '../types';
import { COMPANY, LEGAL_UPDATED_AT, mailLink } from './company';

const code = (key: string) => `\`${key}\``;

/** /cerez-politikasi: cookie categories, every browser-storage key the app writes, how to change the choice. */
export const COOKIE_POLICY: LegalDocument = {
  title: 'Çerez Politikası',
  subtitle:
    'Salonya’nın tarayıcınızda hangi kayıtları hangi amaçla tuttuğunu ve tercihlerinizi nasıl yönetebileceğinizi açıklıyoruz.',
  updatedAt: LEGAL_UPDATED_AT,
  intro: [
    {
      kind: 'paragraph',
      text: `Bu Çerez Politikası, ${COMPANY.shortName} (“Salonya”) tarafından işletilen ${COMPANY.website} internet sitesi ve web uygulamasında (“Platform”) kullanılan çerezler ile tarayıcı depolama teknolojileri hakkında sizi bilgilendirmek amacıyla, 6698 sayılı Kişisel Verilerin Korunması Kanunu ve Kişisel Verileri Koruma Kurumu’nun çerez uygulamalarına ilişkin rehberi dikkate alınarak hazırlanmıştır.`,
    },
    {
      kind: 'note',
      title: 'Kısaca',
      text: 'Platform’un çalışması için gereken kayıtlar dışında hiçbir kayıt onayınız olmadan kullanılmaz. Tercihinizi ilk ziyaretinizde sayfanın altındaki çerez bildiriminden yapar, dilediğiniz zaman bu sayfadan değiştirebilirsiniz.',
    },
  ],
  sections: [
    {
      id: 'cerez-nedir',
      title: 'Çerez ve Benzeri Teknolojiler Nedir?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Çerezler, ziyaret ettiğiniz internet sitesinin tarayıcınıza kaydettiği küçük metin dosyalarıdır. Benzer amaçla tarayıcıların yerel depolama (localStorage) ve oturum depolama (sessionStorage) alanları da kullanılır: yerel depolamadaki kayıtlar siz silene kadar kalır, oturum depolamadaki kayıtlar ise sekmeyi kapattığınızda silinir.',
        },
        {
          kind: 'paragraph',
          text: 'Salonya, oturum bilgilerinizi ve tercihlerinizi çerez dosyaları yerine ağırlıklı olarak tarayıcınızın yerel ve oturum depolama alanlarında tutar. Bu politikada “çerez” ifadesi, bu teknolojilerin tamamını kapsar.',
        },
      ],
    },
    {
      id: 'hukuki-sebep',
      title: 'Hangi Hukuki Sebeple Kullanıyoruz?',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Zorunlu çerezler**, talep ettiğiniz hizmetin sunulabilmesi için gereklidir ve KVKK’nın 5. maddesinin ikinci fıkrasının (c) bendi (sözleşmenin kurulması veya ifası) ile (f) bendi (meşru menfaat) kapsamında onayınız aranmadan kullanılır.',
            '**İşlevsel, analitik ve pazarlama çerezleri** yalnızca KVKK’nın 5. maddesinin birinci fıkrası uyarınca açık rızanızla kullanılır. Onay vermemeniz Platform’un temel işlevlerini kullanmanıza engel olmaz.',
          ],
        },
      ],
    },
    {
      id: 'kategoriler',
      title: 'Çerez Kategorileri',
      blocks: [
        { kind: 'subheading', text: 'Zorunlu çerezler (her zaman açık)' },
        {
          kind: 'paragraph',
          text: 'Giriş yapmanızı ve oturumunuzun açık kalmasını, güvenli sayfalara yalnızca yetkili kişilerin erişmesini, giriş sonrasında kaldığınız sayfaya dönmenizi ve çerez tercihinizin hatırlanmasını sağlar. Bu çerezler kapatılamaz; tarayıcınızdan engellerseniz giriş yapamaz ve randevu alamazsınız.',
        },
        { kind: 'subheading', text: 'İşlevsel çerezler' },
        {
          kind: 'paragraph',
          text: 'Son aramalarınızı ve seçtiğiniz konumu hatırlayarak sonraki ziyaretlerinizde aramayı hızlandırır. Kapalıysa Platform çalışmaya devam eder, ancak aramalarınız ve konum seçiminiz hatırlanmaz. İşlevsel çerezleri kapattığınızda bu kayıtlar tarayıcınızdan silinir.',
        },
        { kind: 'subheading', text: 'Analitik çerezler' },
        {
          kind: 'paragraph',
          text: 'Hangi sayfaların ne sıklıkla kullanıldığını, sayfaların ne kadar hızlı açıldığını ve hangi adımlarda hata yaşandığını toplu olarak ölçmemize yardımcı olur. Bu ölçümler sizi kişisel olarak tanımak için değil, Platform’u geliştirmek için kullanılır.',
        },
        { kind: 'subheading', text: 'Pazarlama çerezleri' },
        {
          kind: 'paragraph',
          text: 'İlgi alanlarınıza uygun kampanya ve salon önerileri göstermek ve kampanyalarımızın etkisini ölçmek için kullanılır. Bu çerezlere onay vermeniz, size e-posta veya SMS ile ticari ileti gönderilmesine onay verdiğiniz anlamına gelmez; ticari ileti onayı ayrıca alınır.',
        },
        {
          kind: 'note',
          text: 'Platform şu anda analitik veya pazarlama amacıyla üçüncü taraf bir araç kullanmamaktadır. Bu kategorilerde bir araç kullanmaya başladığımızda aracı ve sağlayıcısını aşağıdaki tabloya ekleyecek ve yalnızca onay vermiş ziyaretçilerde çalıştıracağız.',
        },
      ],
    },
    {
      id: 'kullanilan-kayitlar',
      title: 'Tarayıcınızda Tuttuğumuz Kayıtlar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Platform’un tarayıcınıza yazdığı kayıtların tamamı aşağıdadır. Tüm kayıtlar birinci taraftır, yani yalnızca Salonya tarafından okunabilir.',
        },
        {
          kind: 'table',
          caption: 'Salonya’nın kullandığı tarayıcı kayıtları',
          columns: ['Kayıt adı', 'Kategori', 'Depolama', 'Amaç', 'Saklama süresi'],
          rows: [
            [
              code(TOKEN_KEY),
              'Zorunlu',
              'Yerel depolama',
              'Giriş yaptığınızı doğrulayan oturum anahtarı',
              'Çıkış yapana kadar; oturum 7 gün, “Beni hatırla” seçeneğiyle 30 gün geçerlidir',
            ],
            [
              code(USER_KEY),
              'Zorunlu',
              'Yerel depolama',
              'Adınız, e-posta adresiniz ve hesap türünüz; sayfaların sizin hesabınıza göre açılması için',
              'Çıkış yapana kadar',
            ],
            [
              code(COOKIE_CONSENT_KEY),
              'Zorunlu',
              'Çerez',
              'Çerez tercihleriniz ve tercih tarihiniz; tercih yaptıysanız sayfaların çerez bildirimi olmadan açılması için sunucuya da gönderilir',
              '1 yıl; tercihinizi değiştirdiğinizde yenilenir',
            ],
            [
              code(INTENDED_URL_KEY),
              'Zorunlu',
              'Oturum depolama',
              'Giriş gerektiren bir sayfayı açtığınızda, giriş yaptıktan sonra o sayfaya dönmeniz için',
              'Giriş yaptığınızda veya sekmeyi kapattığınızda silinir',
            ],
            [
              code(FLASH_KEY),
              'Zorunlu',
              'Oturum depolama',
              'Bir yönlendirmeden sonra gösterilecek bilgi mesajı',
              'Mesaj gösterildiğinde silinir',
            ],
            [
              code(FUNCTIONAL_STORAGE_KEYS.searchHistory),
              'İşlevsel',
              'Yerel depolama',
              'Son 10 aramanız; arama kutusunda önerilir',
              'Siz silene veya işlevsel çerezleri kapatana kadar',
            ],
            [
              code(FUNCTIONAL_STORAGE_KEYS.location),
              'İşlevsel',
              'Yerel depolama',
              'Aramalarda seçtiğiniz il ve ilçe ya da izin verdiyseniz son konumunuz',
              'Siz değiştirene veya işlevsel çerezleri kapatana kadar',
            ],
          ],
        },
      ],
    },
    {
      id: 'ucuncu-taraf',
      title: 'Üçüncü Taraf Çerezleri',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kartla ödeme yaparken yönlendirildiğiniz ödeme kuruluşu ve bankanızın 3-D Secure doğrulama sayfaları, güvenlik ve dolandırıcılık önleme amacıyla kendi çerezlerini kullanabilir. Bu çerezler ilgili kuruluşların sorumluluğundadır ve onların çerez politikalarına tabidir. Salon sayfalarındaki harita veya sosyal medya bağlantılarına tıkladığınızda açılan siteler için de aynı durum geçerlidir.',
        },
      ],
    },
    {
      id: 'tercihleri-yonetme',
      title: 'Tercihlerinizi Nasıl Yönetirsiniz?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Platform’u ilk ziyaretinizde sayfanın altında bir çerez bildirimi görürsünüz. Bildirimde üç seçenek bulunur:',
        },
        {
          kind: 'list',
          items: [
            '**Tümünü Kabul Et:** Zorunlu çerezlerle birlikte işlevsel, analitik ve pazarlama çerezlerine onay verirsiniz.',
            '**Yalnızca Zorunlu:** Yalnızca Platform’un çalışması için gereken çerezler kullanılır.',
            '**Tercihleri Yönet:** Her kategoriyi ayrı ayrı açıp kapatabileceğiniz tercih penceresi açılır.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Seçiminiz tarayıcınızda saklanır ve bildirim bir daha gösterilmez. Tercihlerinizi aşağıdaki düğmeyle dilediğiniz zaman değiştirebilirsiniz. Onayınızı geri almanız, geri almadan önceki işlemlerin hukuka uygunluğunu etkilemez.',
        },
        { kind: 'action', action: 'cookie-preferences' },
      ],
    },
    {
      id: 'tarayici-ayarlari',
      title: 'Tarayıcı Ayarlarından Silme ve Engelleme',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kayıtları tarayıcınızın ayarlarından da silebilir veya engelleyebilirsiniz. Site verilerini sildiğinizde oturumunuz kapanır ve çerez bildirimi yeniden gösterilir.',
        },
        {
          kind: 'list',
          items: [
            '**Google Chrome:** Ayarlar > Gizlilik ve güvenlik > Tarama verilerini sil (çerezleri engellemek için aynı bölümdeki Üçüncü taraf çerezleri).',
            '**Safari (iPhone ve iPad):** Ayarlar > Safari > Geçmişi ve Web Sitesi Verilerini Temizle (iOS 18 ve sonrasında Ayarlar > Uygulamalar > Safari).',
            '**Safari (Mac):** Safari > Ayarlar > Gizlilik > Web Sitesi Verilerini Yönet.',
            '**Mozilla Firefox:** Ayarlar > Gizlilik ve Güvenlik > Çerezler ve Site Verileri > Verileri Yönet.',
            '**Microsoft Edge:** Ayarlar > Çerezler ve site izinleri > Çerezleri ve site verilerini yönetin ve silin.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Menü adları tarayıcınızın sürümüne göre küçük farklılıklar gösterebilir.',
        },
      ],
    },
    {
      id: 'degisiklikler-iletisim',
      title: 'Değişiklikler ve İletişim',
      blocks: [
        {
          kind: 'paragraph',
          text: `Bu politikayı kullandığımız kayıtlar değiştiğinde güncelleriz; yeni bir kategori eklediğimizde tercihinizi yeniden sorarız. Kişisel verilerinizin işlenmesine ilişkin ayrıntılar [KVKK Aydınlatma Metni](${paths.legal.kvkk.getHref()}) sayfasındadır. Sorularınız için ${mailLink(COMPANY.kvkkEmail)} adresine yazabilirsiniz.`,
        },
      ],
    },
  ],
};
