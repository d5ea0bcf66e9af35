import { LocateFixed, MapPin } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/lib/paths';
import { useHomeSalons, type HomeSalonsQuery } from '../api/get-home-salons';
import type { Coordinates, SalonCard as SalonCardData } from '../api/types';
import type { UserLocation } from '@/lib/locations/user-location';
import { SalonRail } from './salon-rail';

const NEARBY_LIMIT = 12;

type GeoStatus = 'idle' | 'locating' | 'ready' | 'denied' | 'unavailable' | 'unsupported';

const GEO_MESSAGES: Partial<Record<GeoStatus, string>> = {
  locating: 'Konumunuz alınıyor…',
  denied:
    'Konum izni verilmedi. Tarayıcınızın ayarlarından izin verebilir ya da yukarıdan bir şehir seçebilirsiniz.',
  unavailable: 'Konumunuz şu anda alınamadı. Biraz sonra tekrar deneyin ya da yukarıdan bir şehir seçin.',
  unsupported: 'Tarayıcınız konum paylaşımını desteklemiyor. Yukarıdan bir şehir seçebilirsiniz.',
};

/**
 * 'Yakınımdaki Salonlar': the device location is asked for only after 'Konumumu Kullan' is clicked; until then
 * the selected province's centre is used. Without either, or with nothing nearby, the rail says what to do.
 */
export function NearbySalonsRail({
  location,
  renderFavorite,
}: {
  location: UserLocation | null;
  renderFavorite?: (salon: SalonCardData) => ReactNode;
}) {
  const [device, setDevice] = useState<Coordinates | null>(null);
  const [status, setStatus] = useState<GeoStatus>('idle');

  const origin = device ?? location?.coordinates ?? null;
  const query: HomeSalonsQuery = { limit: NEARBY_LIMIT };
  if (origin !== null) {
    query.latitude = origin.latitude;
    query.longitude = origin.longitude;
    // The device location speaks for itself; the province centre keeps to the selected city.
    if (device === null && location !== null) query.city_id = location.city_id;
  }
  const nearby = useHomeSalons('nearby-salons', query, { enabled: origin !== null });

  const requestDeviceLocation = () => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('unsupported');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setDevice({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setStatus('ready');
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  let description: ReactNode;
  if (device !== null) description = 'Konumunuza en yakın salonlar';
  else if (location !== null) description = `${location.name} merkezine yakın salonlar`;
  else description = 'Size en yakın salonları görmek için konumunuzu paylaşın ya da bir şehir seçin.';

  const message = GEO_MESSAGES[status];
  const toolbar = (
    <div className="flex flex-wrap items-center gap-3">
      {device === null && (
        <Button variant="outline" size="sm" onClick={requestDeviceLocation} isLoading={status === 'locating'}>
          {status !== 'locating' && <LocateFixed aria-hidden="true" className="size-4" />}
          Konumumu Kullan
        </Button>
      )}
      {message !== undefined && (
        <p
          role={status === 'locating' ? 'status' : 'alert'}
          className={status === 'locating' ? 'text-sm text-gray-600' : 'text-sm text-amber-800'}
        >
          {message}
        </p>
      )}
    </div>
  );

  const emptyState =
    origin === null ? (
      <EmptyState
        className="rounded-xl border border-dashed border-gray-300 bg-white"
        icon={<MapPin className="size-10" />}
        title="Yakınınızdaki salonları görelim"
        description="“Konumumu Kullan” ile tarayıcınızın konumunu paylaşın ya da arama kutusundaki konum seçiminden şehrinizi seçin. Konumunuz yalnızca bu liste için kullanılır."
      />
    ) : (
      <EmptyState
        className="rounded-xl border border-dashed border-gray-300 bg-white"
        icon={<MapPin className="size-10" />}
        title="Yakınınızda henüz salon yok"
        description="Bu konumun çevresinde listelenen salon bulunamadı. Başka bir şehir seçebilir ya da kategorilere göz atabilirsiniz."
        action={
          <Link
            to={paths.categories.getHref()}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Kategorilere Göz At
          </Link>
        }
      />
    );

  return (
    <SalonRail
      title="Yakınımdaki Salonlar"
      description={description}
      query={nearby}
      enabled={origin !== null}
      toolbar={toolbar}
      emptyState={emptyState}
      renderFavorite={renderFavorite}
    />
  );
}
