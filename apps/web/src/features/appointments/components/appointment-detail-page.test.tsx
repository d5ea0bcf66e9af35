import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { makeCustomerAppointment, makeDaySlots } from '../testing/fixtures';
import { AppointmentDetailPage } from './appointment-detail-page';

const serverNow = async () => new Date('2026-11-23T09:00:00+03:00');
const render = () =>
  renderRoute(<AppointmentDetailPage appointmentId={501} serverNow={serverNow} />, {
    path: '/musteri/randevu/:id',
    url: '/musteri/randevu/501',
  });

beforeEach(() => setSession('token-abc', makeUser()));

describe('AppointmentDetailPage', () => {
  it('shows the appointment and cancels it with a reason', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /customer/appointments/501': { body: { success: true, data: makeCustomerAppointment() } },
      'POST /customer/appointments/501/cancel': (call) => ({
        body: {
          success: true,
          message: 'Randevunuz iptal edildi.',
          data: makeCustomerAppointment({
            status: 'cancelled',
            status_label: 'İptal Edildi',
            allowed_actions: [],
            cancelled_by: 'customer',
            cancelled_at: '2026-11-23T09:05:00+03:00',
            cancellation_reason: (call.body as { reason: string }).reason,
          }),
        },
      }),
    });
    render();

    expect(await screen.findByTestId('appointment-when')).toHaveTextContent(
      '25 Kasım 2026 Çarşamba · 10:00–10:45',
    );
    expect(screen.getByText('Onaylandı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Makas Kuaför' })).toHaveAttribute(
      'href',
      '/salon/3/makas-kuafor-kadikoy-istanbul',
    );

    await user.click(screen.getByRole('button', { name: 'Randevuyu İptal Et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevuyu iptal et' });
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu İptal Et' }));
    expect(await within(dialog).findByText('İptal nedeni zorunludur.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('İptal nedeni'), 'Planım değişti');
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu İptal Et' }));

    expect(await screen.findByText('Bu randevu iptal edildi')).toBeInTheDocument();
    expect(screen.getByText('Neden: Planım değişti')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Randevuyu İptal Et' })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Planım değişti' });
  }, 15_000);

  it('tells a paid appointment’s customer what cancelling now gives back, by the salon’s policy', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /customer/appointments/501': {
        body: {
          success: true,
          data: makeCustomerAppointment({ payment_status: 'paid', payment_method: 'card' }),
        },
      },
      'GET /customer/appointments/501/refund-preview': {
        body: {
          success: true,
          data: {
            kind: 'review',
            paid_kurus: 45_000,
            amount_kurus: 22_500,
            text: 'Ücretsiz iptal süresi geçti: şimdi iptal ederseniz salonun politikasına göre ₺225 iade talebi yönetici onayına gönderilir.',
            policy: { free_cancellation_minutes: 1440, late_refund: 'partial', late_refund_percent: 50 },
            policy_summary:
              'Randevudan en az 1 gün önce yapılan iptallerde ödemenin tamamı iade edilir; daha geç iptallerde ödemenin %50 kadarı yönetici onayıyla iade edilir.',
          },
        },
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Randevuyu İptal Et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevuyu iptal et' });
    const preview = await within(dialog).findByTestId('refund-preview');
    expect(preview).toHaveTextContent('₺225 iade talebi yönetici onayına gönderilir.');
    expect(preview).toHaveTextContent('İptal politikası: Randevudan en az 1 gün önce');
    expect(within(dialog).getByRole('radio', { name: 'Kartıma' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/customer/appointments/501/refund-preview')).toBe(true);
  }, 15_000);

  it('moves the appointment to a free time of another day', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /customer/appointments/501': { body: { success: true, data: makeCustomerAppointment() } },
      'GET /customer/appointments/501/reschedule-slots': (call) => ({
        body: { success: true, data: makeDaySlots(call.query.get('date') ?? '', ['11:00', '15:30']) },
      }),
      'POST /customer/appointments/501/reschedule': {
        body: {
          success: true,
          message: 'Randevunuzun saati değiştirildi.',
          data: makeCustomerAppointment({
            date: '2026-11-26',
            time: '15:30',
            starts_at: '2026-11-26T15:30:00+03:00',
            ends_at: '2026-11-26T16:15:00+03:00',
          }),
        },
      },
    });
    render();

    await user.click(await screen.findByRole('button', { name: 'Saati Değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevu saatini değiştir' });
    const dateInput = within(dialog).getByLabelText('Yeni tarih');
    expect(dateInput).toHaveAttribute('min', '2026-11-23');
    await user.clear(dateInput);
    await user.type(dateInput, '2026-11-26');
    await user.click(await within(dialog).findByRole('radio', { name: '15:30' }));
    await user.click(within(dialog).getByRole('button', { name: '15:30 saatine taşı' }));

    expect(await screen.findByTestId('appointment-when')).toHaveTextContent(
      '26 Kasım 2026 Perşembe · 15:30–16:15',
    );
    // The appointment's own slots endpoint: the server leaves the moved appointment out (issue #21 item 3).
    const slots = api.calls.filter((c) => c.path === '/customer/appointments/501/reschedule-slots').at(-1);
    expect(slots?.query.get('salon_staff_id')).toBe('7');
    expect(slots?.query.get('date')).toBe('2026-11-26');
    expect(api.calls.some((c) => c.path === '/booking/slots')).toBe(false);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: '2026-11-26',
      time: '15:30',
      salon_staff_id: 7,
    });
  }, 15_000);

  it('shows the list price, the coupon and its discount, and what was paid from the wallet and the card', async () => {
    mockApi({
      'GET /customer/appointments/501': {
        body: {
          success: true,
          data: makeCustomerAppointment({
            total_price: 400,
            total_price_kurus: 40_000,
            discount_kurus: 4_050,
            amount_due_kurus: 35_950,
            coupon_code: 'YAZ10',
            payment_method: 'wallet_card',
            payment_status: 'paid',
            payment: {
              status: 'captured',
              card_kurus: 25_950,
              wallet_kurus: 10_000,
              card_last4: '0008',
              failure_message: null,
            },
          }),
        },
      },
    });
    render();
    const price = await screen.findByTestId('appointment-price');
    expect(within(price).getByText('₺400')).toBeInTheDocument();
    expect(within(price).getByText('Kupon indirimi (YAZ10)')).toBeInTheDocument();
    expect(within(price).getByText('−₺40,50')).toBeInTheDocument();
    expect(within(price).getByText('Ödenen tutar')).toBeInTheDocument();
    expect(within(price).getByText('₺359,50')).toBeInTheDocument();
    expect(within(price).getByText('₺100 + ₺259,50')).toBeInTheDocument();
  });

  it('a booking paid at the salon shows what is still due, without a coupon line', async () => {
    mockApi({
      'GET /customer/appointments/501': { body: { success: true, data: makeCustomerAppointment() } },
    });
    render();
    const price = await screen.findByTestId('appointment-price');
    expect(within(price).queryByText(/Kupon indirimi/)).not.toBeInTheDocument();
    expect(within(price).getByText('Ödenecek tutar')).toBeInTheDocument();
  });

  it('says when the appointment is not the customer’s', async () => {
    mockApi({
      'GET /customer/appointments/501': {
        status: 404,
        body: { success: false, message: 'Randevu bulunamadı' },
      },
    });
    render();
    expect(await screen.findByText('Randevu bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Randevularım' })).toHaveAttribute('href', '/musteri/randevular');
  });
});
