import {
  ASPECT_MESSAGES,
  aspectNotOffered,
  aspectsOfVisit,
  type AspectRatings,
} from '@salonya/domain/reviews/aspects';
import type {
  AdminReview,
  CreateReviewBody,
  CustomerReview,
  PendingReview,
  ReviewSummary,
  SalonReview,
  UpdateReviewBody,
} from '@salonya/contracts/reviews';
import {
  isReviewEditable,
  REVIEW_MESSAGES as M,
  REVIEW_PHOTOS_MAX,
  REVIEW_WRITE_DAYS,
  reviewAuthorName,
  reviewEditableUntil,
  reviewRefusal,
  reviewWritableUntil,
} from '@salonya/domain/reviews/rules';
import type { Db } from '../../db/client';
import { SQL_STATE, sqlState } from '../../db/sql-state';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/uploads/file-store';
import { removeKeys } from '../../lib/uploads/image-pipeline';
import type { UploadedFile } from '../../lib/uploads/multipart';
import { processUploads, storeAndCommit } from '../../lib/uploads/stored-upload';
import { notifyAdmins } from '../admin/notifications.repository';
import type { MailDispatcher } from '../mail/mail.dispatcher';
import { deleteImages, insertImage } from '../salon-media/salon-media.repository';
import { keysOf } from '../salon-media/salon-media.service';
import { refreshSalonStats } from '../salons/salon-cards.repository';
import { bumpSearchVersion } from '../search/search-index';
import { emitReviewEvent } from './reviews.events';
import * as repo from './reviews.repository';

const DAY_MS = 86_400_000;

/**
 * Reviews (issue 19 item 1, ADR 0043). Every write that changes what the public sees (a new, edited, deleted,
 * hidden or restored review) recomputes the salon's and the staff member's rating_average and review_count and the
 * salon's list figures in its own transaction; after the commit the in-process search ranking index is marked
 * stale (bumpSearchVersion), so search order and cards follow at once.
 */
