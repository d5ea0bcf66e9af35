/** The screen's own Turkish texts (the rules' messages are @salonya/domain/catalogue/services SERVICE_MESSAGES). */
export const SERVICES_UI = {
  title: 'Hizmetler',
  intro:
    'Müşterilerinizin randevu alabileceği hizmetler, süreleri ve fiyatları. Değişiklikler salon sayfanızda hemen görünür.',
  loading: 'Hizmetler yükleniyor…',
  loadFailed: 'Hizmetler yüklenemedi',
  saveFailed: 'Hizmet kaydedilemedi',
  orderFailed: 'Sıralama kaydedilemedi',
  emptyTitle: 'Henüz hizmet eklemediniz',
  emptyText:
    'Müşterilerin salonunuzdan randevu alabilmesi için ilk hizmetinizi ekleyin: adı, süresi ve fiyatı yeterli.',
  addFirst: 'İlk hizmeti ekle',
  add: 'Hizmet ekle',
  noMatch: 'Aramanıza uyan hizmet yok',
  noMatchText: 'Başka bir kelime deneyin ya da kategori filtresini kaldırın.',
  filteredOrderHint: 'Sıralamayı değiştirmek için filtreleri temizleyin.',
  dragHint:
    'Sıralamak için tutamaktan sürükleyin; klavyede tutamağa gelip ok tuşlarını ya da yukarı/aşağı düğmelerini kullanın.',
  noSalonTitle: 'Henüz onaylanmış bir salonunuz yok',
  noSalonText: 'Salonunuz onaylandığında hizmetlerinizi buradan ekleyebilirsiniz.',
  salonLoadFailed: 'Salon bilgileri alınamadı',
  homeTitle: 'Eve Gelen Hizmet',
  homeIntro:
    'Evde verdiğiniz hizmetleri, gittiğiniz mesafeyi, randevu sonrası yol payını ve ek ücreti belirleyin.',
  homeLoading: 'Eve gelen hizmet ayarları yükleniyor…',
  homeLoadFailed: 'Eve gelen hizmet ayarları yüklenemedi',
  homeSaveFailed: 'Eve gelen hizmet ayarları kaydedilemedi',
  homeNoServicesTitle: 'Önce hizmet ekleyin',
  homeNoServicesText: 'Eve gelen hizmet verebilmek için Hizmetler sayfasından en az bir hizmet ekleyin.',
} as const;
