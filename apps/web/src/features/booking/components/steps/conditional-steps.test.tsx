import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { makeBookingSalon, makeBookingService, makeBookingStaff, makeSlots } from '../../testing/fixtures';
import {
  draftStorageKey,
  emptyDraft,
  readDraft,
  resetDraftStore,
  type BookingDraft,
} from '../../utils/booking-draft';
import type { CustomerAddress } from '@salonya/contracts/booking-confirmations';
import { isBookingStep } from '../../utils/booking-steps';
import { markWizardVisited, resetWizardVisits } from '../../utils/wizard-visits';
import { BookingWizard } from '../booking-wizard';

const serverNow = async () => new Date('2026-11-23T09:00:00+03:00');

function Harness() {
  const { salonId, step } = useParams();
  return (
    <BookingWizard
      salonId={Number(salonId)}
      step={isBookingStep(step) ? step : 'entry'}
      serverNow={serverNow}
    />
  );
}

const homeService = makeBookingService({ id: 21, name: 'Evde Manikür', is_home_service: true });
const petService = makeBookingService({ id: 22, name: 'Köpek Tıraşı', is_pet_service: true });

function openStep(
  step: string,
  services: BookingDraft['selectedServices'],
  addresses: CustomerAddress[] = [],
) {
  const api = mockApi({
    'GET /customer/addresses': {
      body: { success: true, data: { addresses, service_radius_km: addresses.length > 0 ? 20 : 20 } },
    },
    'POST /customer/addresses': (call) => ({
      status: 201,
      body: {
        success: true,
        message: 'Adres kaydedildi.',
        data: {
          id: 77,
          is_default: false,
          created_at: '2026-11-23T09:00:00+03:00',
          distance_km: 1.1,
          in_service_area: true,
          ...(call.body as object),
        },
      },
    }),
    'GET /salons/3': { body: { success: true, data: makeBookingSalon() } },
    'GET /salons/3/services': { body: { success: true, data: [homeService, petService] } },
    'GET /salons/3/staff': { body: { success: true, data: [makeBookingStaff({ service_ids: [21, 22] })] } },
    'GET /booking/slots': { body: { success: true, data: makeSlots('2026-11-25', ['10:00']) } },
  });
  sessionStorage.setItem(
    draftStorageKey(3),
    JSON.stringify({
      ...emptyDraft(3),
      selectedDate: '2026-11-25',
      selectedStaff: { kind: 'any' },
      selectedServices: services,
    }),
  );
  markWizardVisited(3);
  const view = renderRoute(<Harness />, {
    path: '/salons/:salonId/booking/:step?',
    url: `/salons/3/booking/${step}`,
  });
  return { ...view, api };
}

function savedAddress(overrides: Partial<CustomerAddress> = {}): CustomerAddress {
  return {
    id: 41,
    title: 'Ev',
    address: 'Caferağa Mah. Moda Cad. No: 5 D: 3',
    district: 'Kadıköy',
    city: 'İstanbul',
    latitude: 40.99,
    longitude: 29.03,
    is_default: true,
    created_at: '2026-11-20T09:00:00+03:00',
    distance_km: 1.1,
    in_service_area: true,
    ...overrides,
  };
}

const asDraft = (s: typeof homeService) => ({
  id: s.id,
  name: s.name,
  durationMinutes: s.duration_minutes,
  priceKurus: s.price_kurus,
  isHomeService: s.is_home_service,
  isPetService: s.is_pet_service,
});

beforeEach(() => {
  resetDraftStore();
  resetWizardVisits();
  setSession('token-abc', makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetDraftStore();
  resetWizardVisits();
});

describe('pet step', () => {
  it('asks for name, species, breed and size, then goes on to the time step', async () => {
    const user = userEvent.setup();
    openStep('pet', [asDraft(petService)]);
    await screen.findByRole('heading', { name: 'Evcil hayvan bilgileri' });
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));
    expect(await screen.findByText('Evcil hayvanınızın adını yazın.')).toBeInTheDocument();
    expect(screen.getByText('Evcil hayvanınızın türünü seçin.')).toBeInTheDocument();
    expect(screen.getByText('Evcil hayvanınızın cinsini yazın.')).toBeInTheDocument();
    expect(screen.getByText('Evcil hayvanınızın boyutunu seçin.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Adı'), 'Pamuk');
    await user.selectOptions(screen.getByLabelText('Türü'), 'kopek');
    await user.type(screen.getByLabelText('Cinsi'), 'Maltese');
    await user.selectOptions(screen.getByLabelText('Boyutu'), 'kucuk');
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/salons/3/booking/time'));
    expect(readDraft(3).pet).toEqual({ name: 'Pamuk', species: 'kopek', breed: 'Maltese', size: 'kucuk' });
  }, 15_000);
});

