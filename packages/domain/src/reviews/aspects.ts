/**
 * Per-aspect ratings of a review (issue 19 item 1): besides the overall 1–5, a customer may rate each aspect of the
 * visit the salon offered. Every visit has the service, the staff, cleanliness and value for money; a visit in the
 * salon adds its atmosphere, a home visit its punctuality. Aspects are optional; one given is 1–5.
 */
export const REVIEW_ASPECTS = ['hizmet', 'personel', 'temizlik', 'fiyat', 'ortam', 'dakiklik'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

export const REVIEW_ASPECT_LABELS: Readonly<Record<ReviewAspect, string>> = {
  hizmet: 'Hizmet kalitesi',
  personel: 'Personel',
  temizlik: 'Temizlik ve hijyen',
  fiyat: 'Fiyat / performans',
  ortam: 'Salon ortamı',
  dakiklik: 'Dakiklik',
};

export type AspectRatings = Partial<Record<ReviewAspect, number>>;

/** The aspects a visit can be rated on: a home visit has no salon atmosphere, a visit in the salon no travel. */
export function aspectsOfVisit(visit: { homeService: boolean }): ReviewAspect[] {
  return ['hizmet', 'personel', 'temizlik', 'fiyat', visit.homeService ? 'dakiklik' : 'ortam'];
}

export const ASPECT_MESSAGES = {
  notOffered: (aspect: ReviewAspect) => `${REVIEW_ASPECT_LABELS[aspect]} bu randevu için puanlanamaz.`,
  rating: 'Her başlık için 1 ile 5 arasında bir puan verin.',
} as const;

/** The first aspect given that the visit does not offer, or null when all are allowed. */
export function aspectNotOffered(
  ratings: AspectRatings,
  offered: readonly ReviewAspect[],
): ReviewAspect | null {
  for (const aspect of REVIEW_ASPECTS)
    if (ratings[aspect] !== undefined && !offered.includes(aspect)) return aspect;
  return null;
}

/** The given aspects in the vocabulary's order, for display: [aspect, label, rating]. */
export function aspectRows(
  ratings: AspectRatings,
): { aspect: ReviewAspect; label: string; rating: number }[] {
  const rows: { aspect: ReviewAspect; label: string; rating: number }[] = [];
  for (const aspect of REVIEW_ASPECTS) {
    const rating = ratings[aspect];
    if (rating !== undefined) rows.push({ aspect, label: REVIEW_ASPECT_LABELS[aspect], rating });
  }
  return rows;
}
