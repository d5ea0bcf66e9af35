import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Clock, House, PawPrint, Scissors } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { formatPrice } from '@/lib/format';
import { SALON_SERVICES_FAILED } from '@/hooks/use-public-salon';
import type { SalonService } from '../types';
import { formatDuration } from '../utils/format';
import { PanelError, PanelLoading } from './panel-states';
import { CategoryIcon } from '@/components/ui/category-icon';

const OTHER_GROUP = 'Diğer Hizmetler';

interface ServiceGroup {
  name: string;
  icon: string | null;
  services: SalonService[];
}

/** Services grouped by their main category, in the order the API lists them. */
export function groupServices(services: readonly SalonService[]): ServiceGroup[] {
  const groups = new Map<string, ServiceGroup>();
  for (const service of services) {
    const name = service.service_main_category_name ?? service.category_name ?? OTHER_GROUP;
    const group = groups.get(name) ?? { name, icon: service.category_icon, services: [] };
    group.services.push(service);
    groups.set(name, group);
  }
  return [...groups.values()];
}

/** The price; a discount shows the new price with the old one struck through. */
export function ServicePrice({ service }: { service: Pick<SalonService, 'price' | 'discounted_price'> }) {
  const discounted = service.discounted_price !== null && service.discounted_price < service.price;
  if (!discounted) {
    return <span className="font-semibold text-gray-900">{formatPrice(service.price)}</span>;
  }
  return (
    <span className="flex flex-wrap items-baseline justify-end gap-x-2">
      <span className="font-semibold text-brand-700">
        <span className="sr-only">İndirimli fiyat: </span>
        {formatPrice(service.discounted_price!)}
      </span>
      <s className="text-sm text-gray-500">
        <span className="sr-only">Önceki fiyat: </span>
        {formatPrice(service.price)}
      </s>
    </span>
  );
}

export interface ServiceListProps {
  services: readonly SalonService[];
  /** Where 'Seç' goes for a service (the booking wizard with ?service_id=…); null: no 'Seç' (bookings paused). */
  bookingHref: ((service: SalonService) => string) | null;
  /** Heading level of the category names. */
  headingLevel?: 2 | 3;
}

/** The services by category: name, description, duration, price and 'Seç'. */
export function ServiceList({ services, bookingHref, headingLevel = 3 }: ServiceListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-6">
      {groupServices(services).map((group) => (
        <section key={group.name} aria-label={group.name} className="space-y-2">
          <Heading className="flex items-center gap-2 text-base font-semibold text-gray-900">
            {group.icon !== null && <CategoryIcon icon={group.icon} className="size-4 text-brand-700" />}
            {group.name}
            <span className="text-sm font-normal text-gray-500">{`(${group.services.length})`}</span>
          </Heading>
          <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {group.services.map((service) => (
              <li key={service.id} className="flex items-start justify-between gap-4 p-4">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-gray-900">{service.name}</p>
                  {service.description !== null && service.description !== '' && (
                    <p className="line-clamp-2 text-sm text-gray-600">{service.description}</p>
                  )}
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-500">
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-4" />
                      <span className="sr-only">Süre: </span>
                      {formatDuration(service.duration_minutes)}
                    </span>
                    {service.is_home_service && (
                      <span className="inline-flex items-center gap-1 text-emerald-700">
                        <House aria-hidden="true" className="size-4" />
                        Eve gelen hizmet
                      </span>
                    )}
                    {service.is_pet_service && (
                      <span className="inline-flex items-center gap-1 text-amber-700">
                        <PawPrint aria-hidden="true" className="size-4" />
                        Evcil hayvan
                      </span>
                    )}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-2 text-right">
                  <ServicePrice service={service} />
                  {bookingHref !== null && (
                    <Link
                      to={bookingHref(service)}
                      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                    >
                      Seç<span className="sr-only">{`: ${service.name}`}</span>
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The services of a salon or specialist as loaded: loading, error with retry, empty, or the list. */
export function ServicesPanel({
  query,
  emptyTitle,
  bookingHref,
  headingLevel,
}: {
  query: UseQueryResult<readonly SalonService[]>;
  emptyTitle: string;
} & Omit<ServiceListProps, 'services'>) {
  if (query.isPending) return <PanelLoading label="Hizmetler yükleniyor…" />;
  if (query.isError) {
    return (
      <PanelError
        title={SALON_SERVICES_FAILED}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState icon={<Scissors className="size-10" />} title={emptyTitle} />;
  }
  return <ServiceList services={query.data} bookingHref={bookingHref} headingLevel={headingLevel} />;
}
