import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '@salonya/contracts/booking';
import { isBookingStep } from '../utils/booking-steps';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import {
  makeAppointment,
  makeBookingSalon,
  makeBookingService,
  makeBookingStaff,
  makeSlots,
} from '../testing/fixtures';
import { draftStorageKey, emptyDraft, resetDraftStore, type BookingDraft } from '../utils/booking-draft';
import { markWizardVisited, resetWizardVisits } from '../utils/wizard-visits';
import { BookingWizard } from './booking-wizard';

const NOW = new Date('2026-11-23T09:00:00+03:00'); // a Monday
const serverNow = async () => NOW;

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

const PATH = '/salons/:salonId/booking/:step?';
const render = (url: string) => renderRoute(<Harness />, { path: PATH, url });
/** The API's message of a new appointment (appointments.service.ts). */
const BOOKED = 'Randevunuz oluşturuldu.';
const location = () => screen.getByTestId('location').textContent;

const haircut = makeBookingService();
const colour = makeBookingService({
  id: 12,
  name: 'Saç Boyama',
  duration_minutes: 90,
  price: 1250,
  price_kurus: 125000,
  staff_ids: [7],
});
const elif = makeBookingStaff();
const can = makeBookingStaff({
  salon_staff_id: 8,
  user_id: 80,
  display_name: 'Can Yılmaz',
  service_ids: [11],
});

/** GET /booking/calendar answering for the asked month; `full` days have no free time, every other day has. */
function calendar(full: string[] = []) {
  return (call: { query: URLSearchParams }) => {
    const month = call.query.get('month') ?? '2026-11';
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    const days = Array.from({ length: last }, (_, i) => {
      const date = `${month}-${String(i + 1).padStart(2, '0')}`;
      const available = !full.includes(date);
      return { date, available, slot_count: available ? 8 : 0 };
    });
    return {
      body: {
        success: true,
        data: {
          salon_id: 3,
          month,
          salon_staff_id: call.query.get('salon_staff_id') ?? 'any',
          service_ids: (call.query.get('service_ids') ?? '').split(',').map(Number),
          timezone: 'Europe/Istanbul',
          server_time: '2026-11-23T09:00:00+03:00',
          days,
          rules: makeSlots('2026-11-23', []).rules,
        },
      },
    };
  };
}

function catalogue(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /booking/calendar': calendar(),
    'GET /salons/3': { body: { success: true, data: makeBookingSalon() } },
    'GET /salons/3/services': { body: { success: true, data: [haircut, colour] } },
    'GET /salons/3/staff': { body: { success: true, data: [elif, can] } },
    ...extra,
  });
}

function storeDraft(draft: Partial<BookingDraft>) {
  sessionStorage.setItem(draftStorageKey(3), JSON.stringify({ ...emptyDraft(3), ...draft }));
}

beforeEach(() => {
  resetDraftStore();
  resetWizardVisits();
  setSession('token-abc', makeUser());
});

afterEach(() => {
  resetDraftStore();
  resetWizardVisits();
});

