import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { WALK_IN_MESSAGES } from '@salonya/contracts/booking-confirmations';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import {
  makeDaySlots,
  makeManagedAppointment,
  ownerTeamRoutes,
  pagedAppointments,
  publicStaff,
} from '../../testing/fixtures';
import { TeamCalendarPage } from './team-calendar';
import { ownerSalonsAnswer } from '@/test/owner-salons';

const serverNow = async () => new Date('2026-11-25T10:00:00+03:00');

beforeEach(() => {
  localStorage.clear();
  setSession('token-abc', makeUser({ user_type: 'salon_owner', role: 'salon_owner' }));
});

const renderCalendar = (url = '/salon/takvim') =>
  renderRoute(<TeamCalendarPage serverNow={serverNow} />, { path: '/salon/takvim', url });

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/salon-owner/appointments');

describe('TeamCalendarPage', () => {
  it('shows a column per staff member with the day’s appointments and confirms one from its block', async () => {
    const user = userEvent.setup();
    let confirmed = false;
    const api = mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': () =>
        pagedAppointments([
          makeManagedAppointment(
            confirmed ? { status: 'confirmed', status_label: 'Onaylandı', allowed_actions: ['cancel'] } : {},
          ),
          makeManagedAppointment({
            id: 502,
            time: '14:00',
            starts_at: '2026-11-25T14:00:00+03:00',
            ends_at: '2026-11-25T14:30:00+03:00',
            staff: { salon_staff_id: 8, user_id: 80, display_name: 'Can Öztürk', avatar_url: null },
            customer: { user_id: null, name: 'Mert Kaya', email: null, phone: '+905551112233' },
            source: 'salon',
          }),
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
    renderCalendar();

    expect(await screen.findByTestId('calendar-title')).toHaveTextContent('25 Kasım 2026 Çarşamba');
    const first = listCalls(api.calls)[0]!;
    expect(first.query.get('salon_id')).toBe('3');
    expect(first.query.get('date_from')).toBe('2026-11-25');
    expect(first.query.get('date_to')).toBe('2026-11-25');
    const elif = await screen.findByTestId('calendar-column-7');
    const can = screen.getByTestId('calendar-column-8');
    expect(within(elif).getByTestId('calendar-block')).toHaveAccessibleName(
      /^10:00 Ayşe Yılmaz .+, 10:00–10:45, Elif Şahin, Onay Bekliyor$/,
    );
    expect(within(can).getByTestId('calendar-block')).toHaveTextContent('14:00 Mert Kaya');
    // 10:00 sits two hours below the 08:00 top of the grid (72 px an hour).
    expect(within(elif).getByTestId('calendar-block')).toHaveStyle({ top: '144px' });

    await user.click(within(elif).getByTestId('calendar-block'));
    const dialog = await screen.findByRole('dialog', { name: 'Ayşe Yılmaz' });
    expect(within(dialog).getByRole('link', { name: 'Randevu Detayı' })).toHaveAttribute(
      'href',
      '/salon/randevular/501',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('calendar-column-7')).getByTestId('calendar-block'),
      ).toHaveAccessibleName(/Onaylandı$/),
    );
  });

  it('moves by day and week and opens a day from the week', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': () => pagedAppointments([]),
    });
    renderCalendar();

    await screen.findByTestId('calendar-column-7');
    await user.click(screen.getByRole('button', { name: 'Sonraki gün' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/salon/takvim?tarih=2026-11-26'),
    );
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('date_from')).toBe('2026-11-26'));

    await user.click(screen.getByRole('button', { name: 'Hafta' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('date_from')).toBe('2026-11-23'));
    expect(listCalls(api.calls).at(-1)?.query.get('date_to')).toBe('2026-11-29');
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('23 Kasım 2026 – 29 Kasım 2026');
    await user.click(screen.getByRole('button', { name: 'Önceki hafta' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('date_from')).toBe('2026-11-16'));

    await user.click(screen.getByRole('button', { name: 'Bugün' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/salon/takvim?gorunum=hafta'),
    );
    const dayButton = screen
      .getAllByRole('button', { name: /27 Kas/ })
      .find((b) => !b.hasAttribute('aria-label'));
    await user.click(dayButton!);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/salon/takvim?tarih=2026-11-27'),
    );
    expect(await screen.findByTestId('calendar-column-8')).toBeInTheDocument();
  });

  it('books a walk-in guest from a free time and shows the approval link', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': () => pagedAppointments([]),
      'GET /booking/slots': (call) => ({
        body: {
          success: true,
          data: makeDaySlots(call.query.get('date') ?? '', ['11:00', '11:15', '15:30']),
        },
      }),
      'POST /salon-owner/appointments': {
        status: 201,
        body: {
          success: true,
          message: 'Randevu oluşturuldu. Onay bağlantısı müşterinin e-posta adresine gönderildi.',
          data: makeManagedAppointment({
            id: 777,
            time: '11:00',
            source: 'guest_link',
            customer: { user_id: null, name: 'Mert Kaya', email: 'mert@ornek.com', phone: '+905551112233' },
          }),
          guest_link: 'http://localhost/a/abc123',
        },
      },
    });
    renderCalendar();

    await user.click(await screen.findByRole('button', { name: 'Elif Şahin için randevu ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevu ekle' });
    expect(within(dialog).getByLabelText('Personel')).toHaveValue('7');
    // Only the services Elif does.
    expect(within(dialog).queryByRole('checkbox', { name: /Fön/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu Oluştur' }));
    expect(await within(dialog).findByText('En az bir hizmet seçin.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: /Saç Kesimi/ }));
    const slots = await within(dialog).findByRole('radiogroup', { name: 'Boş saatler' });
    expect(api.calls.find((c) => c.path === '/booking/slots')?.query.get('salon_staff_id')).toBe('7');
    await user.click(within(slots).getByRole('radio', { name: '11:00' }));
    await user.type(within(dialog).getByLabelText('Ad Soyad'), 'Mert Kaya');
    await user.type(within(dialog).getByLabelText('Cep Telefonu'), '05551112233');
    await user.type(within(dialog).getByLabelText('E-posta (onay bağlantısı için)'), 'mert@ornek.com');
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu Oluştur' }));

    const done = await screen.findByRole('dialog', { name: 'Randevu oluşturuldu' });
    expect(within(done).getByTestId('guest-link')).toHaveTextContent('http://localhost/a/abc123');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      salon_id: 3,
      salon_staff_id: 7,
      service_ids: [11],
      date: '2026-11-25',
      time: '11:00',
      notes: '',
      customer: { type: 'guest', name: 'Mert Kaya', phone: '05551112233', email: 'mert@ornek.com' },
    });
  }, 20_000);

  it('a customer named by e-mail: the neutral answer, and no link for the salon (issue 15)', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': () => pagedAppointments([]),
      'GET /booking/slots': (call) => ({
        body: { success: true, data: makeDaySlots(call.query.get('date') ?? '', ['11:00']) },
      }),
      'POST /salon-owner/appointments': {
        status: 201,
        body: {
          success: true,
          message: WALK_IN_MESSAGES.createdAwaitingApproval,
          data: makeManagedAppointment({
            id: 778,
            time: '11:00',
            source: 'guest_link',
            customer: { user_id: null, name: 'Misafir', email: 'yok@ornek.com', phone: null },
          }),
          guest_link: null,
        },
      },
    });
    renderCalendar();

    await user.click(await screen.findByRole('button', { name: 'Randevu Ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevu ekle' });
    await user.selectOptions(within(dialog).getByLabelText('Personel'), '8');
    await user.click(within(dialog).getByRole('checkbox', { name: /Fön/ }));
    await user.click(await within(dialog).findByRole('radio', { name: '11:00' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Kayıtlı müşteri' }));
    await user.type(within(dialog).getByLabelText('E-posta veya telefon'), 'yok@ornek.com');
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu Oluştur' }));

    const done = await screen.findByRole('dialog', { name: 'Randevu oluşturuldu' });
    expect(within(done).getByTestId('walk-in-result')).toHaveTextContent(
      WALK_IN_MESSAGES.createdAwaitingApproval,
    );
    expect(within(done).queryByTestId('guest-link')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      customer: { type: 'existing', email: 'yok@ornek.com' },
    });
  }, 20_000);
});

describe('walk-in form (contract schema, per-field errors)', () => {
  it('shows a bad value next to its field and puts an API 422 on the fields', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': () => pagedAppointments([]),
      'GET /booking/slots': (call) => ({
        body: { success: true, data: makeDaySlots(call.query.get('date') ?? '', ['11:00']) },
      }),
      'POST /salon-owner/appointments': {
        status: 422,
        body: {
          success: false,
          message: 'Doğrulama hatası',
          error_code: 'VALIDATION_ERROR',
          errors: {
            'customer.name': ['Ad soyad yalnızca harf içerebilir.'],
            notes: ['Not uygunsuz.'],
            salon_id: ['Salon bulunamadı.'],
          },
        },
      },
    });
    renderCalendar();

    await user.click(await screen.findByRole('button', { name: 'Elif Şahin için randevu ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevu ekle' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Saç Kesimi/ }));
    await user.click(await within(dialog).findByRole('radio', { name: '11:00' }));
    const name = within(dialog).getByLabelText('Ad Soyad');
    const phone = within(dialog).getByLabelText('Cep Telefonu');
    await user.type(name, 'Mert');
    await user.type(phone, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu Oluştur' }));
    // The contract's Turkish messages, next to their fields; nothing sent.
    expect(phone).toHaveAccessibleDescription('Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).');
    expect(name).toHaveAccessibleDescription('Lütfen adınızı ve soyadınızı birlikte yazın.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(name, ' Kaya');
    await user.clear(phone);
    await user.type(phone, '05551112233');
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu Oluştur' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Ad soyad yalnızca harf içerebilir.'));
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('Not (isteğe bağlı)')).toHaveAccessibleDescription('Not uygunsuz.');
    // The error of a field without an input goes above the form.
    expect(within(dialog).getByText('Salon bulunamadı.')).toBeInTheDocument();
  }, 20_000);

  it("puts a named customer's e-mail or phone errors on the one contact input", async () => {
    const user = userEvent.setup();
    mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': () => pagedAppointments([]),
      'GET /booking/slots': (call) => ({
        body: { success: true, data: makeDaySlots(call.query.get('date') ?? '', ['11:00']) },
      }),
      'POST /salon-owner/appointments': {
        status: 422,
        body: {
          success: false,
          message: 'Doğrulama hatası',
          error_code: 'VALIDATION_ERROR',
          errors: { 'customer.phone': ['Bu numara kullanılamaz.'] },
        },
      },
    });
    renderCalendar();

    await user.click(await screen.findByRole('button', { name: 'Elif Şahin için randevu ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevu ekle' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Saç Kesimi/ }));
    await user.click(await within(dialog).findByRole('radio', { name: '11:00' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Kayıtlı müşteri' }));
    const contact = within(dialog).getByLabelText('E-posta veya telefon');
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu Oluştur' }));
    expect(contact).toHaveAccessibleDescription(/Müşterinin e-posta adresini ya da telefonunu girin\./);
    await user.type(contact, '05321112233');
    await user.click(within(dialog).getByRole('button', { name: 'Randevuyu Oluştur' }));
    await waitFor(() => expect(contact).toHaveAccessibleDescription(/Bu numara kullanılamaz\./));
  }, 20_000);
});

