import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { TAGLINE } from '@salonya/domain/constants';
import { buttonClasses } from '@/components/ui/button';
import { HomeRails } from '@/features/catalogue/components/home-rails';
import { ServiceCategoriesSection } from '@/features/catalogue/components/service-categories-section';
import { LazySearchBox } from '@/features/search/components/lazy-search-box';
import { useSearchContext } from '@/features/search/hooks/use-search-context';
import { LocationFilter } from '@/components/location/location-filter';
import { useUserLocation } from '@/hooks/use-user-location';
import { paths } from '@/lib/paths';
import { renderFavoriteSlot } from '@/app/favorite-slot';

/** '/': search and location, the special salon lists of SPEC §2.1, the service categories, a band for owners. */
export function Component() {
  const { location, setLocation } = useUserLocation();
  const searchContext = useSearchContext();

  return (
    <div className="space-y-14">
      <section
        aria-labelledby="home-title"
        className="-mx-4 -mt-8 bg-gradient-to-br from-brand-50 via-white to-rose-100/60 px-4 pt-10 pb-12 sm:mx-0 sm:mt-0 sm:rounded-3xl sm:px-8 sm:py-14 lg:px-12"
      >
        <div className="mx-auto max-w-4xl space-y-6 text-center">
          <h1
            id="home-title"
            className="text-3xl font-extrabold tracking-tight text-balance text-gray-900 sm:text-4xl lg:text-5xl"
          >
            {TAGLINE}
          </h1>
          <p className="mx-auto max-w-2xl text-base text-gray-700 sm:text-lg">
            Kuaför, berber, güzellik merkezi, tırnak, spa ve pet kuaför salonlarını karşılaştırın; fiyatları
            ve yorumları inceleyip size uygun saate randevunuzu alın.
          </p>
          <LazySearchBox
            context={searchContext}
            location={location}
            size="lg"
            addon={
              <LocationFilter
                value={location}
                onChange={setLocation}
                containerClassName="md:w-64"
                className="h-12 text-base"
              />
            }
            className="rounded-2xl bg-white p-3 text-left shadow-lg ring-1 ring-gray-200 sm:p-4"
          />
        </div>
      </section>

      <HomeRails location={location} renderFavorite={renderFavoriteSlot} />

      <ServiceCategoriesSection />

      <section
        aria-labelledby="salon-owner-title"
        className="flex flex-col items-start gap-4 rounded-2xl bg-gray-900 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10"
      >
        <div className="space-y-1">
          <h2 id="salon-owner-title" className="text-xl font-bold sm:text-2xl">
            Salon sahibi misiniz?
          </h2>
          <p className="max-w-xl text-sm text-gray-300 sm:text-base">
            Salonunuzu Salonya’ya ekleyin; online randevu alın, takviminizi ve ekibinizi tek yerden yönetin.
          </p>
        </div>
        <Link to={paths.salonApplication.getHref()} className={buttonClasses({ size: 'lg' })}>
          <Store aria-hidden="true" className="size-5" />
          Salonunuzu Ekleyin
        </Link>
      </section>
    </div>
  );
}
