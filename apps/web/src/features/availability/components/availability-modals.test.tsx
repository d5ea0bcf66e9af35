import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute, type ApiAnswer, type ApiCall } from '@/test/test-utils';
import { makeBlocking, makeBreak, makeOverview, NOW } from '../testing/fixtures';
import type { AvailabilityScope } from '../utils/view';
import { AvailabilityPage } from './availability-page';
import { ownerSalonsAnswer } from '@/test/owner-salons';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const SLOW = { timeout: 30_000 };
const SALONS = ownerSalonsAnswer([{ id: 1, name: 'Işıltı Kuaför' }]);
const OVERVIEW = 'GET /unified-availability/salon/1/overview';

function renderPage(scope: AvailabilityScope, serverNow: () => Promise<Date> = () => Promise.resolve(NOW)) {
  return renderRoute(<AvailabilityPage scope={scope} serverNow={serverNow} />);
}

const bodyOf = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).at(-1)?.body;

afterEach(() => vi.clearAllMocks());

function selfApi(post: (call: ApiCall) => ApiAnswer) {
  return mockApi({
    'GET /staff/availability': { body: makeOverview({ type: 'staff_self' }) },
    'POST /unified-availability/my-blocking': post,
  });
}

async function openAddBlocking(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Blokaj Ekle' }));
  return screen.getByRole('dialog', { name: 'Blokaj Ekle' });
}

