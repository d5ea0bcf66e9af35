import { Link } from 'react-router';
import type { Appointment } from '@salonya/contracts/booking';
import { formatDateWithWeekday } from '@salonya/domain/format/date';
import { formatTRY } from '@salonya/domain/format/money';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { Stat } from '@/components/ui/stat';
import { useCustomerAppointments } from '@/features/appointments/api/get-customer-appointments';
import { useCustomerCoupons } from '@/features/coupons/api/get-customer-coupons';
import { useFavoriteSalons } from '@/features/favorites/api/get-favorites';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useCustomerReviews } from '@/features/reviews/api/customer-reviews';
import { useWalletSummary } from '@/hooks/use-wallet-summary';
import { useSession } from '@/lib/session';
import { paths } from '@/lib/paths';

/**
 * /musteri (SPEC §2.4, issue 19 item 3): what brings a customer back at one glance — the next appointment with
 * directions and its detail (cancel, reschedule), the salons to book again, the visits waiting for a review,
 * favourites, the wallet and the unread notifications. Each part reads its own feature's API and shows nothing
 * rather than a made-up figure when that call fails.
 */
export function Component() {
  const { user } = useSession();
  const firstName = user?.name.split(' ')[0] ?? '';
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Hesabım</h1>
        <p className="text-sm text-gray-600">
          {firstName !== '' ? `Merhaba ${firstName}, r` : 'R'}andevularınız, favorileriniz ve cüzdanınız bir
          arada.
        </p>
      </div>
      <NextAppointment />
      <Figures />
      <div className="grid gap-6 lg:grid-cols-2">
        <BookAgain />
        <ReviewsWaiting />
      </div>
      <Favourites />
    </div>
  );
}

