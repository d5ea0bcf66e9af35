import { paths } from '@/lib/paths';
import type { LegalDocument } from '../types';
import { COMPANY, LEGAL_UPDATED_AT, mailLink } from './company';

const appointmentsLink = `[Randevularım](${paths.customer.appointments.getHref()})`;
const supportMail = mailLink(COMPANY.supportEmail);

/**
 * /mesafeli-satis-sozlesmesi: the contract for services bought on Salonya, under Law No. 6502 and the Mesafeli
 * Sözleşmeler Yönetmeliği (the salon is the provider, Salonya the intermediary).
 */
export const DISTANCE_SALES_CONTRACT: LegalDocument = {
  title: 'Mesafeli Satış Sözleşmesi',
  subtitle:
    '6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca, Salonya üzerinden satın alınan randevu ve paket hizmetleri için geçerlidir.',
  updatedAt: LEGAL_UPDATED_AT,
  intro: [
    {
      kind: 'paragraph',
      text: 'Bu sözleşme, Platform üzerinden bir randevu veya paket satın aldığınızda sizinle hizmeti sunan salon arasında, Salonya’nın aracılığıyla elektronik ortamda kurulur. Ödeme adımında gösterilen ön bilgilendirme formu ve randevu özeti, bu sözleşmenin ayrılmaz parçasıdır.',
    },
  ],
  sections: [
    {
      id: 'taraflar',
      title: 'Taraflar',
      blocks: [
        { kind: 'subheading', text: 'Hizmet sağlayıcı (salon)' },
        {
          kind: 'paragraph',
          text: 'Randevunun veya paketin satın alındığı salondur. Salonun unvanı, adresi, telefon numarası ve vergi bilgileri, ödeme adımındaki ön bilgilendirme formunda ve randevu onayında yer alır.',
        },
        { kind: 'subheading', text: 'Tüketici (müşteri)' },
        {
          kind: 'paragraph',
          text: 'Randevuyu veya paketi satın alan, adı soyadı, e-posta adresi ve telefon numarası Salonya müşteri hesabında kayıtlı olan kişidir.',
        },
        { kind: 'subheading', text: 'Aracı hizmet sağlayıcı' },
        {
          kind: 'definitions',
          items: [
            { term: 'Unvan', text: COMPANY.legalName },
            { term: 'Adres', text: COMPANY.address },
            { term: 'MERSİS numarası', text: COMPANY.mersisNo },
            { term: 'E-posta', text: supportMail },
            { term: 'KEP adresi', text: COMPANY.kep },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Salonya, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun kapsamında aracı hizmet sağlayıcıdır: Platform’u işletir, siparişi salona iletir, bedeli salon adına tahsil eder ve iadeleri yürütür. Hizmeti sunan taraf salondur.',
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
            { term: 'Kanun', text: '6502 sayılı Tüketicinin Korunması Hakkında Kanun.' },
            {
              term: 'Yönetmelik',
              text: '27.11.2014 tarihli ve 29188 sayılı Resmî Gazete’de yayımlanan Mesafeli Sözleşmeler Yönetmeliği.',
            },
            {
              term: 'Hizmet',
              text: 'Salonun sunduğu saç, berber, güzellik, tırnak, masaj ve spa, cilt bakımı, eve gelen ve evcil hayvan bakım hizmetleri.',
            },
            {
              term: 'Randevu',
              text: 'Belirli bir tarih ve saatte, belirli bir salonda (eve gelen hizmetlerde tüketicinin bildirdiği adreste) sunulacak hizmet için yapılan rezervasyon.',
            },
            {
              term: 'Paket',
              text: 'Bir salonun belirli hizmetlerinin, belirli bir süre içinde kullanılmak üzere birden fazla seans olarak satın alınması.',
            },
            {
              term: 'Kalıcı veri saklayıcısı',
              text: 'Tüketicinin gönderdiği veya kendisine gönderilen bilgiyi değiştirmeden kaydedip erişmesine imkân veren e-posta gibi araçlar.',
            },
          ],
        },
      ],
    },
    {
      id: 'konu',
      title: 'Sözleşmenin Konusu',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bu sözleşmenin konusu, tüketicinin Platform üzerinden elektronik ortamda satın aldığı ve nitelikleri ile satış fiyatı ön bilgilendirme formunda belirtilen hizmetin sunulmasına ve bedelinin ödenmesine ilişkin olarak Kanun ve Yönetmelik hükümleri uyarınca tarafların hak ve yükümlülüklerinin belirlenmesidir.',
        },
      ],
    },
    {
      id: 'hizmet-bilgileri',
      title: 'Hizmete İlişkin Bilgiler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ödemeden önce ön bilgilendirme formunda ve randevu özetinde aşağıdaki bilgiler gösterilir:',
        },
        {
          kind: 'list',
          items: [
            'Hizmetin adı, içeriği ve tahmini süresi,',
            'Hizmeti sunacak uzman (seçildiyse),',
            'Randevunun tarihi ve saati (Türkiye saati),',
            'Hizmetin sunulacağı yer: salonun adresi ya da eve gelen hizmetlerde bildirdiğiniz adres,',
            'Birim fiyatlar, uygulanan indirim ve kuponlar, vergiler dâhil toplam bedel,',
            'Ödeme şekli ve salonun iptal koşulları,',
            'Paketlerde seans sayısı ve paketin kullanım süresi.',
          ],
        },
      ],
    },
    {
      id: 'fiyat-odeme',
      title: 'Fiyat ve Ödeme',
      blocks: [
        {
          kind: 'list',
          items: [
            'Fiyatlar Türk lirası olarak ve vergiler dâhil gösterilir. Ödeme adımında gördüğünüz toplam bedel, ödemeniz gereken tutarın tamamıdır.',
            'Ödeme kredi kartı veya banka kartıyla, cüzdan bakiyesiyle, geçerli bir kuponla ya da paket hakkınızla yapılabilir. Kartla ödemeler lisanslı ödeme kuruluşu aracılığıyla ve gerektiğinde 3-D Secure doğrulamasıyla alınır.',
            'Salonya, tahsil ettiği bedeli hizmeti sunan salon adına tahsil eder; bu tahsilatla borcunuz salona karşı ödenmiş sayılır.',
            'Randevuda yer almayan bir hizmeti salonda ayrıca talep ederseniz, bu hizmetin bedeli sizinle salon arasında ayrıca kararlaştırılır ve Platform üzerinden ödenmedikçe bu sözleşmenin kapsamında değildir.',
            'Hizmetin faturası, hizmeti sunan salon tarafından düzenlenir.',
          ],
        },
      ],
    },
    {
      id: 'ifa',
      title: 'Hizmetin Sunulması',
      blocks: [
        {
          kind: 'list',
          items: [
            'Salon, hizmeti randevu tarihinde ve saatinde, salonun adresinde veya eve gelen hizmetlerde bildirdiğiniz adreste, ön bilgilendirme formunda belirtilen niteliklere uygun olarak sunar.',
            'Randevu saatinde hizmetin sunulacağı yerde hazır bulunmanız gerekir. Makul olmayan bir gecikme hâlinde salon, randevunun kalan süresine sığan hizmetleri sunabilir veya randevuyu iptal koşullarına göre gelinmemiş sayabilir.',
            'Salonun hizmeti sunmasının imkânsız hâle gelmesi durumunda salon, bunu öğrendiği tarihten itibaren 3 gün içinde size Platform ve e-posta yoluyla bildirir; tahsil edilen tüm ödemeler bildirim tarihinden itibaren en geç 14 gün içinde iade edilir. Dilerseniz iade yerine size sunulan uygun bir başka tarihi kabul edebilirsiniz.',
            'Hizmetin güvenle sunulabilmesi için önemli olan durumları (alerji, cilt hassasiyeti, evcil hayvanınızın sağlık durumu gibi) randevu notunda veya randevu öncesinde salona bildirmeniz önerilir.',
          ],
        },
      ],
    },
    {
      id: 'cayma-hakki',
      title: 'Cayma Hakkı',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tüketici, aşağıdaki istisnalar saklı kalmak kaydıyla, sözleşmenin kurulduğu günden itibaren 14 gün içinde herhangi bir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir.',
        },
        {
          kind: 'paragraph',
          text: `Cayma hakkınızı, süre dolmadan önce ${appointmentsLink} sayfasındaki iptal işlemiyle ya da ${supportMail} adresine veya Salonya’nın posta adresine yapacağınız açık bir bildirimle kullanabilirsiniz. Bildirim için aşağıdaki [cayma formunu](#cayma-formu) kullanabilirsiniz; kullanmak zorunda değilsiniz.`,
        },
        {
          kind: 'paragraph',
          text: 'Cayma bildiriminin ulaşmasından itibaren en geç 14 gün içinde tahsil edilen tüm ödemeler, ödemede kullandığınız araçla ve size herhangi bir masraf yüklenmeden iade edilir. Kartınıza yapılan iadenin hesabınıza yansıma süresi bankanıza göre değişebilir. Cüzdan bakiyesiyle ödenen kısım cüzdanınıza, kuponla karşılanan kısım kupon geçerlilik süresi içindeyse kuponunuza iade edilir.',
        },
      ],
    },
    {
      id: 'cayma-istisnalari',
      title: 'Cayma Hakkının Kullanılamayacağı Durumlar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Yönetmeliğin 15. maddesi uyarınca aşağıdaki durumlarda cayma hakkı kullanılamaz:',
        },
        {
          kind: 'list',
          items: [
            'Belirli bir tarihte veya dönemde yapılması gereken, boş zamanın değerlendirilmesine ilişkin hizmetler (Yönetmelik md. 15/1-g): belirli bir gün ve saate ayrılmış randevular bu kapsamdadır.',
            'Cayma süresi sona ermeden önce, tüketicinin onayıyla ifasına başlanan hizmetler (Yönetmelik md. 15/1-h): randevu saatinde hizmetin sunulmasına başlandığında cayma hakkı sona erer.',
          ],
        },
        {
          kind: 'note',
          title: 'Sizin için ne anlama geliyor?',
          text: 'Bu istisnalar, iptal haklarınızı ortadan kaldırmaz. Randevunuzu, salonun ücretsiz iptal süresi dolmadan dilediğiniz zaman ücretsiz iptal edebilirsiniz ([Madde 9](#iptal)). Paketlerde ise hiç kullanılmamış paketler için 14 günlük cayma hakkınız devam eder; süre içinde seans kullandıysanız, kullanılmamış seansların bedeli iade edilir.',
        },
      ],
    },
    {
      id: 'iptal',
      title: 'Randevu İptali ve Değişikliği',
      blocks: [
        {
          kind: 'list',
          items: [
            `Randevunuzu ${appointmentsLink} sayfasından iptal edebilirsiniz. Salonun iptal koşulları, ödeme adımında ve randevu ayrıntılarında gösterilir.`,
            'Salonun belirlediği ücretsiz iptal süresi dolmadan yapılan iptallerde ödemenin tamamı iade edilir.',
            'Ücretsiz iptal süresi geçtikten sonra yapılan iptallerde veya randevuya haber vermeden gelinmemesi hâlinde, yalnızca iptal koşullarında önceden belirtilen tutar kadar kesinti yapılabilir; kalan tutar iade edilir.',
            'Salonun randevuyu iptal etmesi hâlinde ödemenin tamamı iade edilir ve durum size Platform ve e-posta yoluyla bildirilir.',
            'Randevu saatini değiştirmek istediğinizde, salonun müsaitliğine bağlı olarak yeni bir saat seçebilirsiniz; değişiklik talepleri de iptal koşullarına tabidir.',
            'İadeler, iptal tarihinden itibaren en geç 14 gün içinde ödemede kullandığınız araca yapılır.',
          ],
        },
      ],
    },
    {
      id: 'ayipli-hizmet',
      title: 'Ayıplı Hizmet',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hizmetin ayıplı sunulması hâlinde Kanun’un 15. ve 16. maddeleri uyarınca; hizmetin yeniden görülmesi, hizmet sonucu ortaya çıkan eserin ücretsiz onarımı, ayıp oranında bedelden indirim veya sözleşmeden dönme haklarından birini salona karşı kullanabilirsiniz. Bu hakları kullanırken tazminat talep etme hakkınız saklıdır.',
        },
        {
          kind: 'paragraph',
          text: `Şikâyetinizi ${appointmentsLink} sayfasındaki randevu ayrıntılarından veya ${supportMail} adresinden iletebilirsiniz. Salonya, salonla aranızda çözüm bulunması için aracılık eder ve talebinizin sonucunu size bildirir.`,
        },
      ],
    },
    {
      id: 'yukumlulukler',
      title: 'Tarafların Diğer Yükümlülükleri',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Salon**, hizmeti ön bilgilendirme formuna, mevzuata ve meslek kurallarına uygun, hijyenik ve özenli biçimde sunmakla yükümlüdür.',
            '**Tüketici**, randevu için doğru bilgi vermek, randevu saatinde hazır bulunmak ve eve gelen hizmetlerde hizmetin güvenle sunulabileceği bir ortam sağlamakla yükümlüdür.',
            '**Salonya**, Platform’u işletmek, sipariş ve bildirimleri taraflara iletmek, ödemeleri ve iadeleri yürütmek ve şikâyetlerin çözümüne aracılık etmekle yükümlüdür.',
          ],
        },
      ],
    },
    {
      id: 'uyusmazliklar',
      title: 'Uyuşmazlıkların Çözümü',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bu sözleşmeden doğan uyuşmazlıklarda, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar dâhilinde tüketicinin yerleşim yerindeki veya tüketici işleminin yapıldığı yerdeki **Tüketici Hakem Heyetine**, bu sınırları aşan uyuşmazlıklarda ise **Tüketici Mahkemesine** başvurulabilir.',
        },
        {
          kind: 'list',
          items: [
            'Tüketici hakem heyetlerine e-Devlet üzerinden Tüketici Bilgi Sistemi (TÜBİS) ile çevrim içi başvuru yapılabilir.',
            'Tüketici mahkemesinde dava açmadan önce arabulucuya başvurulması, Kanun’un 73/A maddesi uyarınca dava şartıdır; hakem heyetinin görev alanındaki uyuşmazlıklar bu şartın dışındadır.',
            'Tüketici mahkemesinde dava, tüketicinin yerleşim yeri mahkemesinde de açılabilir.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Bu yollara başvurmadan önce ${supportMail} adresine yazmanızı öneririz; şikâyetlerin büyük bölümü salonla doğrudan iletişim kurularak kısa sürede çözülebilir.`,
        },
      ],
    },
    {
      id: 'yururluk',
      title: 'Yürürlük',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tüketici, ödeme adımında ön bilgilendirme formunu ve bu sözleşmeyi okuduğunu onaylayıp ödemeyi tamamladığında sözleşme elektronik ortamda kurulur. Sözleşmenin ve ön bilgilendirme formunun bir örneği randevu onayıyla birlikte e-posta adresinize kalıcı veri saklayıcısı olarak gönderilir ve randevu ayrıntılarından her zaman görüntülenebilir.',
        },
      ],
    },
    {
      id: 'cayma-formu',
      title: 'Ek: Cayma Formu',
      blocks: [
        {
          kind: 'paragraph',
          text: '(Bu formu yalnızca sözleşmeden cayma hakkınızı kullanmak istediğinizde doldurup gönderiniz.)',
        },
        {
          kind: 'definitions',
          items: [
            { term: 'Kime', text: `${COMPANY.legalName}, ${COMPANY.address}, ${supportMail}` },
            {
              term: 'Beyan',
              text: 'Bu formda bildirdiğim hizmete ilişkin sözleşmeden cayma hakkımı kullandığımı beyan ederim.',
            },
            { term: 'Sipariş tarihi', text: '……/……/……' },
            { term: 'Randevu veya paket numarası', text: '……………………' },
            { term: 'Salon ve hizmet', text: '……………………' },
            { term: 'Tüketicinin adı soyadı', text: '……………………' },
            { term: 'Tüketicinin adresi', text: '……………………' },
            { term: 'İmza', text: '(Yalnızca kâğıt üzerinde gönderiliyorsa)' },
            { term: 'Tarih', text: '……/……/……' },
          ],
        },
      ],
    },
  ],
};
