import { paths } from '@/lib/paths';
import type { ContentBlock, FaqTopic, RichText } from '../types';
import { COMPANY, mailLink } from './company';

const link = (label: string, href: string) => `[${label}](${href})`;
const p = (text: RichText): ContentBlock => ({ kind: 'paragraph', text });
const steps = (...items: RichText[]): ContentBlock => ({ kind: 'list', ordered: true, items });
const bullets = (...items: RichText[]): ContentBlock => ({ kind: 'list', items });

const customer = paths.customer;
const salon = paths.salon;
const support = mailLink(COMPANY.supportEmail);

/** /yardim: questions and answers for customers and salons, grouped by topic (search filters all of them). */
export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'hesap',
    title: 'Hesap',
    description: 'Üyelik, giriş, şifre ve hesap ayarları',
    items: [
      {
        id: 'uye-olma',
        question: 'Salonya’ya nasıl üye olurum?',
        keywords: ['kayıt', 'kaydol', 'hesap açma'],
        answer: [
          steps(
            `${link('Üye Ol', paths.register.getHref())} sayfasını açın.`,
            'Adınızı ve soyadınızı, e-posta adresinizi, cep telefonu numaranızı ve bir şifre yazın.',
            'KVKK Aydınlatma Metni’ni okuduğunuzu onaylayın; kampanya iletileri almak isteğe bağlıdır.',
            'E-posta adresinize gelen doğrulama bağlantısına tıklayarak hesabınızı doğrulayın.',
          ),
          p(
            'Şifreniz en az 10 karakter olmalıdır; çok yaygın şifreler (örneğin “Password1”), adınız ve e-posta adresiniz kabul edilmez. Birkaç kelimeden oluşan bir cümle iyi bir seçimdir.',
          ),
        ],
      },
      {
        id: 'ucretsiz-mi',
        question: 'Salonya’yı kullanmak ücretli mi?',
        keywords: ['ücret', 'para', 'komisyon'],
        answer: [
          p(
            'Müşteriler için üyelik ve randevu almak ücretsizdir. Ödediğiniz tutar, salonun hizmet için belirlediği fiyattır; Salonya randevu için sizden ayrıca bir hizmet bedeli almaz.',
          ),
        ],
      },
      {
        id: 'dogrulama-epostasi',
        question: 'Doğrulama e-postası gelmedi, ne yapmalıyım?',
        keywords: ['mail', 'onay', 'aktivasyon', 'spam'],
        answer: [
          bullets(
            'Önce istenmeyen (spam) ve promosyon klasörlerini kontrol edin.',
            `${link('E-posta Doğrulama', paths.emailVerification.getHref())} sayfasından bağlantıyı yeniden gönderebilirsiniz. Kötüye kullanımı önlemek için 15 dakikada en fazla 3 kez gönderim yapılabilir.`,
            'Doğrulama bağlantısı 24 saat geçerlidir. E-posta adresinizi değiştirirseniz eski bağlantı çalışmaz; yeni adresinize gelen bağlantıyı kullanın.',
          ),
        ],
      },
      {
        id: 'sifremi-unuttum',
        question: 'Şifremi unuttum, nasıl sıfırlarım?',
        keywords: ['parola', 'giriş yapamıyorum', 'şifre sıfırlama'],
        answer: [
          steps(
            `${link('Şifre Sıfırlama', paths.passwordReset.getHref())} sayfasına e-posta adresinizi yazın.`,
            'Gelen e-postadaki bağlantıya tıklayın. Bağlantı 60 dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
            'Yeni şifrenizi belirleyin ve giriş yapın.',
          ),
          p(
            'Güvenliğiniz için şifre sıfırlandığında tüm cihazlardaki oturumlarınız kapatılır. Güvenlik nedeniyle, e-posta adresi kayıtlı olmasa da aynı bilgilendirme mesajını gösteririz.',
          ),
        ],
      },
      {
        id: 'bilgileri-guncelleme',
        question: 'Adımı, e-posta adresimi veya telefon numaramı nasıl değiştiririm?',
        keywords: ['profil', 'düzenle', 'güncelle'],
        answer: [
          p(
            `Giriş yaptıktan sonra ${link('Profil', customer.profile.getHref())} sayfasından bilgilerinizi güncelleyebilir, aynı sayfadan şifrenizi de değiştirebilirsiniz. Şifrenizi değiştirdiğinizde diğer cihazlardaki oturumlarınız kapatılır.`,
          ),
        ],
      },
      {
        id: 'bildirim-ayarlari',
        question: 'Bildirimleri ve kampanya iletilerini nasıl yönetirim?',
        keywords: ['sms', 'e-posta', 'hatırlatma', 'izin', 'abonelikten çık'],
        answer: [
          p(
            `${link('Ayarlar', customer.settings.getHref())} sayfasında e-posta, SMS ve anlık bildirimleri, randevu hatırlatmalarını ve kampanya e-postalarını ayrı ayrı açıp kapatabilirsiniz. Randevu onayı ve iptal bildirimleri gibi işlem bildirimleri hesabınız açık olduğu sürece gönderilir.`,
          ),
        ],
      },
      {
        id: 'hesap-kapatma',
        question: 'Hesabımı nasıl kapatırım?',
        keywords: ['hesap silme', 'üyelik iptali', 'verilerimi sil'],
        answer: [
          p(
            `Kayıtlı e-posta adresinizden ${support} adresine “Hesabımı kapatmak istiyorum” yazmanız yeterlidir. Yaklaşan randevularınız varsa önce bunları iptal etmeniz gerekir. Yasal olarak saklamamız gereken fatura ve ödeme kayıtları dışındaki verileriniz silinir; yorumlarınız adınız kaldırılarak anonim hâle getirilir.`,
          ),
        ],
      },
    ],
  },
  {
    id: 'randevu',
    title: 'Randevu',
    description: 'Randevu alma, uzman ve hizmet seçimi, eve gelen ve evcil hayvan hizmetleri',
    items: [
      {
        id: 'nasil-randevu-alirim',
        question: 'Nasıl randevu alırım?',
        keywords: ['rezervasyon', 'randevu oluşturma'],
        answer: [
          steps(
            `Ana sayfadaki arama kutusundan, ${link('Kategoriler', paths.categories.getHref())} sayfasından veya kampanyalardan bir salon seçin.`,
            'Salon sayfasında “Randevu Al” düğmesine basın. Giriş yapmadıysanız giriş sayfasına yönlendirilir, giriş yaptıktan sonra kaldığınız yerden devam edersiniz.',
            'Sırasıyla tarihi, uzmanı ve hizmetleri seçin. Eve gelen hizmetlerde adresiniz, evcil hayvan bakımında evcil hayvanınızın bilgileri sorulur.',
            'Müsait saatlerden birini seçin, fiyat özetini ve iptal koşullarını kontrol edip ödemeyi tamamlayın.',
          ),
          p(
            'Randevunuz oluşturulduğunda onay ekranı gösterilir ve onay bilgisi e-posta adresinize gönderilir.',
          ),
        ],
      },
      {
        id: 'uye-olmadan-randevu',
        question: 'Üye olmadan randevu alabilir miyim?',
        keywords: ['misafir', 'giriş yapmadan'],
        answer: [
          p(
            'Salonları, hizmetleri, fiyatları ve yorumları üye olmadan inceleyebilirsiniz. Randevu almak için ise bir müşteri hesabıyla giriş yapmanız gerekir; böylece randevunuzu takip edebilir, iptal edebilir ve hatırlatma alabilirsiniz.',
          ),
          p(
            'Bir salon, telefonla aldığı randevuyu sizin adınıza kaydettiyse size bir onay bağlantısı gönderebilir. Bu bağlantıdan randevuyu üye olmadan onaylayabilirsiniz.',
          ),
        ],
      },
      {
        id: 'randevularimi-gorme',
        question: 'Randevularımı nereden görebilirim?',
        keywords: ['randevu listesi', 'yaklaşan', 'geçmiş randevular'],
        answer: [
          p(
            `${link('Randevularım', customer.appointments.getHref())} sayfasında yaklaşan ve geçmiş tüm randevularınızı görürsünüz. Bir randevuya tıkladığınızda salon adresi, seçtiğiniz hizmetler, ödeme bilgileri ve iptal koşulları gösterilir.`,
          ),
        ],
      },
      {
        id: 'uzman-secimi',
        question: 'Belirli bir uzmanı seçebilir miyim?',
        keywords: ['kuaför', 'berber', 'personel', 'çalışan'],
        answer: [
          p(
            'Evet. Randevu adımlarında uzman seçimi tarihten hemen sonra gelir; dilediğiniz uzmanı seçebilir ya da herhangi bir uzmanla devam ederek daha fazla müsait saat görebilirsiniz. Uzmanların profillerini, hizmetlerini ve yorumlarını salon sayfasından inceleyebilirsiniz.',
          ),
        ],
      },
      {
        id: 'birden-fazla-hizmet',
        question: 'Tek randevuda birden fazla hizmet alabilir miyim?',
        keywords: ['saç boyama', 'fön', 'manikür', 'pedikür'],
        answer: [
          p(
            'Evet. Hizmet adımında birden fazla hizmet seçebilirsiniz; örneğin saç kesimi ile fönü ya da manikür ile pedikürü aynı randevuda birleştirebilirsiniz. Müsait saatler, seçtiğiniz hizmetlerin toplam süresine göre hesaplanır.',
          ),
        ],
      },
      {
        id: 'eve-gelen-hizmet',
        question: 'Eve gelen hizmet nasıl çalışır?',
        keywords: ['evde', 'adres', 'mobil hizmet'],
        answer: [
          p(
            `Eve gelen hizmet sunan salonlarda randevu adımlarına bir konum adımı eklenir. Bu adımda kayıtlı adreslerinizden birini seçer veya yeni bir adres eklersiniz; adreslerinizi ${link('Adreslerim', customer.addresses.getHref())} sayfasından da yönetebilirsiniz. Adresiniz salonun hizmet verdiği bölgenin dışındaysa bu size randevu adımında bildirilir.`,
          ),
        ],
      },
      {
        id: 'evcil-hayvan',
        question: 'Evcil hayvanım için nasıl randevu alırım?',
        keywords: ['pet', 'köpek', 'kedi', 'pet kuaför', 'tıraş'],
        answer: [
          p(
            'Evcil hayvan bakımı sunan salonlarda randevu adımlarına bir evcil hayvan adımı eklenir. Bu adımda evcil hayvanınızın adını, türünü ve cinsini yazar; aşı durumu veya hassasiyetleri gibi bilmesi gerekenleri nota ekleyebilirsiniz. Bu bilgiler yalnızca randevu aldığınız salonla paylaşılır.',
          ),
        ],
      },
      {
        id: 'isletme-hesabiyla-randevu',
        question: 'Salon sahibi veya uzman hesabımla randevu alabilir miyim?',
        keywords: ['salon hesabı', 'personel hesabı'],
        answer: [
          p(
            'Hayır. Randevular yalnızca müşteri hesaplarıyla alınabilir. Başka bir salondan randevu almak istiyorsanız farklı bir e-posta adresiyle ayrı bir müşteri hesabı açabilirsiniz.',
          ),
        ],
      },
      {
        id: 'randevu-hatirlatma',
        question: 'Randevumdan önce hatırlatma alır mıyım?',
        keywords: ['hatırlatıcı', 'bildirim', 'sms'],
        answer: [
          p(
            `Randevu hatırlatmaları açıksa randevunuzdan önce e-posta ve tercihinize göre SMS ile hatırlatma gönderilir. Hatırlatmaları ${link('Ayarlar', customer.settings.getHref())} sayfasından açıp kapatabilirsiniz.`,
          ),
        ],
      },
      {
        id: 'onay-bekliyor',
        question: 'Randevum neden “Onay bekliyor” görünüyor?',
        keywords: ['beklemede', 'onaylanmadı'],
        answer: [
          p(
            'Bazı salonlar randevuları kendileri onaylar. Bu salonlarda randevunuz, salon onaylayana kadar “Onay bekliyor” olarak görünür; onaylandığında size bildirim gönderilir. Salon randevuyu onaylamazsa ödemenizin tamamı iade edilir.',
          ),
        ],
      },
    ],
  },
  {
    id: 'odeme',
    title: 'Ödeme',
    description: 'Ödeme yöntemleri, kart güvenliği, kupon, cüzdan, paket ve faturalar',
    items: [
      {
        id: 'odeme-yontemleri',
        question: 'Hangi ödeme yöntemlerini kullanabilirim?',
        keywords: ['kredi kartı', 'banka kartı', 'nasıl öderim'],
        answer: [
          bullets(
            'Kredi kartı veya banka kartı,',
            'Salonya Cüzdan bakiyesi,',
            'Geçerli bir kupon kodu,',
            'Satın aldığınız paketteki seans hakkı.',
          ),
          p(
            'Ödeme adımında bu yöntemleri birlikte kullanabilirsiniz; örneğin kuponla indirilen tutarın kalanını kartla ödeyebilirsiniz.',
          ),
        ],
      },
      {
        id: 'kart-guvenligi',
        question: 'Kart bilgilerim güvende mi?',
        keywords: ['güvenlik', 'kart numarası', 'ödeme güvenliği'],
        answer: [
          p(
            'Evet. Kartla ödemeler lisanslı ödeme kuruluşları aracılığıyla alınır ve bankanız gerektiğinde işlemi 3-D Secure ile telefonunuza gelen kodla doğrular. Salonya kart numaranızın tamamını ve güvenlik kodunu görmez, saklamaz.',
          ),
        ],
      },
      {
        id: '3d-secure',
        question: 'Ödemem neden başarısız oldu?',
        keywords: ['3d secure', 'sms kodu', 'reddedildi', 'hata', 'provizyon'],
        answer: [
          bullets(
            'Kartınızın internet alışverişine açık olduğundan ve limitinizin yeterli olduğundan emin olun.',
            '3-D Secure ekranında telefonunuza gelen kodu süresi dolmadan girin.',
            'Sorun sürerse kartınızı veren bankayla görüşün ya da başka bir kartla tekrar deneyin.',
          ),
          p(
            'Başarısız bir ödemede randevu oluşturulmaz ve kartınızdan ücret alınmaz. Bankanız tutarı geçici olarak bloke ettiyse bu bloke birkaç iş günü içinde kendiliğinden kalkar.',
          ),
        ],
      },
      {
        id: 'kupon-kullanma',
        question: 'Kupon kodumu nasıl kullanırım?',
        keywords: ['indirim', 'promosyon', 'kod'],
        answer: [
          p(
            `Ödeme adımındaki kupon alanına kodunuzu yazıp uygulayın; indirim toplam tutardan düşülür. Hesabınıza tanımlı kuponları ve koşullarını ${link('Kuponlarım', customer.coupons.getHref())} sayfasında görebilirsiniz. Kuponlar üzerinde yazan süre ve koşullarla geçerlidir, nakde çevrilemez.`,
          ),
        ],
      },
      {
        id: 'cuzdan',
        question: 'Salonya Cüzdan nedir?',
        keywords: ['bakiye', 'wallet'],
        answer: [
          p(
            `Cüzdan, iadelerden, kampanyalardan ve arkadaş davetlerinden kazandığınız bakiyenin tutulduğu yerdir. Bakiyenizi ve hareketlerinizi ${link('Cüzdan', customer.wallet.getHref())} sayfasında görebilir, ödeme adımında kullanabilirsiniz.`,
          ),
        ],
      },
      {
        id: 'paket-kullanma',
        question: 'Paket nedir, nasıl kullanırım?',
        keywords: ['seans', 'paket satın alma'],
        answer: [
          p(
            `Paket, bir salonun belirli bir hizmetinin birden fazla seansını tek seferde, genellikle daha uygun fiyata almanızı sağlar. Satın aldığınız paketleri ve kalan seanslarınızı ${link('Paketlerim', customer.packages.getHref())} sayfasında görürsünüz. Paketten randevu alırken paket ayrıntısından randevu adımlarını başlatmanız yeterlidir; her randevuda bir seans düşülür. Paketler, paket sayfasında yazan süre içinde kullanılmalıdır.`,
          ),
        ],
      },
      {
        id: 'fatura',
        question: 'Faturamı nereden alabilirim?',
        keywords: ['e-arşiv', 'makbuz'],
        answer: [
          p(
            `Hizmetin faturası, hizmeti sunan salon tarafından düzenlenir. Düzenlenen faturalarınızı ${link('Faturalarım', customer.invoices.getHref())} sayfasından görüntüleyebilir ve indirebilirsiniz.`,
          ),
        ],
      },
    ],
  },
  {
    id: 'iptal-iade',
    title: 'İptal ve İade',
    description: 'Randevu iptali, değişiklik, iade süreleri ve şikâyetler',
    items: [
      {
        id: 'randevu-iptali',
        question: 'Randevumu nasıl iptal ederim?',
        keywords: ['vazgeçme', 'randevu silme'],
        answer: [
          steps(
            `${link('Randevularım', customer.appointments.getHref())} sayfasını açın.`,
            'İptal etmek istediğiniz randevuya tıklayın.',
            'İptal koşullarını ve iade tutarını kontrol edip iptali onaylayın.',
          ),
          p('İptal edildiğinde salon bilgilendirilir ve size onay e-postası gönderilir.'),
        ],
      },
      {
        id: 'ucretsiz-iptal-suresi',
        question: 'Ücretsiz iptal süresi nedir?',
        keywords: ['iptal politikası', 'kesinti', 'son dakika'],
        answer: [
          p(
            'Her salon, randevu saatinden ne kadar önceye kadar ücretsiz iptal yapılabileceğini kendisi belirler. Bu süre salon sayfasında ve randevuyu onaylamadan önce ödeme adımında gösterilir. Süre dolmadan yapılan iptallerde ödemenin tamamı iade edilir; süre geçtikten sonra yalnızca iptal koşullarında önceden belirtilen tutar kadar kesinti yapılabilir.',
          ),
        ],
      },
      {
        id: 'randevu-degistirme',
        question: 'Randevumun tarihini veya saatini değiştirebilir miyim?',
        keywords: ['erteleme', 'saat değişikliği', 'tarih değişikliği'],
        answer: [
          p(
            'Ücretsiz iptal süresi dolmadıysa randevunuzu iptal edip aynı salondan yeni bir randevu alabilirsiniz; iptalde ödemenizin tamamı iade edilir. Süre dolduysa değişiklik için salonla iletişime geçmenizi öneririz; salonun onay verdiği değişikliklerde kesinti uygulanmaz.',
          ),
        ],
      },
      {
        id: 'iade-suresi',
        question: 'İadem ne zaman hesabıma geçer?',
        keywords: ['para iadesi', 'geri ödeme', 'refund'],
        answer: [
          p(
            'İadeler, iptal tarihinden itibaren en geç 14 gün içinde ödemede kullandığınız karta yapılır; tutarın hesabınızda görünme süresi bankanıza göre değişir. Cüzdan bakiyesiyle ödediğiniz kısım cüzdanınıza, süresi dolmamış kuponlar ise kuponlarınıza geri yüklenir.',
          ),
        ],
      },
      {
        id: 'salon-iptal-ederse',
        question: 'Salon randevumu iptal ederse ne olur?',
        keywords: ['salon iptal etti', 'randevu iptal edildi'],
        answer: [
          p(
            'Salonun iptal ettiği randevularda, iptalin nedeni ne olursa olsun ödemenizin tamamı iade edilir ve size e-posta ile bildirim gönderilir. Dilerseniz aynı salondan veya başka bir salondan hemen yeni bir randevu alabilirsiniz.',
          ),
        ],
      },
      {
        id: 'randevuya-gidemezsem',
        question: 'Randevuma gidemezsem ne olur?',
        keywords: ['gelmeme', 'gecikme', 'geç kalma'],
        answer: [
          p(
            'Gidemeyeceğinizi anladığınız anda randevunuzu iptal edin; böylece hem ücretsiz iptal süresinden yararlanabilir hem de o saati başka bir müşteriye açmış olursunuz. Haber vermeden randevuya gidilmezse salonun iptal koşullarındaki kesinti uygulanabilir. Gecikecekseniz salona önceden haber vermeniz, randevunuzun kısalmasını veya iptal edilmesini önler.',
          ),
        ],
      },
      {
        id: 'hizmetten-memnun-degilim',
        question: 'Aldığım hizmetten memnun kalmadım, ne yapabilirim?',
        keywords: ['şikâyet', 'sorun', 'ayıplı hizmet', 'destek'],
        answer: [
          p(
            `Önce salona durumu iletmenizi öneririz; çoğu sorun salonla doğrudan konuşularak çözülür. Çözülmezse ${link('Destek', customer.support.getHref())} sayfasından veya ${support} adresinden bize yazın; salonla aranızda çözüm bulunmasına aracılık ederiz. Hizmetin ayıplı sunulması hâlinde yasal haklarınız ${link('Mesafeli Satış Sözleşmesi', `${paths.legal.distanceSales.getHref()}#ayipli-hizmet`)} sayfasında açıklanmıştır.`,
          ),
        ],
      },
    ],
  },
  {
    id: 'yorumlar',
    title: 'Yorumlar',
    description: 'Yorum yazma, düzenleme ve yorum kuralları',
    items: [
      {
        id: 'yorum-yazma',
        question: 'Bir salon için nasıl yorum yazarım?',
        keywords: ['değerlendirme', 'puan', 'yıldız'],
        answer: [
          p(
            `Randevunuz tamamlandıktan sonra ${link('Yorumlarım', customer.reviews.getHref())} sayfasında veya randevu ayrıntısında yorum yazabilirsiniz. Salona 1 ile 5 yıldız arasında puan verir, deneyiminizi birkaç cümleyle anlatırsınız. Yorumunuz, adınızın kısaltılmış hâliyle yayımlanır.`,
          ),
        ],
      },
      {
        id: 'yorumlar-gercek-mi',
        question: 'Yorumların gerçek olduğundan nasıl emin olabilirim?',
        keywords: ['sahte yorum', 'doğrulanmış'],
        answer: [
          p(
            'Salonya’da yalnızca Platform üzerinden randevu alıp hizmeti tamamlamış müşteriler yorum yazabilir. Salonlar yorumları silemez veya değiştiremez; menfaat karşılığı yazıldığı anlaşılan veya kurallara aykırı yorumları ekibimiz kaldırır.',
          ),
        ],
      },
      {
        id: 'yorum-duzenleme',
        question: 'Yorumumu düzenleyebilir veya silebilir miyim?',
        keywords: ['yorum değiştirme', 'yorum kaldırma'],
        answer: [
          p(
            `Evet. ${link('Yorumlarım', customer.reviews.getHref())} sayfasından yazdığınız yorumları düzenleyebilir veya silebilirsiniz.`,
          ),
        ],
      },
      {
        id: 'yorum-bildirme',
        question: 'Uygunsuz bir yorumu nasıl bildiririm?',
        keywords: ['şikâyet', 'hakaret', 'kural ihlali'],
        answer: [
          p(
            `Yorumun bulunduğu salon sayfasının bağlantısını ve kısa bir açıklamayı ${support} adresine gönderin. Bildirimleri ${link('Kullanım Şartları', `${paths.legal.terms.getHref()}#yorumlar`)} sayfasındaki yorum kurallarına göre inceleriz.`,
          ),
        ],
      },
    ],
  },
  {
    id: 'salon-sahipleri',
    title: 'Salon Sahipleri',
    description: 'Salon başvurusu, salon paneli, personel, müsaitlik, ödemeler ve yorumlar',
    items: [
      {
        id: 'salon-ekleme',
        question: 'Salonumu Salonya’ya nasıl eklerim?',
        keywords: ['işletme', 'başvuru', 'salon ol', 'kayıt'],
        answer: [
          steps(
            `${link('Salon Ol', paths.salonApplication.getHref())} sayfasındaki başvuru formunu doldurun.`,
            'İstenen belgeleri yükleyin. Ekibimiz başvurunuzu inceler, gerekirse sizinle iletişime geçer.',
            'Başvurunuz onaylandığında e-postayla bilgilendirilirsiniz ve salon panelinize erişebilirsiniz.',
            'Panelde hizmetlerinizi, fiyatlarınızı, çalışma saatlerinizi ve ekibinizi ekleyin; salon sayfanız yayına alınır.',
          ),
        ],
      },
      {
        id: 'basvuru-belgeleri',
        question: 'Başvuru için hangi belgeler gerekiyor?',
        keywords: ['evrak', 'ruhsat', 'vergi levhası'],
        answer: [
          bullets(
            'Vergi levhası,',
            'İşyeri açma ve çalışma ruhsatı,',
            'Yetkili kişinin kimlik belgesi ve şirketlerde imza sirküleri,',
            'Sunduğunuz hizmete göre gereken mesleki yeterlilik veya ustalık belgeleri.',
          ),
          p('Belgeler yalnızca başvurunuzun değerlendirilmesi için kullanılır ve müşterilerle paylaşılmaz.'),
        ],
      },
      {
        id: 'salon-paneli',
        question: 'Salon panelinde neler yapabilirim?',
        keywords: ['yönetim', 'dashboard', 'işletme paneli'],
        answer: [
          p(`${link('Salon paneli', salon.dashboard.getHref())} işletmenizi tek yerden yönetmenizi sağlar:`),
          bullets(
            `${link('Randevular', salon.appointments.getHref())} ve ${link('Takvim', salon.calendar.getHref())}: gelen randevuları görme, onaylama ve yönetme,`,
            `${link('Hizmetler', salon.services.getHref())} ve ${link('Eve gelen hizmetler', salon.homeServices.getHref())}: hizmet, süre ve fiyat tanımlama,`,
            `${link('Personel', salon.staff.getHref())}: ekip, hizmet ataması, çalışma saatleri ve performans,`,
            `${link('Kampanyalar', salon.campaigns.getHref())}, ${link('Paketler', salon.packages.getHref())} ve promosyonlar,`,
            `${link('Yorumlar', salon.reviews.getHref())} ve ${link('Müşteri soruları', salon.customerQuestions.getHref())},`,
            `${link('Kazançlar', salon.earningsWallet.getHref())}, işlem geçmişi, raporlar ve abonelik.`,
          ),
        ],
      },
      {
        id: 'personel-ekleme',
        question: 'Çalışanlarımı nasıl ekler ve onlara hizmet atarım?',
        keywords: ['uzman', 'personel', 'çalışan ekleme', 'çalışma saatleri'],
        answer: [
          p(
            `Çalışanlarınızı ${link('Personel', salon.staff.getHref())} sayfasından ekleyin; hangi hizmetleri sunduklarını ${link('Personele Hizmet Ata', salon.staffServiceAssignment.getHref())}, haftalık çalışma saatlerini ${link('Personel Çalışma Saatleri', salon.staffWorkingHours.getHref())} sayfasından belirleyin. Müşteriler yalnızca bir hizmeti sunan ve o saatte müsait olan uzmanları görür. Eklediğiniz uzmanlar kendi personel paneline giriş yaparak randevularını, kazançlarını ve müsaitliklerini takip edebilir.`,
          ),
        ],
      },
      {
        id: 'musaitlik-blokaj',
        question: 'Belirli saatleri randevuya nasıl kapatırım?',
        keywords: ['blokaj', 'mola', 'izin', 'tatil', 'müsaitlik'],
        answer: [
          p(`${link('Müsaitlik Yönetimi', salon.availability.getHref())} sayfasında iki seçenek vardır:`),
          bullets(
            '**Blokaj:** Belirli bir gün ve saat aralığını (veya tüm günü) randevuya kapatır. Saatler 15 dakikalık adımlarla seçilir, bir sebep yazmanız istenir; geçmiş saatlere blokaj eklenemez.',
            '**Mola:** Öğle arası gibi her hafta seçtiğiniz günlerde tekrarlanan aralıklardır.',
          ),
          p(
            'Uzmanlar da kendi blokaj ve molalarını personel panelinden ekleyebilir. Bir blokajı sildiğinizde o saatler yeniden randevuya açılır.',
          ),
        ],
      },
      {
        id: 'birden-fazla-salon',
        question: 'Birden fazla salonumu tek hesaptan yönetebilir miyim?',
        keywords: ['şube', 'çoklu salon'],
        answer: [
          p(
            'Evet. Birden fazla salonunuz varsa salon panelinin üst kısmındaki salon seçiciyle salonlar arasında geçiş yaparsınız; seçiminiz hatırlanır. Her salonun hizmetleri, ekibi, takvimi ve kazançları ayrı tutulur.',
          ),
        ],
      },
      {
        id: 'salon-odemeleri',
        question: 'Platform üzerinden alınan ödemeler bana nasıl aktarılır?',
        keywords: ['hak ediş', 'kazanç', 'komisyon', 'ödeme alma'],
        answer: [
          p(
            `Müşterilerin Platform üzerinden yaptığı ödemeler, hizmet tamamlandıktan sonra komisyon düşülerek ${link('Kazanç Cüzdanı', salon.earningsWallet.getHref())} sayfanıza yansır. Bakiyeniz, salon iş ortaklığı sözleşmenizdeki ödeme takvimine göre kayıtlı IBAN’ınıza aktarılır. Tüm hareketleri ${link('İşlem Geçmişi', salon.transactions.getHref())} sayfasında görebilirsiniz.`,
          ),
        ],
      },
      {
        id: 'olumsuz-yorum',
        question: 'Salonumla ilgili olumsuz bir yorumu kaldırabilir miyim?',
        keywords: ['kötü yorum', 'yorum silme', 'yorum yanıtlama'],
        answer: [
          p(
            `Hayır; salonlar yorumları silemez veya değiştiremez. ${link('Yorumlar', salon.reviews.getHref())} sayfasından yoruma saygılı bir dille yanıt verebilirsiniz; yapıcı yanıtlar gelecekteki müşterilerin güvenini artırır. Yorum hakaret içeriyorsa, gerçek bir randevuya dayanmıyorsa veya başka bir şekilde yorum kurallarına aykırıysa bize bildirebilirsiniz.`,
          ),
        ],
      },
      {
        id: 'salon-randevu-iptali',
        question: 'Bir randevuyu iptal etmem gerekirse ne yapmalıyım?',
        keywords: ['salon iptali', 'randevu reddetme'],
        answer: [
          p(
            `${link('Randevular', salon.appointments.getHref())} sayfasından randevuyu açıp iptal edin ve kısa bir açıklama yazın. Müşteriye hemen bildirim gider ve ödemesinin tamamı iade edilir. Aynı saatlerde tekrar randevu gelmesini istemiyorsanız o saatleri blokajla kapatmayı unutmayın. Sık yapılan iptaller salonunuzun arama sonuçlarındaki görünürlüğünü olumsuz etkileyebilir.`,
          ),
        ],
      },
    ],
  },
];
