import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { makeManagedAppointment, ownerTeamRoutes, pagedAppointments } from '../../testing/fixtures';
import { OwnerAppointmentDetailPage } from './managed-appointment-detail';
import { OwnerAppointmentsPage, readOwnerFilters } from './owner-appointments-page';

beforeEach(() => setSession('token-abc', makeUser({ user_type: 'salon_owner', role: 'salon_owner' })));

const renderList = (url = '/salon/randevular') =>
  renderRoute(<OwnerAppointmentsPage />, { path: '/salon/randevular', url });

describe('readOwnerFilters', () => {
  it.each([
    ['', { dateFrom: '2026-11-25', page: 1 }],
    ['?baslangic=hepsi', { page: 1 }],
    [
      '?baslangic=2026-11-01&bitis=2026-11-30&durum=pending&personel=7&ara=ayşe&sayfa=3',
      {
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
        status: 'pending',
        salonStaffId: 7,
        search: 'ayşe',
        page: 3,
      },
    ],
    ['?baslangic=01.11.2026&durum=silindi&personel=-1&ara=a&sayfa=0', { page: 1 }],
  ])('%s', (search, expected) => {
    const filters = readOwnerFilters(new URLSearchParams(search), '2026-11-25');
    expect(Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined))).toEqual(expected);
  });
});

describe('OwnerAppointmentsPage', () => {
  it('lists appointments, sends the filters and confirms one', async () => {
    const user = userEvent.setup();
    let confirmed = false;
    const api = mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': () =>
        pagedAppointments([
          makeManagedAppointment(
            confirmed ? { status: 'confirmed', status_label: 'Onaylandı', allowed_actions: ['cancel'] } : {},
          ),
        ]),
      'POST /salon-owner/appointments/501/confirm': () => {
        confirmed = true;
        return {
          body: {
            success: true,
            message: 'Randevu onaylandı.',
            data: makeManagedAppointment({
              status: 'confirmed',
              status_label: 'Onaylandı',
              allowed_actions: [],
            }),
          },
        };
      },
    });
    renderList();

    const card = await screen.findByTestId('managed-appointment');
    // Without a start date the list starts today.
    expect(api.calls.find((c) => c.path === '/salon-owner/appointments')?.query.get('date_from')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    // Only the selected salon's appointments (SPEC §4 'Selected salon').
    expect(api.calls.find((c) => c.path === '/salon-owner/appointments')?.query.get('salon_id')).toBe('3');
    expect(screen.getByLabelText('Başlangıç tarihi')).not.toHaveValue('');
    expect(card).toHaveTextContent('Ayşe Yılmaz');
    expect(card).toHaveTextContent('25 Kasım 2026 Çarşamba · 10:00–10:45');
    expect(card).toHaveTextContent('Elif Şahin');
    expect(card).toHaveTextContent('Onay Bekliyor');
    expect(within(card).getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute(
      'href',
      '/salon/randevular/501',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'pending');
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/salon-owner/appointments')
          .at(-1)
          ?.query.get('status'),
      ).toBe('pending'),
    );
    await screen.findByRole('option', { name: 'Can Öztürk' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Personel' }), '8');
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/salon-owner/appointments')
          .at(-1)
          ?.query.get('salon_staff_id'),
      ).toBe('8'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/salon/randevular?durum=pending&personel=8');

    await user.click(
      within(await screen.findByTestId('managed-appointment')).getByRole('button', { name: 'Onayla' }),
    );
    await waitFor(() => expect(screen.getByTestId('managed-appointment')).toHaveTextContent('Onaylandı'));
    expect(
      api.calls.some((c) => c.method === 'POST' && c.path === '/salon-owner/appointments/501/confirm'),
    ).toBe(true);
  }, 15_000);

  it('reads the filters from the address and pages through the results', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': (call) =>
        pagedAppointments(
          [makeManagedAppointment({ id: call.query.get('page') === '2' ? 502 : 501 })],
          Number(call.query.get('page')),
          2,
          21,
        ),
    });
    renderList('/salon/randevular?baslangic=2026-11-01&bitis=2026-11-30&ara=ayşe');

    await screen.findByTestId('managed-appointment');
    const first = api.calls.find((c) => c.path === '/salon-owner/appointments')!;
    expect(first.query.get('date_from')).toBe('2026-11-01');
    expect(first.query.get('date_to')).toBe('2026-11-30');
    expect(first.query.get('q')).toBe('ayşe');
    expect(screen.getByText('21 randevu')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Sonraki/ }));
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/salon-owner/appointments')
          .at(-1)
          ?.query.get('page'),
      ).toBe('2'),
    );
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/salon\/randevular$/));

    // Clearing the start date lists the past too.
    await user.clear(screen.getByLabelText('Başlangıç tarihi'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/salon/randevular?baslangic=hepsi'),
    );
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/salon-owner/appointments')
          .at(-1)
          ?.query.has('date_from'),
      ).toBe(false),
    );
  }, 15_000);

  it('the search text goes to the address (the page starts over) and to the request', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': () => pagedAppointments([makeManagedAppointment()]),
    });
    renderList('/salon/randevular?sayfa=2');
    await screen.findByTestId('managed-appointment');
    const search = screen.getByLabelText('Müşteri ara (ad, e-posta, telefon)');

    await user.type(search, 'ayşe');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/salon/randevular?ara=ay%C5%9Fe'),
    );
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/salon-owner/appointments')
          .at(-1)
          ?.query.get('q'),
      ).toBe('ayşe'),
    );
  });

  it('says when nothing matches and offers a retry after a failure', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': () =>
        fail ? { status: 500, body: { success: false, message: 'Sunucu hatası' } } : pagedAppointments([]),
    });
    renderList('/salon/randevular?durum=no_show');

    expect(await screen.findByText('Randevular yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Bu filtrelere uyan randevu yok')).toBeInTheDocument();
  });
});

