import { errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import {
  createServiceBodySchema,
  deleteServiceResultSchema,
  homeServiceSettingsBodySchema,
  homeServiceSettingsSchema,
  ownerServiceListQuerySchema,
  ownerServiceListSchema,
  ownerServiceParamsSchema,
  ownerServiceSchema,
  reorderServicesBodySchema,
  updateServiceBodySchema,
} from '@salonya/contracts/owner-services';
import { SERVICE_MESSAGES as M } from '@salonya/domain/catalogue/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { policy, requireSession } from '../../plugins/policy';
import { ownedSalonParams, parseId, requireOwnedSalon } from './owned-salon';
import { createOwnerServicesService } from './owner-services.service';

const owner = { policy: policy.can('salon.service.update') };
const serviceResponse = { 200: successEnvelope(ownerServiceSchema), ...errorResponses };

/**
 * /salon/hizmetler and /salon/eve-gelen-hizmet: the selected salon's services and home-service rules under
 * /salon-owner/salons/{salonId}/…. Another owner's salon and another salon's service answer 404.
 */
export const ownerServicesRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (
  app,
  { db, now },
) => {
  const services = createOwnerServicesService({ db, now });
  const serviceId = (raw: string) => parseId(raw, M.notFound);

  // Policy: salon_owner; only a salon of the signed-in owner (else 404).
  app.get(
    '/salon-owner/salons/:salonId/services',
    {
      config: owner,
      schema: {
        params: ownedSalonParams,
        querystring: ownerServiceListQuerySchema,
        response: { 200: successEnvelope(ownerServiceListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      return { success: true as const, data: await services.list(salon, request.query) };
    },
  );

  // Policy: salon_owner; only a salon of the signed-in owner (else 404).
  app.post(
    '/salon-owner/salons/:salonId/services',
    {
      config: owner,
      schema: {
        params: ownedSalonParams,
        body: createServiceBodySchema,
        response: { 201: successEnvelope(ownerServiceSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const data = await services.create(salon, request.body);
      return reply.status(201).send({ success: true as const, message: M.created, data });
    },
  );

  // Policy: salon_owner; only a salon of the signed-in owner (else 404), every service of it once.
  app.put(
    '/salon-owner/salons/:salonId/services/order',
    {
      config: owner,
      schema: {
        params: ownedSalonParams,
        body: reorderServicesBodySchema,
        response: { 200: successEnvelope(z.array(ownerServiceSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const data = await services.reorder(salon, request.body.service_ids);
      return { success: true as const, message: M.reordered, data };
    },
  );

  // Policy: salon_owner; only a service of a salon of the signed-in owner (else 404).
  app.patch(
    '/salon-owner/salons/:salonId/services/:serviceId',
    {
      config: owner,
      schema: { params: ownerServiceParamsSchema, body: updateServiceBodySchema, response: serviceResponse },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const data = await services.update(salon, serviceId(request.params.serviceId), request.body);
      return { success: true as const, message: M.updated, data };
    },
  );

  // Policy: salon_owner; only a service of a salon of the signed-in owner (else 404).
  app.delete(
    '/salon-owner/salons/:salonId/services/:serviceId',
    {
      config: owner,
      schema: {
        params: ownerServiceParamsSchema,
        response: { 200: successEnvelope(deleteServiceResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const data = await services.remove(salon, serviceId(request.params.serviceId));
      return {
        success: true as const,
        message: data.outcome === 'archived' ? M.archived : M.deleted,
        data,
      };
    },
  );

  // Policy: salon_owner; only an archived service of a salon of the signed-in owner (else 404).
  app.post(
    '/salon-owner/salons/:salonId/services/:serviceId/restore',
    { config: owner, schema: { params: ownerServiceParamsSchema, response: serviceResponse } },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const data = await services.restore(salon, serviceId(request.params.serviceId));
      return { success: true as const, message: M.restored, data };
    },
  );

  // Policy: salon_owner; only a salon of the signed-in owner (else 404).
  app.get(
    '/salon-owner/salons/:salonId/home-service',
    {
      config: owner,
      schema: {
        params: ownedSalonParams,
        response: { 200: successEnvelope(homeServiceSettingsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      return { success: true as const, data: await services.homeSettings(salon) };
    },
  );

  // Policy: salon_owner; only a salon of the signed-in owner (else 404) and its own services.
  app.put(
    '/salon-owner/salons/:salonId/home-service',
    {
      config: owner,
      schema: {
        params: ownedSalonParams,
        body: homeServiceSettingsBodySchema,
        response: { 200: successEnvelope(homeServiceSettingsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      const data = await services.saveHomeSettings(salon, request.body);
      return { success: true as const, message: M.homeSaved, data };
    },
  );
};
