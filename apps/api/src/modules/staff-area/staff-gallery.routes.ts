import { adminIdParamsSchema } from '@salonya/contracts/admin';
import { errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import {
  adminStaffGalleryItemSchema,
  adminStaffGalleryQuerySchema,
  adminStaffGalleryResponseSchema,
  publicStaffWorkResponseSchema,
  rejectStaffPhotoBodySchema,
} from '@salonya/contracts/staff-area';
import { SALON_NOT_FOUND } from '@salonya/domain/messages';
import { STAFF_GALLERY_MESSAGES } from '@salonya/domain/staff/gallery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { policy, requireSession } from '../../plugins/policy';
import { parseId } from '../salon-owner/owned-salon';
import { moderationQueue, publicWorkPhotos, reviewWorkPhoto } from './staff-gallery.service';

const idParams = z.object({ id: z.string().max(20) });
const SPECIALIST_NOT_FOUND = 'Uzman bulunamadı';

/**
 * The staff members' work photos beyond their own area (issue 20 scope 3): the admin's moderation (admin
 * staff-gallery: queue, approve, reject with a reason; every decision is in the audit log) and the approved photos
 * on the public pages (/uzman/{id}, the salon page). A photo not approved never shows publicly.
 */
export const staffGalleryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Policy: admin only.
  app.get(
    '/admin/staff-gallery',
    {
      config: { policy: policy.can('admin.staff_gallery.moderate') },
      schema: {
        querystring: adminStaffGalleryQuerySchema,
        response: { 200: adminStaffGalleryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await moderationQueue(db, request.query.status, request.query.page),
    }),
  );

  // Policy: admin only; a photo waiting for review (decided: 409).
  app.post(
    '/admin/staff-gallery/:id/approve',
    {
      config: { policy: policy.can('admin.staff_gallery.moderate') },
      schema: {
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(adminStaffGalleryItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const item = await reviewWorkPhoto(db, request.params.id, session.user.id, { approve: true });
      request.audit = {
        action: 'staff_gallery.approve',
        entityType: 'staff_gallery_photo',
        entityId: item.id,
        salonId: item.salon.id,
      };
      return { success: true as const, data: item, message: STAFF_GALLERY_MESSAGES.approved };
    },
  );

  // Policy: admin only; the reason (422 per field) is shown to the staff member.
  app.post(
    '/admin/staff-gallery/:id/reject',
    {
      config: { policy: policy.can('admin.staff_gallery.moderate') },
      schema: {
        params: adminIdParamsSchema,
        body: rejectStaffPhotoBodySchema,
        response: { 200: successEnvelope(adminStaffGalleryItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const item = await reviewWorkPhoto(db, request.params.id, session.user.id, {
        approve: false,
        reason: request.body.reason,
      });
      request.audit = {
        action: 'staff_gallery.reject',
        entityType: 'staff_gallery_photo',
        entityId: item.id,
        salonId: item.salon.id,
      };
      return { success: true as const, data: item, message: STAFF_GALLERY_MESSAGES.rejected };
    },
  );

  // Public: a specialist's approved work photos (/uzman/{id}).
  app.get(
    '/specialists/:id/work-photos',
    {
      config: { policy: policy.public() },
      schema: { params: idParams, response: { 200: publicStaffWorkResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await publicWorkPhotos(db, { salonStaffId: parseId(request.params.id, SPECIALIST_NOT_FOUND) }),
    }),
  );

  // Public: the approved work photos of a salon's staff (the salon page).
  app.get(
    '/salons/:id/staff-work-photos',
    {
      config: { policy: policy.public() },
      schema: { params: idParams, response: { 200: publicStaffWorkResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await publicWorkPhotos(db, { salonId: parseId(request.params.id, SALON_NOT_FOUND) }),
    }),
  );
};
