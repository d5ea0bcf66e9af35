import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** The support line and its hours (the e-mail and address come from the company data the route passes). */
export const SUPPORT_PHONE = { display: '0850 725 66 92', tel: '+908507256692' } as const;
export const SUPPORT_HOURS = [
  { days: 'Hafta içi', hours: '09:00 – 18:00' },
  { days: 'Cumartesi', hours: '10:00 – 16:00' },
  { days: 'Pazar ve resmî tatiller', hours: 'Kapalı' },
] as const;

export interface ContactInfoProps {
  email: string;
  address?: string;
}

/** How to reach Salonya: e-mail, phone, working hours, address and the help centre. */
export function ContactInfo({ email, address }: ContactInfoProps) {
  return (
    <Card className="space-y-5">
      <h2 className="text-lg font-semibold text-gray-900">Bize Ulaşın</h2>
      <ul className="space-y-4 text-sm">
        <li className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <div>
            <p className="font-medium text-gray-900">E-posta</p>
            <a href={`mailto:${email}`} className="text-brand-700 hover:underline">
              {email}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <div>
            <p className="font-medium text-gray-900">Telefon</p>
            <a href={`tel:${SUPPORT_PHONE.tel}`} className="text-brand-700 hover:underline">
              {SUPPORT_PHONE.display}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <div className="flex-1">
            <p className="font-medium text-gray-900">Çalışma saatleri</p>
            <dl className="mt-1 space-y-0.5 text-gray-700">
              {SUPPORT_HOURS.map((row) => (
                <div key={row.days} className="flex justify-between gap-3">
                  <dt>{row.days}</dt>
                  <dd className="tabular-nums">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </li>
        {address !== undefined && (
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <div>
              <p className="font-medium text-gray-900">Adres</p>
              <address className="text-gray-700 not-italic">{address}</address>
            </div>
          </li>
        )}
      </ul>
      <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
        Sık sorulan soruların yanıtları için{' '}
        <Link to={paths.help.getHref()} className="font-medium text-brand-700 underline">
          Yardım Merkezi
        </Link>
        ’ne göz atabilirsiniz.
      </p>
    </Card>
  );
}
