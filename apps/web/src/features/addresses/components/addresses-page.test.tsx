import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerAddressSchema, type CustomerAddress } from '@salonya/contracts/booking-confirmations';
import { setSession } from '@/lib/session';
import { ISTANBUL_DISTRICTS, PROVINCES } from '@/test/location-fixtures';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { AddressesPage } from './addresses-page';

const SLOW = { timeout: 20_000 };

function address(overrides: Partial<CustomerAddress>): CustomerAddress {
  return customerAddressSchema.parse({
    id: 1,
    title: 'Ev',
    address: 'Caferağa Mah. Moda Cad. No: 5',
    district: 'Kadıköy',
    city: 'İstanbul',
    latitude: 40.98,
    longitude: 29.03,
    is_default: true,
    created_at: '2026-11-20T09:00:00+03:00',
    distance_km: null,
    in_service_area: null,
    ...overrides,
  });
}

beforeEach(() => setSession('token-abc', makeUser()));
afterEach(() => vi.unstubAllGlobals());

describe('AddressesPage', SLOW, () => {
  it('adds an address with province, district and a map pin; a server field error shows next to its field', async () => {
    const user = userEvent.setup();
    let addresses: CustomerAddress[] = [];
    let attempts = 0;
    const api = mockApi({
      'GET /customer/addresses': () => ({
        body: { success: true, data: { addresses, service_radius_km: null } },
      }),
      'GET /locations/provinces': { body: { success: true, data: PROVINCES } },
      'GET /locations/provinces/34/districts': { body: { success: true, data: ISTANBUL_DISTRICTS } },
      'POST /customer/addresses': (call) => {
        attempts += 1;
        if (attempts === 1)
          return {
            status: 422,
            body: { success: false, message: 'Geçersiz veri', errors: { address: ['Adres geçersiz.'] } },
          };
        const created = address({ ...(call.body as object), id: 9, is_default: true });
        addresses = [created];
        return { status: 201, body: { success: true, message: 'Adres kaydedildi.', data: created } };
      },
    });
    renderRoute(<AddressesPage />, { path: '/musteri/adreslerim' });
    await user.click(await screen.findByRole('button', { name: 'Adres Ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni adres' });
    await user.click(within(dialog).getByRole('button', { name: 'Adresi Kaydet' }));
    expect(await within(dialog).findByText('İl seçin.')).toBeInTheDocument();
    expect(within(dialog).getByText('Haritada işaretlemek için önce il seçin.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Adres başlığı (isteğe bağlı)' }), 'Ev');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'İl' }), '34');
    const district = within(dialog).getByRole('combobox', { name: 'İlçe' });
    await within(dialog).findByRole('option', { name: 'Kadıköy' });
    await user.selectOptions(district, '402');
    // The shared tile-free pin starts at the province's centre; an arrow key moves it ~55 m north.
    const pin = within(dialog).getByRole('application', { name: /Harita konumu/ });
    pin.focus();
    await user.keyboard('{ArrowUp}');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Açık adres' }),
      'Caferağa Mah. Moda Cad. No: 5',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Adresi Kaydet' }));
    expect(await within(dialog).findByText('Adres geçersiz.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adresi Kaydet' }));
    const list = await screen.findByRole('list', { name: 'Kayıtlı adresler' });
    expect(within(list).getByText('Varsayılan')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      title: 'Ev',
      address: 'Caferağa Mah. Moda Cad. No: 5',
      city: 'İstanbul',
      district: 'Kadıköy',
      latitude: 41.0087,
      longitude: 28.9784,
    });
  });

  it('makes another address the default and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    let addresses = [address({}), address({ id: 2, title: 'İş', is_default: false })];
    mockApi({
      'GET /customer/addresses': () => ({
        body: { success: true, data: { addresses, service_radius_km: null } },
      }),
      'PUT /customer/addresses/2/default': () => {
        addresses = [address({ id: 2, title: 'İş', is_default: true }), address({ is_default: false })];
        return { body: { success: true, message: 'Varsayılan adresiniz güncellendi.', data: addresses[0] } };
      },
      'DELETE /customer/addresses/1': () => {
        addresses = addresses.filter((a) => a.id !== 1);
        return { body: { success: true, message: 'Adres silindi.' } };
      },
    });
    renderRoute(<AddressesPage />, { path: '/musteri/adreslerim' });
    await user.click(await screen.findByRole('button', { name: 'Varsayılan Yap' }));
    await vi.waitFor(() => {
      const first = within(screen.getByRole('list', { name: 'Kayıtlı adresler' })).getAllByRole(
        'listitem',
      )[0]!;
      expect(within(first).getByText('İş')).toBeInTheDocument();
      expect(within(first).getByText('Varsayılan')).toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Ev adresini sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adres silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await vi.waitFor(() => expect(screen.queryByText('Ev')).not.toBeInTheDocument());
  });

  it('shows the load failure with retry', async () => {
    mockApi({
      'GET /customer/addresses': { status: 500, body: { success: false, message: 'Sunucu hatası' } },
    });
    renderRoute(<AddressesPage />, { path: '/musteri/adreslerim' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresleriniz yüklenemedi');
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
  });
});
