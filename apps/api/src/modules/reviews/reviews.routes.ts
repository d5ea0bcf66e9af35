import { errorEnvelopeSchema, errorResponses, messageResponseSchema } from '@salonya/contracts/envelope';
import {
  adminReviewResponseSchema,
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  createReviewBodySchema,
  customerReviewResponseSchema,
  customerReviewsResponseSchema,
  ownerReviewsQuerySchema,
  reviewIdParamsSchema,
  reviewPhotoParamsSchema,
  reviewPhotosResponseSchema,
  reviewReasonBodySchema,
  reviewReplyBodySchema,
  salonReviewResponseSchema,
  salonReviewsResponseSchema,
  updateReviewBodySchema,
} from '@salonya/contracts/reviews';
import { REVIEW_MESSAGES as M, REVIEW_PHOTOS_MAX } from '@salonya/domain/reviews/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { readImageUploads } from '../../lib/uploads/multipart';
import { policy, requireSession } from '../../plugins/policy';
import { ownedSalonParams, parseId, requireOwnedSalon } from '../salon-owner/owned-salon';
import type { ReviewsService } from './reviews.service';

const ownerReviewParams = ownedSalonParams.extend({ reviewId: z.string().max(20) });
const uploadErrors = {
  400: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  ...errorResponses,
};

