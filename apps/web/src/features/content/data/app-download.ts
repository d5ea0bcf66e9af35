import { Bell, CalendarCheck, CalendarClock, MapPin, Store, Wallet, type LucideIcon } from 'lucide-react';
import { COMPANY } from './company';

export type StoreId = 'app-store' | 'google-play';

export interface InstallGuide {
  /** Anchor id of the guide. */
  id: string;
  title: string;
  browser: string;
  steps: readonly string[];
  tip: string;
}

/** /uygulama: what the phone experience offers and how to put Salonya on the home screen today. */
export const APP_DOWNLOAD = {
  eyebrow: 'Uygulama',
  title: 'Salonya cebinizde',
  lead: 'Salonları keşfedin, randevunuzu alın, planınız değişince iptal edin ve hatırlatmaları kaçırmayın. Hepsi telefonunuzdan, birkaç dokunuşla.',
  features: [
    {
      icon: MapPin,
      title: 'Yakınınızdaki salonlar',
      text: 'Konum izni verirseniz size en yakın salonları, vermezseniz seçtiğiniz il ve ilçedeki salonları görün.',
    },
    {
      icon: CalendarClock,
      title: '7/24 randevu',
      text: 'Müsait saatleri anında görün, uzmanınızı seçin ve randevunuzu saniyeler içinde oluşturun.',
    },
    {
      icon: CalendarCheck,
      title: 'Randevularınız tek yerde',
      text: 'Yaklaşan ve geçmiş randevularınızı görün, iptal koşulları dâhilinde tek dokunuşla iptal edin.',
    },
    {
      icon: Bell,
      title: 'Hatırlatmalar',
      text: 'Randevu hatırlatmaları e-posta ve SMS ile gelir; uygulama yüklemeden de hiçbir randevuyu kaçırmazsınız.',
    },
    {
      icon: Wallet,
      title: 'Paket, kupon ve cüzdan',
      text: 'Paketlerinizi, kuponlarınızı ve cüzdan bakiyenizi telefonunuzdan takip edin.',
    },
    {
      icon: Store,
      title: 'Salon sahipleri için',
      text: 'Gelen randevuları, takviminizi ve ekibinizin müsaitliğini salondayken de telefondan yönetin.',
    },
  ] satisfies { icon: LucideIcon; title: string; text: string }[],
  stores: {
    'app-store': { label: 'App Store', platform: 'iPhone' },
    'google-play': { label: 'Google Play', platform: 'Android' },
  } satisfies Record<StoreId, { label: string; platform: string }>,
  notice: {
    title: 'Mobil uygulamalarımız hazırlanıyor',
    text: 'App Store ve Google Play uygulamalarımız üzerinde çalışıyoruz. Beklemenize gerek yok: Salonya’nın web uygulaması her telefonda tarayıcıdan çalışır ve randevu almaktan iptal etmeye kadar her işlemi yapmanızı sağlar. Salonya’yı ana ekranınıza ekleyerek bir uygulama gibi tek dokunuşla açabilirsiniz.',
  },
  guides: [
    {
      id: 'iphone',
      title: 'iPhone ve iPad',
      browser: 'Safari',
      steps: [
        `Safari’yi açın ve ${COMPANY.website} adresine gidin.`,
        'Paylaş düğmesine dokunun: içinden yukarı doğru ok çıkan kare simgesidir. iOS 26 ve sonrasında önce adres çubuğunun yanındaki üç nokta (•••) düğmesine, ardından Paylaş’a dokunun.',
        'Açılan menüyü kaydırın ve “Ana Ekrana Ekle” seçeneğine dokunun.',
        'Adın “Salonya” olduğunu kontrol edin ve sağ üstteki “Ekle”ye dokunun.',
      ],
      tip: 'Salonya simgesi ana ekranınıza eklenir; dokunduğunuzda Salonya doğrudan açılır. Simgeyi diğer uygulamalar gibi taşıyabilir veya silebilirsiniz.',
    },
    {
      id: 'android',
      title: 'Android telefonlar',
      browser: 'Chrome',
      steps: [
        `Chrome’u açın ve ${COMPANY.website} adresine gidin.`,
        'Sağ üst köşedeki üç nokta (⋮) menüsüne dokunun.',
        '“Ana ekrana ekle” seçeneğine dokunun. Chrome’un bazı sürümlerinde bu seçenek “Uygulamayı yükle” adıyla görünür.',
        'Açılan pencerede “Ekle”ye (veya “Yükle”ye) dokunarak onaylayın.',
      ],
      tip: 'Salonya simgesi ana ekranınıza veya uygulama listenize eklenir. Simgeye basılı tutarak dilediğiniz yere taşıyabilirsiniz.',
    },
  ] satisfies InstallGuide[],
} as const;
