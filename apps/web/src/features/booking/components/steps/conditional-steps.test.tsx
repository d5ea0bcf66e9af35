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

function openStep(step: string, services: BookingDraft['selectedServices']) {
  mockApi({
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
  return renderRoute(<Harness />, {
    path: '/salons/:salonId/booking/:step?',
    url: `/salons/3/booking/${step}`,
  });
}

const asDraft = (s: typeof homeService) => ({
  id: s.id,
  name: s.name,
  durationMinutes: s.duration_minutes,
  price: s.price,
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
    expect(await screen.findByText('Evcil hayvanınızın adını yazın')).toBeInTheDocument();
    expect(screen.getByText('Türünü seçin')).toBeInTheDocument();
    expect(screen.getByText('Cinsini yazın')).toBeInTheDocument();
    expect(screen.getByText('Boyutunu seçin')).toBeInTheDocument();

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
    await user.type(screen.getByLabelText('Adres başlığı'), 'Ev');
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
    expect(await screen.findByText(/hizmet bölgesinde \(1\.1 km\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/salons/3/booking/time'));
    expect(readDraft(3).location).toMatchObject({ title: 'Ev', district: 'Kadıköy', latitude: 40.99 });
  }, 15_000);

  it('refuses an address outside the radius', async () => {
    const user = userEvent.setup();
    stubPosition(39.92, 32.85); // Ankara
    openStep('location', [asDraft(homeService)]);
    await screen.findByRole('heading', { name: 'Hizmet adresi' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Konumumu Kullan' }));
    expect(await screen.findByText(/hizmet bölgesinin dışında/)).toBeInTheDocument();
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
