import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useUserLocation } from '@/hooks/use-user-location';
import { USER_LOCATION_KEY } from '@/lib/locations/user-location';
import { ISTANBUL_DISTRICTS, PROVINCES } from '@/test/location-fixtures';
import { mockApi, renderRoute, type ApiAnswer } from '@/test/test-utils';
import { LocationFilter } from './location-filter';

function stored(): unknown {
  const raw = localStorage.getItem(USER_LOCATION_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** The filter bound to the stored User location, as the home page uses it. */
function StoredLocationFilter() {
  const { location, setLocation } = useUserLocation();
  return <LocationFilter value={location} onChange={setLocation} />;
}

const ok = (data: unknown): ApiAnswer => ({ body: { success: true, data } });

function stubPlaces(provinces: () => ApiAnswer = () => ok(PROVINCES)) {
  return mockApi({
    'GET /locations/provinces': provinces,
    'GET /locations/provinces/34/districts': ok(ISTANBUL_DISTRICTS),
  });
}

describe('LocationFilter', () => {
  it('migrates an older stored name to the full province location (SPEC §3)', async () => {
    localStorage.setItem(USER_LOCATION_KEY, JSON.stringify({ name: 'istanbul' }));
    stubPlaces();
    renderRoute(<StoredLocationFilter />);

    expect(await screen.findByRole('button', { name: 'Konum İstanbul' })).toBeInTheDocument();
    expect(stored()).toEqual({
      id: 34,
      name: 'İstanbul',
      type: 'province',
      city_id: 34,
      district_id: null,
      province_name: 'İstanbul',
      full_name: 'İstanbul, Türkiye',
      coordinates: { latitude: 41.0082, longitude: 28.9784 },
    });
  });

  it('forgets an older name that matches no province', async () => {
    localStorage.setItem(USER_LOCATION_KEY, 'Atlantis');
    stubPlaces();
    renderRoute(<StoredLocationFilter />);
    await waitFor(() => expect(localStorage.getItem(USER_LOCATION_KEY)).toBeNull());
    expect(screen.getByRole('button', { name: 'Konum Tüm Türkiye' })).toBeInTheDocument();
  });

  it('stores a province, then one of its districts, and clears them with Tüm Türkiye', async () => {
    const { calls } = stubPlaces();
    renderRoute(<StoredLocationFilter />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Konum Tüm Türkiye' });
    // Nothing is loaded before the panel is opened.
    expect(calls).toHaveLength(0);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Konum seçin' });

    const province = await within(panel).findByRole('combobox', { name: 'İl' });
    await waitFor(() => expect(province).toBeEnabled());
    await user.selectOptions(province, 'İstanbul');
    expect(stored()).toMatchObject({ id: 34, city_id: 34, type: 'province', name: 'İstanbul' });

    const district = within(panel).getByRole('combobox', { name: 'İlçe' });
    await waitFor(() => expect(district).toBeEnabled());
    await user.selectOptions(district, 'Kadıköy');
    expect(stored()).toEqual({
      id: 402,
      name: 'Kadıköy',
      type: 'district',
      city_id: 34,
      district_id: 402,
      province_name: 'İstanbul',
      full_name: 'Kadıköy, İstanbul',
      coordinates: { latitude: 41.0082, longitude: 28.9784 },
    });
    expect(trigger).toHaveAccessibleName('Konum Kadıköy, İstanbul');

    await user.click(within(panel).getByRole('button', { name: 'Tüm Türkiye' }));
    expect(stored()).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('uses the browser position for "near me", kept with the nearest province', async () => {
    stubPlaces();
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 40.99, longitude: 29.03 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderRoute(<StoredLocationFilter />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Konum Tüm Türkiye' }));
    await user.click(await screen.findByRole('button', { name: 'Yakınımdaki salonlar' }));

    await waitFor(() =>
      expect(stored()).toEqual({
        id: 34,
        name: 'Yakınımda',
        type: 'city',
        city_id: 34,
        district_id: null,
        province_name: 'İstanbul',
        full_name: 'Yakınımda (İstanbul)',
        coordinates: { latitude: 40.99, longitude: 29.03 },
        source: 'geolocation',
      }),
    );
    expect(screen.getByRole('button', { name: 'Konum Yakınımda (İstanbul)' })).toBeInTheDocument();
  });

  it('says so when the position is refused', async () => {
    stubPlaces();
    const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderRoute(<StoredLocationFilter />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Konum Tüm Türkiye' }));
    await user.click(await screen.findByRole('button', { name: 'Yakınımdaki salonlar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Konum izni verilmedi.');
    expect(stored()).toBeNull();
  });

  it('offers Tekrar Dene when the provinces cannot be loaded', async () => {
    let fail = true;
    stubPlaces(() => (fail ? { status: 404, body: { success: false } } : ok(PROVINCES)));
    renderRoute(<StoredLocationFilter />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Konum Tüm Türkiye' }));
    expect(await screen.findByText('Şehir listesi yüklenemedi.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('option', { name: 'İzmir' })).toBeInTheDocument();
  });
});
