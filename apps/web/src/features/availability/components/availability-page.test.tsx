import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { makeBlocking, makeBreak, makeOverview, NOW } from '../testing/fixtures';
import type { AvailabilityScope } from '../utils/view';
import { AvailabilityPage } from './availability-page';
import { ownerSalonsAnswer } from '@/test/owner-salons';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

/** These render whole screens; the shared test machine can be slow. */
const SLOW = { timeout: 30_000 };

const serverNow = () => Promise.resolve(NOW);

function renderPage(scope: AvailabilityScope) {
  return renderRoute(<AvailabilityPage scope={scope} serverNow={serverNow} />);
}

const SALONS = ownerSalonsAnswer([{ id: 1, name: 'Işıltı Kuaför' }]);
const OVERVIEW = 'GET /unified-availability/salon/1/overview';

const lastCall = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).at(-1);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AvailabilityPage', SLOW, () => {
  it("shows an owner's team: wording, stats, today's status, add buttons; filters by type, staff, search and date range", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/salons': SALONS,
      [OVERVIEW]: {
        body: makeOverview({
          blockings: [
            makeBlocking({ id: 1, reason: 'Diş randevusu', has_conflicts: true }),
            makeBlocking({
              id: 2,
              type: 'vacation',
              reason: 'Yıllık izin',
              staff_user_id: 102,
              staff_name: 'Mert Kaya',
            }),
          ],
          staff: [
            { salon_staff_id: 11, user_id: 101, name: 'Ece Yıldız', today_status: 'Blokajlı' },
            { salon_staff_id: 12, user_id: 102, name: 'Mert Kaya', today_status: 'Müsait' },
          ],
        }),
      },
    });
    renderPage({ kind: 'team' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ekip Müsaitlik Yönetimi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aktif Personel').nextElementSibling).toHaveTextContent('2');
    const todayList = screen.getByRole('heading', { name: 'Bugün personel durumu' })
      .parentElement as HTMLElement;
    expect(within(todayList).getByText('Ece Yıldız').parentElement).toHaveTextContent('Blokajlı');
    expect(within(todayList).getByText('Mert Kaya').parentElement).toHaveTextContent('Müsait');
    expect(screen.getByRole('button', { name: 'Blokaj Ekle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mola Ekle' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Blokajlar ve molalar' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Randevu çakışması').closest('td')).toHaveTextContent('Diş randevusu');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tür' }), 'vacation');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Yıllık izin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tür' }), 'break');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Öğle arası');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tür' }), '');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Personel' }), '102');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Personel' }), '');

    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'diş');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Diş randevusu');
    await user.clear(screen.getByRole('searchbox', { name: 'Ara' }));
    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'bulunmayan');
    expect(await screen.findByText('Filtrelere uyan kayıt yok')).toBeInTheDocument();

    expect(
      lastCall(api.calls, 'GET', '/unified-availability/salon/1/overview')?.query.get('date_range'),
    ).toBe('this_month');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tarih aralığı' }), 'next_week');
    await waitFor(() =>
      expect(
        lastCall(api.calls, 'GET', '/unified-availability/salon/1/overview')?.query.get('date_range'),
      ).toBe('next_week'),
    );
    // Custom starts from the range the server read (context start_date / end_date) and asks again only for a
    // complete, ordered pair of dates.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tarih aralığı' }), 'custom');
    expect(screen.getByLabelText('Başlangıç tarihi')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Bitiş tarihi')).toHaveValue('2026-11-30');
    const customQuery = () => {
      const q = lastCall(api.calls, 'GET', '/unified-availability/salon/1/overview')?.query;
      return [q?.get('date_range'), q?.get('start_date'), q?.get('end_date')];
    };
    await waitFor(() => expect(customQuery()).toEqual(['custom', '2026-11-01', '2026-11-30']));
    await user.clear(screen.getByLabelText('Başlangıç tarihi'));
    await user.type(screen.getByLabelText('Başlangıç tarihi'), '2026-12-01');
    expect(customQuery()).toEqual(['custom', '2026-11-01', '2026-11-30']);
    await user.clear(screen.getByLabelText('Bitiş tarihi'));
    await user.type(screen.getByLabelText('Bitiş tarihi'), '2026-12-15');
    await waitFor(() => expect(customQuery()).toEqual(['custom', '2026-12-01', '2026-12-15']));
  });

  it('sorts by a column, toggling ascending and descending', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /salon-owner/salons': SALONS,
      [OVERVIEW]: {
        body: makeOverview({
          breaks: [],
          blockings: [
            makeBlocking({ id: 1, date: '2026-11-27', reason: 'B' }),
            makeBlocking({ id: 2, date: '2026-11-25', reason: 'A' }),
            makeBlocking({ id: 3, date: '2026-11-29', reason: 'C' }),
          ],
        }),
      },
    });
    renderPage({ kind: 'team' });
    const table = await screen.findByRole('table', { name: 'Blokajlar ve molalar' });
    const reasons = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[3]?.textContent);
    expect(reasons()).toEqual(['A', 'B', 'C']);
    const dateHeader = within(table).getByRole('columnheader', { name: /Tarih/ });
    expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(dateHeader).getByRole('button'));
    expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    expect(reasons()).toEqual(['C', 'B', 'A']);
    await user.click(within(dateHeader).getByRole('button'));
    expect(reasons()).toEqual(['A', 'B', 'C']);
  });

  it('pages by 20 by default, offers 10/20/50/100, and links pages within 2 of the current one', async () => {
    const user = userEvent.setup();
    const blockings = Array.from({ length: 95 }, (_, i) =>
      makeBlocking({
        id: i + 1,
        date: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
        reason: `Kayıt ${i + 1}`,
      }),
    );
    mockApi({
      'GET /salon-owner/salons': SALONS,
      [OVERVIEW]: { body: makeOverview({ blockings, breaks: [] }) },
    });
    renderPage({ kind: 'team' });
    const table = await screen.findByRole('table', { name: 'Blokajlar ve molalar' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const size = screen.getByRole('combobox', { name: 'Sayfa başına' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50', '100']);
    await user.selectOptions(size, '10');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pages = screen.getByRole('navigation', { name: 'Müsaitlik sayfaları' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Sayfa \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await user.click(within(pages).getByRole('button', { name: 'Sayfa 3' }));
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Sayfa \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(pages).getByRole('button', { name: 'Sayfa 5' }));
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Sayfa \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['3', '4', '5', '6', '7']);
    await user.selectOptions(size, '100');
    expect(within(table).getAllByRole('row')).toHaveLength(96);
  });

  it('bulk-deletes the selection after the confirm prompt and shows a partial result with up to 2 errors', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/salons': SALONS,
      [OVERVIEW]: {
        body: makeOverview({
          blockings: [makeBlocking({ id: 1, reason: 'Bir' }), makeBlocking({ id: 2, reason: 'İki' })],
        }),
      },
      'DELETE /unified-availability/bulk-delete': {
        body: {
          success: true,
          message: '1/3 öğe silindi',
          data: {
            deleted_count: 1,
            total_requested: 3,
            errors: [
              { item_id: 'blocking-2', message: 'Birinci hata' },
              { item_id: 'break-1', message: 'İkinci hata' },
              { item_id: 'blocking-9', message: 'Üçüncü hata' },
            ],
          },
        },
      },
    });
    renderPage({ kind: 'team' });
    await screen.findByRole('table', { name: 'Blokajlar ve molalar' });

    await user.click(screen.getByRole('button', { name: 'Seçilenleri Sil' }));
    expect(toast.warning).toHaveBeenCalledWith('Silmek için öğe seçiniz');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Sayfadaki tüm öğeleri seç' }));
    expect(screen.getByText('3 öğe seçildi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seçilenleri Sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Seçilenleri Sil' });
    expect(dialog).toHaveTextContent('Seçili 3 öğe kalıcı olarak silinecek. Bu işlem geri alınamaz.');
    await user.click(within(dialog).getByRole('button', { name: '3 öğeyi sil' }));

    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('1/3 öğe silindi'));
    expect(lastCall(api.calls, 'DELETE', '/unified-availability/bulk-delete')?.body).toEqual({
      item_ids: ['blocking-1', 'blocking-2', 'break-1'],
    });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('1/3 öğe silindi');
    expect(notice).toHaveTextContent('Birinci hata');
    expect(notice).toHaveTextContent('İkinci hata');
    expect(notice).not.toHaveTextContent('Üçüncü hata');
  });

  it("uses the staff member's 'my-' endpoints; bulk delete failing entirely says so", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /staff/availability': {
        body: makeOverview({
          type: 'staff_self',
          staff: [{ salon_staff_id: 11, user_id: 101, name: 'Ece Yıldız', today_status: 'Molalı' }],
        }),
      },
      'DELETE /unified-availability/my-bulk-delete': {
        body: {
          success: true,
          message: 'Hiçbir öğe silinemedi',
          data: {
            deleted_count: 0,
            total_requested: 1,
            errors: [{ item_id: 'blocking-1', message: 'Silinemedi' }],
          },
        },
      },
    });
    renderPage({ kind: 'self' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Müsaitliğim' })).toBeInTheDocument();
    expect(screen.getByText('Bugünkü Durumum').nextElementSibling).toHaveTextContent('Molalı');
    expect(screen.queryByRole('combobox', { name: 'Personel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Diş randevusu/ }));
    await user.click(screen.getByRole('button', { name: 'Seçilenleri Sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '1 öğeyi sil' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Hiçbir öğe silinemedi'));
    expect(lastCall(api.calls, 'DELETE', '/unified-availability/my-bulk-delete')?.body).toEqual({
      item_ids: ['blocking-1'],
    });
  });

  it.each([
    ['mola', 'Mola Ekle'],
    ['blokaj', 'Blokaj Ekle'],
  ])(
    'opens the add dialog from a quick-action link (?ekle=%s) once, and drops the parameter',
    async (ekle, title) => {
      mockApi({
        'GET /staff/availability': {
          body: makeOverview({
            type: 'staff_self',
            staff: [{ salon_staff_id: 11, user_id: 101, name: 'Ece Yıldız', today_status: 'Müsait' }],
          }),
        },
      });
      renderRoute(<AvailabilityPage scope={{ kind: 'self' }} serverNow={serverNow} />, {
        path: '/personel/musaitlik',
        url: `/personel/musaitlik?ekle=${ekle}`,
      });
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('ekle='));
    },
  );

  it('shows a 403 of a bulk delete in the confirm dialog', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /salon-owner/salons': SALONS,
      [OVERVIEW]: { body: makeOverview() },
      'DELETE /unified-availability/bulk-delete': {
        status: 403,
        body: { success: false, message: 'Bu işlem için yetkiniz yok', error_code: 'FORBIDDEN' },
      },
    });
    renderPage({ kind: 'team' });
    await user.click(await screen.findByRole('checkbox', { name: /Diş randevusu/ }));
    await user.click(screen.getByRole('button', { name: 'Seçilenleri Sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '1 öğeyi sil' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Bu işlem için yetkiniz yok',
    );
  });

  it('deletes one item after confirming; a 403 and 404 give the SPEC messages', async () => {
    const user = userEvent.setup();
    let status = 403;
    const api = mockApi({
      'GET /salon-owner/salons': SALONS,
      [OVERVIEW]: { body: makeOverview({ breaks: [] }) },
      'DELETE /unified-availability/blocking/1': () =>
        status === 200
          ? { body: { success: true, message: 'Blokaj silindi', data: null } }
          : { status, body: { success: false, message: 'x' } },
    });
    renderPage({ kind: 'team' });
    await user.click(await screen.findByRole('button', { name: /^Sil - / }));
    const dialog = screen.getByRole('dialog', { name: 'Blokajı Sil' });
    expect(dialog).toHaveTextContent('Bu işlem geri alınamaz.');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu öğeyi silme yetkiniz yok');
    status = 404;
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Silinecek öğe bulunamadı'),
    );
    status = 200;
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Blokaj silindi'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(3);
  });

  it('shows the data-load error with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /staff/availability': () =>
        fail ? { status: 500, body: { success: false } } : { body: makeOverview({ type: 'staff_self' }) },
    });
    renderPage({ kind: 'self' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Veri yüklenirken hata oluştu');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Müsaitliğim' })).toBeInTheDocument();
  });

  it('hides add, edit, delete and selection without the permission flags (system view) and shows the empty state', async () => {
    mockApi({
      'GET /salon-owner/salons': SALONS,
      [OVERVIEW]: { body: makeOverview({ type: 'system', blockings: [], breaks: [] }) },
    });
    renderPage({ kind: 'team' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sistem Müsaitlik Görünümü' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Blokaj Ekle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mola Ekle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seçilenleri Sil' })).not.toBeInTheDocument();
    expect(screen.getByText('Bu aralıkta blokaj veya mola yok.')).toBeInTheDocument();
  });

  it('shows cards instead of the table on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width: 767px'),
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    mockApi({
      'GET /unified-availability/staff/11': {
        body: makeOverview({ type: 'salon_staff', breaks: [makeBreak()] }),
      },
    });
    renderPage({ kind: 'member', staffId: 11 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ece Yıldız - Müsaitlik' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Blokajlar ve molalar' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(cards).toHaveTextContent('Öğle arası');
    expect(cards).toHaveTextContent('Pzt, Sal, Çar, Per, Cum');
  });
});
