import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { REPORT_RANGE_MESSAGES } from '@salonya/domain/reports/period';
import { envelope, makeStaffPerformance, salonsRoute } from '../testing/fixtures';
import { StaffPerformancePage } from './staff-performance-page';

const SLOW = { timeout: 20_000 };
const PATH = '/salon-owner/salons/3/staff-performance';

beforeEach(() => setSession('token-abc', makeUser({ user_type: 'salon_owner', role: 'salon_owner' })));
afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/salon/personel-performans') =>
  renderRoute(<StaffPerformancePage />, { path: '/salon/personel-performans', url });

const asked = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === PATH).map((c) => Object.fromEntries(c.query.entries()));

function rowNames() {
  const table = screen.getByRole('table', { name: 'Personel performansı' });
  return within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
}

describe('StaffPerformancePage', SLOW, () => {
  it('shows the loading state, then a table sorted by revenue that sorts by any column', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/salons': salonsRoute,
      [`GET ${PATH}`]: envelope(makeStaffPerformance()),
    });
    renderPage();
    expect(screen.getByText('Salon bilgileri yükleniyor…')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Personel performansı' });
    expect(rowNames()).toEqual(['Zeynep Demir(pasif)', 'Ayşe Yılmaz', 'Mehmet Kaya']);
    const ayse = screen.getByRole('rowheader', { name: 'Ayşe Yılmaz' }).closest('tr');
    expect(ayse).toHaveTextContent(/Ayşe Yılmaz4210₺1\.6004,5 \(2\)%4,6/);
    const mehmet = screen.getByRole('rowheader', { name: 'Mehmet Kaya' }).closest('tr');
    expect(mehmet).toHaveTextContent('—');
    expect(screen.getByText('01.03.2027 – 31.03.2027')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Doluluk' }));
    expect(rowNames()).toEqual(['Mehmet Kaya', 'Ayşe Yılmaz', 'Zeynep Demir(pasif)']);
    expect(screen.getByRole('columnheader', { name: 'Doluluk' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Doluluk' }));
    expect(screen.getByRole('columnheader', { name: 'Doluluk' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Personel' }));
    expect(rowNames()).toEqual(['Ayşe Yılmaz', 'Mehmet Kaya', 'Zeynep Demir(pasif)']);
    expect(asked(api.calls)[0]).toEqual({ period: 'this_month' });
  });

  it('asks for the chosen period and checks a custom range before asking', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/salons': salonsRoute,
      [`GET ${PATH}`]: (call) =>
        envelope(
          makeStaffPerformance({
            range: {
              period: call.query.get('period') === 'custom' ? 'custom' : 'this_week',
              from: call.query.get('from') ?? '2027-03-01',
              to: call.query.get('to') ?? '2027-03-07',
            },
          }),
        ),
    });
    const { router } = renderPage();
    await screen.findByRole('table');
    const periods = screen.getByRole('group', { name: 'Dönem' });
    await user.click(within(periods).getByRole('button', { name: 'Bu hafta' }));
    expect(within(periods).getByRole('button', { name: 'Bu hafta' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('01.03.2027 – 07.03.2027');
    expect(router.state.location.search).toBe('?donem=this_week');

    await user.click(within(periods).getByRole('button', { name: 'Özel aralık' }));
    const form = screen.getByRole('form', { name: 'Özel tarih aralığı' });
    await user.type(within(form).getByLabelText('Başlangıç tarihi'), '2027-03-10');
    await user.type(within(form).getByLabelText('Bitiş tarihi'), '2027-03-01');
    const before = asked(api.calls).length;
    await user.click(within(form).getByRole('button', { name: 'Uygula' }));
    expect(within(form).getByText(REPORT_RANGE_MESSAGES.fromAfterTo)).toBeInTheDocument();
    expect(asked(api.calls)).toHaveLength(before);

    await user.clear(within(form).getByLabelText('Bitiş tarihi'));
    await user.type(within(form).getByLabelText('Bitiş tarihi'), '2027-03-20');
    await user.click(within(form).getByRole('button', { name: 'Uygula' }));
    await screen.findByText('10.03.2027 – 20.03.2027');
    expect(asked(api.calls).at(-1)).toEqual({ period: 'custom', from: '2027-03-10', to: '2027-03-20' });
  });

  it('shows cards on a phone', async () => {
    const phone = (query: string): MediaQueryList =>
      Object.assign(new EventTarget(), {
        matches: true,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
      });
    vi.stubGlobal('matchMedia', phone);
    mockApi({ 'GET /salon-owner/salons': salonsRoute, [`GET ${PATH}`]: envelope(makeStaffPerformance()) });
    renderPage();
    const cards = within(await screen.findByRole('list', { name: 'Personel performansı' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = cards.getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Zeynep Demir');
    expect(first).toHaveTextContent('Gelir₺2.500,50');
  });

  it('shows the empty state without staff and the failure with Tekrar Dene', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /salon-owner/salons': salonsRoute,
      [`GET ${PATH}`]: () =>
        fail
          ? { status: 500, body: { success: false, message: 'Sunucu hatası' } }
          : envelope(makeStaffPerformance({ staff: [] })),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Personel performansı yüklenemedi');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Henüz personeliniz yok')).toBeInTheDocument();
  });

  it('reads a custom range from the URL', async () => {
    const api = mockApi({
      'GET /salon-owner/salons': salonsRoute,
      [`GET ${PATH}`]: envelope(makeStaffPerformance()),
    });
    renderPage('/salon/personel-performans?donem=custom&baslangic=2027-02-01&bitis=2027-02-28');
    await screen.findByRole('table');
    expect(asked(api.calls)[0]).toEqual({ period: 'custom', from: '2027-02-01', to: '2027-02-28' });
    expect(screen.getByLabelText('Başlangıç tarihi')).toHaveValue('2027-02-01');
  });
});
