import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeService, makeSpecialist, reviewPage } from '@/features/salon/testing/fixtures';
import { clearSession, setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { Component as SpecialistDetail } from './specialist-detail';

const PATH = '/uzman/:id/:slug?';
const CANONICAL = '/uzman/15/nermin-aclan-besiktas-istanbul';
const location = () => screen.getByTestId('location').textContent;

function specialistApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...extra,
    'GET /specialists/15': { body: { success: true, data: makeSpecialist() } },
    'GET /specialists/15/services': {
      body: {
        success: true,
        data: [
          makeService({
            id: 39,
            name: 'Klasik Cilt Bakımı',
            price: 2860,
            discounted_price: null,
            duration_minutes: 60,
          }),
        ],
      },
    },
    'GET /specialists/15/reviews': () => ({ body: reviewPage(1, 3) }),
    'GET /specialists/15/work-photos': { body: { success: true, data: [] } },
  });
}

afterEach(() => clearSession());

describe('specialist page', () => {
  it('a customer hearts the specialist (ADR 0051)', async () => {
    const user = userEvent.setup();
    setSession('token-abc', makeUser({ id: 5 }));
    let ids: number[] = [];
    const { calls } = specialistApi({
      'GET /customer/favorites/specialists/ids': () => ({ body: { success: true, data: ids } }),
      'PUT /customer/favorites/specialists/15': () => {
        ids = [15];
        return {
          body: {
            success: true,
            message: 'Uzman favorilerinize eklendi.',
            data: { salon_staff_id: 15, is_favorite: true },
          },
        };
      },
    });
    renderRoute(<SpecialistDetail />, { path: PATH, url: CANONICAL });
    await screen.findByRole('button', { name: 'Favorilere ekle' });
    // With a session the signed-in heart is its own chunk: the heart shown meanwhile is aria-disabled.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorilere ekle' })).not.toHaveAttribute('aria-disabled'),
    );
    const heart = screen.getByRole('button', { name: 'Favorilere ekle' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/customer/favorites/specialists/15')).toBe(
      true,
    );
  });

  it('adds the slug, shows the profile, the salon, the services and the reviews', async () => {
    const { calls } = specialistApi();
    renderRoute(<SpecialistDetail />, { path: PATH, url: '/uzman/15?ref=x' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nermin Aclan' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`${CANONICAL}?ref=x`));
    expect(calls.find((c) => c.path === '/specialists/15')?.headers.has('Authorization')).toBe(false);
    expect(screen.getByText('Cilt Bakım Uzmanı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tazelik Skin Studio' })).toHaveAttribute(
      'href',
      '/salon/5/tazelik-skin-studio-besiktas-istanbul',
    );
    expect(screen.getByRole('link', { name: 'Randevu Al' })).toHaveAttribute(
      'href',
      '/salons/5/booking?staff_id=15',
    );

    const services = screen.getByRole('region', { name: 'Hizmetler' });
    expect(await within(services).findByRole('link', { name: 'Seç: Klasik Cilt Bakımı' })).toHaveAttribute(
      'href',
      '/salons/5/booking?staff_id=15&service_id=39',
    );
    expect(within(services).getByText('1 sa')).toBeInTheDocument();

    const reviews = screen.getByRole('region', { name: 'Yorumlar' });
    expect(await within(reviews).findByText('Müşteri 3.')).toBeInTheDocument();
    expect(within(reviews).getByText('3 / 3 yorum gösteriliyor')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Nermin Aclan – Tazelik Skin Studio \|/));
  });

  it('shows the uploaded photo with its srcset and size', async () => {
    mockApi({
      'GET /specialists/15': {
        body: {
          success: true,
          data: makeSpecialist({
            avatar_url: '/uploads/media/salons/5/s-384.webp',
            avatar_image: {
              width: 900,
              height: 1200,
              variants: [
                { format: 'webp', width: 128, height: 171, url: '/uploads/media/salons/5/s-128.webp' },
                { format: 'webp', width: 384, height: 512, url: '/uploads/media/salons/5/s-384.webp' },
              ],
            },
          }),
        },
      },
      'GET /specialists/15/services': { body: { success: true, data: [] } },
      'GET /specialists/15/reviews': () => ({ body: reviewPage(1, 0) }),
    });
    renderRoute(<SpecialistDetail />, { path: PATH, url: CANONICAL });
    const img = await screen.findByAltText('Nermin Aclan fotoğrafı');
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/media/salons/5/s-128.webp 128w, /uploads/media/salons/5/s-384.webp 384w',
    );
    expect(img).toHaveAttribute('width', '900');
    expect(img).toHaveAttribute('height', '1200');
  });

  it('says Uzman bulunamadı for an unknown specialist and keeps the address', async () => {
    mockApi({
      'GET /specialists/99': {
        status: 404,
        body: { success: false, message: 'Uzman bulunamadı', error_code: 'NOT_FOUND' },
      },
    });
    renderRoute(<SpecialistDetail />, { path: PATH, url: '/uzman/99/eski' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uzman bulunamadı' })).toBeInTheDocument();
    expect(location()).toBe('/uzman/99/eski');
    await userEvent.click(screen.getByRole('link', { name: 'Ana Sayfaya Dön' }));
    expect(await screen.findByText('Ana sayfa')).toBeInTheDocument();
  });

  it('shows the profile the specialist keeps and their approved work photos', async () => {
    mockApi({
      'GET /specialists/15': {
        body: {
          success: true,
          data: makeSpecialist({ languages: ['Türkçe', 'İngilizce'], experience_years: 12 }),
        },
      },
      'GET /specialists/15/services': { body: { success: true, data: [] } },
      'GET /specialists/15/reviews': () => ({ body: reviewPage(1, 0) }),
      'GET /specialists/15/work-photos': {
        body: {
          success: true,
          data: [
            {
              id: 7,
              caption: 'Balyaj çalışmam',
              service_name: 'Balyaj',
              image_url: '/uploads/media/7.webp',
              width: 1280,
              height: 960,
              variants: [{ format: 'webp', width: 640, height: 480, url: '/uploads/media/7-640.webp' }],
              staff: { salon_staff_id: 15, display_name: 'Nermin Aclan' },
            },
          ],
        },
      },
    });
    renderRoute(<SpecialistDetail />, { path: PATH, url: CANONICAL });
    expect(await screen.findByText('12 yıl deneyim · Diller: Türkçe, İngilizce')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Çalışmalarından' });
    expect(within(section).getByRole('img', { name: 'Balyaj çalışmam' })).toBeInTheDocument();
    expect(within(section).getByText('Balyaj', { exact: true })).toBeInTheDocument();
  });
});