/** Reviews in every area (issue 19 item 1, ADR 0043). */
export const reviewsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => number;
  reviews: ReviewsService;
}> = async (app, { db, now, reviews }) => {
  // ── Customer (/musteri/yorumlar): their own reviews and completed visits waiting for one.
  app.get(
    '/customer/reviews',
    {
      config: { policy: policy.can('review.write', 'customer') },
      schema: { response: { 200: customerReviewsResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.customerList(requireSession(request).user.id, new Date(now())),
    }),
  );

  // Customers only; their own completed appointment (another's → 404), once (→ 409).
  app.post(
    '/customer/reviews',
    {
      config: { policy: policy.can('review.write', 'customer') },
      schema: {
        body: createReviewBodySchema,
        response: { 201: customerReviewResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await reviews.create(requireSession(request).user.id, request.body, new Date(now()));
      return reply.status(201).send({ success: true as const, message: M.created, data });
    },
  );

  // Customers only; their own review (another's → 404), within 7 days of writing it.
  app.put(
    '/customer/reviews/:id',
    {
      config: { policy: policy.can('review.write', 'customer') },
      schema: {
        params: reviewIdParamsSchema,
        body: updateReviewBodySchema,
        response: { 200: customerReviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.updated,
      data: await reviews.update(
        requireSession(request).user.id,
        request.params.id,
        request.body,
        new Date(now()),
      ),
    }),
  );

  // Customers only; multipart with 1–5 image files for their own review (another's → 404), while it is editable.
  app.post(
    '/customer/reviews/:id/photos',
    {
      config: { policy: policy.can('review.write', 'customer') },
      schema: {
        params: reviewIdParamsSchema,
        response: { 201: reviewPhotosResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const userId = requireSession(request).user.id;
      // Another's review or a closed one is refused before the files are read.
      await reviews.checkPhotoTarget(userId, request.params.id, new Date(now()));
      const { files } = await readImageUploads(request, REVIEW_PHOTOS_MAX);
      const data = await reviews.addPhotos(userId, request.params.id, files, new Date(now()));
      return reply.status(201).send({ success: true as const, message: M.photosAdded(files.length), data });
    },
  );

  // Customers only; a photo of their own review (another's review or photo → 404).
  app.delete(
    '/customer/reviews/:id/photos/:photoId',
    {
      config: { policy: policy.can('review.write', 'customer') },
      schema: {
        params: reviewPhotoParamsSchema,
        response: { 200: reviewPhotosResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.photoRemoved,
      data: await reviews.removePhoto(
        requireSession(request).user.id,
        request.params.id,
        request.params.photoId,
        new Date(now()),
      ),
    }),
  );

  // Customers only; their own review (another's → 404).
  app.delete(
    '/customer/reviews/:id',
    {
      config: { policy: policy.can('review.write', 'customer') },
      schema: { params: reviewIdParamsSchema, response: { 200: messageResponseSchema, ...errorResponses } },
    },
    async (request) => {
      await reviews.remove(requireSession(request).user.id, request.params.id, new Date(now()));
      return { success: true as const, message: M.deleted };
    },
  );

  // ── Owner (/salon/yorumlar): the selected salon's reviews; another owner's salon → 404.
  app.get(
    '/salon-owner/salons/:salonId/reviews',
    {
      config: { policy: policy.can('review.view', 'salon_owner') },
      schema: {
        params: ownedSalonParams,
        querystring: ownerReviewsQuerySchema,
        response: { 200: salonReviewsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(
        db,
        requireSession(request),
        request.params.salonId,
        'review.view',
      );
      const { items, meta } = await reviews.salonList({ salonId: salon.id }, request.query);
      return { success: true as const, data: items, meta };
    },
  );

  // Owner of the salon; the review must belong to it (another salon's → 404). One reply, editable.
  app.put(
    '/salon-owner/salons/:salonId/reviews/:reviewId/reply',
    {
      config: { policy: policy.can('review.reply') },
      schema: {
        params: ownerReviewParams,
        body: reviewReplyBodySchema,
        response: { 200: salonReviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(
        db,
        requireSession(request),
        request.params.salonId,
        'review.reply',
      );
      const id = parseId(request.params.reviewId, M.notFound);
      const { first, review } = await reviews.reply(salon.id, id, request.body.reply, new Date(now()));
      return { success: true as const, message: first ? M.replied : M.replyUpdated, data: review };
    },
  );

  // Owner of the salon; the review must belong to it (→ 404); a review is reported once (→ 409).
  app.post(
    '/salon-owner/salons/:salonId/reviews/:reviewId/report',
    {
      config: { policy: policy.can('review.report') },
      schema: {
        params: ownerReviewParams,
        body: reviewReasonBodySchema,
        response: { 200: salonReviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const salon = await requireOwnedSalon(db, session, request.params.salonId, 'review.report');
      const id = parseId(request.params.reviewId, M.notFound);
      const data = await reviews.report(salon.id, id, session.user.id, request.body.reason, new Date(now()));
      return { success: true as const, message: M.reported, data };
    },
  );

  // ── Staff (/personel/yorumlar): reviews of their own work only.
  app.get(
    '/staff/reviews',
    {
      config: { policy: policy.can('review.view', 'staff') },
      schema: {
        querystring: ownerReviewsQuerySchema,
        response: { 200: salonReviewsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { items, meta } = await reviews.salonList(
        { staffUserId: requireSession(request).user.id },
        request.query,
      );
      return { success: true as const, data: items, meta };
    },
  );

  // ── Admin (/admin#reviews): the queue of reported reviews, hide and restore with a reason (audited).
  app.get(
    '/admin/reviews',
    {
      config: { policy: policy.can('admin.review.moderate') },
      schema: {
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { items, meta } = await reviews.adminList(request.query);
      return { success: true as const, data: items, meta };
    },
  );

  for (const action of ['hide', 'restore'] as const) {
    app.post(
      `/admin/reviews/:id/${action}`,
      {
        config: { policy: policy.can('admin.review.moderate') },
        schema: {
          params: reviewIdParamsSchema,
          body: reviewReasonBodySchema,
          response: { 200: adminReviewResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const { salonId, review } = await reviews.moderate(
          request.params.id,
          action,
          session.user.id,
          request.body.reason,
          new Date(now()),
        );
        request.audit = { action: `review.${action}`, entityType: 'review', entityId: review.id, salonId };
        return { success: true as const, message: action === 'hide' ? M.hidden : M.restored, data: review };
      },
    );
  }
};
