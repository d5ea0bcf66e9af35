import { useUserLocation } from '../hooks/use-user-location';
import { provinceLocation } from '../utils/user-location';
import { ProvinceSelect } from './province-select';

/**
 * The home page location filter: the province kept as the SPEC §3 User location in localStorage (an older stored
 * name is migrated by matching the province list).
 */
export function LocationFilter({
  label = 'Konum',
  className,
  containerClassName,
}: {
  label?: string;
  className?: string;
  containerClassName?: string;
}) {
  const { location, setLocation } = useUserLocation();
  return (
    <ProvinceSelect
      label={label}
      value={location?.city_id ?? null}
      onChange={(province) => setLocation(province === null ? null : provinceLocation(province))}
      className={className}
      containerClassName={containerClassName}
    />
  );
}
