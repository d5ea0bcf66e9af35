/**
 * Review rules (issue 19 item 1, ADR 0043): who may review what and until when, and how an author is shown.
 * Pure functions; the API applies them where it loads the appointment or the review.
 */

/** A review can be edited (or its reply) for this many days after it was written. */
export const REVIEW_EDIT_DAYS = 7;
/** A completed visit can be reviewed for this many days after it ended. */
export const REVIEW_WRITE_DAYS = 60;
/** The review reminder goes out this long after a visit is completed (once). */
export const REVIEW_REMINDER_AFTER_MINUTES = 120;
/** Visits completed longer ago than this get no reminder (no flood of old visits when reminders start). */
export const REVIEW_REMINDER_MAX_AGE_HOURS = 48;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MIN = 2;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REASON_MIN = 10;
export const REVIEW_REASON_MAX = 500;
/** Photos a customer may add to one review (ADR 0051), and per upload. */
export const REVIEW_PHOTOS_MAX = 5;

const DAY_MS = 86_400_000;

export const DELETED_AUTHOR = 'Silinmiş kullanıcı';

export const REVIEW_MESSAGES = {
  notFound: 'Yorum bulunamadı.',
  appointmentNotFound: 'Randevu bulunamadı.',
  notCompleted: 'Yalnızca tamamlanmış randevularınız için yorum yazabilirsiniz.',
  writeWindowClosed: `Randevudan sonraki ${REVIEW_WRITE_DAYS} gün geçtiği için bu randevuya yorum yazılamaz.`,
  duplicate:
    'Bu randevu için zaten bir yorum yazdınız. Yorumunuzu Yorumlarım sayfasından düzenleyebilirsiniz.',
  editWindowClosed: `Yorumlar yazıldıktan sonraki ${REVIEW_EDIT_DAYS} gün içinde düzenlenebilir.`,
  hiddenNotEditable: 'Bu yorum yönetici tarafından gizlendiği için düzenlenemez.',
  alreadyReported: 'Bu yorum zaten bildirildi; inceleme sürüyor.',
  alreadyHidden: 'Bu yorum zaten gizli.',
  notHidden: 'Bu yorum yayında ve bildirilmemiş; geri alınacak bir işlem yok.',
  created: 'Yorumunuz yayımlandı. Teşekkür ederiz!',
  updated: 'Yorumunuz güncellendi.',
  deleted: 'Yorumunuz silindi.',
  replied: 'Yanıtınız yayımlandı.',
  replyUpdated: 'Yanıtınız güncellendi.',
  reported: 'Yorum incelenmek üzere yönetime bildirildi.',
  hidden: 'Yorum gizlendi; yazarı gerekçeyi görecek.',
  restored: 'Yorum yeniden yayında.',
  ratingRequired: 'Lütfen 1 ile 5 arasında bir puan verin.',
  commentMax: `Yorum en fazla ${REVIEW_COMMENT_MAX} karakter olabilir.`,
  replyMin: `Yanıt en az ${REVIEW_REPLY_MIN} karakter olmalıdır.`,
  replyMax: `Yanıt en fazla ${REVIEW_REPLY_MAX} karakter olabilir.`,
  reasonMin: `Gerekçe en az ${REVIEW_REASON_MIN} karakter olmalıdır.`,
  reasonMax: `Gerekçe en fazla ${REVIEW_REASON_MAX} karakter olabilir.`,
  photosFull: `Bir yoruma en fazla ${REVIEW_PHOTOS_MAX} fotoğraf ekleyebilirsiniz.`,
  photoNotFound: 'Fotoğraf bulunamadı.',
  photosAdded: (n: number) => (n === 1 ? 'Fotoğraf yoruma eklendi.' : `${n} fotoğraf yoruma eklendi.`),
  photoRemoved: 'Fotoğraf yorumdan kaldırıldı.',
  photosEditWindowClosed: `Fotoğraflar yorum yazıldıktan sonraki ${REVIEW_EDIT_DAYS} gün içinde eklenip kaldırılabilir.`,
} as const;

export type ReviewStatus = 'published' | 'hidden' | 'reported';

/** Why an appointment cannot be reviewed by this customer now, or null when it can. */
export type ReviewRefusal = 'not_found' | 'not_completed' | 'window_closed' | 'duplicate';

export interface ReviewableAppointment {
  customerUserId: number | null;
  status: string;
  /** When it ended (completed_at, else its end). */
  endedAt: Date;
  /** A live review of it exists. */
  reviewed: boolean;
}

export function reviewRefusal(
  appointment: ReviewableAppointment | null,
  customerUserId: number,
  now: Date,
): ReviewRefusal | null {
  if (!appointment || appointment.customerUserId !== customerUserId) return 'not_found';
  if (appointment.status !== 'completed') return 'not_completed';
  if (appointment.reviewed) return 'duplicate';
  if (now.getTime() - appointment.endedAt.getTime() > REVIEW_WRITE_DAYS * DAY_MS) return 'window_closed';
  return null;
}

/** The last moment a review written at `createdAt` may be edited. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

export function isReviewEditable(createdAt: Date, status: ReviewStatus, now: Date): boolean {
  return status !== 'hidden' && now.getTime() <= reviewEditableUntil(createdAt).getTime();
}

/** The last day (as an instant) a visit that ended at `endedAt` may be reviewed. */
export function reviewWritableUntil(endedAt: Date): Date {
  return new Date(endedAt.getTime() + REVIEW_WRITE_DAYS * DAY_MS);
}

/**
 * Reviewers are shown as "Ayşe K.": a marketplace never prints a customer's full surname. A deleted account
 * (no user, or an empty name after anonymisation) shows as 'Silinmiş kullanıcı'.
 */
export function reviewAuthorName(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return DELETED_AUTHOR;
  if (parts.length < 2) return parts[0]!;
  const last = parts.at(-1)!;
  return last.endsWith('.') && last.length <= 3
    ? parts.join(' ')
    : `${parts.slice(0, -1).join(' ')} ${last[0]!.toLocaleUpperCase('tr-TR')}.`;
}

/** Rating average as stored (numeric(3,2)): two decimals, 0 without reviews. */
export function ratingAverage(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum / ratings.length) * 100) / 100;
}
