import { errorEnvelopeSchema, errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import {
  galleryPhotoSchema,
  mediaImageSchema,
  reorderGalleryBodySchema,
  salonProfileSchema,
  updateGalleryPhotoBodySchema,
  updateSalonProfileBodySchema,
} from '@salonya/contracts/salon-media';
import { GALLERY_MAX_FILES_PER_UPLOAD, MEDIA_MESSAGES } from '@salonya/domain/catalogue/salon-media';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { FileStore } from '../../lib/uploads/file-store';
import { readImageUploads } from '../../lib/uploads/multipart';
import { policy, requireSession } from '../../plugins/policy';
import { ownedSalonParams, parseId, requireOwnedSalon } from '../salon-owner/owned-salon';
import {
  captionPhoto,
  chooseCover,
  deletePhoto,
  getSalonProfile,
  listSalonGallery,
  removeSalonImage,
  removeStaffPhoto,
  reorderGallery,
  saveSalonProfile,
  uploadGalleryPhotos,
  uploadSalonImage,
  uploadStaffPhoto,
  requireStaffAvatar,
} from './salon-media.service';

const photoParams = ownedSalonParams.extend({ photoId: z.string().max(20) });
const staffParams = ownedSalonParams.extend({ salonStaffId: z.string().max(20) });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  ...errorResponses,
};
const done = z.object({ success: z.literal(true), message: z.string() });
const owner = { policy: policy.can('salon.profile.update') };

/**
 * /salon/profil and /salon/galeri (issue 16, scope 3): the salon's public profile, logo, cover and photos.
 * Every path names the salon; another owner's salon or photo answers 404.
 */
