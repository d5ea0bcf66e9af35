/**
 * One sentence per screen (route-table screen key): what the screen is for, shown under its title until the
 * screen's feature is built. Screens with their own module (login, profile, …) need none.
 */
export const SCREEN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  // Public
  'public.home':
    'Kuaför, berber, güzellik, tırnak, spa ve evcil hayvan bakım salonlarını arayın, size en uygun randevuyu bulun.',
  'public.categories': 'Saç, güzellik, tırnak, cilt bakımı, masaj ve daha fazlası: tüm hizmet kategorileri.',
  'public.category':
    'Bu kategoride hizmet veren salonlar; konuma, puana ve fiyata göre filtreleyebilirsiniz.',
  'public.salon-detail':
    'Salonun hizmetleri, fiyatları, uzmanları, çalışma saatleri, konumu ve müşteri yorumları.',
  'public.specialist-detail': 'Uzmanın verdiği hizmetler, çalıştığı salon, çalışmaları ve müşteri yorumları.',
  'public.contact': 'Soru, öneri ve iş birliği talepleriniz için bize buradan ulaşabilirsiniz.',
  'public.about': 'Salonya’nın hikâyesi: salonları ve müşterilerini tek tıkla buluşturan randevu platformu.',
  'public.search': 'Aramanıza ve seçtiğiniz konuma uyan salonlar, hizmetler ve uzmanlar.',
  'public.campaigns': 'Salonların indirimli hizmetleri ve dönemsel kampanyaları.',
  'public.brand-campaigns': 'Salonya’nın iş ortağı markalarla birlikte sunduğu özel kampanyalar.',
  'public.app-download': 'Salonya mobil uygulamasıyla randevularınızı her yerden yönetin.',
  'public.appointment-confirmation':
    'Randevunuzun özeti: salon, hizmetler, uzman, tarih, saat ve ödeme bilgisi.',
  'public.multi-appointment-confirmation': 'Birden fazla randevunuzu tek seferde gözden geçirip onaylayın.',
  'public.salon-application':
    'Salonunuzu Salonya’ya ekleyin: başvuru formunu doldurun, onaylandıktan sonra online randevu almaya başlayın.',
  'public.help': 'Randevu, ödeme, iptal ve hesap işlemleriyle ilgili sık sorulan sorular ve yanıtları.',
  'legal.terms': 'Salonya’yı kullanırken geçerli olan koşullar ve tarafların hak ve yükümlülükleri.',
  'legal.distance-sales': 'Salonya üzerinden satın alınan hizmetler için mesafeli satış sözleşmesi.',
  'legal.privacy': 'Kişisel verilerinizi nasıl topladığımız, kullandığımız ve koruduğumuz.',
  'legal.kvkk': '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında aydınlatma metni.',
  'legal.cookies': 'Sitemizde kullanılan çerezler, amaçları ve çerez tercihlerinizi nasıl yönetebileceğiniz.',
  'seo.location': 'Seçtiğiniz şehir ve bölgedeki salonlar, puanları, fiyatları ve uygun randevu saatleri.',

  // Token links (no login)
  'minimal.dispute': 'Randevuyla ilgili itiraza bu bağlantı üzerinden yanıt verebilirsiniz.',
  'minimal.guest-approval': 'Sizin adınıza oluşturulan randevuyu bu bağlantı üzerinden onaylayabilirsiniz.',
  'minimal.staff-invitation':
    'Salonun ekip davetini kabul edin, şifrenizi belirleyin ve personel panelinize geçin.',

  // Booking
  'booking.wizard':
    'Tarih, uzman, hizmet ve saat seçerek randevunuzu adım adım oluşturun ve ödemesini tamamlayın.',

  // Customer
  'customer.dashboard': 'Yaklaşan randevularınız, cüzdan bakiyeniz ve hesabınızla ilgili son gelişmeler.',
  'customer.appointments':
    'Yaklaşan ve geçmiş randevularınız; buradan iptal edebilir ya da yeniden alabilirsiniz.',
  'customer.appointment-detail': 'Randevunuzun hizmetleri, uzmanı, saati, ödemesi ve durumu.',
  'customer.invoices': 'Ödemelerinize ait faturalar.',
  'customer.packages': 'Satın aldığınız hizmet paketleri ve kalan seans haklarınız.',
  'customer.package-detail': 'Paketin içeriği, kullanılan ve kalan seanslar ile geçerlilik süresi.',
  'customer.favorites': 'Favorilerinize eklediğiniz salonlar ve uzmanlar.',
  'customer.reviews': 'Aldığınız hizmetler için yazdığınız yorumlar ve puanlar.',
  'customer.notifications': 'Randevu hatırlatmaları, kampanyalar ve hesabınızla ilgili bildirimler.',
  'customer.wallet': 'Cüzdan bakiyeniz, yüklemeleriniz ve harcama geçmişiniz.',
  'customer.coupons': 'Kullanabileceğiniz indirim kuponları ve geçerlilik tarihleri.',
  'customer.addresses': 'Eve gelen hizmetler için kayıtlı adresleriniz.',
  'customer.referral': 'Arkadaşlarınızı davet edin; ilk randevularında ikiniz de kazanın.',
  'customer.support': 'Salonlarla yazışmalarınız ve destek talepleriniz.',
  'customer.admin-support': 'Salonya destek ekibiyle doğrudan yazışın.',

  // Salon owner
  'salon.dashboard': 'Salonunuzun bugünkü randevuları, kazancı ve öne çıkan göstergeleri.',
  'salon.appointments': 'Salonunuza gelen tüm randevular; onaylayın, erteleyin ya da iptal edin.',
  'salon.appointment-detail': 'Randevunun müşterisi, hizmetleri, uzmanı, ödemesi ve durum geçmişi.',
  'salon.calendar': 'Ekibinizin randevularını günlük ve haftalık takvimde görün.',
  'salon.staff': 'Salonunuzda çalışan personeli ekleyin, düzenleyin ve yönetin.',
  'salon.staff-service-assignment': 'Hangi personelin hangi hizmetleri verdiğini belirleyin.',
  'salon.staff-working-hours': 'Personelinizin haftalık çalışma saatlerini ayarlayın.',
  'salon.staff-performance': 'Personelinizin randevu, kazanç ve müşteri puanı performansı.',
  'salon.availability': 'Ekibinizin blokajlarını ve molalarını tek yerden yönetin.',
  'salon.staff-availability': 'Seçili personelin blokajları, molaları ve müsaitlik durumu.',
  'salon.settings': 'Salonunuzun randevu, ödeme ve bildirim ayarları.',
  'salon.services': 'Salonunuzun hizmetleri, süreleri ve fiyatları.',
  'salon.home-services': 'Eve gelen hizmet tekliflerinizi ve hizmet bölgelerinizi yönetin.',
  'salon.notifications': 'Randevu, yorum ve ödeme bildirimleriniz.',
  'salon.promotions': 'Salonunuzu öne çıkaran promosyonları yönetin.',
  'salon.reports': 'Randevu, gelir ve müşteri raporları.',
  'salon.billing': 'Abonelik ve komisyon faturalarınız.',
  'salon.reviews': 'Müşterilerinizin yorumları; yanıtlayın ve takip edin.',
  'salon.customer-questions': 'Müşterilerin salonunuza sorduğu sorular ve yanıtlarınız.',
  'salon.messages': 'Müşterilerinizle yazışmalarınız.',
  'salon.subscription': 'Salonya abonelik planınız, ödeme durumu ve plan değişiklikleri.',
  'salon.earnings-wallet': 'Kazançlarınız, ödeme talepleriniz ve cüzdan hareketleriniz.',
  'salon.transactions': 'Salonunuzun tüm ödeme ve bakiye hareketleri.',
  'salon.packages': 'Müşterilerinize sunduğunuz çok seanslı hizmet paketleri.',
  'salon.gallery': 'Salonunuzun ve çalışmalarınızın fotoğrafları.',
  'salon.campaigns': 'Salonunuzun kampanyaları ve marka kampanyalarına katılım talepleri.',
  'salon.referral': 'Diğer salonları Salonya’ya davet edin, ödül kazanın.',
  'salon.support': 'Salonya destek ekibiyle yazışmalarınız.',

  // Staff
  'staff.dashboard': 'Bugünkü randevularınız, müsaitlik durumunuz ve kazancınız.',
  'staff.appointments': 'Size atanmış yaklaşan randevular.',
  'staff.appointment-history': 'Tamamladığınız ve iptal edilen geçmiş randevularınız.',
  'staff.services': 'Verdiğiniz hizmetler, süreleri ve fiyatları.',
  'staff.earnings': 'Hizmetlerinizden elde ettiğiniz kazançlar ve primler.',
  'staff.reviews': 'Müşterilerin sizin için yazdığı yorumlar ve puanlar.',
  'staff.gallery': 'Çalışmalarınızın fotoğrafları.',
  'staff.availability': 'Kendi blokajlarınızı ve molalarınızı ekleyin, düzenleyin ve silin.',
  'staff.support': 'Salonya destek ekibiyle yazışmalarınız.',
  'staff.notifications': 'Randevu ve yorum bildirimleriniz.',
};
