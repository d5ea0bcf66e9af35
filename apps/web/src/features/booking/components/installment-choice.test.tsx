import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { makeBookingSalon, makeBookingService, makeBookingStaff } from '../testing/fixtures';
import { isBookingStep } from '../utils/booking-steps';
import { draftStorageKey, emptyDraft, resetDraftStore } from '../utils/booking-draft';
import { markWizardVisited, resetWizardVisits } from '../utils/wizard-visits';
import { BookingWizard } from './booking-wizard';

/** Issue 18 item 2 (ADR 0049): the payment step's instalment choice; the total shown is the total charged. */
const NOW = new Date('2026-11-23T09:00:00+03:00');

function Harness() {
  const { salonId, step } = useParams();
  return (
    <BookingWizard
      salonId={Number(salonId)}
      step={isBookingStep(step) ? step : 'entry'}
      serverNow={async () => NOW}
    />
  );
}

const wallet = {
  body: {
    success: true,
    data: {
      user_id: 1,
      balance_kurus: 0,
      currency: 'TRY',
      top_up_min_kurus: 5_000,
      top_up_max_kurus: 1_000_000,
      test_mode: true,
      test_cards: [{ number: '4242424242424242', label: 'Başarılı ödeme' }],
    },
  },
};

const options = (amount: number) => [
  { count: 1, label: 'Tek çekim', per_installment_kurus: amount, total_kurus: amount },
  { count: 3, label: '3 taksit', per_installment_kurus: 13_733, total_kurus: 41_200 },
  { count: 6, label: '6 taksit', per_installment_kurus: 7_067, total_kurus: 42_400 },
];

function installments(fail = false) {
  return (call: ApiCall) =>
    fail
      ? { status: 503, body: { success: false, message: 'Taksit seçenekleri şu anda alınamadı.' } }
      : {
          body: {
            success: true,
            data: {
              amount_kurus: Number(call.query.get('amount_kurus')),
              options:
                call.query.get('bin') === '42424242' ? options(Number(call.query.get('amount_kurus'))) : [],
            },
          },
        };
}

function setUp(extra: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /salons/3': { body: { success: true, data: makeBookingSalon() } },
    'GET /salons/3/services': { body: { success: true, data: [makeBookingService()] } },
    'GET /salons/3/staff': { body: { success: true, data: [makeBookingStaff()] } },
    'GET /customer/wallet': wallet,
    ...extra,
  });
  sessionStorage.setItem(
    draftStorageKey(3),
    JSON.stringify({
      ...emptyDraft(3),
      selectedDate: '2026-11-25',
      selectedStaff: { kind: 'staff', salonStaffId: 7, userId: 70, name: 'Elif Şahin', avatarUrl: null },
      selectedServices: [
        {
          id: 11,
          name: 'Saç Kesimi',
          durationMinutes: 45,
          priceKurus: 40_000,
          isHomeService: false,
          isPetService: false,
        },
      ],
      selectedTime: '10:00',
      salon: { id: 3, name: 'Makas Kuaför', slug: 'makas', city: 'İstanbul', district: 'Kadıköy' },
    }),
  );
  markWizardVisited(3);
  renderRoute(<Harness />, { path: '/salons/:salonId/booking/:step?', url: '/salons/3/booking/payment' });
  return api;
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(await screen.findByRole('radio', { name: /Kartla Öde/ }));
  await user.click(screen.getByLabelText('Kart numarası'));
  await user.paste(number);
  await user.click(screen.getByLabelText('Kart üzerindeki isim'));
  await user.paste('Ayşe Yılmaz');
  await user.click(screen.getByLabelText('Son kullanma (AA/YY)'));
  await user.paste('12/31');
  await user.click(screen.getByLabelText('Güvenlik kodu (CVC)'));
  await user.paste('123');
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

describe('InstallmentChoice in the payment step', () => {
  it(
    'offers the card’s instalments with per-instalment and total amounts; the chosen total is shown and sent',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const api = setUp({
        'GET /payments/installments': installments(),
        'POST /appointments': {
          status: 402,
          body: {
            success: false,
            message: 'Kartınız bankanız tarafından reddedildi.',
            error_code: 'PAYMENT_FAILED',
            errors: { card: ['Kartınız bankanız tarafından reddedildi.'] },
          },
        },
      });
      await typeCard(user, '4242 4242 4242 4242');

      const three = await screen.findByRole('radio', { name: /3 taksit/ });
      expect(three).toHaveTextContent('3 × ₺137,33');
      expect(three).toHaveTextContent('Toplam ₺412');
      expect(screen.getByRole('radio', { name: /Tek çekim/ })).toHaveAttribute('aria-checked', 'true');
      const asked = api.calls.find((c) => c.path === '/payments/installments')!;
      expect(asked.query.get('bin')).toBe('42424242');
      expect(asked.query.get('amount_kurus')).toBe('40000');

      await user.click(three);
      expect(three).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByText('Ödenecek tutar: ₺412')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Öde ve Onayla (₺412)' }));
      await waitFor(() => expect(api.calls.some((c) => c.path === '/appointments')).toBe(true));
      expect(api.calls.find((c) => c.path === '/appointments')!.body).toMatchObject({
        payment_method: 'card',
        card: { number: '4242424242424242', installment_count: 3, installment_total_kurus: 41_200 },
      });
    },
  );

  it(
    'another card without instalments falls back to a single payment at the price',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      setUp({ 'GET /payments/installments': installments() });
      await typeCard(user, '4242 4242 4242 4242');
      await user.click(await screen.findByRole('radio', { name: /6 taksit/ }));
      expect(screen.getByText('Ödenecek tutar: ₺424')).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Kart numarası'));
      await user.paste('5528 7900 0000 0008');
      expect(await screen.findByTestId('installments-none')).toHaveTextContent(
        'Bu kart için taksit seçeneği yok; tutar tek çekimle ödenir.',
      );
      expect(screen.getByText('Ödenecek tutar: ₺400')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Öde ve Onayla (₺400)' })).toBeInTheDocument();
    },
  );

  it('when the options cannot be loaded, says so and pays in one go', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    setUp({ 'GET /payments/installments': installments(true) });
    await typeCard(user, '4242 4242 4242 4242');
    expect(
      await screen.findByText('Taksit seçenekleri şu anda alınamadı. Tek çekim ile devam edebilirsiniz.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ödenecek tutar: ₺400')).toBeInTheDocument();
  });
});
