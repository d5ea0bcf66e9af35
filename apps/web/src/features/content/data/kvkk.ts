import { paths } from '@/lib/paths';
import type { LegalDocument } from '../types';
import { COMPANY, LEGAL_UPDATED_AT, mailLink } from './company';

const kvkkMail = mailLink(COMPANY.kvkkEmail);

/** /kvkk: the notice of KVKK (Law No. 6698) art. 10 for everyone whose data Salonya processes. */
export const KVKK_NOTICE: LegalDocument = {
  title: 'KVKK Aydınlatma Metni',
  subtitle:
    '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında müşterilerimiz, salon sahipleri, salon çalışanları ve ziyaretçilerimiz için hazırlanmıştır.',
  updatedAt: LEGAL_UPDATED_AT,
  intro: [
    {
      kind: 'paragraph',
      text: `${COMPANY.shortName} (“Salonya”, “Şirket” veya “biz”) olarak, ${COMPANY.website} internet sitesi ve mobil uyumlu web uygulaması (birlikte “Platform”) üzerinden sunduğumuz salon bulma ve online randevu hizmetleri kapsamında kişisel verilerinizin korunmasına önem veriyoruz.`,
    },
    {
      kind: 'paragraph',
      text: 'Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (“KVKK” veya “Kanun”) 10. maddesi ile Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca; veri sorumlusu sıfatıyla hangi kişisel verilerinizi, hangi amaçlarla ve hangi hukuki sebeplere dayanarak işlediğimizi, bu verileri kimlere aktardığımızı, nasıl topladığımızı, ne kadar süre sakladığımızı ve Kanun’dan doğan haklarınızı nasıl kullanabileceğinizi açıklamak için hazırlanmıştır.',
    },
  ],
  sections: [
    {
      id: 'veri-sorumlusu',
      title: 'Veri Sorumlusu',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kişisel verileriniz, veri sorumlusu sıfatıyla aşağıda bilgileri yer alan Şirketimiz tarafından işlenmektedir:',
        },
        {
          kind: 'definitions',
          items: [
            { term: 'Unvan', text: COMPANY.legalName },
            { term: 'Adres', text: COMPANY.address },
            { term: 'MERSİS numarası', text: COMPANY.mersisNo },
            { term: 'Ticaret sicili', text: COMPANY.tradeRegistry },
            { term: 'KEP adresi', text: COMPANY.kep },
            { term: 'KVKK başvuruları', text: kvkkMail },
            { term: 'Genel destek', text: mailLink(COMPANY.supportEmail) },
          ],
        },
        {
          kind: 'note',
          title: 'Salonların konumu',
          text: 'Platform üzerinden randevu aldığınız salonlar, hizmeti bizzat sunan ve kendi müşteri kayıtlarını tutan işletmelerdir. Salonlar, randevunuzu gerçekleştirmek için kendilerine iletilen verileri kendi faaliyetleri kapsamında ayrıca işlediklerinde bu işlemeler bakımından ayrı birer veri sorumlusudur. Bir salonun verilerinizi nasıl işlediğini o salonun kendi aydınlatma metninden öğrenebilir, haklarınızı doğrudan salona karşı da kullanabilirsiniz.',
        },
      ],
    },
    {
      id: 'islenen-veriler',
      title: 'İşlenen Kişisel Veri Kategorileri',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Platform’u kullanma biçiminize göre aşağıdaki kişisel veri kategorilerini işleyebiliriz. Bir kategoride sayılan verilerin tamamı her kullanıcı için işlenmez; örneğin salon sahiplerine ilişkin belgeler yalnızca salon başvurusu yapan kişiler için söz konusudur.',
        },
        {
          kind: 'table',
          caption: 'Kişisel veri kategorileri ve örnekleri',
          columns: ['Kategori', 'Örnek veriler'],
          rows: [
            [
              'Kimlik',
              'Ad ve soyad; salon sahipleri ve salon çalışanları için ayrıca T.C. kimlik numarası ve başvuru belgelerinde yer alan kimlik bilgileri.',
            ],
            [
              'İletişim',
              'E-posta adresi, cep telefonu numarası, eve gelen hizmetler için kaydettiğiniz adresler; salon sahipleri için işletme adresi.',
            ],
            [
              'Müşteri işlem',
              'Favori salonlarınız, yorum ve puanlarınız, destek talepleriniz ve yazışmalarınız, paket, kupon ve cüzdan hareketleriniz, fatura bilgileriniz, Platform içinde yaptığınız aramalar.',
            ],
            [
              'Randevu',
              'Seçtiğiniz salon, hizmetler, uzman, tarih ve saat; randevu notlarınız; randevunun durumu (onaylandı, tamamlandı, iptal edildi, gelinmedi); eve gelen hizmetlerde hizmet adresi; evcil hayvan bakımı randevularında evcil hayvanınızın adı, türü ve cinsi.',
            ],
            [
              'Finans',
              'Ödeme tutarı, ödeme yöntemi türü, ödeme ve iade işlem numaraları, kartınızın yalnızca son dört hanesi; salon sahipleri için IBAN ve vergi bilgileri. Kart numaranızın tamamı ve güvenlik kodu Salonya tarafından görülmez ve saklanmaz.',
            ],
            [
              'Pazarlama',
              'Ticari elektronik ileti onayınız ve onay tarihi, bildirim tercihleriniz, kampanya ve kupon kullanımınız; izin vermeniz hâlinde çerezler aracılığıyla elde edilen ilgi alanı bilgileri.',
            ],
            [
              'İşlem güvenliği',
              'IP adresi, oturum ve erişim kayıtları, cihaz ve tarayıcı bilgisi, oturum anahtarı, başarısız giriş denemeleri, şifrenizin geri döndürülemez biçimde özetlenmiş hâli (şifrenizin kendisi saklanmaz).',
            ],
            [
              'Konum',
              'Yalnızca tarayıcınızda konum izni vermeniz hâlinde, size yakın salonları göstermek için cihazınızın yaklaşık konumu; ayrıca aramalarda seçtiğiniz il ve ilçe.',
            ],
            [
              'Görsel kayıtlar',
              'Yüklemeniz hâlinde profil fotoğrafınız; salon sahipleri ve uzmanlar için salon ve uzman galerilerine yüklenen fotoğraflar.',
            ],
          ],
        },
        {
          kind: 'subheading',
          text: 'Özel nitelikli kişisel veriler',
        },
        {
          kind: 'paragraph',
          text: 'Salonya, hizmetlerini sunmak için özel nitelikli kişisel veri talep etmez. Ancak randevu notunda veya destek yazışmasında sağlık durumunuza ilişkin bir bilgiyi (örneğin bir alerji ya da cilt hassasiyeti) kendi isteğinizle paylaşırsanız, bu bilgi yalnızca hizmetin size güvenli biçimde sunulabilmesi için ilgili salona iletilir ve KVKK’nın 6. maddesi uyarınca açık rızanıza dayanılarak işlenir. Bu tür bilgileri paylaşmak zorunda değilsiniz.',
        },
      ],
    },
    {
      id: 'isleme-amaclari',
      title: 'Kişisel Verilerin İşlenme Amaçları',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kişisel verilerinizi aşağıdaki amaçlarla, bu amaçlarla bağlantılı, sınırlı ve ölçülü olarak işleriz:',
        },
        {
          kind: 'list',
          items: [
            'Üyelik kaydınızın oluşturulması, e-posta adresinizin doğrulanması, hesabınızın ve oturumlarınızın yönetilmesi,',
            'Salon, hizmet ve uzman aramalarınızın sonuçlandırılması; izin vermeniz hâlinde size yakın salonların gösterilmesi,',
            'Randevularınızın oluşturulması, randevu bilgilerinin ilgili salona iletilmesi; onay, hatırlatma, değişiklik ve iptal bildirimlerinin gönderilmesi,',
            'Ödemelerin alınması, iadelerin yapılması, paket, kupon ve cüzdan işlemlerinin yürütülmesi, faturaların düzenlenmesi ve muhasebe kayıtlarının tutulması,',
            'Yorum ve puanların yayımlanması ve bunların gerçekleşmiş bir randevuya dayandığının doğrulanması,',
            'Talep, öneri ve şikâyetlerinizin yanıtlanması; salonlarla aranızdaki uyuşmazlıklarda arabuluculuk yapılması,',
            'Platform’un ve hesabınızın güvenliğinin sağlanması, dolandırıcılığın ve kötüye kullanımın önlenmesi, bilgi güvenliği süreçlerinin yürütülmesi,',
            'Hizmet kalitesinin ölçülmesi, hataların giderilmesi ve Platform’un geliştirilmesi,',
            'Onay vermeniz hâlinde kampanya, indirim ve yeniliklerle ilgili ticari elektronik iletilerin gönderilmesi ve size uygun tekliflerin sunulması,',
            'Salon sahipleri ve çalışanlar için: salon başvurularının ve belgelerinin değerlendirilmesi, salon hesaplarının yönetilmesi, hak ediş, komisyon ve abonelik işlemlerinin yürütülmesi,',
            'Mevzuattan doğan yükümlülüklerin yerine getirilmesi ve yetkili kurum ve kuruluşların bilgi taleplerinin karşılanması.',
          ],
        },
      ],
    },
    {
      id: 'hukuki-sebepler',
      title: 'Kişisel Veri İşlemenin Hukuki Sebepleri',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kişisel verilerinizi KVKK’nın 5. ve 6. maddelerinde sayılan aşağıdaki hukuki sebeplere dayanarak işleriz:',
        },
        {
          kind: 'list',
          items: [
            '**Sözleşmenin kurulması veya ifası (md. 5/2-c):** Üyelik, randevu, ödeme, iade, paket ve destek işlemleriniz; randevu bilgilerinizin salona iletilmesi.',
            '**Kanunlarda açıkça öngörülmesi (md. 5/2-a) ve hukuki yükümlülüğümüzün yerine getirilmesi (md. 5/2-ç):** 213 sayılı Vergi Usul Kanunu ve 6102 sayılı Türk Ticaret Kanunu kapsamındaki kayıt ve saklama yükümlülükleri; 6502 sayılı Tüketicinin Korunması Hakkında Kanun, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve 5651 sayılı Kanun kapsamındaki yükümlülükler; yetkili makamların talepleri.',
            '**Bir hakkın tesisi, kullanılması veya korunması (md. 5/2-e):** Uyuşmazlık, şikâyet ve dava süreçlerinin yürütülmesi.',
            '**Meşru menfaatimiz (md. 5/2-f):** Platform güvenliği, dolandırıcılığın önlenmesi, yorumların doğrulanması, hizmetlerimizin ölçülmesi ve geliştirilmesi; temel hak ve özgürlüklerinize zarar vermemek kaydıyla.',
            '**Açık rızanız (md. 5/1):** Cihaz konumunuzun kullanılması, analitik ve pazarlama çerezleri, size özel teklifler için profil oluşturulması. Ticari elektronik iletiler ayrıca 6563 sayılı Kanun uyarınca verdiğiniz onaya dayanır.',
            '**Özel nitelikli kişisel veriler (md. 6):** Kendi isteğinizle paylaştığınız sağlık bilgileri yalnızca açık rızanıza dayanılarak işlenir.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Açık rızanızı veya ticari ileti onayınızı dilediğiniz zaman geri alabilirsiniz: bildirim tercihlerinizi [Ayarlar](${paths.customer.settings.getHref()}) sayfasından, çerez tercihlerinizi [Çerez Politikası](${paths.legal.cookies.getHref()}) sayfasından değiştirebilir, konum iznini tarayıcınızın ayarlarından kapatabilirsiniz. Rızanın geri alınması, geri alınmadan önce yapılan işlemlerin hukuka uygunluğunu etkilemez.`,
        },
      ],
    },
    {
      id: 'aktarim',
      title: 'Kişisel Verilerin Aktarıldığı Taraflar ve Aktarım Amaçları',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kişisel verilerinizi, KVKK’nın 8. ve 9. maddelerine uygun olarak ve yalnızca ilgili amaç için gerekli olduğu ölçüde aşağıdaki alıcı gruplarıyla paylaşırız. Verilerinizi satmayız.',
        },
        {
          kind: 'table',
          caption: 'Alıcı grupları ve aktarım amaçları',
          columns: ['Alıcı grubu', 'Aktarılan veriler', 'Amaç'],
          rows: [
            [
              'Randevu aldığınız salonlar ve uzmanları',
              'Ad soyad, telefon numarası, randevu ayrıntıları ve notları; eve gelen hizmetlerde adres; evcil hayvan bakımında evcil hayvan bilgileri',
              'Randevunun gerçekleştirilmesi, gerektiğinde sizinle iletişime geçilmesi, iptal ve değişikliklerin yönetilmesi',
            ],
            [
              'Ödeme kuruluşları ve bankalar',
              'Ad soyad, e-posta, telefon, ödeme tutarı ve işlem bilgileri; kart bilgileri doğrudan ödeme kuruluşunun güvenli ödeme sayfasına girilir',
              'Ödemenin alınması, 3-D Secure doğrulaması, iade ve sahte işlemlerin önlenmesi (6493 sayılı Kanun kapsamında lisanslı kuruluşlar)',
            ],
            [
              'Altyapı hizmet sağlayıcıları',
              'Platform’da işlenen veriler, hizmetin gerektirdiği ölçüde',
              'Sunucu barındırma, veri tabanı, yedekleme, e-posta ve SMS gönderimi; bu sağlayıcılar verileri yalnızca bizim talimatımızla işler',
            ],
            [
              'Yetkili kamu kurum ve kuruluşları ile adli makamlar',
              'Talebin konusuyla sınırlı veriler',
              'Hukuki yükümlülüklerimizin yerine getirilmesi ve resmî taleplerin karşılanması',
            ],
            [
              'Hukuk, mali müşavirlik ve denetim hizmeti aldığımız iş ortakları',
              'Uyuşmazlık, vergi veya denetim konusuyla sınırlı veriler',
              'Hakların korunması, mali ve hukuki yükümlülüklerin yerine getirilmesi',
            ],
          ],
        },
        {
          kind: 'subheading',
          text: 'Yurt dışına aktarım',
        },
        {
          kind: 'paragraph',
          text: 'Verileriniz Türkiye’de bulunan veri merkezlerinde barındırılır ve kural olarak yurt dışına aktarılmaz. Bir hizmetin yurt dışında bulunan bir sağlayıcıdan alınması gerekirse aktarım yalnızca KVKK’nın 9. maddesinde öngörülen şartlarla (yeterlilik kararı, Kurul’a bildirilen standart sözleşme gibi uygun güvenceler veya Kanun’da sayılan arızi hâller) yapılır ve bu metin önceden güncellenir.',
        },
      ],
    },
    {
      id: 'toplama-yontemi',
      title: 'Kişisel Verilerin Toplanma Yöntemi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kişisel verilerinizi tamamen veya kısmen otomatik yollarla, aşağıdaki kanallardan toplarız:',
        },
        {
          kind: 'list',
          items: [
            'Üyelik, randevu, salon başvurusu ve iletişim formları gibi Platform’da doldurduğunuz formlar,',
            'Hesabınız üzerinden yaptığınız işlemler (randevu, ödeme, yorum, favori, destek talebi),',
            'Randevunuzu alan salonun, örneğin telefonla aldığı bir randevuyu sizin adınıza Platform’a kaydetmesi,',
            'Ödeme kuruluşlarının bize ilettiği ödeme ve iade sonuçları,',
            `Sunucu kayıtları, çerezler ve tarayıcınızın yerel depolama alanı ([Çerez Politikası](${paths.legal.cookies.getHref()})),`,
            'İzin vermeniz hâlinde tarayıcınızın konum servisi,',
            'E-posta ve destek kanalları üzerinden bize yazdığınız mesajlar.',
          ],
        },
      ],
    },
    {
      id: 'saklama-sureleri',
      title: 'Saklama Süreleri',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kişisel verilerinizi işleme amacının gerektirdiği süre boyunca ve ilgili mevzuatta öngörülen süreler kadar saklarız:',
        },
        {
          kind: 'table',
          caption: 'Veri grupları ve saklama süreleri',
          columns: ['Veri grubu', 'Saklama süresi'],
          rows: [
            [
              'Hesap ve profil bilgileri',
              'Üyeliğiniz devam ettiği sürece; hesabın kapatılmasından sonra olası uyuşmazlıklar için genel zamanaşımı süresi olan 10 yıl boyunca erişimi kısıtlanarak',
            ],
            [
              'Randevu, ödeme, iade ve fatura kayıtları',
              'İşlem tarihinden itibaren 10 yıl (6102 sayılı Türk Ticaret Kanunu md. 82; 213 sayılı Vergi Usul Kanunu md. 253)',
            ],
            ['Ticari elektronik ileti onay kayıtları', 'Onayın geri alınmasından itibaren 3 yıl'],
            ['İşlem güvenliği kayıtları (trafik bilgisi)', '2 yıl (5651 sayılı Kanun ve ilgili yönetmelik)'],
            ['Destek talepleri ve yazışmalar', 'Talebin sonuçlanmasından itibaren 3 yıl'],
            [
              'Yorum ve puanlar',
              'Yayında kaldığı sürece; hesabınız kapatıldığında yorumlarınız adınız kaldırılarak anonim hâle getirilir',
            ],
            [
              'Konum',
              'Sunucularımızda saklanmaz; yalnızca arama sırasında kullanılır. Tarayıcınızda tutulan son konum tercihinizi dilediğiniz zaman silebilirsiniz',
            ],
            [
              'Salon başvuru belgeleri',
              'Başvuru reddedilirse 6 ay; salon ilişkisi kurulursa ilişki süresince ve sona ermesinden itibaren 10 yıl',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Saklama süresi dolan veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik uyarınca ilk periyodik imha işleminde ve her hâlde 6 ayı geçmeyecek süre içinde silinir, yok edilir veya anonim hâle getirilir.',
        },
      ],
    },
    {
      id: 'haklariniz',
      title: 'KVKK’nın 11. Maddesi Kapsamındaki Haklarınız',
      blocks: [
        {
          kind: 'paragraph',
          text: 'KVKK’nın 11. maddesi uyarınca Şirketimize başvurarak aşağıdaki haklarınızı kullanabilirsiniz:',
        },
        {
          kind: 'list',
          items: [
            'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
            'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
            'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
            'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
            'Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
            'KVKK’nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
            'Düzeltme, silme ve yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
            'İşlenen verilerinizin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
            'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
          ],
        },
        {
          kind: 'note',
          title: 'Hızlı yol',
          text: `Ad, e-posta ve telefon bilgilerinizi [Profil](${paths.customer.profile.getHref()}) sayfasından kendiniz düzeltebilir, ticari ileti ve bildirim tercihlerinizi [Ayarlar](${paths.customer.settings.getHref()}) sayfasından değiştirebilirsiniz. Hesabınızın kapatılmasını ${kvkkMail} adresine yazarak talep edebilirsiniz.`,
        },
      ],
    },
    {
      id: 'basvuru',
      title: 'Başvuru Yöntemi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e uygun olarak aşağıdaki yollardan biriyle iletebilirsiniz:',
        },
        {
          kind: 'list',
          items: [
            `Islak imzalı dilekçenizi “${COMPANY.address}” adresine elden teslim ederek veya noter aracılığıyla göndererek,`,
            `Kayıtlı elektronik posta (KEP) adresinizden ${COMPANY.kep} adresine göndererek,`,
            `Güvenli elektronik imza veya mobil imza ile imzaladığınız başvurunuzu ${kvkkMail} adresine e-postayla göndererek,`,
            `Platform’da kayıtlı e-posta adresinizden ${kvkkMail} adresine e-posta göndererek.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'Başvurunuzda adınız ve soyadınız, yazılı başvurularda imzanız, T.C. kimlik numaranız (yabancılar için uyruk ile pasaport numarası veya varsa kimlik numarası), tebligata esas yerleşim yeri veya iş yeri adresiniz, varsa bildirime esas e-posta adresiniz, telefon numaranız ve talebinizin konusu bulunmalıdır. Kimliğinizi doğrulamak için ek bilgi isteyebiliriz.',
        },
        {
          kind: 'paragraph',
          text: 'Başvurunuzu, talebin niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırırız. İşlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu’nca belirlenen tarifedeki ücret alınabilir.',
        },
        {
          kind: 'paragraph',
          text: 'Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâlinde; cevabı öğrendiğiniz tarihten itibaren 30 gün ve her hâlde başvuru tarihinden itibaren 60 gün içinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz (KVKK md. 14).',
        },
      ],
    },
    {
      id: 'guncellemeler',
      title: 'Aydınlatma Metnindeki Değişiklikler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bu aydınlatma metnini, veri işleme faaliyetlerimizde veya mevzuatta meydana gelen değişikliklere göre güncelleyebiliriz. Güncel metin her zaman bu sayfada yayımlanır; sayfanın başındaki “Son güncelleme” tarihi metnin en son ne zaman değiştiğini gösterir. Haklarınızı etkileyen önemli değişiklikleri ayrıca e-posta veya Platform içi bildirimle duyururuz.',
        },
        {
          kind: 'paragraph',
          text: `Gizlilik uygulamalarımızın ayrıntıları için [Gizlilik Politikası](${paths.legal.privacy.getHref()}), çerezler için [Çerez Politikası](${paths.legal.cookies.getHref()}) sayfalarını inceleyebilirsiniz.`,
        },
      ],
    },
  ],
};
