import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import {
  CANONICAL_SLUG,
  makeGalleryImage,
  makeSalon,
  makeService,
  makeStaff,
  reviewPage,
} from '@/features/salon/testing/fixtures';
import { makeUser, mockApi, renderRoute, type ApiAnswer } from '@/test/test-utils';
import { Component as SalonDetail } from './salon-detail';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const PATH = '/salon/:id/:slug?/:tab?';
const CANONICAL = `/salon/5/${CANONICAL_SLUG}`;
const ok = (data: unknown): ApiAnswer => ({ body: { success: true, data } });

function salonApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /salons/5': ok(makeSalon()),
    'POST /salons/5/views': ok({ counted: true }),
    'GET /salons/5/services': ok([
      makeService(),
      makeService({
        id: 39,
        name: 'Klasik Cilt Bakımı',
        duration_minutes: 45,
        price: 2860,
        discounted_price: null,
        category_name: 'Cilt & Yüz Bakımı',
        service_main_category_name: 'Cilt & Yüz Bakımı',
        category_icon: '🧴',
      }),
    ]),
    ...extra,
  });
}

const location = () => screen.getByTestId('location').textContent;
const open = (url: string) => renderRoute(<SalonDetail />, { path: PATH, url });

describe('salon page: canonical address (SPEC §2.1)', () => {
  it('adds the missing slug, fetches without the Authorization header and counts one view', async () => {
    setSession('token-abc', makeUser());
    const { calls } = salonApi({ 'GET /customer/favorites/ids': ok([]) });
    open('/salon/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tazelik Skin Studio' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(CANONICAL));
    const detail = calls.find((c) => c.method === 'GET' && c.path === '/salons/5');
    expect(detail?.headers.has('Authorization')).toBe(false);
    await waitFor(() => expect(calls.filter((c) => c.path === '/salons/5/views')).toHaveLength(1));
    await waitFor(() => expect(document.title).toMatch(/^Tazelik Skin Studio \| Salonya/));
  });

  it.each([
    ['salon-detay', '/salon/5/salon-detay'],
    ['an outdated slug', '/salon/5/eski-adi-kadikoy-istanbul'],
  ])('replaces %s and keeps the tab, query and hash', async (_label, start) => {
    salonApi({ 'GET /salons/5/reviews': { body: reviewPage(1, 0) } });
    open(`${start}/yorumlar?ref=kampanya#yorumlar`);
    await waitFor(() => expect(location()).toBe(`${CANONICAL}/yorumlar?ref=kampanya#yorumlar`));
  });

  it('leaves a canonical address alone', async () => {
    salonApi();
    open(CANONICAL);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Tazelik Skin Studio');
    expect(await screen.findByText('Yüz Ağdası')).toBeInTheDocument();
    expect(location()).toBe(CANONICAL);
  });

  it('keeps the address when the salon is not found, with a way home', async () => {
    mockApi({
      'GET /salons/5': {
        status: 404,
        body: { success: false, message: 'Salon bulunamadı', error_code: 'NOT_FOUND' },
      },
    });
    open('/salon/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
    expect(location()).toBe('/salon/5');
  });

  it('keeps the address when the fetch fails and loads again with Tekrar Dene', async () => {
    let failing = true;
    salonApi({
      'GET /salons/5': () =>
        failing ? { status: 500, body: { success: false, message: 'Sunucu hatası' } } : ok(makeSalon()),
    });
    open('/salon/5/salon-detay');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Salon bilgileri alınamadı');
    expect(alert).toHaveTextContent('Sunucu hatası');
    expect(location()).toBe('/salon/5/salon-detay');

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tazelik Skin Studio' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(CANONICAL));
  });
});

describe('salon page: header', () => {
  it('shows rating, place, open state, price range and links Randevu Al to the wizard', async () => {
    salonApi();
    open(CANONICAL);
    const header = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    expect(within(header).getByText('Onaylı Salon')).toBeInTheDocument();
    expect(within(header).getByText('5 üzerinden 4,1 puan, 12 yorum')).toBeInTheDocument();
    expect(within(header).getByText('Beşiktaş, İstanbul')).toBeInTheDocument();
    expect(within(header).getByText('Şu an açık')).toBeInTheDocument();
    expect(within(header).getByText('₺380 – ₺4.250')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Randevu Al' })).toHaveAttribute(
      'href',
      '/salons/5/booking',
    );
    expect(within(header).getByRole('button', { name: 'Favorilere ekle' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('with online bookings paused shows a notice with the phone and offers no Randevu Al or Seç', async () => {
    salonApi({ 'GET /salons/5': ok(makeSalon({ accepts_online_bookings: false, phone: '0212 555 44 33' })) });
    open(CANONICAL);
    const header = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    expect(within(header).getByText('Online randevu şu anda kapalı')).toBeInTheDocument();
    expect(
      within(header).getByText('Bu salon şu anda online randevu almıyor. Lütfen salonu telefonla arayın.'),
    ).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Salonu Ara: 0212 555 44 33' })).toHaveAttribute(
      'href',
      'tel:02125554433',
    );
    expect(within(header).queryByRole('link', { name: 'Randevu Al' })).not.toBeInTheDocument();
    expect(await screen.findByText('Yüz Ağdası')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Seç/ })).not.toBeInTheDocument();
  });

  it('copies the canonical link when the browser cannot share', async () => {
    salonApi();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { toast } = await import('@/lib/toast');
    open('/salon/5');
    await user.click(await screen.findByRole('button', { name: 'Paylaş' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${CANONICAL}`);
    expect(toast.success).toHaveBeenCalledWith('Bağlantı kopyalandı');
  });
});

describe('salon page: tabs', () => {
  it('shows the services by category with durations, discounts and Seç links', async () => {
    salonApi();
    open(CANONICAL);
    const panel = await screen.findByRole('tabpanel', { name: 'Hizmetler' });
    const beauty = await within(panel).findByRole('region', { name: 'Güzellik & Estetik' });
    expect(within(beauty).getByText('Yüz Ağdası')).toBeInTheDocument();
    expect(within(beauty).getByText('15 dk')).toBeInTheDocument();
    expect(within(beauty).getByText('₺420').tagName).toBe('S');
    expect(within(beauty).getByText('₺380')).toBeInTheDocument();
    expect(within(beauty).getByRole('link', { name: 'Seç: Yüz Ağdası' })).toHaveAttribute(
      'href',
      '/salons/5/booking?service_id=43',
    );
    const skin = within(panel).getByRole('region', { name: 'Cilt & Yüz Bakımı' });
    expect(within(skin).getByText('45 dk')).toBeInTheDocument();
  });

  it('follows the URL: the tab segment picks the tab, an unknown one shows the services', async () => {
    salonApi({ 'GET /salons/5/staff': ok([makeStaff()]) });
    const first = open(`${CANONICAL}/uzmanlar`);
    expect(await screen.findByRole('tab', { name: 'Uzmanlar', selected: true })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Nermin Aclan' });
    expect(link).toHaveAttribute('href', '/uzman/15/nermin-aclan-besiktas-istanbul');
    first.unmount();

    open(`${CANONICAL}/bilinmeyen`);
    expect(await screen.findByRole('tab', { name: 'Hizmetler', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Yüz Ağdası')).toBeInTheDocument();
  });

  it('shows an uploaded specialist photo with its WebP/AVIF srcset and size', async () => {
    const variants = [
      { format: 'webp' as const, width: 128, height: 128, url: '/uploads/media/salons/5/s-128.webp' },
      { format: 'webp' as const, width: 256, height: 256, url: '/uploads/media/salons/5/s-256.webp' },
      { format: 'avif' as const, width: 128, height: 128, url: '/uploads/media/salons/5/s-128.avif' },
    ];
    salonApi({
      'GET /salons/5/staff': ok([
        makeStaff({
          avatar_url: '/uploads/media/salons/5/s-256.webp',
          avatar_image: { width: 800, height: 800, variants },
        }),
      ]),
    });
    const { container } = open(`${CANONICAL}/uzmanlar`);
    await screen.findByRole('link', { name: 'Nermin Aclan' });
    const img = container.querySelector('img[src="/uploads/media/salons/5/s-256.webp"]');
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/media/salons/5/s-128.webp 128w, /uploads/media/salons/5/s-256.webp 256w',
    );
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '800');
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/uploads/media/salons/5/s-128.avif 128w',
    );
  });

  it('switches tabs by click and by keyboard, each tab a URL', async () => {
    salonApi({
      'GET /salons/5/reviews': { body: reviewPage(1, 0) },
      'GET /salons/5/gallery': ok([]),
    });
    const user = userEvent.setup();
    open(CANONICAL);

    await user.click(await screen.findByRole('tab', { name: /Yorumlar/ }));
    expect(location()).toBe(`${CANONICAL}/yorumlar`);
    expect(screen.getByRole('tab', { name: /Yorumlar/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Henüz yorum yapılmamış')).toBeInTheDocument();

    const reviewsTab = screen.getByRole('tab', { name: /Yorumlar/ });
    act(() => reviewsTab.focus());
    await user.keyboard('{ArrowRight}');
    // The gallery is a lazily loaded tab: the navigation commits once its chunk is there.
    await waitFor(() => expect(location()).toBe(`${CANONICAL}/galeri`));
    const galleryTab = screen.getByRole('tab', { name: 'Galeri', selected: true });
    expect(galleryTab).toHaveFocus();
    expect(await screen.findByText('Bu salon henüz fotoğraf eklemedi')).toBeInTheDocument();

    await user.keyboard('{End}');
    await waitFor(() => expect(location()).toBe(`${CANONICAL}/hakkinda`));
    expect(screen.getByRole('tab', { name: 'Hakkında', selected: true })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(location()).toBe(`${CANONICAL}/hizmetler`);
    expect(screen.getByRole('tab', { name: 'Hizmetler', selected: true })).toHaveFocus();
    // Only the selected tab is in the Tab order.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('loads 10 reviews at a time with Daha Fazla Yorum and shows the owner replies', async () => {
    const { fetchMock } = salonApi({
      'GET /salons/5/reviews': () => {
        const url = String(fetchMock.mock.calls.at(-1)?.[0]);
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        const body = reviewPage(page, 12);
        if (page === 1) {
          body.data[0] = {
            ...body.data[0]!,
            reply: 'Teşekkür ederiz, yine bekleriz!',
            replied_at: '2026-06-09T10:00:00Z',
          };
        }
        return { body };
      },
    });
    const user = userEvent.setup();
    open(`${CANONICAL}/yorumlar`);

    const panel = await screen.findByRole('tabpanel', { name: /Yorumlar/ });
    expect(await within(panel).findByText('Müşteri 1.')).toBeInTheDocument();
    expect(within(panel).getByText('Teşekkür ederiz, yine bekleriz!')).toBeInTheDocument();
    expect(within(panel).getByText('Salonun yanıtı')).toBeInTheDocument();
    expect(within(panel).getByText('12 değerlendirme')).toBeInTheDocument();
    expect(within(panel).getByText('10 / 12 yorum gösteriliyor')).toBeInTheDocument();
    expect(within(panel).queryByText('Müşteri 11.')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Daha Fazla Yorum' }));
    expect(await within(panel).findByText('Müşteri 12.')).toBeInTheDocument();
    expect(within(panel).getByText('12 / 12 yorum gösteriliyor')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Daha Fazla Yorum' })).not.toBeInTheDocument();
    const reviewUrls = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/reviews'));
    expect(new Set(reviewUrls)).toEqual(
      new Set(['/api/v1/salons/5/reviews?page=1&per_page=10', '/api/v1/salons/5/reviews?page=2&per_page=10']),
    );
  });

  it('opens a photo in the viewer; arrows step through and Escape closes', async () => {
    salonApi({
      'GET /salons/5/gallery': ok([
        makeGalleryImage(1, 'Bekleme salonu'),
        makeGalleryImage(2, 'Bakım odası'),
        makeGalleryImage(3, null),
      ]),
    });
    const user = userEvent.setup();
    open(`${CANONICAL}/galeri`);

    const opener = await screen.findByRole('button', { name: 'Bakım odası' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Tazelik Skin Studio fotoğrafları' });
    expect(within(dialog).getByRole('img', { name: 'Bakım odası' })).toBeInTheDocument();
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Tazelik Skin Studio fotoğrafı 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Bekleme salonu' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('tells where the salon is: hours, amenities, directions, a local map and the phone', async () => {
    salonApi();
    open(`${CANONICAL}/hakkinda`);
    const panel = await screen.findByRole('tabpanel', { name: 'Hakkında' });
    expect(within(panel).getByRole('row', { name: /Pazar.*Kapalı/ })).toBeInTheDocument();
    expect(within(panel).getByText('Wi-Fi')).toBeInTheDocument();
    const directions = within(panel).getByRole('link', { name: /Yol Tarifi Al/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=40.990517%2C29.000698',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('img', { name: /Konum: Beşiktaş, İstanbul/ })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /0212 764 60 34/ })).toHaveAttribute(
      'href',
      'tel:+902127646034',
    );
  });
});