/** A map search for the salon's address (the appointment carries no coordinates). */
function directionsHref(a: Appointment): string {
  const where = [a.salon.name, a.salon.address, a.salon.district, a.salon.city]
    .filter((p) => p !== '')
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(where)}`;
}

function NextAppointment() {
  const upcoming = useCustomerAppointments('upcoming', 1);
  if (upcoming.isPending) return <LoadingState label="Randevularınız yükleniyor…" className="min-h-24" />;
  const next = upcoming.data?.appointments[0];
  return (
    <Card aria-labelledby="next-appointment-title">
      <CardHeader
        title={<span id="next-appointment-title">Sıradaki randevunuz</span>}
        actions={
          <Link
            to={paths.customer.appointments.getHref()}
            className="text-sm font-medium text-brand-700 underline"
          >
            Tüm randevularım
          </Link>
        }
      />
      {upcoming.isError ? (
        <p className="text-sm text-gray-600">Randevularınız şu an yüklenemedi.</p>
      ) : next === undefined ? (
        <div className="space-y-3">
          <p className="text-gray-700">Yaklaşan randevunuz yok.</p>
          <Link to={paths.search.getHref()} className={buttonClasses()}>
            Salon Bul
          </Link>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-lg font-semibold break-words text-gray-900">{next.salon.name}</p>
          <p className="text-gray-700">
            {formatDateWithWeekday(next.starts_at)} · {next.time} · {next.status_label}
          </p>
          <p className="text-sm text-gray-600">
            {next.services.map((s) => s.name).join(', ')} · {formatTRY(next.total_price_kurus)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.customer.appointmentDetail.getHref(next.id)} className={buttonClasses()}>
              {next.can_cancel || next.can_reschedule ? 'Ayrıntılar, İptal ve Değişiklik' : 'Ayrıntılar'}
            </Link>
            <a
              href={directionsHref(next)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline' })}
            >
              Yol Tarifi
            </a>
          </div>
        </div>
      )}
    </Card>
  );
}

function Figures() {
  const { isAuthenticated } = useSession();
  const wallet = useWalletSummary();
  const unread = useUnreadCount({ live: true, enabled: isAuthenticated });
  const reviews = useCustomerReviews();
  const coupons = useCustomerCoupons();
  return (
    <section aria-label="Özet">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {wallet.data !== undefined && (
          <Stat
            label="Cüzdan bakiyesi"
            value={formatTRY(wallet.data.balance_kurus)}
            hint={<Link to={paths.customer.wallet.getHref()}>Cüzdanım</Link>}
          />
        )}
        {coupons.data !== undefined && (
          <Stat
            label="Kullanılabilir kupon"
            value={coupons.data.available.length}
            hint={<Link to={paths.customer.coupons.getHref()}>Kuponlarım</Link>}
          />
        )}
        {unread.data !== undefined && (
          <Stat
            label="Okunmamış bildirim"
            value={unread.data}
            hint={<Link to={paths.customer.notifications.getHref()}>Bildirimlerim</Link>}
          />
        )}
        {reviews.data !== undefined && (
          <Stat
            label="Değerlendirme bekleyen ziyaret"
            value={reviews.data.pending.length}
            hint={<Link to={paths.customer.reviews.getHref()}>Yorumlarım</Link>}
          />
        )}
      </dl>
    </section>
  );
}

/** The salons of the last completed visits, once each, with 'Tekrar randevu al'. */
function BookAgain() {
  const past = useCustomerAppointments('past', 1);
  const salons = new Map<number, Appointment['salon']>();
  for (const a of past.data?.appointments ?? []) {
    if (a.status === 'completed' && !salons.has(a.salon.id) && salons.size < 3)
      salons.set(a.salon.id, a.salon);
  }
  return (
    <Card>
      <CardHeader title="Tekrar randevu al" />
      {past.isPending ? (
        <LoadingState label="Geçmiş randevular yükleniyor…" className="min-h-16" />
      ) : salons.size === 0 ? (
        <p className="text-sm text-gray-600">Tamamlanan randevularınızın salonları burada görünür.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {[...salons.values()].map((salon) => (
            <li key={salon.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={paths.salon.detail.getHref(salon.id, salon.slug)}
                className="min-w-0 font-medium break-words text-gray-900 hover:underline"
              >
                {salon.name}
              </Link>
              <Link
                to={paths.booking.getHref(salon.id)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                Tekrar Randevu Al<span className="sr-only">: {salon.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ReviewsWaiting() {
  const reviews = useCustomerReviews();
  const pending = reviews.data?.pending ?? [];
  return (
    <Card>
      <CardHeader title="Değerlendirme bekleyenler" />
      {reviews.isPending ? (
        <LoadingState label="Ziyaretleriniz yükleniyor…" className="min-h-16" />
      ) : pending.length === 0 ? (
        <p className="text-sm text-gray-600">Değerlendirme bekleyen ziyaretiniz yok.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {pending.slice(0, 3).map((p) => (
            <li key={p.appointment_id} className="py-2">
              <p className="font-medium break-words text-gray-900">{p.salon.name}</p>
              <p className="text-sm text-gray-600">
                {formatDateWithWeekday(p.visit_at)} · {p.service_names.join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pending.length > 0 && (
        <Link to={paths.customer.reviews.getHref()} className={`${buttonClasses({ size: 'sm' })} mt-3`}>
          Yorum Yaz
        </Link>
      )}
    </Card>
  );
}

function Favourites() {
  const favourites = useFavoriteSalons();
  const salons = favourites.data ?? [];
  return (
    <Card>
      <CardHeader
        title="Favori salonlarım"
        actions={
          <Link
            to={paths.customer.favorites.getHref()}
            className="text-sm font-medium text-brand-700 underline"
          >
            Tümünü gör
          </Link>
        }
      />
      {favourites.isPending ? (
        <LoadingState label="Favorileriniz yükleniyor…" className="min-h-16" />
      ) : salons.length === 0 ? (
        <p className="text-sm text-gray-600">Beğendiğiniz salonları kalp simgesiyle buraya ekleyin.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {salons.slice(0, 3).map((salon) => (
            <li key={salon.id} className="min-w-0 rounded-lg border border-gray-200 p-3">
              <Link
                to={paths.salon.detail.getHref(salon.id, salon.slug)}
                className="font-medium break-words text-gray-900 hover:underline"
              >
                {salon.name}
              </Link>
              <p className="text-sm text-gray-600">
                {salon.district}, {salon.city}
              </p>
              <Link
                to={paths.booking.getHref(salon.id)}
                className={`${buttonClasses({ variant: 'outline', size: 'sm' })} mt-2`}
              >
                Randevu Al<span className="sr-only">: {salon.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
