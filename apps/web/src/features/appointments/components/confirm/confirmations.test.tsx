import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { makeCustomerAppointment } from '../../testing/fixtures';
import { ConfirmationPage } from './confirmation-page';
import { GuestApprovalPage } from './guest-approval-page';
import { MultiConfirmationPage, parseGroupIds } from './multi-confirmation-page';

const SIGNATURE = 'a'.repeat(64);

beforeEach(() => clearSession());

describe('ConfirmationPage (/randevu/{id}/onay)', () => {
  const open = (url: string) =>
    renderRoute(<ConfirmationPage appointmentId={501} />, { path: '/randevu/:id/onay', url });

  it('shows the customer their own appointment', async () => {
    setSession('token-abc', makeUser());
    mockApi({
      'GET /customer/appointments/501': { body: { success: true, data: makeCustomerAppointment() } },
    });
    open('/randevu/501/onay');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Randevunuz onaylandı' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-when')).toHaveTextContent('25 Kasım 2026 Çarşamba · 10:00–10:45');
    expect(screen.getByRole('link', { name: 'Randevu Detayı' })).toHaveAttribute(
      'href',
      '/musteri/randevu/501',
    );
  });

  it('opens through the signed link without a login', async () => {
    const api = mockApi({
      'GET /appointments/501/confirmation': {
        body: {
          success: true,
          data: makeCustomerAppointment({
            status: 'pending',
            status_label: 'Onay Bekliyor',
            allowed_actions: [],
          }),
        },
      },
    });
    open(`/randevu/501/onay?signature=${SIGNATURE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Randevu talebiniz alındı' }),
    ).toBeInTheDocument();
    expect(api.calls[0]!.query.get('signature')).toBe(SIGNATURE);
    expect(api.calls[0]!.headers.get('Authorization')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Randevu Detayı' })).not.toBeInTheDocument();
  });

  it('says a wrong link is not valid', async () => {
    mockApi({
      'GET /appointments/501/confirmation': {
        status: 404,
        body: { success: false, message: 'Randevu bulunamadı.' },
      },
    });
    open(`/randevu/501/onay?signature=${SIGNATURE}`);
    expect(await screen.findByText('Randevu bulunamadı')).toBeInTheDocument();
    expect(screen.getByText(/Bağlantı geçersiz ya da süresi dolmuş/)).toBeInTheDocument();
  });

  it('asks a visitor to log in and tells another user type why nothing is shown', async () => {
    mockApi({});
    const { unmount } = open('/randevu/501/onay');
    expect(screen.getByText('Randevunuzu görmek için giriş yapın')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/giris');
    unmount();
    setSession('token-abc', makeUser({ user_type: 'salon_owner', role: 'salon_owner' }));
    open('/randevu/501/onay');
    expect(screen.getByText('Randevu gösterilemiyor')).toBeInTheDocument();
  });
});

describe('MultiConfirmationPage (/randevular/onay)', () => {
  it.each([
    [null, []],
    ['12,13,12', [12, 13]],
    ['x,0,-3,7', [7]],
    ['1,2,3,4,5,6,7,8,9,10,11', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('parseGroupIds(%s)', (raw, expected) => expect(parseGroupIds(raw)).toEqual(expected));

  it('shows every appointment of the group with the total', async () => {
    setSession('token-abc', makeUser());
    const api = mockApi({
      'GET /customer/appointments/confirmation': {
        body: {
          success: true,
          data: {
            appointments: [
              makeCustomerAppointment(),
              makeCustomerAppointment({
                id: 502,
                time: '11:00',
                starts_at: '2026-11-25T11:00:00+03:00',
                ends_at: '2026-11-25T11:30:00+03:00',
                status: 'pending',
                status_label: 'Onay Bekliyor',
                total_price: 250,
              }),
            ],
            total_price: 650,
            total_price_kurus: 65000,
          },
        },
      },
    });
    renderRoute(<MultiConfirmationPage />, { path: '/randevular/onay', url: '/randevular/onay?ids=501,502' });
    expect(await screen.findByText(/2 randevu · Toplam ₺650/)).toBeInTheDocument();
    expect(screen.getAllByTestId('confirmation-appointment')).toHaveLength(2);
    expect(screen.getByText(/salon onayladığında size haber vereceğiz/)).toBeInTheDocument();
    expect(api.calls[0]!.query.get('ids')).toBe('501,502');
  });

  it('leaves a cancelled appointment out of the count and the total (issue #21 item 4)', async () => {
    setSession('token-abc', makeUser());
    mockApi({
      'GET /customer/appointments/confirmation': {
        body: {
          success: true,
          data: {
            appointments: [
              makeCustomerAppointment(),
              makeCustomerAppointment({
                id: 502,
                status: 'cancelled',
                status_label: 'İptal Edildi',
                total_price: 2040,
                total_price_kurus: 204000,
              }),
            ],
            total_price: 400,
            total_price_kurus: 40000,
          },
        },
      },
    });
    renderRoute(<MultiConfirmationPage />, { path: '/randevular/onay', url: '/randevular/onay?ids=501,502' });
    expect(await screen.findByText('1 randevu · Toplam ₺400')).toBeInTheDocument();
    expect(screen.getByText('İptal edilen 1 randevu toplama dahil değildir.')).toBeInTheDocument();
    expect(screen.getAllByTestId('confirmation-appointment')).toHaveLength(2);
  });

  it('says when an appointment of the group is not the customer’s', async () => {
    setSession('token-abc', makeUser());
    mockApi({
      'GET /customer/appointments/confirmation': {
        status: 404,
        body: { success: false, message: 'Randevu bulunamadı.' },
      },
    });
    renderRoute(<MultiConfirmationPage />, { path: '/randevular/onay', url: '/randevular/onay?ids=9' });
    expect(await screen.findByText('Randevular bulunamadı')).toBeInTheDocument();
  });
});

describe('GuestApprovalPage (/a/{token})', () => {
  const guestAppointment = makeCustomerAppointment({
    status: 'pending',
    status_label: 'Onay Bekliyor',
    source: 'guest_link',
    allowed_actions: [],
  });
  const approval = (state: string, status = guestAppointment.status) => ({
    success: true,
    data: {
      state,
      expires_at: '2026-11-25T09:00:00+03:00',
      appointment: {
        ...guestAppointment,
        status,
        status_label: status === 'confirmed' ? 'Onaylandı' : 'İptal Edildi',
      },
    },
  });
  const open = () =>
    renderRoute(<GuestApprovalPage token="tok123" />, { path: '/a/:token', url: '/a/tok123' });

  it('approves the appointment', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /guest-appointments/tok123': {
        body: {
          ...approval('pending'),
          data: { ...approval('pending').data, appointment: guestAppointment },
        },
      },
      'POST /guest-appointments/tok123/approve': {
        body: { ...approval('approved', 'confirmed'), message: 'Randevunuz onaylandı. Görüşmek üzere!' },
      },
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Randevunuzu onaylayın' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-when')).toHaveTextContent('10:00–10:45');
    await user.click(screen.getByRole('button', { name: 'Randevuyu Onayla' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Randevunuz onaylandı' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reddet' })).not.toBeInTheDocument();
    expect(screen.queryByText(/hesabınıza eklendi/)).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.headers.get('Authorization')).toBeNull();
  });

  it('a walk-in for a customer account: approving adds it to the account (issue 15)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /guest-appointments/tok123': {
        body: {
          ...approval('pending'),
          data: { ...approval('pending').data, appointment: guestAppointment },
        },
      },
      'POST /guest-appointments/tok123/approve': {
        body: {
          message: 'Randevunuz onaylandı. Görüşmek üzere!',
          success: true,
          data: {
            ...approval('approved', 'confirmed').data,
            appointment: { ...approval('approved', 'confirmed').data.appointment, source: 'salon' },
          },
        },
      },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Randevuyu Onayla' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Randevunuz onaylandı' });
    expect(heading.parentElement).toHaveTextContent('Randevu Salonya hesabınıza eklendi');
  });

  it('declines it', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /guest-appointments/tok123': {
        body: {
          ...approval('pending'),
          data: { ...approval('pending').data, appointment: guestAppointment },
        },
      },
      'POST /guest-appointments/tok123/decline': {
        body: { ...approval('declined', 'cancelled'), message: 'Randevu reddedildi.' },
      },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Randevuyu reddettiniz' }),
    ).toBeInTheDocument();
  });

  it('shows the server message and the new state when the link ran out meanwhile', async () => {
    const user = userEvent.setup();
    let expired = false;
    mockApi({
      'GET /guest-appointments/tok123': () => ({
        body: expired
          ? approval('expired')
          : { ...approval('pending'), data: { ...approval('pending').data, appointment: guestAppointment } },
      }),
      'POST /guest-appointments/tok123/approve': () => {
        expired = true;
        return {
          status: 410,
          body: {
            success: false,
            error_code: 'GUEST_LINK_EXPIRED',
            message: 'Bu randevu bağlantısının süresi doldu. Lütfen salonla iletişime geçin.',
          },
        };
      },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Randevuyu Onayla' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bu randevu bağlantısının süresi doldu. Lütfen salonla iletişime geçin.');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bağlantının süresi doldu' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Randevuyu Onayla' })).not.toBeInTheDocument();
  });

  it.each([
    ['used', 'Bu bağlantı kullanıldı'],
    ['expired', 'Bağlantının süresi doldu'],
  ])('a %s link says so without buttons', async (state, heading) => {
    mockApi({ 'GET /guest-appointments/tok123': { body: approval(state, 'confirmed') } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reddet' })).not.toBeInTheDocument();
  });

  it('an unknown link is not valid', async () => {
    mockApi({
      'GET /guest-appointments/tok123': {
        status: 404,
        body: { success: false, message: 'Randevu bağlantısı bulunamadı.' },
      },
    });
    open();
    expect(await screen.findByText('Bağlantı geçersiz')).toBeInTheDocument();
    expect(within(document.body).queryByRole('button')).not.toBeInTheDocument();
  });
});
