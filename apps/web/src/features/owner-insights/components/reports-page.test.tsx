import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { envelope, makeOwnerReports, salonsRoute } from '../testing/fixtures';
import { CSV_BOM } from '../utils/csv';
import { ReportsPage } from './reports-page';

// Recharts measures its container, which jsdom cannot; the charts' own chunk is replaced by a stand-in that
// names what it would draw (the figures are checked in the tables and the CSV files).
vi.mock('./report-charts', () => ({
  ReportChart: ({ kind }: { kind: string }) => <p>{`grafik:${kind}`}</p>,
}));

const SLOW = { timeout: 20_000 };
const PATH = '/salon-owner/salons/3/reports';

beforeEach(() => setSession('token-abc', makeUser({ user_type: 'salon_owner', role: 'salon_owner' })));
afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/salon/raporlar') =>
  renderRoute(<ReportsPage />, { path: '/salon/raporlar', url });

const asked = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === PATH).map((c) => Object.fromEntries(c.query.entries()));

/** Captures what a download hands to the browser. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        lastBlob = blob;
        return 'blob:rapor';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return { files, restore: () => click.mockRestore() };
}

async function textOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

describe('ReportsPage', SLOW, () => {
  it('shows the loading state, then totals, a chart and a table per report', async () => {
    const api = mockApi({
      'GET /salon-owner/salons': salonsRoute,
      [`GET ${PATH}`]: envelope(makeOwnerReports()),
    });
    renderPage();
    expect(screen.getByText('Salon bilgileri yükleniyor…')).toBeInTheDocument();
    expect(await screen.findByText('01.03.2027 – 14.03.2027')).toBeInTheDocument();
    expect(screen.getByText('Müşteri').parentElement).toHaveTextContent('2 yeni · 1 geri gelen');
    expect(await screen.findByText('grafik:revenue')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gelir grafiği, 2 dönem, toplam ₺2.800,50' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Müşteri grafiği, 2 yeni, 1 geri gelen müşteri' }),
    ).toBeInTheDocument();

    const revenue = screen.getByRole('table', { name: 'Gelir tablosu' });
    expect(
      within(revenue)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DönemGelirTamamlanan', '1–7 Mar₺2.800,503', '8–14 Mar₺00']);
    const services = screen.getByRole('table', { name: 'Hizmet tablosu' });
    expect(within(services).getAllByRole('row')[1]).toHaveTextContent('Boya3₺2.400');
    expect(asked(api.calls)[0]).toEqual({ period: 'this_month', group_by: 'day' });
  });

  it('asks again by week and by month', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/salons': salonsRoute,
      [`GET ${PATH}`]: envelope(makeOwnerReports()),
    });
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'Gelir tablosu' });
    const groups = screen.getByRole('group', { name: 'Gruplama' });
    await user.click(within(groups).getByRole('button', { name: 'Haftalık' }));
    expect(within(groups).getByRole('button', { name: 'Haftalık' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(groups).getByRole('button', { name: 'Aylık' }));
    expect(router.state.location.search).toBe('?gruplama=month');
    await vi.waitFor(() =>
      expect(asked(api.calls).at(-1)).toEqual({ period: 'this_month', group_by: 'month' }),
    );
    expect(asked(api.calls).map((q) => q.group_by)).toEqual(expect.arrayContaining(['day', 'week', 'month']));
  });

  it('downloads one CSV per report, UTF-8 with BOM, Turkish headers and lira with a decimal comma', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /salon-owner/salons': salonsRoute, [`GET ${PATH}`]: envelope(makeOwnerReports()) });
    const downloads = captureDownloads();
    renderPage();
    await screen.findByRole('table', { name: 'Gelir tablosu' });
    await user.click(screen.getByRole('button', { name: 'Gelir CSV indir' }));
    await user.click(screen.getByRole('button', { name: 'En çok tercih edilen hizmetler CSV indir' }));
    downloads.restore();
    expect(downloads.files.map((f) => f.name)).toEqual([
      'salonya-gelir-raporu-2027-03-01_2027-03-14.csv',
      'salonya-hizmet-raporu-2027-03-01_2027-03-14.csv',
    ]);
    const [revenue, services] = downloads.files;
    expect(revenue?.blob.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(revenue!.blob)).toBe(
      `${CSV_BOM}Dönem;Başlangıç;Bitiş;Gelir (TL);Tamamlanan randevu\r\n` +
        '1–7 Mar;2027-03-01;2027-03-07;2800,50;3\r\n8–14 Mar;2027-03-08;2027-03-14;0,00;0\r\n',
    );
    const bytes = new Uint8Array(await services!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await textOf(services!.blob)).toContain('"Saç Kesimi; Fön";3;400,50');
  });

  it('shows the empty state for a period without appointments', async () => {
    const empty = makeOwnerReports();
    mockApi({
      'GET /salon-owner/salons': salonsRoute,
      [`GET ${PATH}`]: envelope({
        ...empty,
        totals: { ...empty.totals, appointments: 0 },
        services: [],
      }),
    });
    renderPage();
    expect(await screen.findByText('Bu dönemde randevu yok')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's range message with Tekrar Dene", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /salon-owner/salons': salonsRoute,
      [`GET ${PATH}`]: () =>
        fail
          ? {
              status: 422,
              body: {
                success: false,
                message: 'Rapor aralığı geçersiz. Lütfen tarihleri kontrol edin.',
                errors: { to: ['Rapor aralığı en fazla 366 gün olabilir'] },
              },
            }
          : envelope(makeOwnerReports()),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Raporlar yüklenemedi');
    expect(alert).toHaveTextContent('Rapor aralığı geçersiz. Lütfen tarihleri kontrol edin.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('table', { name: 'Gelir tablosu' })).toBeInTheDocument();
  });
});
