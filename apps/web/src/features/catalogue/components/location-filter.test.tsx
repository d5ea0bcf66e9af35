import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/test-utils';
import { ok, PROVINCES, stubCatalogueApi } from '../testing/catalogue-fixtures';
import { USER_LOCATION_KEY } from '../utils/user-location';
import { LocationFilter } from './location-filter';

function stored(): unknown {
  const raw = localStorage.getItem(USER_LOCATION_KEY);
  return raw === null ? null : JSON.parse(raw);
}

describe('LocationFilter', () => {
  it('migrates an older stored name to the full province location', async () => {
    localStorage.setItem(USER_LOCATION_KEY, JSON.stringify({ name: 'istanbul' }));
    const { requests } = stubCatalogueApi({ '/locations/provinces': () => ok(PROVINCES) });
    renderRoute(<LocationFilter />);

    await waitFor(() => expect(screen.getByLabelText('Konum')).toHaveValue('34'));
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
    expect(new Set(requests)).toEqual(new Set(['/locations/provinces']));
  });

  it('forgets an older name that matches no province', async () => {
    localStorage.setItem(USER_LOCATION_KEY, 'Atlantis');
    stubCatalogueApi({ '/locations/provinces': () => ok(PROVINCES) });
    renderRoute(<LocationFilter />);
    await waitFor(() => expect(localStorage.getItem(USER_LOCATION_KEY)).toBeNull());
    expect(screen.getByLabelText('Konum')).toHaveValue('');
  });

  it('stores the chosen province and clears it with Tüm Türkiye', async () => {
    stubCatalogueApi({ '/locations/provinces': () => ok(PROVINCES) });
    renderRoute(<LocationFilter />);
    const select = await screen.findByRole('combobox', { name: 'Konum' });
    await waitFor(() => expect(select).toBeEnabled());
    const user = userEvent.setup();
    await user.selectOptions(select, 'Ankara');
    expect(stored()).toMatchObject({ id: 6, city_id: 6, name: 'Ankara', type: 'province' });
    await user.selectOptions(select, 'Tüm Türkiye');
    expect(stored()).toBeNull();
  });

  it('offers Tekrar Dene when the provinces cannot be loaded', async () => {
    let fail = true;
    stubCatalogueApi({
      '/locations/provinces': () => (fail ? { status: 404, body: { success: false } } : ok(PROVINCES)),
    });
    renderRoute(<LocationFilter />);
    expect(await screen.findByText('Şehir listesi yüklenemedi.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('option', { name: 'İzmir' })).toBeInTheDocument();
  });
});
