import { paths } from '@/lib/paths';
import type { LegalDocument } from '../types';
import { formatIsoDate } from '../utils/rich-text';
import { COMPANY, LEGAL_UPDATED_AT, mailLink } from './company';

const distanceSalesHref = paths.legal.distanceSales.getHref();

/** /kullanim-sartlari: the marketplace terms between Salonya, customers and salons. */
export const TERMS_OF_USE: LegalDocument = {
  title: 'Kullanım Şartları',
  subtitle:
    'Salonya’yı kullanan müşteriler, salonlar ve salon çalışanları ile Salonya arasındaki kuralları ve tarafların sorumluluklarını belirler.',
  updatedAt: LEGAL_UPDATED_AT,
  intro: [
    {
      kind: 'paragraph',
      text: `Bu Kullanım Şartları (“Şartlar”), ${COMPANY.shortName} tarafından işletilen ${COMPANY.website} internet sitesi ve web uygulamasının (“Platform”) kullanımına ilişkindir. Platform’a üye olarak veya Platform’u kullanarak bu Şartları okuduğunuzu ve kabul ettiğinizi beyan edersiniz. Şartları kabul etmiyorsanız lütfen Platform’u kullanmayın.`,
    },
  ],
  sections: [
    {
      id: 'taraflar',
      title: 'Taraflar ve Kapsam',
      blocks: [
        {
          kind: 'paragraph',
          text: `Şartlar; ${COMPANY.legalName} (“Salonya”; adres: ${COMPANY.address}; MERSİS no: ${COMPANY.mersisNo}) ile Platform’u herhangi bir şekilde kullanan kişiler (“Kullanıcı”) arasında uygulanır.`,
        },
        {
          kind: 'paragraph',
          text: `Salonların Platform’da yer almasına ilişkin ticari koşullar (komisyon, abonelik, ödeme takvimi) ayrıca yapılan salon iş ortaklığı sözleşmesinde düzenlenir. Müşterilerin Platform üzerinden satın aldığı hizmetlere [Mesafeli Satış Sözleşmesi](${distanceSalesHref}) de uygulanır. Bu metinler ile Şartlar arasında çelişki olursa, ilgili konuda özel metin esas alınır.`,
        },
      ],
    },
    {
      id: 'tanimlar',
      title: 'Tanımlar',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Müşteri',
              text: 'Platform üzerinden salon arayan, randevu alan ve hizmet satın alan Kullanıcı.',
            },
            {
              term: 'Salon',
              text: 'Kuaför, berber, güzellik merkezi, tırnak stüdyosu, spa, cilt bakım merkezi, eve gelen hizmet sağlayıcısı veya evcil hayvan bakım salonu olarak Platform’da hizmetlerini listeleyen işletme.',
            },
            {
              term: 'Salon Sahibi',
              text: 'Salonu Platform’da temsil eden ve salon hesabını yöneten Kullanıcı.',
            },
            {
              term: 'Uzman',
              text: 'Salonda çalışan ve salon sahibi tarafından Platform’a eklenen personel.',
            },
            {
              term: 'Randevu',
              text: 'Müşterinin belirli bir salondan, belirli bir tarih ve saatte, seçtiği hizmetler için Platform üzerinden oluşturduğu rezervasyon.',
            },
            {
              term: 'İçerik',
              text: 'Kullanıcıların Platform’a yüklediği yorum, puan, fotoğraf, açıklama ve mesajlar.',
            },
          ],
        },
      ],
    },
    {
      id: 'salonyanin-rolu',
      title: 'Salonya’nın Rolü',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Salonya, müşterilerle salonları bir araya getiren bir pazar yeridir ve 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun kapsamında aracı hizmet sağlayıcıdır. Randevu konusu hizmetleri salonlar sunar; hizmetin içeriği, kalitesi ve mevzuata uygunluğu ilgili salonun sorumluluğundadır. Salonya; Platform’u işletir, randevuyu salona iletir, ödemeleri salon adına tahsil eder, iadeleri yürütür ve taraflar arasındaki sorunların çözümüne yardımcı olur.',
        },
      ],
    },
    {
      id: 'uyelik',
      title: 'Üyelik ve Hesap Güvenliği',
      blocks: [
        {
          kind: 'list',
          items: [
            'Üye olmak için 18 yaşını doldurmuş ve ayırt etme gücüne sahip olmanız gerekir.',
            'Üyelik sırasında verdiğiniz bilgilerin doğru ve güncel olması gerekir. E-posta adresinizi, size gönderilen doğrulama bağlantısıyla doğrulamanız istenir.',
            'Hesabınız kişiseldir; başkasına devredilemez, kullandırılamaz. Şifrenizin gizliliğinden siz sorumlusunuz. Hesabınızın izniniz dışında kullanıldığını düşünüyorsanız şifrenizi hemen değiştirin ve bize bildirin.',
            'Hesap türleri müşteri, salon sahibi ve uzmandır. Randevu yalnızca müşteri hesaplarıyla alınabilir; salon sahibi veya uzman olarak başka bir salondan randevu almak istiyorsanız ayrı bir müşteri hesabı açmanız gerekir.',
            `Hesabınızı dilediğiniz zaman ${mailLink(COMPANY.supportEmail)} adresine yazarak kapatabilirsiniz; yaklaşan randevularınız ve süren işlemleriniz varsa önce bunların tamamlanması veya iptal edilmesi gerekir.`,
          ],
        },
      ],
    },
    {
      id: 'randevu',
      title: 'Randevu Alma',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Salon sayfasında “Randevu Al” düğmesine basarak randevu adımlarını başlatırsınız.',
            'Tarihi, uzmanı (dilerseniz herhangi bir uzmanı) ve hizmetleri seçersiniz. Eve gelen hizmetlerde adres, evcil hayvan bakımında evcil hayvan bilgileri istenir.',
            'Müsait saatlerden birini seçer, fiyat özetini ve salonun iptal koşullarını görürsünüz.',
            'Ödeme adımında ön bilgilendirme formunu ve Mesafeli Satış Sözleşmesi’ni onaylayıp ödemenizi tamamlarsınız.',
            'Randevunuz oluşturulur; onay bilgisi ekranda gösterilir ve e-posta adresinize gönderilir.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hizmet fiyatlarını, sürelerini ve müsait saatleri salonlar belirler; Platform’da gösterilen fiyatlara KDV dâhildir. Bazı salonlar randevuları kendileri onaylar; bu durumda randevunuz salon onaylayana kadar “Onay bekliyor” olarak görünür ve salon randevuyu reddederse ödemeniz tamamen iade edilir.',
        },
        {
          kind: 'paragraph',
          text: `Randevularınızı [Randevularım](${paths.customer.appointments.getHref()}) sayfasından takip edebilirsiniz.`,
        },
      ],
    },
    {
      id: 'iptal',
      title: 'İptal, Değişiklik ve Randevuya Gelmeme',
      blocks: [
        {
          kind: 'list',
          items: [
            'Her salon kendi iptal koşullarını belirler. Koşullar salon sayfasında ve randevuyu onaylamadan önce ödeme adımında açıkça gösterilir.',
            'Salonun belirlediği ücretsiz iptal süresi dolmadan yaptığınız iptallerde ödemenizin tamamı iade edilir.',
            'Ücretsiz iptal süresi geçtikten sonra yapılan iptallerde veya randevuya haber vermeden gelinmemesi hâlinde, yalnızca iptal koşullarında önceden belirtilen tutar kadar kesinti yapılabilir.',
            'Salonun randevuyu iptal etmesi veya hizmeti sunamaması hâlinde, iptalin nedeni ne olursa olsun ödemenizin tamamı iade edilir.',
            'Randevu saatini değiştirmek için mevcut randevuyu iptal koşullarına uygun olarak iptal edip yeni bir randevu oluşturabilir ya da salondan değişiklik talep edebilirsiniz.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Cayma hakkı ve iadelerin ayrıntıları [Mesafeli Satış Sözleşmesi](${distanceSalesHref}#cayma-hakki) sayfasında yer alır.`,
        },
      ],
    },
    {
      id: 'odemeler',
      title: 'Ödemeler, Kuponlar ve Paketler',
      blocks: [
        {
          kind: 'list',
          items: [
            'Kartla ödemeler, lisanslı ödeme kuruluşları aracılığıyla ve bankanızın gerektirdiği durumlarda 3-D Secure doğrulamasıyla alınır. Salonya, tahsil ettiği tutarları hizmeti sunan salon adına tahsil eder.',
            'Kuponlar ve kampanyalar, üzerinde yazan koşullar ve süre içinde geçerlidir; nakde çevrilemez, devredilemez ve aksi belirtilmedikçe birbiriyle birleştirilemez.',
            'Paketler, bir salonun belirli hizmetlerinin birden fazla seansını tek seferde satın almanızı sağlar. Paket hakları paket sayfasında belirtilen süre içinde ve yalnızca ilgili salonda kullanılabilir.',
            'Cüzdan bakiyesi iadelerden veya kampanyalardan oluşur ve Platform’daki ödemelerde kullanılabilir.',
            'Hizmetin faturası, hizmeti sunan salon tarafından düzenlenir. Salonya’nın kendi hizmetleri için düzenlediği faturalar ayrıca iletilir.',
          ],
        },
      ],
    },
    {
      id: 'salon-yukumlulukleri',
      title: 'Salonların Yükümlülükleri',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Platform’da yer alan her salon ve salon sahibi aşağıdaki yükümlülükleri kabul eder:',
        },
        {
          kind: 'list',
          items: [
            'Salon bilgilerini, hizmetlerini, fiyatlarını, sürelerini, çalışma saatlerini, uzmanlarını ve iptal koşullarını doğru ve güncel tutar.',
            'Faaliyeti için gereken işyeri açma ve çalışma ruhsatı, mesleki yeterlilik belgeleri gibi izin ve belgelere sahiptir ve istendiğinde bunları Salonya’ya sunar.',
            'Hizmeti hijyen, sağlık ve güvenlik kurallarına ve ilgili mevzuata uygun, özenli ve ayıpsız biçimde sunar.',
            'Onaylanan randevulara uyar; zorunlu bir nedenle randevuyu iptal etmesi gerekirse müşteriye en kısa sürede Platform üzerinden bildirir.',
            'Platform’da gösterilen fiyattan fazlasını talep etmez; randevuda seçilmeyen ek bir hizmeti ancak müşterinin açık onayıyla sunar.',
            'Müşteri bilgilerini yalnızca randevunun gerçekleştirilmesi amacıyla ve KVKK’ya uygun olarak kullanır; müşterinin onayı olmadan pazarlama amacıyla kullanmaz.',
            'Platform üzerinden gelen müşterileri, ödemeyi Platform dışında yapmaya yönlendirmez.',
            'Yorumları etkilemek için menfaat sağlamaz; sahte yorum yazmaz veya yazdırmaz.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bu yükümlülüklere aykırılık hâlinde Salonya, salonun Platform’daki görünürlüğünü kısıtlayabilir, salon hesabını askıya alabilir veya kapatabilir; müşterilere yapılan iadeler ve doğan zararlar için salon iş ortaklığı sözleşmesindeki hükümler uygulanır.',
        },
      ],
    },
    {
      id: 'yorumlar',
      title: 'Yorum ve Değerlendirme Kuralları',
      blocks: [
        {
          kind: 'list',
          items: [
            'Yalnızca Platform üzerinden alınmış ve tamamlanmış bir randevu için, o randevuyu alan müşteri yorum yazabilir. Böylece her yorumun gerçek bir deneyime dayanması sağlanır.',
            'Yorumunuz kendi deneyiminizi dürüstçe yansıtmalıdır. Olumlu ya da olumsuz her yorum, bu kurallara uyduğu sürece yayımlanır; salonlar yorumları silemez veya değiştiremez.',
            'Hakaret, küfür, tehdit, nefret söylemi, ayrımcılık, başkalarına ait kişisel veriler (telefon numarası, adres gibi), reklam, bağlantı ve randevuyla ilgisi olmayan içerik yasaktır.',
            'Menfaat karşılığında yazılan, salonla bağlantısı olan kişilerce yazılan veya rakip salonu kötülemeye yönelik yorumlar sahte yorum sayılır ve kaldırılır.',
            'Salonlar yorumlara Platform üzerinden, saygılı bir dille ve müşterinin kişisel bilgilerini açıklamadan yanıt verebilir.',
            'Kurallara aykırı olduğunu düşündüğünüz bir yorumu bize bildirebilirsiniz. Bildirimleri inceler, kurallara aykırı bulunan içeriği kaldırır ve gerektiğinde ilgili hesaba yaptırım uygularız.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Yorum yazarak, yorumunuzun ve puanınızın adınızın kısaltılmış hâliyle birlikte Platform’da yayımlanmasına izin vermiş olursunuz.',
        },
      ],
    },
    {
      id: 'yasakli-kullanim',
      title: 'Yasaklı Kullanımlar',
      blocks: [
        { kind: 'paragraph', text: 'Platform’u kullanırken aşağıdakileri yapamazsınız:' },
        {
          kind: 'list',
          items: [
            'Gerçek olmayan bilgilerle veya başkası adına hesap açmak, başkasının hesabını kullanmak,',
            'Gelmeyi düşünmediğiniz randevular almak, salonların takvimini kötü niyetle meşgul etmek,',
            'Başkasına ait ödeme aracını izinsiz kullanmak veya haksız iade elde etmeye çalışmak,',
            'Platform’daki içerikleri, salon ve fiyat bilgilerini otomatik araçlarla (bot, kazıyıcı) toplamak veya kopyalamak,',
            'Platform’un güvenliğini aşmaya, sistemlere yetkisiz erişmeye, zararlı yazılım yaymaya veya hizmeti aksatmaya çalışmak,',
            'Kullanıcılara izinsiz ticari ileti göndermek, Platform’u yasa dışı bir amaçla kullanmak,',
            'Üçüncü kişilerin fikri mülkiyet, kişilik ve gizlilik haklarını ihlal eden içerik paylaşmak.',
          ],
        },
      ],
    },
    {
      id: 'fikri-mulkiyet',
      title: 'Fikri Mülkiyet',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Salonya adı ve logosu, Platform’un tasarımı, yazılımı ve Salonya tarafından hazırlanan içerikler Salonya’ya aittir ve 5846 sayılı Fikir ve Sanat Eserleri Kanunu ile 6769 sayılı Sınai Mülkiyet Kanunu kapsamında korunur. Bunlar izinsiz kopyalanamaz, çoğaltılamaz ve ticari amaçla kullanılamaz.',
        },
        {
          kind: 'paragraph',
          text: 'Platform’a yüklediğiniz içeriklerin hakları size aittir. İçerik yükleyerek, bu içeriğin Platform’da ve Salonya’nın tanıtım kanallarında gösterilmesi, gerekli teknik biçimlere dönüştürülmesi için Salonya’ya, içerik yayında kaldığı sürece geçerli, ücretsiz ve münhasır olmayan bir kullanım izni verirsiniz. Salon sahipleri, yükledikleri fotoğraf ve logolar üzerinde gerekli haklara sahip olduklarını kabul eder.',
        },
      ],
    },
    {
      id: 'sorumluluk',
      title: 'Sorumluluğun Sınırlandırılması',
      blocks: [
        {
          kind: 'list',
          items: [
            'Salonya, Platform’un kesintisiz ve hatasız çalışması için makul özeni gösterir; bakım, güncelleme veya Salonya’nın kontrolü dışındaki nedenlerle yaşanabilecek geçici kesintilerden sorumlu tutulamaz.',
            'Hizmetin salon tarafından sunulmasından doğan ayıp ve zararlardan öncelikle hizmeti sunan salon sorumludur. Salonya, şikâyetinizin çözümü ve iade sürecinde size yardımcı olur.',
            'Salon sayfalarında yer alan bilgiler salonlar tarafından sağlanır; Salonya bu bilgilerin doğruluğunu makul ölçüde denetler ancak garanti etmez.',
            'Bu sınırlamalar Salonya’nın kast veya ağır ihmalinden doğan zararlar için uygulanmaz ve 6502 sayılı Tüketicinin Korunması Hakkında Kanun başta olmak üzere tüketicilere kanunla tanınan hakları hiçbir şekilde kısıtlamaz.',
          ],
        },
      ],
    },
    {
      id: 'askiya-alma',
      title: 'Hesabın Askıya Alınması ve Sözleşmenin Sona Ermesi',
      blocks: [
        {
          kind: 'paragraph',
          text: `Şartlara aykırı davranılması, sahte işlem veya dolandırıcılık şüphesi ya da yetkili makamların talebi hâlinde Salonya ilgili hesabı geçici olarak askıya alabilir veya kapatabilir. Askıya alma kararı ve nedeni, yürütülen incelemenin güvenliği engel olmadıkça hesap sahibine e-postayla bildirilir; hesap sahibi karara ${mailLink(COMPANY.supportEmail)} adresinden itiraz edebilir. Hesabın kapatılması, kapatma tarihinden önce doğmuş hak ve yükümlülükleri ortadan kaldırmaz.`,
        },
      ],
    },
    {
      id: 'bildirimler',
      title: 'Bildirimler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Randevu, ödeme ve hesapla ilgili bildirimler Platform içinde, kayıtlı e-posta adresinize ve tercihlerinize göre SMS ile gönderilir. Kayıtlı e-posta adresinize gönderilen bildirimler, gönderildiği anda size ulaşmış sayılır; bu nedenle iletişim bilgilerinizi güncel tutmanız gerekir.',
        },
      ],
    },
    {
      id: 'degisiklikler',
      title: 'Şartlarda Yapılacak Değişiklikler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Salonya bu Şartları hizmetlerdeki veya mevzuattaki değişikliklere göre güncelleyebilir. Haklarınızı veya yükümlülüklerinizi etkileyen değişiklikler, yürürlüğe girmeden en az 15 gün önce e-posta veya Platform içi bildirimle duyurulur. Değişiklikleri kabul etmiyorsanız yürürlük tarihinden önce hesabınızı kapatabilirsiniz. Değişiklikten önce oluşturulmuş randevulara, oluşturuldukları tarihteki şartlar uygulanır.',
        },
      ],
    },
    {
      id: 'uygulanacak-hukuk',
      title: 'Uygulanacak Hukuk ve Uyuşmazlıkların Çözümü',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bu Şartlar Türkiye Cumhuriyeti hukukuna tabidir. Şartlardan doğan uyuşmazlıklarda İstanbul (Çağlayan) Mahkemeleri ve İcra Daireleri yetkilidir.',
        },
        {
          kind: 'paragraph',
          text: `Tüketici sıfatıyla hareket eden Kullanıcıların, 6502 sayılı Kanun uyarınca yerleşim yerlerindeki veya işlemin yapıldığı yerdeki tüketici hakem heyetlerine ve tüketici mahkemelerine başvurma hakları saklıdır. Ayrıntılar için [Mesafeli Satış Sözleşmesi](${distanceSalesHref}#uyusmazliklar) sayfasına bakabilirsiniz.`,
        },
      ],
    },
    {
      id: 'yururluk',
      title: 'Yürürlük',
      blocks: [
        {
          kind: 'paragraph',
          text: `Bu Şartlar, ${formatIsoDate(LEGAL_UPDATED_AT)} tarihinde yürürlüğe girmiştir ve Platform’a üye olduğunuzda ya da Platform’u kullanmaya başladığınızda sizin için bağlayıcı hâle gelir. Sorularınız için ${mailLink(COMPANY.supportEmail)} adresine yazabilirsiniz.`,
        },
      ],
    },
  ],
};
