import {
  availabilityDeleteResponseSchema,
  availabilityOverviewResponseSchema,
  availabilityQuerySchema,
  blockingResponseSchema,
  breakResponseSchema,
  bulkDeleteBodySchema,
  bulkDeleteResponseSchema,
  createBlockingBodySchema,
  createBreakBodySchema,
  createMyBlockingBodySchema,
  createMyBreakBodySchema,
  updateBlockingBodySchema,
  updateBreakBodySchema,
} from '@salonya/contracts/availability';
import { errorResponses } from '@salonya/contracts/envelope';
import {
  BULK_DELETE_NONE_DELETED,
  DELETE_NOT_FOUND,
  SALON_NOT_FOUND,
  bulkDeletePartialMessage,
} from '@salonya/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import { AVAILABILITY_MESSAGES, createAvailabilityService } from './availability.service';

// A malformed id names nothing: 404 like an unknown one.
const idParams = z.object({ id: z.string().max(20) });
const salonParams = z.object({ salonId: z.string().max(20) });
const staffParams = z.object({ staffId: z.string().max(20) });
function idOf(raw: string, notFound: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647)
    throw AppError.notFound(notFound);
  return Number(raw);
}

/** Availability management (SPEC §7.5, issue 7): overview, blockings, breaks, bulk delete. */
export const availabilityRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => number;
  appUrl: string;
}> = async (app, { db, now, appUrl }) => {
  const service = createAvailabilityService({ db, now, appUrl });

  // ── Reading ──────────────────────────────────────────────────────────────────────────────────────────────

  // Policy: staff only; their own items.
  app.get(
    '/staff/availability',
    {
      config: { policy: policy.can('availability.view', 'staff') },
      schema: {
        querystring: availabilityQuerySchema,
        response: { 200: availabilityOverviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.overview(requireSession(request).user, { kind: 'self' }, request.query),
    }),
  );

  // Policy: owner of the salon (team view); staff of the salon (own items); other user types only salon 1 (system).
  app.get(
    '/unified-availability/salon/:salonId/overview',
    {
      config: { policy: policy.can('availability.view') },
      schema: {
        params: salonParams,
        querystring: availabilityQuerySchema,
        response: { 200: availabilityOverviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const salonId = idOf(request.params.salonId, SALON_NOT_FOUND);
      return {
        success: true as const,
        data: await service.overview(requireSession(request).user, { kind: 'salon', salonId }, request.query),
      };
    },
  );

  // Policy: owner of the staff member's salon; the staff member themselves; other user types only salon 1's staff.
  app.get(
    '/unified-availability/staff/:staffId',
    {
      config: { policy: policy.can('availability.view') },
      schema: {
        params: staffParams,
        querystring: availabilityQuerySchema,
        response: { 200: availabilityOverviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staffId = idOf(request.params.staffId, AVAILABILITY_MESSAGES.staffNotFound);
      return {
        success: true as const,
        data: await service.overview(requireSession(request).user, { kind: 'staff', staffId }, request.query),
      };
    },
  );

  // ── Writing: general paths (owner) and 'my' paths (staff) ─────────────────────────────────────────────────

  for (const mode of ['general', 'my'] as const) {
    const role = policy.can('availability.manage', mode === 'general' ? 'salon_owner' : 'staff');
    const blockingPath =
      mode === 'general' ? '/unified-availability/blocking' : '/unified-availability/my-blocking';
    const breakPath =
      mode === 'general' ? '/unified-availability/break-time' : '/unified-availability/my-break';
    // The staff member is chosen on the owner's paths (required) and is the caller on the 'my' paths.
    const createBlockingBody = mode === 'general' ? createBlockingBodySchema : createMyBlockingBodySchema;
    const createBreakBody = mode === 'general' ? createBreakBodySchema : createMyBreakBodySchema;

    // Policy: owner for the staff of their salons (general) / staff for themselves (my).
    app.post(
      blockingPath,
      {
        config: { policy: role },
        schema: {
          body: createBlockingBody,
          response: { 201: blockingResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const result = await service.createBlocking(requireSession(request).user, mode, request.body);
        return reply.status(201).send({ success: true as const, data: result.data, message: result.message });
      },
    );

    // Policy: owner for items of their salons / staff for their own items.
    app.put(
      `${blockingPath}/:id`,
      {
        config: { policy: role },
        schema: {
          params: idParams,
          body: updateBlockingBodySchema,
          response: { 200: blockingResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const id = idOf(request.params.id, AVAILABILITY_MESSAGES.itemNotFound);
        const result = await service.updateBlocking(requireSession(request).user, mode, id, request.body);
        return { success: true as const, data: result.data, message: result.message };
      },
    );

    // Policy: owner for items of their salons / staff for their own items.
    app.delete(
      `${blockingPath}/:id`,
      {
        config: { policy: role },
        schema: { params: idParams, response: { 200: availabilityDeleteResponseSchema, ...errorResponses } },
      },
      async (request) => {
        const id = idOf(request.params.id, DELETE_NOT_FOUND);
        return {
          success: true as const,
          ...(await service.deleteOne(requireSession(request).user, mode, 'blocking', id)),
        };
      },
    );

    // Policy: owner for the staff of their salons / staff for themselves.
    app.post(
      breakPath,
      {
        config: { policy: role },
        schema: { body: createBreakBody, response: { 201: breakResponseSchema, ...errorResponses } },
      },
      async (request, reply) => {
        const result = await service.createBreak(requireSession(request).user, mode, request.body);
        return reply.status(201).send({ success: true as const, data: result.data, message: result.message });
      },
    );

    // Policy: owner for items of their salons / staff for their own items.
    app.put(
      `${breakPath}/:id`,
      {
        config: { policy: role },
        schema: {
          params: idParams,
          body: updateBreakBodySchema,
          response: { 200: breakResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const id = idOf(request.params.id, AVAILABILITY_MESSAGES.itemNotFound);
        const result = await service.updateBreak(requireSession(request).user, mode, id, request.body);
        return { success: true as const, data: result.data, message: result.message };
      },
    );

    // Policy: owner for items of their salons / staff for their own items.
    app.delete(
      `${breakPath}/:id`,
      {
        config: { policy: role },
        schema: { params: idParams, response: { 200: availabilityDeleteResponseSchema, ...errorResponses } },
      },
      async (request) => {
        const id = idOf(request.params.id, DELETE_NOT_FOUND);
        return {
          success: true as const,
          ...(await service.deleteOne(requireSession(request).user, mode, 'break', id)),
        };
      },
    );

    // Policy: owner (bulk-delete) / staff (my-bulk-delete); other user types 403 'Bu işlem için yetkiniz yok'.
    app.delete(
      mode === 'general' ? '/unified-availability/bulk-delete' : '/unified-availability/my-bulk-delete',
      {
        config: { policy: role },
        schema: {
          body: bulkDeleteBodySchema,
          response: { 200: bulkDeleteResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const data = await service.bulkDelete(requireSession(request).user, mode, request.body.item_ids);
        const message =
          data.deleted_count === 0
            ? BULK_DELETE_NONE_DELETED
            : data.deleted_count < data.total_requested
              ? bulkDeletePartialMessage(
                  data.deleted_count,
                  data.total_requested,
                  data.errors.map((e) => e.message),
                )
              : AVAILABILITY_MESSAGES.bulkDeleted(data.deleted_count);
        return { success: true as const, data, message };
      },
    );
  }
};
