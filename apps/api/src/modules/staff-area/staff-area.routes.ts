import {
  errorEnvelopeSchema,
  errorResponses,
  successEnvelope,
  type FieldErrors,
} from '@salonya/contracts/envelope';
import { mediaImageSchema } from '@salonya/contracts/salon-media';
import {
  staffDurationBodySchema,
  staffGalleryFieldsSchema,
  staffGalleryPhotoResponseSchema,
  staffGalleryResponseSchema,
  staffPublicProfileBodySchema,
  staffPublicProfileResponseSchema,
} from '@salonya/contracts/staff-area';
import {
  staffDashboardResponseSchema,
  staffServiceSchema,
  staffServicesResponseSchema,
} from '@salonya/contracts/staff-dashboard';
import { STAFF_DURATION_MESSAGES } from '@salonya/domain/staff/durations';
import { STAFF_GALLERY_MESSAGES } from '@salonya/domain/staff/gallery';
import { STAFF_PROFILE_MESSAGES } from '@salonya/domain/staff/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/uploads/file-store';
import { readImageUploads } from '../../lib/uploads/multipart';
import { policy, requireSession } from '../../plugins/policy';
import { parseId } from '../salon-owner/owned-salon';
import { setStaffServiceDuration, staffDashboard, staffServicesOf } from './staff-dashboard.service';
import { deleteWorkPhoto, listOwnGallery, updateWorkPhoto, uploadWorkPhoto } from './staff-gallery.service';
import {
  ownPublicProfile,
  removeOwnPhoto,
  saveOwnPublicProfile,
  uploadOwnPhoto,
} from './staff-profile.service';

const uploadErrors = {
  400: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  ...errorResponses,
};
const serviceParams = z.object({ serviceId: z.string().max(20) });
const photoParams = z.object({ photoId: z.string().max(20) });
const done = z.object({ success: z.literal(true), message: z.string() });

/** The multipart upload's text fields (caption, service_id) through the same schema as the JSON edit. */
function galleryFieldsOf(fields: Record<string, string>) {
  const serviceId = fields.service_id?.trim() ?? '';
  const parsed = staffGalleryFieldsSchema.safeParse({
    caption: fields.caption ?? '',
    service_id: serviceId === '' ? null : /^\d{1,10}$/.test(serviceId) ? Number(serviceId) : Number.NaN,
  });
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
  throw AppError.validation(errors);
}

/**
 * The staff area's own screens (/personel, issue 20): the dashboard, the assigned services and own lengths, the work
 * photos and the public specialist profile. Every route is staff-only (another user type → 403) and reaches only the
 * caller's own salon_staff row: another member's photo is 404.
 */