describe('TeamCalendarPage states', () => {
  it('refuses without the server time (SPEC §4)', async () => {
    mockApi({ ...ownerTeamRoutes() });
    renderRoute(<TeamCalendarPage serverNow={() => Promise.reject(new Error('offline'))} />, {
      path: '/salon/takvim',
    });
    expect(await screen.findByText(/Sunucu saati alınamadı/)).toBeInTheDocument();
  });

  it('shows the selected salon (SPEC §4): its staff and only its appointments', async () => {
    const team = ownerTeamRoutes();
    const api = mockApi({
      'GET /salon-owner/salons': ownerSalonsAnswer(
        [
          { id: 3, name: 'Makas Kuaför' },
          { id: 9, name: 'Makas Kuaför Moda' },
        ],
        9,
      ),
      'GET /salons/9/staff': {
        body: { success: true, data: [publicStaff(21, 210, 'Derya Kılıç', 9)] },
      },
      'GET /salons/9/services': team['GET /salons/3/services'],
      'GET /salon-owner/appointments': () => pagedAppointments([]),
    });
    renderCalendar();
    expect(await screen.findByRole('button', { name: 'Derya Kılıç için randevu ekle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elif Şahin için randevu ekle' })).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls(api.calls).length).toBeGreaterThan(0));
    expect(listCalls(api.calls).every((c) => c.query.get('salon_id') === '9')).toBe(true);
    expect(api.calls.some((c) => c.path.startsWith('/salons/3/'))).toBe(false);
  });

  it('says when the owner has no active salon', async () => {
    mockApi({
      'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 4, name: 'Yeni Salon', status: 'pending' }]),
    });
    renderCalendar();
    expect(await screen.findByText('Aktif salonunuz yok')).toBeInTheDocument();
  });

  it('offers a retry when the appointments do not load', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      ...ownerTeamRoutes(),
      'GET /salon-owner/appointments': () =>
        fail ? { status: 500, body: { success: false, message: 'Sunucu hatası' } } : pagedAppointments([]),
    });
    renderCalendar();
    expect(await screen.findByText('Randevular yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByTestId('calendar-column-7')).toBeInTheDocument();
  });
});