describe('OwnerAppointmentDetailPage', () => {
  const renderDetail = () =>
    renderRoute(<OwnerAppointmentDetailPage appointmentId={501} />, {
      path: '/salon/randevular/:id',
      url: '/salon/randevular/501',
    });

  it('shows the customer, services and notes, and cancels with a reason', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/appointments/501': {
        body: { success: true, data: makeManagedAppointment({ notes: 'Kısa kesim istiyorum.' }) },
      },
      'GET /salon-owner/appointments/501/refund-preview': {
        body: {
          success: true,
          data: {
            kind: 'automatic',
            paid_kurus: 45_000,
            amount_kurus: 45_000,
            card_kurus: 45_000,
            wallet_kurus: 0,
            text: 'Müşteriye ₺450 karta iade edilecek. İptal salon tarafından yapıldığı için ödemenin tamamı iade edilir.',
          },
        },
      },
      'POST /salon-owner/appointments/501/cancel': (call) => ({
        body: {
          success: true,
          message: 'Randevu iptal edildi.',
          data: makeManagedAppointment({
            status: 'cancelled',
            status_label: 'İptal Edildi',
            allowed_actions: [],
            cancelled_by: 'salon',
            cancelled_at: '2026-11-23T09:05:00+03:00',
            cancellation_reason: (call.body as { reason: string }).reason,
          }),
        },
      }),
    });
    renderDetail();

    expect(await screen.findByTestId('appointment-when')).toHaveTextContent(
      '25 Kasım 2026 Çarşamba · 10:00–10:45',
    );
    expect(screen.getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+905321112233' })).toHaveAttribute('href', 'tel:+905321112233');
    expect(screen.getByRole('link', { name: 'ayse@ornek.com' })).toBeInTheDocument();
    expect(screen.getByText('Saç Kesimi')).toBeInTheDocument();
    expect(screen.getByText('Kısa kesim istiyorum.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onayla' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gelmedi' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'İptal Et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevuyu iptal et' });
    // A paid appointment: the dialog says what the customer gets back (the salon cancels: everything).
    expect(await within(dialog).findByTestId('refund-preview')).toHaveTextContent(
      'Müşteriye ₺450 karta iade edilecek. İptal salon tarafından yapıldığı için ödemenin tamamı iade edilir.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu İptal Et' }));
    expect(await within(dialog).findByText('İptal nedeni zorunludur.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('İptal nedeni'), 'Uzman hasta');
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu İptal Et' }));
    expect(await screen.findByText('Bu randevu iptal edildi')).toBeInTheDocument();
    expect(screen.getByText('Neden: Uzman hasta')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Uzman hasta' });
  }, 15_000);

  it('says nothing of a refund when nothing was paid online (pay at the salon)', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/appointments/501': { body: { success: true, data: makeManagedAppointment() } },
      'GET /salon-owner/appointments/501/refund-preview': {
        body: {
          success: true,
          data: { kind: 'none', paid_kurus: 0, amount_kurus: 0, card_kurus: 0, wallet_kurus: 0, text: null },
        },
      },
    });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'İptal Et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevuyu iptal et' });
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/refund-preview'))).toBe(true));
    expect(within(dialog).getByLabelText('İptal nedeni')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('refund-preview')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/iade/)).not.toBeInTheDocument();
  });

  it('shows the list price, the coupon discount and the amount still due to the salon', async () => {
    mockApi({
      'GET /salon-owner/appointments/501': {
        body: {
          success: true,
          data: makeManagedAppointment({
            total_price: 400,
            total_price_kurus: 40_000,
            discount_kurus: 10_000,
            amount_due_kurus: 30_000,
            coupon_code: 'SALON100',
            payment_method: 'pay_at_salon',
            payment_status: 'unpaid',
          }),
        },
      },
    });
    renderDetail();
    const price = await screen.findByTestId('appointment-price');
    expect(within(price).getByText('₺400')).toBeInTheDocument();
    expect(within(price).getByText('Kupon indirimi (SALON100)')).toBeInTheDocument();
    expect(within(price).getByText('−₺100')).toBeInTheDocument();
    expect(within(price).getByText('Ödenecek tutar')).toBeInTheDocument();
    expect(within(price).getByText('₺300')).toBeInTheDocument();
  });

  it('shows the server message when a move is refused', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /salon-owner/appointments/501': {
        body: {
          success: true,
          data: makeManagedAppointment({ status: 'confirmed', allowed_actions: ['complete', 'no_show'] }),
        },
      },
      'POST /salon-owner/appointments/501/complete': {
        status: 409,
        body: {
          success: false,
          error_code: 'CONFLICT',
          conflict_type: 'transition_not_started',
          message: 'Randevu saati gelmeden bu işlem yapılamaz.',
        },
      },
    });
    renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Tamamlandı' }));
    expect(await screen.findByText('Randevu saati gelmeden bu işlem yapılamaz.')).toBeInTheDocument();
  });

  it('says when the appointment is not one of the salon’s', async () => {
    mockApi({
      'GET /salon-owner/appointments/501': {
        status: 404,
        body: { success: false, message: 'Randevu bulunamadı.' },
      },
    });
    renderDetail();
    expect(await screen.findByText('Randevu bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Randevular' })).toHaveAttribute('href', '/salon/randevular');
  });
});