export function createReviewsService(deps: {
  db: Db;
  mail: MailDispatcher;
  appUrl: string;
  store: FileStore;
}) {
  const { db, mail, appUrl, store } = deps;

  async function afterRatingChange(tx: Db, salonId: number, staffIds: (number | null)[]): Promise<void> {
    await repo.recomputeRatings(
      tx,
      salonId,
      staffIds.filter((id): id is number => id !== null),
    );
    await refreshSalonStats(tx, [salonId]);
  }

  /** The rated aspects, when the visit offers each of them (422 on the first that it does not). */
  function offeredAspectRatings(ratings: AspectRatings | undefined, homeService: boolean): AspectRatings {
    const given = ratings ?? {};
    const refused = aspectNotOffered(given, aspectsOfVisit({ homeService }));
    if (refused !== null)
      throw AppError.field(`aspect_ratings.${refused}`, ASPECT_MESSAGES.notOffered(refused));
    return given;
  }

  function committed(withMail: boolean): void {
    bumpSearchVersion();
    if (withMail) mail.kick();
  }

  function toCustomerReview(r: repo.CustomerReviewRow, now: Date): CustomerReview {
    return {
      id: r.id,
      appointment_id: r.appointment_id,
      salon: { id: r.salon_id, name: r.salon_name },
      staff_name: r.staff_name,
      service_names: r.service_names,
      visit_at: r.visit_at,
      rating: r.rating,
      aspect_ratings: r.aspect_ratings,
      aspects: aspectsOfVisit({ homeService: r.home_service }),
      comment: r.comment,
      status: r.status,
      reply: r.reply,
      replied_at: r.replied_at,
      moderation_reason: r.moderation_reason,
      photos: repo.toReviewPhotos(r.photos),
      created_at: r.created_at.toISOString(),
      editable_until: reviewEditableUntil(r.created_at).toISOString(),
      can_edit: isReviewEditable(r.created_at, r.status, now),
    };
  }

  function toPending(r: repo.PendingRow): PendingReview {
    return {
      appointment_id: r.appointment_id,
      salon: { id: r.salon_id, name: r.salon_name },
      staff_name: r.staff_name,
      service_names: r.service_names,
      visit_at: r.visit_at,
      writable_until: reviewWritableUntil(r.ended_at).toISOString(),
      aspects: aspectsOfVisit({ homeService: r.home_service }),
    };
  }

  function toSalonReview(r: repo.SalonReviewRow): SalonReview {
    return {
      id: r.id,
      rating: r.rating,
      aspect_ratings: r.aspect_ratings,
      comment: r.comment,
      status: r.status,
      author_name: reviewAuthorName(r.author_name),
      staff_name: r.staff_name,
      service_names: r.service_names,
      visit_at: r.visit_at,
      reply: r.reply,
      replied_at: r.replied_at,
      reported_at: r.reported_at,
      report_reason: r.report_reason,
      // An admin's hide hides the photos too; only the moderation queue still shows them.
      photos: r.status === 'hidden' ? [] : repo.toReviewPhotos(r.photos),
      created_at: r.created_at,
    };
  }

  function toAdminReview(r: repo.SalonReviewRow): AdminReview {
    return {
      ...toSalonReview(r),
      salon: { id: r.salon_id, name: r.salon_name },
      author_full_name: r.author_name?.trim()
        ? `${r.author_name} (${r.author_email ?? ''})`
        : reviewAuthorName(null),
      moderation_reason: r.moderation_reason,
      moderated_at: r.moderated_at,
      photos: repo.toReviewPhotos(r.photos),
    };
  }

  async function ownReview(id: number, now: Date): Promise<CustomerReview> {
    const row = await repo.customerReview(db, id);
    if (!row) throw AppError.notFound(M.notFound);
    return toCustomerReview(row, now);
  }

  async function salonReviewDto(id: number): Promise<SalonReview> {
    const row = await repo.salonReview(db, id);
    if (!row) throw AppError.notFound(M.notFound);
    return toSalonReview(row);
  }

  async function adminReviewDto(id: number): Promise<AdminReview> {
    const row = await repo.salonReview(db, id);
    if (!row) throw AppError.notFound(M.notFound);
    return toAdminReview(row);
  }

  /** The customer's own review that may take `adding` more photos now (404, 409, 422 otherwise). */
  async function photoTarget(tx: Db, userId: number, id: number, adding: number, now: Date) {
    const review = await repo.lockReview(tx, id, { customerUserId: userId });
    if (!review) throw AppError.notFound(M.notFound);
    if (review.status === 'hidden') throw AppError.conflict('review_hidden', M.hiddenNotEditable);
    if (!isReviewEditable(review.created_at, review.status, now))
      throw AppError.conflict('edit_window_closed', M.photosEditWindowClosed);
    if ((await repo.countReviewPhotos(tx, id)) + adding > REVIEW_PHOTOS_MAX)
      throw AppError.field('file', M.photosFull);
    return review;
  }

  const pageMeta = (page: number, perPage: number, total: number) => ({
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  });

  return {
    async customerList(userId: number, now: Date) {
      const [reviews, pending] = await Promise.all([
        repo.customerReviews(db, userId),
        repo.pendingReviews(db, userId, new Date(now.getTime() - REVIEW_WRITE_DAYS * DAY_MS)),
      ]);
      return { reviews: reviews.map((r) => toCustomerReview(r, now)), pending: pending.map(toPending) };
    },

    async create(userId: number, body: CreateReviewBody & { comment: string }, now: Date) {
      const id = await inTransaction(db, async (tx) => {
        const appointment = await repo.lockAppointmentForReview(tx, Number(body.appointment_id));
        const refusal = reviewRefusal(
          appointment
            ? {
                customerUserId: appointment.customer_user_id,
                status: appointment.status,
                endedAt: appointment.ended_at,
                reviewed: appointment.reviewed,
              }
            : null,
          userId,
          now,
        );
        if (refusal === 'not_found' || !appointment) throw AppError.notFound(M.appointmentNotFound);
        if (refusal === 'not_completed') throw AppError.conflict('appointment_not_completed', M.notCompleted);
        if (refusal === 'duplicate') throw AppError.conflict('already_reviewed', M.duplicate);
        if (refusal === 'window_closed') throw AppError.conflict('review_window_closed', M.writeWindowClosed);
        const aspectRatings = offeredAspectRatings(body.aspect_ratings, appointment.home_service);
        let reviewId: number;
        try {
          reviewId = await repo.insertReview(tx, {
            salonId: appointment.salon_id,
            salonStaffId: appointment.salon_staff_id,
            customerUserId: userId,
            appointmentId: appointment.id,
            rating: body.rating,
            aspectRatings,
            comment: body.comment,
            now,
          });
        } catch (err) {
          if (sqlState(err) === SQL_STATE.uniqueViolation)
            throw AppError.conflict('already_reviewed', M.duplicate);
          throw err;
        }
        await afterRatingChange(tx, appointment.salon_id, [appointment.salon_staff_id]);
        await emitReviewEvent(tx, { kind: 'review.received', reviewId }, appUrl);
        return reviewId;
      });
      committed(true);
      return ownReview(id, now);
    },

    async update(userId: number, id: number, body: UpdateReviewBody & { comment: string }, now: Date) {
      await inTransaction(db, async (tx) => {
        const review = await repo.lockReview(tx, id, { customerUserId: userId });
        if (!review) throw AppError.notFound(M.notFound);
        if (review.status === 'hidden') throw AppError.conflict('review_hidden', M.hiddenNotEditable);
        if (!isReviewEditable(review.created_at, review.status, now))
          throw AppError.conflict('edit_window_closed', M.editWindowClosed);
        const aspectRatings = offeredAspectRatings(body.aspect_ratings, review.home_service);
        await repo.updateReviewText(
          tx,
          id,
          { rating: body.rating, aspectRatings, comment: body.comment },
          now,
        );
        await afterRatingChange(tx, review.salon_id, [review.salon_staff_id]);
      });
      committed(false);
      return ownReview(id, now);
    },

    async remove(userId: number, id: number, now: Date) {
      await inTransaction(db, async (tx) => {
        const review = await repo.lockReview(tx, id, { customerUserId: userId });
        if (!review) throw AppError.notFound(M.notFound);
        await repo.softDeleteReview(tx, id, now);
        await afterRatingChange(tx, review.salon_id, [review.salon_staff_id]);
      });
      committed(false);
    },

    /** Refuses an upload before its body is read: not the customer's review (404), closed (409), full (422). */
    async checkPhotoTarget(userId: number, id: number, now: Date): Promise<void> {
      await photoTarget(db, userId, id, 1, now);
    },

    /**
     * Photos added to the customer's own review (another's → 404) through the upload pipeline, while the review
     * is editable and not hidden (409), at most REVIEW_PHOTOS_MAX in all (422). One bad file refuses them all.
     */
    async addPhotos(userId: number, id: number, files: readonly UploadedFile[], now: Date) {
      const check = (tx: Db, adding: number) => photoTarget(tx, userId, id, adding, now);
      const { salon_id: salonId } = await check(db, files.length);
      const processed = await processUploads(files, 'review');
      await storeAndCommit(store, salonId, processed, (stored) =>
        inTransaction(db, async (tx) => {
          await check(tx, processed.length);
          for (const [index, image] of processed.entries()) {
            const row = await insertImage(tx, {
              salonId,
              purpose: 'review',
              width: image.width,
              height: image.height,
              variants: stored[index]!,
            });
            await repo.insertReviewPhoto(tx, id, row.id);
          }
          return { result: undefined };
        }),
      );
      return ownReview(id, now);
    },

    /** Removes a photo of the customer's own review (any time: it is their picture); 404 otherwise. */
    async removePhoto(userId: number, id: number, photoId: number, now: Date) {
      const keys = await inTransaction(db, async (tx) => {
        const review = await repo.lockReview(tx, id, { customerUserId: userId });
        if (!review) throw AppError.notFound(M.notFound);
        const photo = await repo.reviewPhotoImage(tx, id, photoId);
        if (!photo) throw AppError.notFound(M.photoNotFound);
        return keysOf(await deleteImages(tx, review.salon_id, [photo.image_id]));
      });
      await removeKeys(store, keys);
      return ownReview(id, now);
    },

    async salonList(
      scope: repo.ReviewScope,
      q: { page: number; per_page: number; rating?: number; answered?: 'yes' | 'no' },
    ): Promise<{ items: SalonReview[]; meta: ReturnType<typeof pageMeta> & { summary: ReviewSummary } }> {
      const [{ rows, total }, summary] = await Promise.all([
        repo.salonReviews(db, scope, {
          page: q.page,
          perPage: q.per_page,
          rating: q.rating,
          answered: q.answered,
        }),
        repo.reviewSummary(db, scope),
      ]);
      return { items: rows.map(toSalonReview), meta: { ...pageMeta(q.page, q.per_page, total), summary } };
    },

    async reply(salonId: number, id: number, text: string, now: Date) {
      const first = await inTransaction(db, async (tx) => {
        const review = await repo.lockReview(tx, id, { salonId });
        if (!review) throw AppError.notFound(M.notFound);
        const isFirst = review.reply === null;
        await repo.saveReply(tx, id, text, now, isFirst);
        if (isFirst) await emitReviewEvent(tx, { kind: 'review.answered', reviewId: id }, appUrl);
        return isFirst;
      });
      if (first) mail.kick();
      return { first, review: await salonReviewDto(id) };
    },

    async report(salonId: number, id: number, userId: number, reason: string, now: Date) {
      await inTransaction(db, async (tx) => {
        const review = await repo.lockReview(tx, id, { salonId });
        if (!review) throw AppError.notFound(M.notFound);
        if (review.status === 'reported') throw AppError.conflict('already_reported', M.alreadyReported);
        if (review.status === 'hidden') throw AppError.conflict('review_hidden', M.alreadyHidden);
        await repo.markReported(tx, id, userId, reason, now);
        const dto = await repo.salonReview(tx, id);
        await notifyAdmins(tx, {
          type: 'review_reported',
          title: `Şikâyet edilen yorum: ${dto?.salon_name ?? ''}`,
          message: reason,
          link: '/admin#reviews',
          entityType: 'review',
          entityId: id,
        });
      });
      return salonReviewDto(id);
    },

    async adminList(q: { page: number; per_page: number; status: 'reported' | 'hidden' | 'all' }) {
      const [{ rows, total }, counts] = await Promise.all([
        repo.adminReviews(db, q.status, q.page, q.per_page),
        repo.adminStatusCounts(db),
      ]);
      return {
        items: rows.map(toAdminReview),
        meta: { ...pageMeta(q.page, q.per_page, total), status_counts: counts },
      };
    },

    async moderate(id: number, action: 'hide' | 'restore', adminUserId: number, reason: string, now: Date) {
      const salonId = await inTransaction(db, async (tx) => {
        const review = await repo.lockReview(tx, id, 'any');
        if (!review) throw AppError.notFound(M.notFound);
        if (action === 'hide' && review.status === 'hidden')
          throw AppError.conflict('already_hidden', M.alreadyHidden);
        if (action === 'restore' && review.status === 'published')
          throw AppError.conflict('not_hidden', M.notHidden);
        await repo.moderate(tx, id, action === 'hide' ? 'hidden' : 'published', adminUserId, reason, now);
        await afterRatingChange(tx, review.salon_id, [review.salon_staff_id]);
        if (action === 'hide') await emitReviewEvent(tx, { kind: 'review.hidden', reviewId: id }, appUrl);
        return review.salon_id;
      });
      committed(action === 'hide');
      return { salonId, review: await adminReviewDto(id) };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
