import {
  adminReviewSchema,
  customerReviewSchema,
  pendingReviewSchema,
  salonReviewSchema,
  type AdminReview,
  type CustomerReview,
  type PendingReview,
  type SalonReview,
} from '@salonya/contracts/reviews';

/** Review fixtures, each checked against the contract the API answers with. */

export function makePending(overrides: Partial<PendingReview> = {}): PendingReview {
  return pendingReviewSchema.parse({
    appointment_id: 501,
    salon: { id: 12, name: 'Moda Güzellik' },
    staff_name: 'Elif Demir',
    service_names: ['Saç Kesimi'],
    visit_at: '2026-11-20T10:00:00.000Z',
    writable_until: '2027-01-19T11:00:00.000Z',
    aspects: ['hizmet', 'personel', 'temizlik', 'fiyat', 'ortam'],
    ...overrides,
  });
}

export function makeCustomerReview(overrides: Partial<CustomerReview> = {}): CustomerReview {
  return customerReviewSchema.parse({
    id: 71,
    appointment_id: 500,
    salon: { id: 12, name: 'Moda Güzellik' },
    staff_name: 'Elif Demir',
    service_names: ['Fön'],
    visit_at: '2026-11-18T10:00:00.000Z',
    rating: 4,
    aspect_ratings: {},
    aspects: ['hizmet', 'personel', 'temizlik', 'fiyat', 'ortam'],
    comment: 'Çok memnun kaldım.',
    status: 'published',
    reply: null,
    replied_at: null,
    moderation_reason: null,
    photos: [],
    created_at: '2026-11-19T10:00:00.000Z',
    editable_until: '2026-11-26T10:00:00.000Z',
    can_edit: true,
    ...overrides,
  });
}

export function makeSalonReview(overrides: Partial<SalonReview> = {}): SalonReview {
  return salonReviewSchema.parse({
    id: 81,
    rating: 2,
    aspect_ratings: { hizmet: 3, personel: 2 },
    comment: 'Randevum gecikti.',
    status: 'published',
    author_name: 'Ayşe K.',
    staff_name: 'Elif Demir',
    service_names: ['Saç Kesimi'],
    visit_at: '2026-11-20T10:00:00.000Z',
    reply: null,
    replied_at: null,
    reported_at: null,
    report_reason: null,
    photos: [],
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  });
}

export function makeAdminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return adminReviewSchema.parse({
    ...makeSalonReview({
      status: 'reported',
      reported_at: '2026-11-22T10:00:00.000Z',
      report_reason: 'Hakaret var.',
    }),
    salon: { id: 12, name: 'Moda Güzellik' },
    author_full_name: 'Ayşe Kaya (ayse@ornek.com)',
    moderation_reason: null,
    moderated_at: null,
    ...overrides,
  });
}

export function reviewsPage(items: SalonReview[], page = 1) {
  return {
    success: true,
    data: items,
    meta: {
      current_page: page,
      per_page: 10,
      total: items.length,
      last_page: 1,
      summary: {
        rating_average: 3.5,
        review_count: items.length,
        unanswered_count: items.filter((r) => r.reply === null).length,
        distribution: [0, 1, 0, 0, 1],
      },
    },
  };
}
