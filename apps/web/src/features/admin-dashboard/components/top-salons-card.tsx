import { formatRating } from '@salonya/domain/format/number';
import { ArrowRight, Star, Store } from 'lucide-react';
import type { TopSalon } from '@salonya/contracts/admin';
import { Card, CardHeader } from '@/components/ui/card';
import { formatCurrency, formatNumber } from '@/lib/format';

/** SPEC §2.8 top salons, with 'Tümünü gör' to the salons section. */
export function TopSalonsCard({ salons }: { salons: readonly TopSalon[] }) {
  return (
    <Card className="p-5">
      <CardHeader
        title="En İyi Salonlar"
        actions={
          <a
            href="#salons"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            Tümünü gör
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        }
      />
      {salons.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">Bu dönemde tamamlanan randevu yok.</p>
      ) : (
        <ol className="divide-y divide-gray-100">
          {salons.map((salon, index) => (
            <li key={salon.id} className="flex items-center gap-3 py-3">
              <span className="w-5 text-center text-sm font-semibold text-gray-500">{index + 1}</span>
              {salon.logo !== null ? (
                <img src={salon.logo} alt="" className="size-10 rounded-lg object-cover" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-lg bg-gray-100"
                >
                  <Store className="size-5 text-gray-500" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-gray-900">{salon.name}</p>
                <p className="truncate text-xs text-gray-500">
                  {salon.district}, {salon.city}
                </p>
              </div>
              <div className="text-right text-xs text-gray-600">
                <p className="flex items-center justify-end gap-1 font-medium text-gray-900">
                  <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                  <span className="sr-only">Puan</span>
                  {formatRating(salon.rating_average)}
                </p>
                <p>{formatNumber(salon.total_appointments)} randevu</p>
                <p>{formatCurrency(salon.revenue)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
