import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeSalonCard } from '../testing/catalogue-fixtures';
import { SalonCard } from './salon-card';
import type { ReactNode } from 'react';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('SalonCard', () => {
  it('says when the salon is not taking online bookings', () => {
    const { unmount } = renderInRouter(
      <SalonCard salon={makeSalonCard({ accepts_online_bookings: false })} />,
    );
    expect(screen.getByText('Online randevu kapalı')).toBeInTheDocument();
    unmount();
    renderInRouter(<SalonCard salon={makeSalonCard()} />);
    expect(screen.queryByText('Online randevu kapalı')).not.toBeInTheDocument();
  });

  it('shows price range, rating, place, services and badges, and links to the canonical salon page', () => {
    renderInRouter(
      <SalonCard
        salon={makeSalonCard({ is_open_now: true, discount_percent: 25, distance_km: 1.5 })}
        favoriteSlot={<button type="button">Favorilere ekle</button>}
      />,
    );
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Maison Osman' });
    // Slug from name, district and city (SPEC §2.1), not the API's slug field.
    expect(link).toHaveAttribute('href', '/salon/44/maison-osman-karsiyaka-izmir');
    expect(within(card).getByRole('heading', { level: 3, name: 'Maison Osman' })).toBeInTheDocument();
    expect(within(card).getByText('₺580 – ₺9.970')).toBeInTheDocument();
    expect(within(card).getByText('5 üzerinden 4,3 puan, 16 değerlendirme')).toBeInTheDocument();
    expect(within(card).getByText('Karşıyaka, İzmir')).toBeInTheDocument();
    expect(within(card).getByText('· 1,5 km')).toBeInTheDocument();
    expect(within(card).getByText('Şu an açık')).toBeInTheDocument();
    expect(within(card).getByText('%25 indirim')).toBeInTheDocument();
    expect(within(card).getByText('Onaylı salon')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Maison Osman salonunun kapak görseli' })).toHaveAttribute(
      'src',
      '/images/covers/cover-3.svg',
    );
    const services = within(card).getByRole('list', { name: 'Hizmetler' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kadın Saç Kesimi', 'Saç ve Sakal Kesimi', 'Fön']);
    expect(within(card).getByRole('button', { name: 'Favorilere ekle' })).toBeInTheDocument();
  });

  it('leaves out the badges it has no data for, and says when there are no reviews', () => {
    renderInRouter(
      <SalonCard
        salon={makeSalonCard({
          name: 'Çağla Güzellik',
          district: 'Kadıköy',
          city: 'İstanbul',
          is_verified: false,
          review_count: 0,
          rating_average: '0.0',
          min_price: 300,
          max_price: 300,
          cover_image: '',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Çağla Güzellik' })).toHaveAttribute(
      'href',
      '/salon/44/cagla-guzellik-kadikoy-istanbul',
    );
    expect(screen.getByText('₺300')).toBeInTheDocument();
    expect(screen.getByText('Henüz değerlendirme yok')).toBeInTheDocument();
    expect(screen.queryByText('Şu an açık')).not.toBeInTheDocument();
    expect(screen.queryByText(/indirim/)).not.toBeInTheDocument();
    expect(screen.queryByText('Onaylı salon')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // A missing cover falls back to the salon's hashed default picture.
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/^\/images\/covers\/cover-[1-6]\.svg$/);
  });
});