describe('add blocking', SLOW, () => {
  it("defaults to today (Istanbul) from the next quarter hour, type unavailable, and refuses a past start with the server's words", async () => {
    const user = userEvent.setup();
    const api = selfApi(() => ({
      status: 201,
      body: { success: true, message: 'Blokaj başarıyla eklendi!', data: makeBlocking() },
    }));
    renderPage({ kind: 'self' });
    const dialog = await openAddBlocking(user);

    // Staff add their own: no staff choice.
    expect(within(dialog).queryByRole('combobox', { name: 'Personel' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tarih')).toHaveValue('2026-11-24');
    expect(within(dialog).getByLabelText('Başlangıç saati')).toHaveValue('10:15');
    expect(within(dialog).getByLabelText('Başlangıç saati')).toHaveAttribute('min', '10:15');
    expect(within(dialog).getByLabelText('Başlangıç saati')).toHaveAttribute('step', '900');
    expect(within(dialog).getByLabelText('Bitiş saati')).toHaveValue('11:15');
    expect(within(dialog).getByRole('combobox', { name: 'Tür' })).toHaveValue('unavailable');

    const start = within(dialog).getByLabelText('Başlangıç saati');
    await user.clear(start);
    await user.type(start, '10:00');
    await user.type(within(dialog).getByLabelText('Açıklama'), 'Doktor');
    await user.click(within(dialog).getByRole('button', { name: 'Blokaj Ekle' }));
    // The contract's rule at the server's now, next to the start time.
    expect(start).toHaveAccessibleDescription(
      /Geçmiş saatlere blokaj eklenemez\. Lütfen gelecek bir saat seçin\. \(Şu anki saat: 10:07, seçilen saat: 10:00\)/,
    );
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(start);
    await user.type(start, '10:30');
    await user.click(within(dialog).getByRole('button', { name: 'Blokaj Ekle' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Blokaj başarıyla eklendi!'));
    expect(bodyOf(api.calls, 'POST', '/unified-availability/my-blocking')).toEqual({
      staff_user_id: 101,
      date: '2026-11-24',
      start_time: '10:30',
      end_time: '11:15',
      reason: 'Doktor',
      type: 'unavailable',
      is_full_day: false,
      recurring: false,
      recurring_pattern: 'weekly',
      end_date: null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('full day shows 09:00–18:00 and sends null times; recurring sends weekly with the end date', async () => {
    const user = userEvent.setup();
    const api = selfApi(() => ({
      status: 201,
      body: {
        success: true,
        message: 'x',
        data: { ...makeBlocking(), break_overlap_info: { overridden: true, breaks: [], message: 'x' } },
      },
    }));
    renderPage({ kind: 'self' });
    const dialog = await openAddBlocking(user);
    await user.clear(within(dialog).getByLabelText('Tarih'));
    await user.type(within(dialog).getByLabelText('Tarih'), '2026-11-30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tüm gün' }));
    expect(within(dialog).getByLabelText('Başlangıç saati')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Bitiş saati')).toHaveValue('18:00');
    expect(within(dialog).getByLabelText('Başlangıç saati')).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tür' }), 'vacation');
    await user.type(within(dialog).getByLabelText('Açıklama'), 'İzin');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tekrarlayan blokaj' }));
    expect(within(dialog).getByRole('combobox', { name: 'Tekrar sıklığı' })).toHaveValue('weekly');
    await user.type(within(dialog).getByLabelText('Tekrar bitiş tarihi'), '2026-12-28');
    await user.click(within(dialog).getByRole('button', { name: 'Blokaj Ekle' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Blokaj başarıyla eklendi! O günkü mevcut mola bu blokaj ile geçersiz kılındı.',
      ),
    );
    expect(bodyOf(api.calls, 'POST', '/unified-availability/my-blocking')).toMatchObject({
      date: '2026-11-30',
      start_time: null,
      end_time: null,
      is_full_day: true,
      type: 'vacation',
      recurring: true,
      recurring_pattern: 'weekly',
      end_date: '2026-12-28',
    });
  });

  it.each([
    [
      {
        status: 409,
        body: {
          success: false,
          message: 'x',
          error_code: 'CONFLICT',
          conflict_type: 'appointment_overlap',
          conflicting_appointment: { id: 3, date: '2026-11-24', start_time: '11:00', end_time: '11:45' },
        },
      },
      'Bu saatte randevu var (11:00-11:45). Lütfen farklı bir saat seçin.',
    ],
    [
      {
        status: 409,
        body: { success: false, message: 'x', error_code: 'CONFLICT', conflict_type: 'blocking_overlap' },
      },
      'Bu saatte zaten blokaj mevcut. Lütfen farklı bir saat seçin.',
    ],
    [
      {
        status: 422,
        body: {
          success: false,
          message: 'Geçmiş saatlere blokaj eklenemez. Lütfen gelecek bir saat seçin.',
          error_code: 'PAST_TIME_BLOCKING_FORBIDDEN',
          current_time: '10:20',
          selected_time: '10:15',
          current_date: '2026-11-24',
          selected_date: '2026-11-24',
        },
      },
      'Geçmiş saatlere blokaj eklenemez. Lütfen gelecek bir saat seçin. (Şu anki saat: 10:20, seçilen saat: 10:15)',
    ],
  ])('server refusal %# shows the SPEC §8 message', async (answer, message) => {
    const user = userEvent.setup();
    selfApi(() => answer);
    renderPage({ kind: 'self' });
    const dialog = await openAddBlocking(user);
    await user.type(within(dialog).getByLabelText('Açıklama'), 'Kurs');
    await user.click(within(dialog).getByRole('button', { name: 'Blokaj Ekle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it("puts a 422's field errors next to their fields; an owner must choose the staff member", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/salons': SALONS,
      [OVERVIEW]: { body: makeOverview() },
      'POST /unified-availability/blocking': {
        status: 422,
        body: {
          success: false,
          message: 'Validation error',
          error_code: 'VALIDATION_ERROR',
          errors: { reason: ['Açıklama uygunsuz'] },
        },
      },
    });
    renderPage({ kind: 'team' });
    const dialog = await openAddBlocking(user);
    await user.type(within(dialog).getByLabelText('Açıklama'), 'Kurs');
    await user.click(within(dialog).getByRole('button', { name: 'Blokaj Ekle' }));
    expect(within(dialog).getByRole('combobox', { name: 'Personel' })).toHaveAccessibleDescription(
      'Lütfen personel seçin',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Personel' }), '102');
    await user.click(within(dialog).getByRole('button', { name: 'Blokaj Ekle' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Açıklama')).toHaveAccessibleDescription(/Açıklama uygunsuz/),
    );
    expect(bodyOf(api.calls, 'POST', '/unified-availability/blocking')).toMatchObject({ staff_user_id: 102 });
  });

  it('refuses to open when the server time is unavailable', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /staff/availability': { body: makeOverview({ type: 'staff_self' }) } });
    renderPage({ kind: 'self' }, () => Promise.reject(new Error('Sunucu saati alınamadı.')));
    await user.click(await screen.findByRole('button', { name: 'Blokaj Ekle' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Sunucu saati alınamadı.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('add break', SLOW, () => {
  it('defaults to 12:00–13:00 on Monday to Friday; quick picks; no day disables submit', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/salons': SALONS,
      [OVERVIEW]: { body: makeOverview() },
      'POST /unified-availability/break-time': {
        status: 201,
        body: { success: true, message: 'Mola başarıyla eklendi!', data: makeBreak() },
      },
    });
    renderPage({ kind: 'team' });
    await user.click(await screen.findByRole('button', { name: 'Mola Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Mola Ekle' });
    expect(within(dialog).getByLabelText('Başlangıç saati')).toHaveValue('12:00');
    expect(within(dialog).getByLabelText('Bitiş saati')).toHaveValue('13:00');
    const checked = () =>
      within(dialog)
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked)
        .map((c) => c.parentElement?.textContent);
    expect(checked()).toEqual(['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma']);
    await user.click(within(dialog).getByRole('button', { name: 'Temizle' }));
    expect(checked()).toEqual([]);
    expect(within(dialog).getByText('Lütfen en az bir gün seçin')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mola Ekle' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Hafta sonu' }));
    expect(checked()).toEqual(['Cumartesi', 'Pazar']);
    await user.click(within(dialog).getByRole('button', { name: 'Tüm günler' }));
    expect(checked()).toHaveLength(7);
    await user.click(within(dialog).getByRole('button', { name: 'Hafta içi' }));

    await user.click(within(dialog).getByRole('button', { name: 'Mola Ekle' }));
    expect(within(dialog).getByLabelText('Mola adı')).toHaveAccessibleDescription('Mola adı gerekli');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Personel' }), '101');
    await user.type(within(dialog).getByLabelText('Mola adı'), 'Öğle arası');
    await user.click(within(dialog).getByRole('button', { name: 'Mola Ekle' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mola başarıyla eklendi!'));
    expect(bodyOf(api.calls, 'POST', '/unified-availability/break-time')).toEqual({
      staff_user_id: 101,
      name: 'Öğle arası',
      start_time: '12:00',
      end_time: '13:00',
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    });
  });

  it("refuses an end before the start next to the field and puts a 422's field errors on their inputs", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /staff/availability': { body: makeOverview({ type: 'staff_self' }) },
      'POST /unified-availability/my-break': {
        status: 422,
        body: {
          success: false,
          message: 'Doğrulama hatası',
          error_code: 'VALIDATION_ERROR',
          errors: { name: ['Mola adı uygunsuz'], salon_id: ['Salon bulunamadı'] },
        },
      },
    });
    renderPage({ kind: 'self' });
    await user.click(await screen.findByRole('button', { name: 'Mola Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Mola Ekle' });
    await user.type(within(dialog).getByLabelText('Mola adı'), 'Çay');
    const end = within(dialog).getByLabelText('Bitiş saati');
    await user.clear(end);
    await user.type(end, '11:45');
    await user.click(within(dialog).getByRole('button', { name: 'Mola Ekle' }));
    expect(end).toHaveAccessibleDescription(/Bitiş saati başlangıç saatinden sonra olmalıdır/);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(end);
    await user.type(end, '12:45');
    await user.click(within(dialog).getByRole('button', { name: 'Mola Ekle' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Mola adı')).toHaveAccessibleDescription('Mola adı uygunsuz'),
    );
    expect(within(dialog).getByLabelText('Mola adı')).toHaveFocus();
    // A field the form has no input for is listed above the form.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('salon_id: Salon bulunamadı');
  });

  it("shows 'Mola eklenirken hata oluştu' when the server fails", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /staff/availability': { body: makeOverview({ type: 'staff_self' }) },
      'POST /unified-availability/my-break': { status: 500, body: { success: false } },
    });
    renderPage({ kind: 'self' });
    await user.click(await screen.findByRole('button', { name: 'Mola Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Mola Ekle' });
    await user.type(within(dialog).getByLabelText('Mola adı'), 'Çay');
    await user.click(within(dialog).getByRole('button', { name: 'Mola Ekle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Mola eklenirken hata oluştu');
  });
});

describe('edit', SLOW, () => {
  it('edits a blocking: full day recognised at 00:00–23:59 and set to 00:00–23:45, status only active or cancelled', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/salons': SALONS,
      [OVERVIEW]: {
        body: makeOverview({
          breaks: [],
          blockings: [
            makeBlocking({ id: 4, type: 'meeting', start_time: '00:00', end_time: '23:59', reason: 'Fuar' }),
          ],
        }),
      },
      'PUT /unified-availability/blocking/4': {
        body: { success: true, message: 'Blokaj güncellendi', data: makeBlocking() },
      },
    });
    renderPage({ kind: 'team' });
    await user.click(await screen.findByRole('button', { name: /^Düzenle - / }));
    const dialog = screen.getByRole('dialog', { name: 'Blokajı Düzenle' });
    expect(within(dialog).getByRole('checkbox', { name: 'Tüm gün' })).toBeChecked();
    expect(within(dialog).getByLabelText('Başlangıç saati')).toHaveValue('00:00');
    expect(within(dialog).getByLabelText('Bitiş saati')).toHaveValue('23:45');
    const status = within(dialog).getByRole('combobox', { name: 'Durum' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aktif', 'İptal']);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Tüm gün' }));
    await user.clear(within(dialog).getByLabelText('Başlangıç saati'));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByLabelText('Başlangıç saati')).toHaveAccessibleDescription(
      /Başlangıç ve bitiş saati gerekli/,
    );
    await user.type(within(dialog).getByLabelText('Başlangıç saati'), '14:00');
    await user.clear(within(dialog).getByLabelText('Bitiş saati'));
    await user.type(within(dialog).getByLabelText('Bitiş saati'), '16:00');
    await user.clear(within(dialog).getByLabelText('Açıklama'));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByLabelText('Açıklama')).toHaveAccessibleDescription(
      /Lütfen tüm zorunlu alanları doldurun/,
    );
    await user.type(within(dialog).getByLabelText('Açıklama'), 'Fuar ziyareti');
    await user.selectOptions(status, 'cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Blokaj güncellendi'));
    expect(bodyOf(api.calls, 'PUT', '/unified-availability/blocking/4')).toEqual({
      date: '2026-11-26',
      start_time: '14:00',
      end_time: '16:00',
      reason: 'Fuar ziyareti',
      type: 'meeting',
      is_full_day: false,
      status: 'cancelled',
    });
  });

  it("puts an edited blocking's past date and a 422 next to their fields", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /staff/availability': {
        body: makeOverview({ type: 'staff_self', breaks: [], blockings: [makeBlocking({ id: 4 })] }),
      },
      'PUT /unified-availability/my-blocking/4': {
        status: 422,
        body: {
          success: false,
          message: 'x',
          error_code: 'VALIDATION_ERROR',
          errors: { reason: ['Açıklama uygunsuz'] },
        },
      },
    });
    renderPage({ kind: 'self' });
    await user.click(await screen.findByRole('button', { name: /^Düzenle - / }));
    const dialog = screen.getByRole('dialog', { name: 'Blokajı Düzenle' });
    const date = within(dialog).getByLabelText('Tarih');
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(date).toHaveAccessibleDescription('Geçmiş bir tarih seçilemez');
    await user.clear(date);
    await user.type(date, '2026-11-27');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Açıklama')).toHaveAccessibleDescription(/Açıklama uygunsuz/),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('reason: Açıklama uygunsuz');
  });

  it("edits a staff member's own break and lists a 422 as 'field: message'", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = mockApi({
      'GET /staff/availability': { body: makeOverview({ type: 'staff_self', blockings: [] }) },
      'PUT /unified-availability/my-break/1': () =>
        fail
          ? {
              status: 422,
              body: {
                success: false,
                message: 'x',
                errors: { end_time: ['Bitiş saati başlangıç saatinden sonra olmalıdır'] },
              },
            }
          : { body: { success: true, message: 'Mola güncellendi', data: makeBreak() } },
    });
    renderPage({ kind: 'self' });
    await user.click(await screen.findByRole('button', { name: /^Düzenle - / }));
    const dialog = screen.getByRole('dialog', { name: 'Molayı Düzenle' });
    expect(within(dialog).getByLabelText('Mola adı')).toHaveValue('Öğle arası');
    expect(within(dialog).getByLabelText('Başlangıç saati')).toHaveValue('12:30');
    await user.click(within(dialog).getByRole('button', { name: 'Temizle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('En az bir gün seçin')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hafta sonu' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'end_time: Bitiş saati başlangıç saatinden sonra olmalıdır',
    );
    expect(within(dialog).getByLabelText('Bitiş saati')).toHaveAccessibleDescription(
      /Bitiş saati başlangıç saatinden sonra olmalıdır/,
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mola güncellendi'));
    expect(bodyOf(api.calls, 'PUT', '/unified-availability/my-break/1')).toEqual({
      name: 'Öğle arası',
      start_time: '12:30',
      end_time: '13:00',
      days: ['saturday', 'sunday'],
      status: 'active',
    });
  });

  it('closes with Escape and keeps the focus inside while open', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /staff/availability': { body: makeOverview({ type: 'staff_self' }) } });
    renderPage({ kind: 'self' });
    const opener = await screen.findByRole('button', { name: 'Mola Ekle' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Mola Ekle' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 20; i += 1) await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