describe('BookingWizard', () => {
  it('refuses at once, with the phone and a way back, when the salon has paused online bookings', async () => {
    const api = catalogue({
      'GET /salons/3': {
        body: {
          success: true,
          data: makeBookingSalon({ accepts_online_bookings: false, phone: '0212 555 44 33' }),
        },
      },
    });
    render('/salons/3/booking');
    expect(await screen.findByText('Online randevu şu anda kapalı')).toBeInTheDocument();
    expect(
      screen.getByText('Bu salon şu anda online randevu almıyor. Lütfen salonu telefonla arayın.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salonu Ara: 0212 555 44 33' })).toHaveAttribute(
      'href',
      'tel:02125554433',
    );
    expect(screen.getByRole('link', { name: 'Salon Sayfasına Dön' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/salon\/3/),
    );
    expect(screen.queryByRole('heading', { name: 'Tarih seçin' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/booking/slots' || c.path === '/appointments')).toBe(false);
  });

  it('books from the entry to the success step', async () => {
    const user = userEvent.setup();
    const api = catalogue({
      'GET /booking/slots': {
        body: { success: true, data: makeSlots('2026-11-25', ['10:00', '10:15', '14:30']) },
      },
      'POST /appointments': {
        status: 201,
        body: {
          success: true,
          message: BOOKED,
          data: makeAppointment({ status: 'pending', status_label: 'Onay Bekliyor' }),
        },
      },
    });
    render('/salons/3/booking');

    // The entry moves on to the date step by itself.
    await screen.findByRole('heading', { name: 'Tarih seçin' });
    expect(location()).toBe('/salons/3/booking/date');
    expect(await screen.findByRole('button', { name: /Kapalı, 29 Kasım 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Devam Et' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /, 25 Kasım 2026$/ }));
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));

    await screen.findByRole('heading', { name: 'Uzman seçin' });
    await user.click(screen.getByRole('radio', { name: /Fark etmez/ }));
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));

    await screen.findByRole('heading', { name: 'Hizmet seçin' });
    await user.click(screen.getByRole('checkbox', { name: /Saç Kesimi/ }));
    expect(screen.getByTestId('booking-summary-total')).toHaveTextContent('₺400');
    expect(screen.getByTestId('booking-summary-services')).toHaveTextContent('1 hizmet · 45 dk');
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));

    await screen.findByRole('heading', { name: 'Saat seçin' });
    const slotsCall = api.calls.find((c) => c.path === '/booking/slots');
    expect(slotsCall).toBeDefined();
    await user.click(await screen.findByRole('radio', { name: '10:15' }));
    // 'Fark etmez': the draft keeps who the slot would go to (the first of its salon_staff_ids).
    expect(JSON.parse(sessionStorage.getItem(draftStorageKey(3)) ?? '{}')).toMatchObject({
      selectedTime: '10:15',
      slotStaffId: 7,
    });
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));

    await screen.findByRole('heading', { name: 'Ödeme ve onay' });
    expect(screen.getByTestId('booking-summary-time')).toHaveTextContent('10:15');
    expect(screen.getByRole('radio', { name: /Salonda Öde/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Randevuyu Onayla' }));

    // A booking awaiting the salon reads as a request, as the mail and /randevu/{id}/onay say (issue #21 item 1).
    await screen.findByRole('heading', { name: 'Randevu talebiniz alındı' });
    expect(screen.getByText('Salon onayladığında size e-posta ile haber vereceğiz.')).toBeInTheDocument();
    expect(screen.queryByText(/başarıyla oluşturuldu|onaylandı/)).not.toBeInTheDocument();
    expect(location()).toBe('/salons/3/booking/success');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      salon_id: 3,
      salon_staff_id: 'any',
      service_ids: [11],
      date: '2026-11-25',
      time: '10:15',
      payment_method: 'pay_at_salon',
      notes: '',
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByRole('link', { name: 'Randevularım' })).toHaveAttribute('href', '/musteri/randevular');
    expect(screen.getByRole('link', { name: 'Randevu Onayını Gör' })).toHaveAttribute(
      'href',
      '/randevu/501/onay',
    );
  }, 20_000);

  it(
    'shows the slot-taken message with the nearest free times and books one of them',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      let attempts = 0;
      const keys: (string | null)[] = [];
      const api = catalogue({
        'POST /appointments': (call) => {
          attempts += 1;
          keys.push(call.headers.get('Idempotency-Key'));
          if (attempts === 1) {
            return {
              status: 409,
              body: {
                success: false,
                message: SLOT_TAKEN_MESSAGE,
                error_code: 'CONFLICT',
                conflict_type: 'slot_taken',
                nearest_slots: [
                  {
                    date: '2026-11-25',
                    time: '11:00',
                    starts_at: '2026-11-25T11:00:00+03:00',
                    salon_staff_id: 7,
                    display_name: 'Elif Şahin',
                  },
                ],
              },
            };
          }
          return {
            status: 201,
            body: { success: true, message: BOOKED, data: makeAppointment({ time: '11:00' }) },
          };
        },
      });
      storeDraft({
        selectedDate: '2026-11-25',
        selectedStaff: { kind: 'staff', salonStaffId: 7, userId: 70, name: 'Elif Şahin', avatarUrl: null },
        selectedServices: [
          {
            id: 11,
            name: 'Saç Kesimi',
            durationMinutes: 45,
            priceKurus: 40000,
            isHomeService: false,
            isPetService: false,
          },
        ],
        selectedTime: '10:00',
        salon: { id: 3, name: 'Makas Kuaför', slug: 'makas', city: 'İstanbul', district: 'Kadıköy' },
      });
      markWizardVisited(3);
      render('/salons/3/booking/payment');

      await user.click(await screen.findByRole('button', { name: 'Randevuyu Onayla' }));
      const alert = await screen.findByText(SLOT_TAKEN_MESSAGE);
      const box = alert.closest('[role="status"]') as HTMLElement;
      await user.click(within(box).getByRole('button', { name: '11:00' }));
      expect(screen.getByTestId('booking-summary-time')).toHaveTextContent('11:00');
      await user.click(screen.getByRole('button', { name: 'Randevuyu Onayla' }));

      await screen.findByRole('heading', { name: 'Randevunuz onaylandı' });
      const posts = api.calls.filter((c) => c.method === 'POST');
      expect(posts.map((c) => (c.body as { time: string }).time)).toEqual(['10:00', '11:00']);
      expect(keys[0]).not.toBe(keys[1]);
    },
  );

  it(
    'an unverified customer is told to verify the e-mail first, can resend the mail, and books after verifying',
    { timeout: 15_000 },
    async () => {
      setSession('token-abc', makeUser({ email_verified_at: null }));
      const user = userEvent.setup();
      let verified = false;
      const api = catalogue({
        'POST /appointments': () =>
          verified
            ? { status: 201, body: { success: true, message: BOOKED, data: makeAppointment() } }
            : {
                status: 403,
                body: {
                  success: false,
                  message: 'Randevu alabilmek için önce e-posta adresinizi doğrulamanız gerekir.',
                  error_code: 'EMAIL_NOT_VERIFIED',
                },
              },
        'POST /auth/email/resend': {
          body: { success: true, message: 'Doğrulama bağlantısı e-posta adresinize gönderildi.' },
        },
      });
      storeDraft({
        selectedDate: '2026-11-25',
        selectedStaff: { kind: 'staff', salonStaffId: 7, userId: 70, name: 'Elif Şahin', avatarUrl: null },
        selectedServices: [
          {
            id: 11,
            name: 'Saç Kesimi',
            durationMinutes: 45,
            priceKurus: 40000,
            isHomeService: false,
            isPetService: false,
          },
        ],
        selectedTime: '10:00',
        salon: { id: 3, name: 'Makas Kuaför', slug: 'makas', city: 'İstanbul', district: 'Kadıköy' },
      });
      markWizardVisited(3);
      render('/salons/3/booking/payment');

      // Said before the confirm button, from the stored user.
      expect(await screen.findByText('E-posta adresinizi doğrulayın')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Randevuyu Onayla' }));
      expect(
        await screen.findByText('Randevu alabilmek için önce e-posta adresinizi doğrulamanız gerekir.'),
      ).toBeInTheDocument();
      expect(screen.getByText(/bu sayfaya dönüp “Randevuyu Onayla” ile devam edin/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' }));
      expect(
        await screen.findByText('Doğrulama bağlantısı e-posta adresinize gönderildi.'),
      ).toBeInTheDocument();

      // Verified in the mail's tab; back here the booking goes through.
      verified = true;
      await user.click(screen.getByRole('button', { name: 'Randevuyu Onayla' }));
      await screen.findByRole('heading', { name: 'Randevunuz onaylandı' });
      expect(api.calls.filter((c) => c.path === '/appointments')).toHaveLength(2);
    },
  );

  it(
    'pays by card: a declined card shows the Turkish error next to the card, keeps the draft and retries with a new key',
    { timeout: 30_000 },
    async () => {
      setSession('token-abc', makeUser());
      const user = userEvent.setup();
      const declined = 'Kartınız bankanız tarafından reddedildi. Lütfen başka bir kart deneyin.';
      const api = catalogue({
        'GET /customer/wallet': {
          body: {
            success: true,
            data: {
              user_id: 1,
              balance_kurus: 10_000,
              currency: 'TRY',
              top_up_min_kurus: 5_000,
              top_up_max_kurus: 1_000_000,
              test_mode: true,
              test_cards: [{ number: '4000000000000002', label: 'Banka reddi' }],
            },
          },
        },
        'POST /appointments': {
          status: 402,
          body: {
            success: false,
            message: `${declined} Ödeme alınamadığı için randevu oluşturulmadı; seçtiğiniz saat serbest bırakıldı.`,
            error_code: 'PAYMENT_FAILED',
            errors: { card: [declined] },
          },
        },
      });
      storeDraft({
        selectedDate: '2026-11-25',
        selectedStaff: { kind: 'staff', salonStaffId: 7, userId: 70, name: 'Elif Şahin', avatarUrl: null },
        selectedServices: [
          {
            id: 11,
            name: 'Saç Kesimi',
            durationMinutes: 45,
            priceKurus: 40000,
            isHomeService: false,
            isPetService: false,
          },
        ],
        selectedTime: '10:00',
        salon: { id: 3, name: 'Makas Kuaför', slug: 'makas', city: 'İstanbul', district: 'Kadıköy' },
      });
      markWizardVisited(3);
      render('/salons/3/booking/payment');

      // ₺100 in the wallet does not pay ₺400: wallet alone is off, the split is on.
      expect(await screen.findByText('Ödenecek tutar: ₺400')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('radio', { name: /Cüzdanla Öde/ })).toBeDisabled());
      expect(screen.getByRole('radio', { name: /Cüzdan \+ Kart/ })).toBeEnabled();
      await user.click(screen.getByRole('radio', { name: /Kartla Öde/ }));
      expect(screen.getByText('Test modu: gerçek kartınızdan para çekilmez.')).toBeInTheDocument();
      await user.click(screen.getByLabelText('Kart numarası'));
      await user.paste('4000 0000 0000 0002');
      await user.click(screen.getByLabelText('Kart üzerindeki isim'));
      await user.paste('Ayşe Yılmaz');
      await user.click(screen.getByLabelText('Son kullanma (AA/YY)'));
      await user.paste('12/31');
      await user.click(screen.getByLabelText('Güvenlik kodu (CVC)'));
      await user.paste('123');
      await user.click(screen.getByRole('button', { name: 'Öde ve Onayla (₺400)' }));

      expect(await screen.findByText('Ödeme alınamadı')).toBeInTheDocument();
      expect(screen.getByLabelText('Kart numarası')).toHaveAccessibleDescription(declined);
      expect(location()).toBe('/salons/3/booking/payment');
      const [post] = api.calls.filter((c) => c.path === '/appointments');
      expect(post!.body).toMatchObject({
        payment_method: 'card',
        card: {
          number: '4000000000000002',
          holder_name: 'Ayşe Yılmaz',
          expiry_month: 12,
          expiry_year: 2031,
          cvc: '123',
        },
      });
      await user.click(screen.getByRole('button', { name: 'Öde ve Onayla (₺400)' }));
      await waitFor(() => expect(api.calls.filter((c) => c.path === '/appointments')).toHaveLength(2));
      const keys = api.calls
        .filter((c) => c.path === '/appointments')
        .map((c) => c.headers.get('Idempotency-Key'));
      expect(keys[0]).not.toBe(keys[1]);
    },
  );

  it('a refresh on a later step resumes it from the entry with the stored draft', async () => {
    catalogue({
      'GET /booking/slots': { body: { success: true, data: makeSlots('2026-11-25', ['10:00']) } },
    });
    storeDraft({
      selectedDate: '2026-11-25',
      selectedStaff: { kind: 'any' },
      selectedServices: [
        {
          id: 11,
          name: 'Saç Kesimi',
          durationMinutes: 45,
          priceKurus: 40000,
          isHomeService: false,
          isPetService: false,
        },
      ],
    });
    render('/salons/3/booking/time?kaynak=yenile');

    await screen.findByRole('heading', { name: 'Saat seçin' });
    expect(location()).toBe('/salons/3/booking/time?kaynak=yenile');
    expect(await screen.findByRole('radio', { name: '10:00' })).toBeInTheDocument();
    expect(sessionStorage.getItem('booking_resume')).toBeNull();
  });

  it('a resumed step whose guard fails goes to the date step (payment: without the query)', async () => {
    catalogue();
    render('/salons/3/booking/payment?x=1');
    await screen.findByRole('heading', { name: 'Tarih seçin' });
    expect(location()).toBe('/salons/3/booking/date');
  });

  it('the staff step without a date goes to the date step and keeps the query', async () => {
    catalogue();
    markWizardVisited(3);
    render('/salons/3/booking/staff?x=1');
    await screen.findByRole('heading', { name: 'Tarih seçin' });
    expect(location()).toBe('/salons/3/booking/date?x=1');
  });

  it('a service link preselects the service and offers only the staff doing it', async () => {
    const user = userEvent.setup();
    catalogue({
      'GET /booking/calendar': (call) => ({
        body: {
          success: true,
          data: {
            salon_id: 3,
            month: call.path,
            salon_staff_id: 'any',
            service_ids: [12],
            timezone: 'Europe/Istanbul',
            server_time: '2026-11-23T09:00:00+03:00',
            days: [
              { date: '2026-11-24', available: false, slot_count: 0 },
              { date: '2026-11-25', available: true, slot_count: 8 },
            ],
            rules: makeSlots('2026-11-23', []).rules,
          },
        },
      }),
    });
    render('/salons/3/booking?service_id=12');
    await screen.findByRole('heading', { name: 'Tarih seçin' });
    expect(screen.getByTestId('booking-summary-total')).toHaveTextContent('₺1.250');
    expect(await screen.findByRole('button', { name: /Dolu, 24 Kasım 2026/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /, 25 Kasım 2026$/ }));
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));
    await screen.findByRole('heading', { name: 'Uzman seçin' });
    expect(screen.getByRole('radio', { name: /Elif Şahin/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Can Yılmaz/ })).not.toBeInTheDocument();
  });

  it('before services are chosen, the date step asks the calendar for the shortest service: no Bugün after closing (issue #21 item 2)', async () => {
    const api = catalogue({ 'GET /booking/calendar': calendar(['2026-11-23']) });
    render('/salons/3/booking');
    await screen.findByRole('heading', { name: 'Tarih seçin' });
    expect(await screen.findByRole('button', { name: /Dolu, 23 Kasım 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /, 24 Kasım 2026$/ })).toBeEnabled();
    const asked = api.calls.find((c) => c.path === '/booking/calendar');
    expect(asked?.query.get('service_ids')).toBe('11');
    expect(asked?.query.get('salon_staff_id')).toBe('any');
  });

  it('each day button is named by what it shows, then the full date (axe label-content-name-mismatch, issue #21 item 14)', async () => {
    catalogue();
    render('/salons/3/booking');
    await screen.findByRole('heading', { name: 'Tarih seçin' });
    const days = within(await screen.findByRole('list', { name: 'Günler' })).getAllByRole('button');
    expect(days.length).toBeGreaterThan(6);
    for (const day of days) {
      expect(day).not.toHaveAttribute('aria-label');
      const visible = Array.from(day.querySelectorAll('span:not(.sr-only)'))
        .map((s) => s.textContent)
        .join(' ');
      expect(day).toHaveAccessibleName(
        expect.stringMatching(new RegExp(`^${visible}, \\d{1,2} \\p{L}+ 2026$`, 'u')),
      );
    }
    expect(days[0]).toHaveAccessibleName(expect.stringMatching(/^Bugün \d{1,2} /));
  });

  it('a package link without a package of this salon is ignored with a message', async () => {
    catalogue();
    render('/salons/3/booking?package_id=9');
    await screen.findByRole('heading', { name: 'Tarih seçin' });
    expect(location()).toBe('/salons/3/booking/date');
    expect(await screen.findByText(/kullanılabilir bir paketiniz bulunamadı/)).toBeInTheDocument();
  });

  it('other user types see why they cannot book', async () => {
    setSession('token-abc', makeUser({ user_type: 'salon_owner' }));
    mockApi({});
    render('/salons/3/booking/date');
    expect(await screen.findByText('Randevuyu yalnızca müşteri hesapları alabilir')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panelime Dön' })).toHaveAttribute('href', '/salon');
  });

  it('shows an error with Tekrar Dene when the salon cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /salons/3': () =>
        fail
          ? { status: 400, body: { success: false, message: 'Geçersiz istek' } }
          : { body: { success: true, data: makeBookingSalon() } },
      'GET /salons/3/services': { body: { success: true, data: [haircut] } },
      'GET /salons/3/staff': { body: { success: true, data: [elif] } },
    });
    render('/salons/3/booking');
    await screen.findByText('Randevu sayfası yüklenemedi');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(location()).toBe('/salons/3/booking/date'));
  });
});

