import type { GalleryImage, Review, SalonDetail, SalonService, Specialist, StaffMember } from '../types';

/** Salon 5 as GET /salons/5 answers in the seeded database (trimmed to what the page shows). */
export function makeSalon(overrides: Partial<SalonDetail> = {}): SalonDetail {
  return {
    id: 5,
    name: 'Tazelik Skin Studio',
    slug: 'tazelik-skin-studio-besiktas-istanbul',
    description: 'Beşiktaş’ta uzman estetisyen kadrosuyla hizmet veren bir cilt bakım stüdyosu.',
    salon_type: 'cilt_bakim',
    service_categories: [
      { id: 4, name: 'Cilt & Yüz Bakımı', slug: 'cilt-yuz-bakimi', code: 'cilt_yuz_bakimi', icon: '🧴' },
    ],
    gender_focus: 'unisex',
    logo: null,
    cover_image: '/images/covers/cover-6.svg',
    city: 'İstanbul',
    city_id: 34,
    city_slug: 'istanbul',
    district: 'Beşiktaş',
    district_id: 431,
    district_slug: 'besiktas',
    address: 'Ihlamurdere Cad. No: 161',
    latitude: 40.990517,
    longitude: 29.000698,
    phone: '+902127646034',
    email: 'tazelik@salonya.test',
    instagram: null,
    amenities: ['Wi-Fi', 'Otopark'],
    is_verified: true,
    is_featured: false,
    rating_average: '4.1',
    review_count: 12,
    min_price: 380,
    max_price: 4250,
    is_open_now: true,
    is_night_salon: false,
    accepts_online_bookings: true,
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      day_name: ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'][weekday - 1]!,
      opens_at: weekday === 7 ? null : '09:00',
      closes_at: weekday === 7 ? null : '19:00',
      is_closed: weekday === 7,
    })),
    created_at: '2024-12-04T04:25:35.116Z',
    ...overrides,
  };
}

export const CANONICAL_SLUG = 'tazelik-skin-studio-besiktas-istanbul';

export function makeService(overrides: Partial<SalonService> = {}): SalonService {
  return {
    id: 43,
    name: 'Yüz Ağdası',
    description: 'Üst dudak, çene ve yanak bölgesi için hassas yüz ağdası.',
    duration_minutes: 15,
    price: 420,
    price_kurus: 42000,
    discounted_price: 380,
    discounted_price_kurus: 38000,
    is_home_service: false,
    is_pet_service: false,
    image_url: null,
    category_id: 2,
    category_name: 'Güzellik & Estetik',
    service_main_category_name: 'Güzellik & Estetik',
    category_icon: '💄',
    staff_ids: [16],
    ...overrides,
  };
}

export function makeStaff(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    salon_staff_id: 15,
    user_id: 80,
    salon_id: 5,
    display_name: 'Nermin Aclan',
    name: 'Nermin Aclan',
    title: 'Cilt Bakım Uzmanı',
    bio: 'Leke karşıtı bakımda uzman.',
    specialties: ['Leke Karşıtı Bakım', 'Klasik Cilt Bakımı'],
    avatar_url: '/images/avatars/avatar-5.svg',
    avatar_image: null,
    is_active: true,
    rating_average: '4.0',
    review_count: 4,
    service_ids: [39],
    ...overrides,
  };
}

export function makeSpecialist(overrides: Partial<Specialist> = {}): Specialist {
  return {
    ...makeStaff(),
    languages: [],
    experience_years: null,
    slug: 'nermin-aclan-besiktas-istanbul',
    salon: {
      id: 5,
      name: 'Tazelik Skin Studio',
      slug: CANONICAL_SLUG,
      city: 'İstanbul',
      district: 'Beşiktaş',
      accepts_online_bookings: true,
    },
    ...overrides,
  };
}

export function makeReview(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    rating: 5,
    comment: `Yorum ${id}: çok memnun kaldım.`,
    reply: null,
    replied_at: null,
    created_at: '2026-06-08T04:25:35.116Z',
    author_name: `Müşteri ${id}.`,
    salon_staff_id: 15,
    staff_name: 'Nermin Aclan',
    photos: [],
    ...overrides,
  };
}

/** One page of GET …/reviews. */
export function reviewPage(page: number, total: number, perPage = 10) {
  const first = (page - 1) * perPage + 1;
  const count = Math.max(0, Math.min(perPage, total - first + 1));
  return {
    success: true as const,
    data: Array.from({ length: count }, (_, i) => makeReview(first + i)),
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

export function makeGalleryImage(id: number, caption: string | null = null): GalleryImage {
  return { id, image_url: `/uploads/gallery/${id}.jpg`, caption, width: null, height: null, variants: [] };
}