export const staffAreaRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number; store: FileStore }> = async (
  app,
  { db, now, store },
) => {
  // Policy: staff; only their own day (their salon_staff row); a customer, owner or admin token → 403.
  app.get(
    '/staff/dashboard',
    {
      config: { policy: policy.can('appointment.list', 'staff') },
      schema: { response: { 200: staffDashboardResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await staffDashboard(db, requireSession(request).user.id, new Date(now())),
    }),
  );

  // Policy: staff; only the services assigned to their own salon_staff row; other tokens → 403.
  app.get(
    '/staff/services',
    {
      config: { policy: policy.can('staff.services.view', 'staff') },
      schema: { response: { 200: staffServicesResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await staffServicesOf(db, requireSession(request).user.id),
    }),
  );

  // Policy: staff; own length of a service assigned to them (another service → 404; salon does not allow → 409).
  app.put(
    '/staff/services/:serviceId/duration',
    {
      config: { policy: policy.can('staff.services.duration', 'staff') },
      schema: {
        params: serviceParams,
        body: staffDurationBodySchema,
        response: { 200: successEnvelope(staffServiceSchema), ...errorResponses },
      },
    },
    async (request) => {
      const serviceId = parseId(request.params.serviceId, STAFF_DURATION_MESSAGES.serviceNotAssigned);
      const minutes = request.body.duration_minutes;
      const service = await setStaffServiceDuration(db, requireSession(request).user.id, serviceId, minutes);
      return {
        success: true as const,
        data: service,
        message: minutes === null ? STAFF_DURATION_MESSAGES.reset : STAFF_DURATION_MESSAGES.saved,
      };
    },
  );

  // Policy: staff; their own work photos, every status, with the admin's reason for a rejected one.
  app.get(
    '/staff/gallery',
    {
      config: { policy: policy.can('staff.gallery.manage', 'staff') },
      schema: { response: { 200: staffGalleryResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await listOwnGallery(db, requireSession(request).user.id),
    }),
  );

  // Policy: staff; multipart with one image, caption and service_id (one of their own services).
  app.post(
    '/staff/gallery',
    {
      config: { policy: policy.can('staff.gallery.manage', 'staff') },
      schema: { response: { 201: staffGalleryPhotoResponseSchema, ...uploadErrors } },
    },
    async (request, reply) => {
      const { files, fields } = await readImageUploads(request, 1);
      const photo = await uploadWorkPhoto(
        db,
        store,
        requireSession(request).user.id,
        files[0]!,
        galleryFieldsOf(fields),
      );
      return reply
        .status(201)
        .send({ success: true as const, data: photo, message: STAFF_GALLERY_MESSAGES.uploaded });
    },
  );

  // Policy: staff; their own photo only (another member's → 404); a change sends it back for review.
  app.put(
    '/staff/gallery/:photoId',
    {
      config: { policy: policy.can('staff.gallery.manage', 'staff') },
      schema: {
        params: photoParams,
        body: staffGalleryFieldsSchema,
        response: { 200: staffGalleryPhotoResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const photoId = parseId(request.params.photoId, STAFF_GALLERY_MESSAGES.notFound);
      const photo = await updateWorkPhoto(db, requireSession(request).user.id, photoId, request.body);
      return { success: true as const, data: photo, message: STAFF_GALLERY_MESSAGES.updated };
    },
  );

  // Policy: staff; their own photo only (another member's → 404); the stored files go with it.
  app.delete(
    '/staff/gallery/:photoId',
    {
      config: { policy: policy.can('staff.gallery.manage', 'staff') },
      schema: { params: photoParams, response: { 200: done, ...errorResponses } },
    },
    async (request) => {
      const photoId = parseId(request.params.photoId, STAFF_GALLERY_MESSAGES.notFound);
      await deleteWorkPhoto(db, store, requireSession(request).user.id, photoId);
      return { success: true as const, message: STAFF_GALLERY_MESSAGES.deleted };
    },
  );

  // Policy: staff; their own public specialist profile (/uzman/{id}).
  app.get(
    '/staff/public-profile',
    {
      config: { policy: policy.can('staff.profile.update', 'staff') },
      schema: { response: { 200: staffPublicProfileResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await ownPublicProfile(db, requireSession(request).user.id),
    }),
  );

  // Policy: staff; the whole public profile replaces the stored one (422 per field).
  app.put(
    '/staff/public-profile',
    {
      config: { policy: policy.can('staff.profile.update', 'staff') },
      schema: {
        body: staffPublicProfileBodySchema,
        response: { 200: staffPublicProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveOwnPublicProfile(db, requireSession(request).user.id, request.body),
      message: STAFF_PROFILE_MESSAGES.saved,
    }),
  );

  // Policy: staff; multipart with one image: their own photo (replaces the previous upload).
  app.post(
    '/staff/public-profile/photo',
    {
      config: { policy: policy.can('staff.profile.update', 'staff') },
      schema: { response: { 201: successEnvelope(mediaImageSchema), ...uploadErrors } },
    },
    async (request, reply) => {
      const { files } = await readImageUploads(request, 1);
      const image = await uploadOwnPhoto(db, store, requireSession(request).user.id, files[0]!);
      return reply
        .status(201)
        .send({ success: true as const, data: image, message: STAFF_PROFILE_MESSAGES.photoSaved });
    },
  );

  // Policy: staff; back to the initials.
  app.delete(
    '/staff/public-profile/photo',
    {
      config: { policy: policy.can('staff.profile.update', 'staff') },
      schema: { response: { 200: done, ...errorResponses } },
    },
    async (request) => {
      await removeOwnPhoto(db, store, requireSession(request).user.id);
      return { success: true as const, message: STAFF_PROFILE_MESSAGES.photoRemoved };
    },
  );
};
