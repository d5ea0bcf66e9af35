import {
  BadgeCheck,
  CalendarCheck,
  CalendarClock,
  ChartColumn,
  Eye,
  Handshake,
  HeartHandshake,
  Megaphone,
  MessageSquareText,
  Search,
  ShieldCheck,
  Smartphone,
  Tags,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** /hakkimizda: what Salonya is for, what customers and salons get, what we value. No invented figures. */
export const ABOUT = {
  title: 'Hakkımızda',
  headline: 'Kendinize ayıracağınız zamanı kolaylaştırıyoruz',
  lead: 'Salonya; kuaför, berber, güzellik merkezi, tırnak stüdyosu, spa, cilt bakım merkezi, eve gelen hizmet ve evcil hayvan bakım salonlarını tek bir yerde buluşturan online randevu platformudur. Müşterilerin doğru salonu kolayca bulup birkaç adımda randevu almasını, salonların da takvimlerini, ekiplerini ve müşterilerini tek panelden yönetmesini sağlıyoruz.',
  mission: {
    title: 'Misyonumuz',
    paragraphs: [
      'Bir randevu için telefonda beklemek, mesajlarla saat kovalamak ya da fiyatı ancak salona gidince öğrenmek zorunda kalmamalısınız. Salonya’yı, herkesin kendine iyi bakmak için ihtiyaç duyduğu hizmete şeffaf ve zahmetsiz biçimde ulaşabilmesi için kurduk.',
      'Aynı zamanda emeğiyle ayakta duran salonların, zamanlarını telefon trafiğine değil müşterilerine ayırabilmesini istiyoruz. Mahalle berberinden çok şubeli güzellik merkezlerine kadar her işletmenin, büyük zincirlerin kullandığı araçlara aynı kolaylıkla erişebilmesi için çalışıyoruz.',
    ],
  },
  customers: {
    title: 'Müşteriler için',
    features: [
      {
        icon: Search,
        title: 'Aradığınızı kolayca bulun',
        text: 'Hizmete, konuma ve tarihe göre arayın; salonların hizmetlerini, fotoğraflarını ve çalışma saatlerini tek sayfada inceleyin.',
      },
      {
        icon: Tags,
        title: 'Fiyatı baştan bilin',
        text: 'Hizmet fiyatlarını ve sürelerini randevudan önce görün; ödeme adımında toplam tutar ve iptal koşulları açıkça yazar.',
      },
      {
        icon: CalendarClock,
        title: 'Gece gündüz randevu alın',
        text: 'Salon kapalıyken bile müsait saatleri görün, uzmanınızı seçin ve randevunuzu birkaç dokunuşla oluşturun.',
      },
      {
        icon: BadgeCheck,
        title: 'Gerçek yorumlar',
        text: 'Yorumları yalnızca Salonya üzerinden randevu alıp hizmeti tamamlayan müşteriler yazabilir.',
      },
      {
        icon: CalendarCheck,
        title: 'Randevunuz kontrolünüzde',
        text: 'Hatırlatmalarla randevunuzu unutmayın; planınız değişirse iptal koşulları dâhilinde tek dokunuşla iptal edin.',
      },
      {
        icon: Wallet,
        title: 'Paket, kupon ve cüzdan',
        text: 'Seans paketleri, kampanya kuponları ve cüzdan bakiyesiyle bakımınızı daha uygun hâle getirin.',
      },
    ] satisfies Feature[],
  },
  salons: {
    title: 'Salonlar için',
    features: [
      {
        icon: Smartphone,
        title: 'Online randevu',
        text: 'Müşterileriniz size 7 gün 24 saat ulaşsın; randevular siz telefona yetişemezken de gelsin.',
      },
      {
        icon: Users,
        title: 'Takvim ve ekip yönetimi',
        text: 'Uzmanlarınıza hizmet atayın, çalışma saatlerini, molaları ve izinleri belirleyin; çakışan randevulara yer kalmasın.',
      },
      {
        icon: Megaphone,
        title: 'Kampanya ve paketler',
        text: 'Sakin saatlerinizi kampanyalarla doldurun, seans paketleriyle müşterilerinizi düzenli hâle getirin.',
      },
      {
        icon: MessageSquareText,
        title: 'Yorumlar ve müşteri soruları',
        text: 'Gerçek müşteri yorumlarıyla güven kazanın; yorumlara ve sorulara panelinizden yanıt verin.',
      },
      {
        icon: ChartColumn,
        title: 'Kazanç ve raporlar',
        text: 'Kazançlarınızı, işlem geçmişinizi ve ekibinizin performansını tek ekranda izleyin.',
      },
      {
        icon: Handshake,
        title: 'Birden fazla salon, tek hesap',
        text: 'Birden fazla şubeniz varsa hepsini aynı hesaptan, salonlar arasında geçiş yaparak yönetin.',
      },
    ] satisfies Feature[],
  },
  categories: {
    title: 'Hangi hizmetler için?',
    text: 'Saç kesiminden cilt bakımına, masajdan evcil dostlarınızın tıraşına kadar kişisel bakımın her alanı Salonya’da:',
    items: [
      'Kadın kuaförü ve saç hizmetleri',
      'Erkek berberi',
      'Güzellik merkezi',
      'Tırnak bakımı ve nail art',
      'Masaj ve spa',
      'Cilt ve yüz bakımı',
      'Eve gelen hizmetler',
      'Evcil hayvan bakımı',
    ],
  },
  values: {
    title: 'Değerlerimiz',
    items: [
      {
        icon: Eye,
        title: 'Şeffaflık',
        text: 'Fiyatları, süreleri, iptal koşullarını ve yorumları olduğu gibi gösteririz. Sürpriz ücret yoktur.',
      },
      {
        icon: ShieldCheck,
        title: 'Güven ve gizlilik',
        text: 'Verilerinizi yalnızca hizmet için gerektiği kadar işler, satmayız; ödemeleriniz lisanslı ödeme kuruluşlarıyla korunur.',
      },
      {
        icon: HeartHandshake,
        title: 'Emeğe saygı',
        text: 'Salonların ve uzmanların emeğini değerli buluruz; adil kurallar ve açık koşullarla çalışırız.',
      },
      {
        icon: Smartphone,
        title: 'Herkes için erişilebilir',
        text: 'Salonya her telefonda, her tarayıcıda çalışır; klavyeyle ve ekran okuyucularla kullanılabilecek biçimde tasarlanır.',
      },
    ] satisfies Feature[],
  },
} as const;