export const salonMediaRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (
  app,
  { db, store },
) => {
  // Policy: salon owner, own salon only (another owner's salon: 404).
  app.get(
    '/salon-owner/salons/:salonId/profile',
    {
      config: owner,
      schema: { params: ownedSalonParams, response: { 200: successEnvelope(salonProfileSchema), ...errors } },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      return { success: true as const, data: await getSalonProfile(db, salon.id) };
    },
  );

  // Policy: salon owner, own salon only (another owner's salon: 404).
  app.put(
    '/salon-owner/salons/:salonId/profile',
    {
      config: owner,
      schema: {
        params: ownedSalonParams,
        body: updateSalonProfileBodySchema,
        response: { 200: successEnvelope(salonProfileSchema), ...errors },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      await saveSalonProfile(db, salon.id, request.body);
      return {
        success: true as const,
        data: await getSalonProfile(db, salon.id),
        message: MEDIA_MESSAGES.profileSaved,
      };
    },
  );

  for (const kind of ['logo', 'cover'] as const) {
    const savedMessage = kind === 'logo' ? MEDIA_MESSAGES.logoSaved : MEDIA_MESSAGES.coverSaved;
    const removedMessage = kind === 'logo' ? MEDIA_MESSAGES.logoRemoved : MEDIA_MESSAGES.coverRemoved;

    // Policy: salon owner, own salon only; multipart with one image file (logo or cover).
    app.post(
      `/salon-owner/salons/:salonId/${kind}`,
      {
        config: owner,
        schema: { params: ownedSalonParams, response: { 201: successEnvelope(mediaImageSchema), ...errors } },
      },
      async (request, reply) => {
        const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
        const { files } = await readImageUploads(request, 1);
        const image = await uploadSalonImage(db, store, salon.id, kind, files[0]!);
        return reply.status(201).send({ success: true as const, data: image, message: savedMessage });
      },
    );

    // Policy: salon owner, own salon only.
    app.delete(
      `/salon-owner/salons/:salonId/${kind}`,
      { config: owner, schema: { params: ownedSalonParams, response: { 200: done, ...errors } } },
      async (request) => {
        const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
        await removeSalonImage(db, store, salon.id, kind);
        return { success: true as const, message: removedMessage };
      },
    );
  }

  // Policy: salon owner, own salon only.
  app.get(
    '/salon-owner/salons/:salonId/gallery',
    {
      config: owner,
      schema: {
        params: ownedSalonParams,
        response: { 200: successEnvelope(z.array(galleryPhotoSchema)), ...errors },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      return { success: true as const, data: await listSalonGallery(db, salon.id) };
    },
  );

  // Policy: salon owner, own salon only; multipart with up to 10 image files (all stored or none).
  app.post(
    '/salon-owner/salons/:salonId/gallery',
    {
      config: owner,
      schema: {
        params: ownedSalonParams,
        response: { 201: successEnvelope(z.array(galleryPhotoSchema)), ...errors },
      },
    },
    async (request, reply) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const { files } = await readImageUploads(request, GALLERY_MAX_FILES_PER_UPLOAD);
      const photos = await uploadGalleryPhotos(db, store, salon.id, files);
      return reply.status(201).send({
        success: true as const,
        data: photos,
        message: files.length > 1 ? MEDIA_MESSAGES.uploadedMany(files.length) : MEDIA_MESSAGES.uploaded,
      });
    },
  );

  // Policy: salon owner, own salon only; the whole new order of the salon's photos.
  app.put(
    '/salon-owner/salons/:salonId/gallery/order',
    {
      config: owner,
      schema: {
        params: ownedSalonParams,
        body: reorderGalleryBodySchema,
        response: { 200: successEnvelope(z.array(galleryPhotoSchema)), ...errors },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      return {
        success: true as const,
        data: await reorderGallery(db, salon.id, request.body.photo_ids),
        message: MEDIA_MESSAGES.orderSaved,
      };
    },
  );

  // Policy: salon owner, own salon's photo only (another salon's photo: 404).
  app.patch(
    '/salon-owner/salons/:salonId/gallery/:photoId',
    {
      config: owner,
      schema: {
        params: photoParams,
        body: updateGalleryPhotoBodySchema,
        response: { 200: successEnvelope(galleryPhotoSchema), ...errors },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const photoId = parseId(request.params.photoId, MEDIA_MESSAGES.photoNotFound);
      return {
        success: true as const,
        data: await captionPhoto(db, salon.id, photoId, request.body.caption),
        message: MEDIA_MESSAGES.captionSaved,
      };
    },
  );

  // Policy: salon owner, own salon's photo only (another salon's photo: 404).
  app.put(
    '/salon-owner/salons/:salonId/gallery/:photoId/cover',
    {
      config: owner,
      schema: { params: photoParams, response: { 200: successEnvelope(galleryPhotoSchema), ...errors } },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const photoId = parseId(request.params.photoId, MEDIA_MESSAGES.photoNotFound);
      return {
        success: true as const,
        data: await chooseCover(db, store, salon.id, photoId),
        message: MEDIA_MESSAGES.coverChosen,
      };
    },
  );

  // Policy: salon owner, own salon's photo only (another salon's photo: 404).
  app.delete(
    '/salon-owner/salons/:salonId/gallery/:photoId',
    { config: owner, schema: { params: photoParams, response: { 200: done, ...errors } } },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const photoId = parseId(request.params.photoId, MEDIA_MESSAGES.photoNotFound);
      await deletePhoto(db, store, salon.id, photoId);
      return { success: true as const, message: MEDIA_MESSAGES.deleted };
    },
  );

  // Policy: salon owner, own salon's staff member only (another salon's member: 404); multipart with one image.
  app.post(
    '/salon-owner/salons/:salonId/staff/:salonStaffId/photo',
    {
      config: owner,
      schema: { params: staffParams, response: { 201: successEnvelope(mediaImageSchema), ...errors } },
    },
    async (request, reply) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const staffId = parseId(request.params.salonStaffId, TEAM_MESSAGES.staffNotFound);
      // Another salon's member is a 404 before the body is read (no upload work, no hint from a 415).
      await requireStaffAvatar(db, salon.id, staffId);
      const { files } = await readImageUploads(request, 1);
      const image = await uploadStaffPhoto(db, store, salon.id, staffId, files[0]!);
      return reply
        .status(201)
        .send({ success: true as const, data: image, message: MEDIA_MESSAGES.staffPhotoSaved });
    },
  );

  // Policy: salon owner, own salon's staff member only (another salon's member: 404).
  app.delete(
    '/salon-owner/salons/:salonId/staff/:salonStaffId/photo',
    { config: owner, schema: { params: staffParams, response: { 200: done, ...errors } } },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const staffId = parseId(request.params.salonStaffId, TEAM_MESSAGES.staffNotFound);
      await removeStaffPhoto(db, store, salon.id, staffId);
      return { success: true as const, message: MEDIA_MESSAGES.staffPhotoRemoved };
    },
  );
};
