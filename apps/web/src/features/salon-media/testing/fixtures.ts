import type { GalleryPhoto, MediaImage, SalonProfile } from '@salonya/contracts/salon-media';
import { ownerSalonsAnswer } from '@/test/owner-salons';

/** The owner's selected salon and its media, as the API sends them (schemas in packages/contracts). */
export const OWNER_SALONS = ownerSalonsAnswer([{ id: 7, name: 'Işıltı Kuaför', status: 'active' }]).body;

export function makeImage(id: number, stem = `salons/7/img${id}`): MediaImage {
  const variants = [320, 640, 1280].flatMap((width) =>
    (['webp', 'avif'] as const).map((format) => ({
      format,
      width,
      height: Math.round((width * 3) / 4),
      url: `/uploads/media/${stem}-${width}.${format}`,
    })),
  );
  return { id, width: 4000, height: 3000, url: `/uploads/media/${stem}-1280.webp`, variants };
}

export function makeProfile(overrides: Partial<SalonProfile> = {}): SalonProfile {
  return {
    id: 7,
    name: 'Işıltı Kuaför',
    description: 'Moda’da saç ve bakım.',
    phone: '+902165551234',
    province_id: 34,
    district_id: 402,
    address: 'Caferağa Mah. Moda Cad. No: 12',
    latitude: 40.987654,
    longitude: 29.025432,
    gender_focus: 'female',
    amenities: ['Wi-Fi'],
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opens_at: weekday === 7 ? null : '09:00',
      closes_at: weekday === 7 ? null : '19:00',
    })),
    status: 'active',
    logo: null,
    cover: null,
    ...overrides,
  };
}

export function makePhoto(id: number, overrides: Partial<GalleryPhoto> = {}): GalleryPhoto {
  return { id, caption: null, sort_order: id, is_cover: false, image: makeImage(100 + id), ...overrides };
}