describe('the payment step’s coupon (issue 18 item 5)', () => {
  const wallet = {
    body: {
      success: true,
      data: {
        user_id: 1,
        balance_kurus: 100_000,
        currency: 'TRY',
        top_up_min_kurus: 5_000,
        top_up_max_kurus: 1_000_000,
        test_mode: true,
        test_cards: [],
      },
    },
  };
  const paymentDraft = (): Partial<BookingDraft> => ({
    selectedDate: '2026-11-25',
    selectedStaff: { kind: 'staff', salonStaffId: 7, userId: 70, name: 'Elif Şahin', avatarUrl: null },
    selectedServices: [
      {
        id: 11,
        name: 'Saç Kesimi',
        durationMinutes: 45,
        priceKurus: 40000,
        isHomeService: false,
        isPetService: false,
      },
    ],
    selectedTime: '10:00',
    salon: { id: 3, name: 'Makas Kuaför', slug: 'makas', city: 'İstanbul', district: 'Kadıköy' },
  });

  it(
    'shows why a code does not apply next to the field, then charges the discounted price with a code that does',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const expired = 'Bu kuponun geçerlilik süresi doldu.';
      const api = catalogue({
        'GET /customer/wallet': wallet,
        'POST /customer/coupons/validate': (call) =>
          (call.body as { code: string }).code.toUpperCase() === 'ESKI'
            ? {
                status: 422,
                body: {
                  success: false,
                  message: expired,
                  error_code: 'VALIDATION_ERROR',
                  errors: { coupon_code: [expired] },
                },
              }
            : {
                body: {
                  success: true,
                  message: 'Kupon uygulandı: %10 indirim.',
                  data: {
                    code: 'YAZ10',
                    title: 'Yaz indirimi',
                    label: '%10 indirim',
                    total_kurus: 40_000,
                    discount_kurus: 4_000,
                    amount_due_kurus: 36_000,
                  },
                },
              },
        'POST /appointments': {
          status: 201,
          body: {
            success: true,
            message: BOOKED,
            data: makeAppointment({
              discount_kurus: 4_000,
              amount_due_kurus: 36_000,
              coupon_code: 'YAZ10',
              payment_method: 'wallet',
              payment_status: 'paid',
              payment: {
                status: 'captured',
                card_kurus: 0,
                wallet_kurus: 36_000,
                card_last4: null,
                failure_message: null,
              },
            }),
          },
        },
      });
      storeDraft(paymentDraft());
      markWizardVisited(3);
      render('/salons/3/booking/payment');

      const field = await screen.findByLabelText('Kupon kodu');
      await user.type(field, 'eski');
      await user.click(screen.getByRole('button', { name: 'Uygula' }));
      expect(await screen.findByText(expired)).toBeInTheDocument();
      expect(screen.getByLabelText('Kupon kodu')).toHaveAccessibleDescription(expired);
      expect(screen.getByText('Ödenecek tutar: ₺400')).toBeInTheDocument();

      await user.clear(screen.getByLabelText('Kupon kodu'));
      await user.type(screen.getByLabelText('Kupon kodu'), 'yaz10');
      await user.click(screen.getByRole('button', { name: 'Uygula' }));
      expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('YAZ10 uygulandı: %10 indirim');
      expect(screen.getByText('Ödenecek tutar: ₺360')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: /Cüzdanla Öde/ }));
      await user.click(screen.getByRole('button', { name: 'Öde ve Onayla (₺360)' }));
      await waitFor(() => expect(location()).toBe('/salons/3/booking/success'));
      // Paid from the wallet: the success step says so, not 'salonda ödenecek' (issue 18 review).
      expect(await screen.findByTestId('success-total')).toHaveTextContent('Toplam: ₺360 (Cüzdandan ödendi)');
      const [post] = api.calls.filter((c) => c.path === '/appointments');
      expect(post!.body).toMatchObject({ payment_method: 'wallet', coupon_code: 'YAZ10' });
    },
  );

  it('a coupon used up meanwhile: the booking’s 422 puts the reason next to the field and drops the coupon', async () => {
    const user = userEvent.setup();
    const usedUp = 'Bu kuponun kullanım hakları tükendi.';
    catalogue({
      'GET /customer/wallet': wallet,
      'POST /customer/coupons/validate': {
        body: {
          success: true,
          data: {
            code: 'YAZ10',
            title: 'Yaz indirimi',
            label: '%10 indirim',
            total_kurus: 40_000,
            discount_kurus: 4_000,
            amount_due_kurus: 36_000,
          },
        },
      },
      'POST /appointments': {
        status: 422,
        body: {
          success: false,
          message: usedUp,
          error_code: 'VALIDATION_ERROR',
          errors: { coupon_code: [usedUp] },
        },
      },
    });
    storeDraft(paymentDraft());
    markWizardVisited(3);
    render('/salons/3/booking/payment');
    await user.type(await screen.findByLabelText('Kupon kodu'), 'YAZ10');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    await screen.findByTestId('coupon-applied');
    await user.click(screen.getByRole('button', { name: 'Randevuyu Onayla' }));
    await waitFor(() => expect(screen.getByLabelText('Kupon kodu')).toHaveAccessibleDescription(usedUp));
    expect(screen.getByText('Ödenecek tutar: ₺400')).toBeInTheDocument();
  });
});

