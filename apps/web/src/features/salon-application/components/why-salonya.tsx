import { CalendarCheck, MessageSquareHeart, Search, Users, type LucideIcon } from 'lucide-react';

const BENEFITS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Search,
    title: 'Yeni müşterilere ulaşın',
    text: 'Bölgenizde kuaför, güzellik ya da bakım salonu arayanlar sizi arama sonuçlarında ve kategori sayfalarında bulsun.',
  },
  {
    icon: CalendarCheck,
    title: '7/24 online randevu',
    text: 'Müşterileriniz telefonla uğraşmadan, uygun saatlerinize kendileri randevu alsın; hatırlatmaları biz gönderelim.',
  },
  {
    icon: Users,
    title: 'Takvim ve ekip tek panelde',
    text: 'Uzmanlarınızın çalışma saatlerini, molalarını, hizmetlerini ve randevularını tek yerden yönetin.',
  },
  {
    icon: MessageSquareHeart,
    title: 'Yorumlarla güven kazanın',
    text: 'Yalnızca randevusunu tamamlayan müşteriler yorum yazar; yanıtlarınızla salonunuzun itibarını büyütün.',
  },
];

/** Why a salon should join: the benefits above the application form. */
export function WhySalonya() {
  return (
    <section aria-labelledby="why-salonya" className="space-y-4">
      <h2 id="why-salonya" className="text-lg font-semibold text-gray-900">
        Neden Salonya?
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="space-y-1">
              <p className="font-semibold text-gray-900">{title}</p>
              <p className="text-sm text-gray-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
