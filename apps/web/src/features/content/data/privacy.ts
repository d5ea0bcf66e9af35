import { paths } from '@/lib/paths';
import type { LegalDocument } from '../types';
import { COMPANY, LEGAL_UPDATED_AT, mailLink } from './company';

const kvkkHref = paths.legal.kvkk.getHref();

/** /gizlilik-politikasi: how Salonya handles personal data in practice (complements the KVKK notice). */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Gizlilik Politikası',
  subtitle:
    'Salonya’yı kullanırken hangi bilgileri topladığımızı, bunları nasıl kullandığımızı, kimlerle paylaştığımızı ve nasıl koruduğumuzu sade bir dille anlatıyoruz.',
  updatedAt: LEGAL_UPDATED_AT,
  intro: [
    {
      kind: 'paragraph',
      text: `Bu Gizlilik Politikası, ${COMPANY.shortName} (“Salonya” veya “biz”) tarafından işletilen ${COMPANY.website} internet sitesi ve web uygulaması (“Platform”) için geçerlidir. Politika, [KVKK Aydınlatma Metni](${kvkkHref}) ile birlikte okunmalıdır; iki metin arasında bir farklılık olduğunu düşünürseniz Aydınlatma Metni esas alınır.`,
    },
  ],
  sections: [
    {
      id: 'kapsam',
      title: 'Kapsam',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Politika; Platform’u üye olmadan ziyaret edenleri, randevu alan müşterileri, salonunu Platform’da listeleyen salon sahiplerini ve salonlarda çalışan uzmanları kapsar. Salonların Platform dışında, kendi işletmelerinde yürüttüğü veri işleme faaliyetleri bu politikanın değil, ilgili salonun kendi politikalarının konusudur.',
        },
      ],
    },
    {
      id: 'toplanan-bilgiler',
      title: 'Topladığımız Bilgiler',
      blocks: [
        { kind: 'subheading', text: 'Bize kendiniz verdiğiniz bilgiler' },
        {
          kind: 'list',
          items: [
            'Üye olurken: ad soyad, e-posta adresi, cep telefonu numarası ve şifreniz (şifreniz yalnızca geri döndürülemez bir özet olarak saklanır),',
            'Randevu alırken: seçtiğiniz hizmetler, uzman, tarih ve saat, notlarınız; eve gelen hizmetlerde adresiniz; evcil hayvan bakımında evcil hayvanınızın bilgileri,',
            'Yorum yazarken: puanınız ve yorumunuz,',
            'Destek veya iletişim formu kullanırken: mesajınız ve eklediğiniz bilgiler,',
            'Salon başvurusunda: işletme bilgileri, yetkili kişi bilgileri ve başvuru belgeleri.',
          ],
        },
        { kind: 'subheading', text: 'Platform’u kullanırken oluşan bilgiler' },
        {
          kind: 'list',
          items: [
            'IP adresi, tarayıcı ve cihaz türü, ziyaret edilen sayfalar ve işlem zamanları gibi sunucu kayıtları,',
            `Oturumunuzu açık tutan oturum anahtarı ve tarayıcınızda tutulan tercihler (ayrıntılar [Çerez Politikası](${paths.legal.cookies.getHref()}) sayfasında),`,
            'Yalnızca izin verirseniz, size yakın salonları göstermek için cihazınızın yaklaşık konumu.',
          ],
        },
        { kind: 'subheading', text: 'Başkalarından gelen bilgiler' },
        {
          kind: 'list',
          items: [
            'Salonların sizin adınıza oluşturduğu randevular (örneğin telefonla alınan bir randevunun Platform’a kaydedilmesi),',
            'Ödeme kuruluşlarının ilettiği ödeme, 3-D Secure ve iade sonuçları.',
          ],
        },
      ],
    },
    {
      id: 'kullanim',
      title: 'Bilgilerinizi Nasıl Kullanıyoruz',
      blocks: [
        {
          kind: 'list',
          items: [
            'Hesabınızı oluşturmak, kimliğinizi doğrulamak ve oturumunuzu güvenle açık tutmak,',
            'Aradığınız hizmete, konuma ve tarihe uygun salonları listelemek,',
            'Randevunuzu oluşturmak, salona iletmek, onay ve hatırlatma bildirimleri göndermek,',
            'Ödemeleri, iadeleri, paketleri, kuponları ve cüzdan bakiyenizi yönetmek,',
            'Sorularınızı yanıtlamak, salonlarla yaşadığınız sorunların çözümüne yardımcı olmak,',
            'Sahte hesapları, sahte yorumları ve dolandırıcılık girişimlerini tespit edip önlemek,',
            'Platform’un hızını ve kullanılabilirliğini ölçmek, hataları gidermek,',
            'Yalnızca onay vermeniz hâlinde size kampanya ve yeniliklerle ilgili ileti göndermek.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bilgilerinizi reklam verenlere satmayız ve onayınız olmadan pazarlama amacıyla üçüncü kişilerle paylaşmayız. Randevu hatırlatması, ödeme bildirimi ve şifre sıfırlama gibi hizmetle ilgili iletiler pazarlama iletisi değildir; bunları hesabınız açık olduğu sürece almaya devam edersiniz.',
        },
      ],
    },
    {
      id: 'salonlarla-paylasim',
      title: 'Salonlarla Paylaştığımız Bilgiler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bir salondan randevu aldığınızda o salon, randevunuzu gerçekleştirebilmek için adınızı, telefon numaranızı, randevu ayrıntılarınızı ve notlarınızı görür; eve gelen hizmetlerde adresinizi, evcil hayvan bakımında evcil hayvanınızın bilgilerini de görür. Salon, geçmiş randevularınızı yalnızca kendi salonundaki randevularla sınırlı olarak görebilir.',
        },
        {
          kind: 'paragraph',
          text: `Salonlar, [Kullanım Şartları](${paths.legal.terms.getHref()}) gereği bu bilgileri yalnızca randevunuzla ilgili amaçlarla kullanmayı kabul eder; onayınız olmadan size pazarlama iletisi göndermek için kullanamaz. Bir salonun bilgilerinizi kötüye kullandığını düşünüyorsanız ${mailLink(COMPANY.supportEmail)} adresine bildirin.`,
        },
      ],
    },
    {
      id: 'odeme-guvenligi',
      title: 'Ödeme Güvenliği',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kartla yapılan ödemeler, 6493 sayılı Kanun kapsamında lisanslı ödeme kuruluşları aracılığıyla alınır. Kart bilgilerinizi ödeme kuruluşunun güvenli ödeme alanına girersiniz; bankanız gerektiğinde 3-D Secure ile telefonunuza gönderilen kodla işlemi doğrular. Salonya kart numaranızın tamamını ve güvenlik kodunu görmez ve saklamaz; yalnızca işlem numarası, tutar ve kartınızın son dört hanesi gibi bilgileri kaydeder.',
        },
      ],
    },
    {
      id: 'veri-guvenligi',
      title: 'Bilgilerinizi Nasıl Koruyoruz',
      blocks: [
        {
          kind: 'list',
          items: [
            'Platform ile tarayıcınız arasındaki tüm trafik HTTPS (TLS) ile şifrelenir.',
            'Şifreler, güncel bir parola özetleme algoritmasıyla geri döndürülemez biçimde saklanır; çalışanlarımız dâhil hiç kimse şifrenizi göremez.',
            'Oturum anahtarları sunucularımızda yalnızca özetleriyle tutulur. Oturumlar 7 gün, “Beni hatırla” seçeneğiyle 30 gün geçerlidir; çıkış yaptığınızda sona erer, şifrenizi değiştirdiğinizde diğer cihazlardaki oturumlarınız kapatılır.',
            'Giriş, kayıt ve şifre sıfırlama işlemlerinde deneme sayısı sınırlandırılır; şifre sıfırlama bağlantıları tek kullanımlıktır ve 60 dakika geçerlidir.',
            'Verilere erişim, görevi gereği ihtiyaç duyan çalışanlarla sınırlıdır ve erişimler kayıt altına alınır.',
            'Veriler düzenli olarak yedeklenir; yedekler de şifreli olarak saklanır.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hiçbir sistem tamamen risksiz değildir. Verilerinizin yetkisiz kişilerce ele geçirildiğini öğrenmemiz hâlinde KVKK’nın 12. maddesi uyarınca durumu en kısa sürede size ve en geç 72 saat içinde Kişisel Verileri Koruma Kurulu’na bildiririz.',
        },
        {
          kind: 'note',
          title: 'Size düşenler',
          text: 'Salonya’ya özel, tahmin edilmesi zor bir şifre kullanın; şifrenizi kimseyle paylaşmayın; ortak kullanılan cihazlarda işiniz bitince çıkış yapın. Salonya sizden e-posta, telefon veya mesajla hiçbir zaman şifrenizi ya da kart bilgilerinizi istemez.',
        },
      ],
    },
    {
      id: 'tercihleriniz',
      title: 'Tercihleriniz ve Kontrolünüz',
      blocks: [
        {
          kind: 'list',
          items: [
            `**Profil bilgileri:** Ad, e-posta ve telefon bilgilerinizi [Profil](${paths.customer.profile.getHref()}) sayfasından güncelleyebilirsiniz.`,
            `**Bildirimler ve ticari iletiler:** E-posta, SMS ve anlık bildirim tercihlerinizi ve kampanya iletisi onayınızı [Ayarlar](${paths.customer.settings.getHref()}) sayfasından değiştirebilirsiniz. Kampanya e-postalarının altındaki bağlantıyla da tek tıkla ayrılabilirsiniz.`,
            '**Konum:** Konum iznini istediğiniz zaman tarayıcınızın site ayarlarından kapatabilirsiniz; bu durumda aramalarda il ve ilçe seçerek devam edersiniz.',
            `**Çerezler:** Zorunlu olmayan çerezlere ilişkin tercihlerinizi [Çerez Politikası](${paths.legal.cookies.getHref()}) sayfasından değiştirebilirsiniz.`,
            `**Hesabın kapatılması:** Hesabınızın kapatılmasını ${mailLink(COMPANY.supportEmail)} adresine kayıtlı e-posta adresinizden yazarak talep edebilirsiniz. Yaklaşan randevularınız varsa önce bunları iptal etmeniz gerekir; yasal saklama yükümlülüğü bulunan kayıtlar süresi dolana kadar erişimi kısıtlanarak saklanır.`,
            `**KVKK hakları:** Verilerinize erişim, düzeltme ve silme gibi haklarınızı nasıl kullanacağınız [KVKK Aydınlatma Metni](${kvkkHref}#basvuru) sayfasında açıklanmıştır.`,
          ],
        },
      ],
    },
    {
      id: 'cerezler',
      title: 'Çerezler ve Tarayıcı Depolama',
      blocks: [
        {
          kind: 'paragraph',
          text: `Platform, oturumunuzu açık tutmak ve tercihlerinizi hatırlamak için çerezler ve tarayıcınızın yerel depolama alanını kullanır. Zorunlu olanlar dışındakiler yalnızca onay vermeniz hâlinde çalışır. Hangi kayıtları hangi amaçla tuttuğumuzu [Çerez Politikası](${paths.legal.cookies.getHref()}) sayfasında tek tek listeledik.`,
        },
      ],
    },
    {
      id: 'cocuklar',
      title: 'Çocukların Gizliliği',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Platform’a üye olmak için 18 yaşını doldurmuş olmak gerekir. 18 yaşından küçükler için randevuyu ebeveyn veya vasi kendi hesabından alabilir ve randevu notunda belirtebilir. 18 yaşından küçük birine ait bir hesap olduğunu fark edersek hesabı kapatır ve ilgili verileri sileriz.',
        },
      ],
    },
    {
      id: 'ucuncu-taraf-baglantilar',
      title: 'Üçüncü Taraf Bağlantıları',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Salon sayfalarında salonların kendi internet sitelerine veya sosyal medya hesaplarına bağlantılar bulunabilir. Bu sitelerin gizlilik uygulamalarından ilgili site sahipleri sorumludur; ziyaret etmeden önce onların politikalarını incelemenizi öneririz.',
        },
      ],
    },
    {
      id: 'saklama',
      title: 'Bilgileri Ne Kadar Saklıyoruz',
      blocks: [
        {
          kind: 'paragraph',
          text: `Bilgilerinizi yalnızca toplandıkları amaç için gerekli olduğu sürece ve mevzuatın öngördüğü süreler boyunca saklarız. Veri gruplarına göre saklama süreleri [KVKK Aydınlatma Metni](${kvkkHref}#saklama-sureleri) sayfasındaki tabloda yer alır. Süresi dolan bilgiler silinir, yok edilir veya anonim hâle getirilir.`,
        },
      ],
    },
    {
      id: 'degisiklikler',
      title: 'Politikadaki Değişiklikler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bu politikayı hizmetlerimizdeki veya mevzuattaki değişikliklere göre güncelleyebiliriz. Güncel metin bu sayfada yayımlanır ve başlığın altındaki tarih değişir. Bilgilerinizin kullanım biçimini önemli ölçüde değiştiren güncellemeleri yürürlüğe girmeden önce e-posta veya Platform içi bildirimle duyururuz.',
        },
      ],
    },
    {
      id: 'iletisim',
      title: 'İletişim',
      blocks: [
        {
          kind: 'definitions',
          items: [
            { term: 'Kişisel veri başvuruları', text: mailLink(COMPANY.kvkkEmail) },
            { term: 'Genel sorular ve destek', text: mailLink(COMPANY.supportEmail) },
            { term: 'İletişim formu', text: `[İletişim sayfası](${paths.contact.getHref()})` },
            { term: 'Posta adresi', text: `${COMPANY.legalName}, ${COMPANY.address}` },
          ],
        },
      ],
    },
  ],
};