describe('back from the bank’s 3-D Secure page without a payment (issue 18 review)', () => {
  const wallet = {
    body: {
      success: true,
      data: {
        user_id: 1,
        balance_kurus: 0,
        currency: 'TRY',
        top_up_min_kurus: 5_000,
        top_up_max_kurus: 1_000_000,
        test_mode: false,
        test_cards: [],
      },
    },
  };
  const draft = (): Partial<BookingDraft> => ({
    selectedDate: '2026-11-25',
    selectedStaff: { kind: 'staff', salonStaffId: 7, userId: 70, name: 'Elif Şahin', avatarUrl: null },
    selectedServices: [
      {
        id: 11,
        name: 'Saç Kesimi',
        durationMinutes: 45,
        priceKurus: 40000,
        isHomeService: false,
        isPetService: false,
      },
    ],
    selectedTime: '10:00',
    salon: { id: 3, name: 'Makas Kuaför', slug: 'makas', city: 'İstanbul', district: 'Kadıköy' },
  });
  const declined = 'Kartınız bankanız tarafından reddedildi. Ödeme alınmadı.';

  it('says why in Turkish (the stored reason), keeps the draft, and a new attempt books and hides it', async () => {
    const user = userEvent.setup();
    const api = catalogue({
      'GET /customer/wallet': wallet,
      'GET /customer/appointments/31': {
        body: {
          success: true,
          data: makeAppointment({
            id: 31,
            status: 'cancelled',
            payment_method: 'card',
            payment_status: 'failed',
            payment: {
              status: 'failed',
              card_kurus: 40_000,
              wallet_kurus: 0,
              card_last4: '0008',
              failure_message: declined,
            },
          }),
        },
      },
      'POST /appointments': {
        status: 201,
        body: { success: true, message: BOOKED, data: makeAppointment() },
      },
    });
    storeDraft(draft());
    markWizardVisited(3);
    render('/salons/3/booking/payment?odeme=failed&randevu=31');

    const alert = await screen.findByTestId('bank-return-failure');
    expect(within(alert).getByText('Ödeme alınamadı')).toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveTextContent(declined));
    expect(alert).toHaveTextContent(
      'Randevu taslağınız duruyor: tekrar deneyebilir ya da başka bir ödeme yöntemi seçebilirsiniz.',
    );
    // The draft is kept: the same step with the same choice and price, every method offered again.
    expect(location()).toBe('/salons/3/booking/payment?odeme=failed&randevu=31');
    expect(screen.getByText('Ödenecek tutar: ₺400')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Kartla Öde/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Salonda Öde/ }));
    await user.click(screen.getByRole('button', { name: 'Randevuyu Onayla' }));
    await waitFor(() => expect(location()).toBe('/salons/3/booking/success'));
    expect(screen.queryByTestId('bank-return-failure')).not.toBeInTheDocument();
    expect(screen.getByTestId('success-total')).toHaveTextContent('Toplam: ₺400 (salonda ödenecek)');
    const [post] = api.calls.filter((c) => c.path === '/appointments');
    expect(post!.body).toMatchObject({ payment_method: 'pay_at_salon', service_ids: [11], time: '10:00' });
  });

  it('without the appointment (or when it cannot be read) it still says the payment was not taken', async () => {
    catalogue({ 'GET /customer/wallet': wallet });
    storeDraft(draft());
    markWizardVisited(3);
    render('/salons/3/booking/payment?odeme=expired');
    const alert = await screen.findByTestId('bank-return-failure');
    expect(alert).toHaveTextContent('Banka doğrulaması zamanında tamamlanmadığı için ödeme alınamadı.');
    expect(alert).toHaveTextContent('Randevu taslağınız duruyor');
  });
});