describe('GuestLinkPanel on the owner detail', () => {
  it('issues a new link for a guest who has not answered, and shows why it cannot when refused', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const guestAppointment = makeManagedAppointment({
      source: 'guest_link',
      customer: { user_id: null, name: 'Mert Kaya', email: null, phone: '+905551112233' },
    });
    mockApi({
      'GET /salon-owner/appointments/501': { body: { success: true, data: guestAppointment } },
      'POST /salon-owner/appointments/501/guest-link': () => {
        calls += 1;
        return calls === 1
          ? {
              body: {
                success: true,
                message: 'Yeni onay bağlantısı oluşturuldu; önceki bağlantı artık çalışmaz.',
                data: guestAppointment,
                guest_link: 'http://localhost/a/new-token',
              },
            }
          : {
              status: 409,
              body: {
                success: false,
                error_code: 'CONFLICT',
                conflict_type: 'guest_link_unavailable',
                message:
                  'Bu randevu için onay bağlantısı gönderilemez: misafir onayı beklenmiyor ya da randevu saati geçti.',
              },
            };
      },
    });
    renderRoute(<OwnerAppointmentDetailPage appointmentId={501} />, {
      path: '/salon/randevular/:id',
      url: '/salon/randevular/501',
    });

    expect(await screen.findByText('Misafir onayı bekleniyor')).toBeInTheDocument();
    expect(screen.getByText('Hesabı olmayan misafir müşteri.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yeni Onay Bağlantısı Oluştur' }));
    expect(await screen.findByTestId('guest-link')).toHaveTextContent('http://localhost/a/new-token');
    await user.click(screen.getByRole('button', { name: 'Yeni Onay Bağlantısı Oluştur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/misafir onayı beklenmiyor/);
  });

  it('is not offered for an online booking', async () => {
    mockApi({
      'GET /salon-owner/appointments/501': { body: { success: true, data: makeManagedAppointment() } },
    });
    renderRoute(<OwnerAppointmentDetailPage appointmentId={501} />, {
      path: '/salon/randevular/:id',
      url: '/salon/randevular/501',
    });
    await screen.findByTestId('appointment-when');
    expect(screen.queryByText('Misafir onayı bekleniyor')).not.toBeInTheDocument();
  });
});