describe('location step', () => {
  function stubPosition(latitude: number, longitude: number) {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: (p: { coords: { latitude: number; longitude: number } }) => void) =>
          ok({ coords: { latitude, longitude } }),
      },
    });
  }

  async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Adres başlığı'), 'Ev');
    await user.type(screen.getByLabelText('Açık adres'), 'Caferağa Mah. Moda Cad. No: 5 D: 3');
    await user.type(screen.getByLabelText('İlçe'), 'Kadıköy');
    await user.type(screen.getByLabelText('İl'), 'İstanbul');
  }

  it('accepts an address inside the service radius and goes on', async () => {
    const user = userEvent.setup();
    stubPosition(40.99, 29.03);
    openStep('location', [asDraft(homeService)]);
    await screen.findByRole('heading', { name: 'Hizmet adresi' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));
    expect(await screen.findByText(/Konumumu Kullan\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Konumumu Kullan' }));
    expect(await screen.findByText(/hizmet bölgesinde \(1,1 km\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/salons/3/booking/time'));
    expect(readDraft(3).location).toMatchObject({
      addressId: null,
      title: 'Ev',
      district: 'Kadıköy',
      latitude: 40.99,
    });
  }, 15_000);

  it('saves a new address when asked and books with its id', async () => {
    const user = userEvent.setup();
    stubPosition(40.99, 29.03);
    const { api } = openStep('location', [asDraft(homeService)]);
    await screen.findByRole('heading', { name: 'Hizmet adresi' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Konumumu Kullan' }));
    await screen.findByText(/hizmet bölgesinde/);
    await user.click(screen.getByLabelText('Bu adresi sonraki randevularım için kaydet'));
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/salons/3/booking/time'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Ev',
      district: 'Kadıköy',
      latitude: 40.99,
      longitude: 29.03,
    });
    expect(readDraft(3).location).toMatchObject({ addressId: 77 });
  }, 15_000);

  it('offers the saved addresses and refuses one outside the radius next to it', async () => {
    const user = userEvent.setup();
    openStep(
      'location',
      [asDraft(homeService)],
      [savedAddress(), savedAddress({ id: 42, title: 'Ofis', distance_km: 23.4, in_service_area: false })],
    );
    await screen.findByText('Kayıtlı adreslerim');
    expect(screen.getByText('Hizmet bölgesi dışında (23,4 km)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Ev/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Ofis/ }));
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));
    expect(
      await screen.findByText(
        'Bu adres salonun hizmet bölgesinin dışında (23,4 km). Salon en fazla 20 km uzağa gelir.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Ev/ }));
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/salons/3/booking/time'));
    expect(readDraft(3).location).toMatchObject({ addressId: 41, title: 'Ev' });
  }, 15_000);

  it('refuses an address outside the radius', async () => {
    const user = userEvent.setup();
    stubPosition(39.92, 32.85); // Ankara
    openStep('location', [asDraft(homeService)]);
    await screen.findByRole('heading', { name: 'Hizmet adresi' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Konumumu Kullan' }));
    // The refusal is the address field's own error.
    await waitFor(() =>
      expect(screen.getByLabelText('Açık adres')).toHaveAccessibleDescription(/hizmet bölgesinin dışında/),
    );
    expect(screen.getByRole('button', { name: 'Devam Et' })).toBeDisabled();
  }, 15_000);
});

describe('conditional steps not needed', () => {
  it('passes over the address step when no home service is chosen', async () => {
    openStep('location', [asDraft(petService)]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/salons/3/booking/pet'));
    expect(await screen.findByRole('heading', { name: 'Evcil hayvan bilgileri' })).toBeInTheDocument();
  });
});