describe('the success step says how the booking was paid (issue 18 review)', () => {
  it('a wallet + card split shows both parts, not "salonda ödenecek"', async () => {
    storeDraft({
      selectedDate: '2026-11-25',
      selectedStaff: { kind: 'staff', salonStaffId: 7, userId: 70, name: 'Elif Şahin', avatarUrl: null },
      selectedServices: [
        {
          id: 11,
          name: 'Saç Kesimi',
          durationMinutes: 45,
          priceKurus: 40000,
          isHomeService: false,
          isPetService: false,
        },
      ],
      selectedTime: '10:00',
      salon: { id: 3, name: 'Makas Kuaför', slug: 'makas', city: 'İstanbul', district: 'Kadıköy' },
      isBookingCompleted: true,
      createdAppointment: {
        id: 501,
        startsAt: '2026-11-25T10:00:00+03:00',
        endsAt: '2026-11-25T10:45:00+03:00',
        staffName: 'Elif Şahin',
        totalPriceKurus: 40_000,
        status: 'confirmed',
        paymentMethod: 'wallet_card',
        paymentStatus: 'paid',
        walletKurus: 15_000,
        cardKurus: 25_000,
      },
    });
    markWizardVisited(3);
    catalogue();
    render('/salons/3/booking/success');
    expect(await screen.findByTestId('success-total')).toHaveTextContent(
      'Toplam: ₺400 (Ödendi: cüzdandan ₺150, karttan ₺250)',
    );
  });
});
