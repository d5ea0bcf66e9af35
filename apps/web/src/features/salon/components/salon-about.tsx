import {
  Accessibility,
  AtSign,
  Armchair,
  Baby,
  CircleCheck,
  CircleParking,
  Coffee,
  CreditCard,
  ExternalLink,
  Mail,
  MapPin,
  Navigation,
  PawPrint,
  Phone,
  ShieldCheck,
  Snowflake,
  Users,
  Wifi,
  Footprints,
  type LucideIcon,
} from 'lucide-react';
import { istanbulClock } from '@salonya/domain/catalogue/opening-hours';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { OpeningHoursRow, SalonDetail } from '../types';
import { formatPhoneNumber, shortTime, telHref } from '../utils/format';
import { StaticMap } from './static-map';

const AMENITY_ICONS: Readonly<Record<string, LucideIcon>> = {
  'Wi-Fi': Wifi,
  Otopark: CircleParking,
  'Kredi Kartı': CreditCard,
  Klima: Snowflake,
  'Engelli Erişimi': Accessibility,
  'Çay/Kahve İkramı': Coffee,
  'Çocuk Dostu': Baby,
  'Evcil Hayvan Dostu': PawPrint,
  'Randevusuz Hizmet': Footprints,
  'Sadece Kadın Personel': Users,
  'Hijyen Sertifikası': ShieldCheck,
  'Bekleme Salonu': Armchair,
};

/** Google Maps directions to the salon (by coordinates, or by address when there are none). */
export function directionsHref(
  salon: Pick<SalonDetail, 'latitude' | 'longitude' | 'address' | 'district' | 'city'>,
) {
  const destination =
    salon.latitude !== null && salon.longitude !== null
      ? `${salon.latitude},${salon.longitude}`
      : [salon.address, salon.district, salon.city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

export function OpeningHoursTable({
  hours,
  now = new Date(),
}: {
  hours: readonly OpeningHoursRow[];
  now?: Date;
}) {
  const today = istanbulClock(now).weekday;
  const rows = [...hours].sort((a, b) => a.weekday - b.weekday);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Çalışma saatleri</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Gün</th>
          <th scope="col">Saatler</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {rows.map((row) => {
          const isToday = row.weekday === today;
          const closed = row.is_closed || row.opens_at === null || row.closes_at === null;
          return (
            <tr
              key={row.weekday}
              aria-current={isToday ? 'date' : undefined}
              className={cn(isToday && 'bg-brand-50 font-semibold text-brand-900')}
            >
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.day_name}
                {isToday && (
                  <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    Bugün
                  </span>
                )}
              </th>
              <td className={cn('px-3 py-2 text-right tabular-nums', closed && 'text-gray-500')}>
                {closed ? 'Kapalı' : `${shortTime(row.opens_at!)} – ${shortTime(row.closes_at!)}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const cardClass = 'rounded-xl border border-gray-200 bg-white p-4 sm:p-5';
const headingClass = 'mb-3 text-base font-semibold text-gray-900';

/** Description, opening hours, amenities, address with map and directions, and the contact channels. */
export function SalonAbout({ salon }: { salon: SalonDetail }) {
  const place = `${salon.district}, ${salon.city}`;
  const hasCoordinates = salon.latitude !== null && salon.longitude !== null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        <section aria-labelledby="about-description" className={cardClass}>
          <h3 id="about-description" className={headingClass}>
            Salon Hakkında
          </h3>
          <p className="text-sm whitespace-pre-line text-gray-700">
            {salon.description !== null && salon.description.trim() !== ''
              ? salon.description
              : 'Bu salon henüz bir tanıtım yazısı eklemedi.'}
          </p>
        </section>
        <section aria-labelledby="about-hours" className={cardClass}>
          <h3 id="about-hours" className={headingClass}>
            Çalışma Saatleri
          </h3>
          {salon.opening_hours.length > 0 ? (
            <OpeningHoursTable hours={salon.opening_hours} />
          ) : (
            <p className="text-sm text-gray-600">Çalışma saatleri henüz eklenmedi.</p>
          )}
        </section>
        <section aria-labelledby="about-amenities" className={cardClass}>
          <h3 id="about-amenities" className={headingClass}>
            Olanaklar
          </h3>
          {salon.amenities.length > 0 ? (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {salon.amenities.map((amenity) => {
                const Icon = AMENITY_ICONS[amenity] ?? CircleCheck;
                return (
                  <li key={amenity} className="flex items-center gap-2 text-sm text-gray-700">
                    <Icon aria-hidden="true" className="size-5 text-brand-600" />
                    {amenity}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-gray-600">Bu salon henüz olanak bilgisi eklemedi.</p>
          )}
        </section>
      </div>
      <section aria-labelledby="about-location" className={cn(cardClass, 'space-y-4 self-start')}>
        <h3 id="about-location" className={cn(headingClass, 'mb-0')}>
          Konum ve İletişim
        </h3>
        {hasCoordinates && (
          <StaticMap latitude={salon.latitude!} longitude={salon.longitude!} label={place} />
        )}
        <address className="flex items-start gap-2 text-sm text-gray-700 not-italic">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
          <span>
            {salon.address !== null && salon.address !== '' && (
              <>
                {salon.address}
                <br />
              </>
            )}
            {place}
          </span>
        </address>
        <a
          href={directionsHref(salon)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'outline', fullWidth: true })}
        >
          <Navigation aria-hidden="true" className="size-4" />
          Yol Tarifi Al
          <ExternalLink aria-hidden="true" className="size-3.5 text-gray-500" />
          <span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
        <ul className="space-y-2 text-sm">
          {salon.phone !== null && salon.phone !== '' && (
            <li>
              <a
                href={telHref(salon.phone)}
                className="inline-flex items-center gap-2 text-brand-700 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                <span className="sr-only">Telefon: </span>
                {formatPhoneNumber(salon.phone)}
              </a>
            </li>
          )}
          {salon.email !== null && salon.email !== '' && (
            <li>
              <a
                href={`mailto:${salon.email}`}
                className="inline-flex items-center gap-2 break-all text-brand-700 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">E-posta: </span>
                {salon.email}
              </a>
            </li>
          )}
          {salon.instagram !== null && salon.instagram !== '' && (
            <li>
              <a
                href={`https://www.instagram.com/${salon.instagram.replace(/^@/, '')}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 text-brand-700 hover:underline"
              >
                <AtSign aria-hidden="true" className="size-4" />
                {`@${salon.instagram.replace(/^@/, '')}`}
                <span className="sr-only"> (Instagram, yeni sekmede açılır)</span>
              </a>
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}
