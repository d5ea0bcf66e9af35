import { errorEnvelopeSchema, errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import {
  ownerSalonListSchema,
  ownerSalonSchema,
  salonSettingsBodySchema,
  salonSettingsSchema,
  SWITCH_SALON_MESSAGES,
  switchSalonBodySchema,
} from '@salonya/contracts/salon-owner';
import { SALON_SETTINGS_MESSAGES } from '@salonya/domain/salon-owner/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { policy, requireSession } from '../../plugins/policy';
import { ownedSalonParams } from './owned-salon';
import { createSalonOwnerService } from './salon-owner.service';

const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  ...errorResponses,
};

/**
 * The owner's salons and the selected one (SPEC §4 'Selected salon', §7.2), and a salon's settings at
 * /salon/ayarlar (booking rules, online bookings on or off, the owner's mails).
 */
export const salonOwnerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createSalonOwnerService(db);

  // Policy: salon_owner only; the signed-in owner's own salons (an impersonation token: only its salon).
  app.get(
    '/salon-owner/salons',
    {
      config: { policy: policy.can('salon.manage') },
      schema: { response: { 200: successEnvelope(ownerSalonListSchema), ...errors } },
    },
    async (request) => ({ success: true as const, data: await service.salonList(requireSession(request)) }),
  );

  // Policy: salon_owner only; switching to another owner's (or a missing) salon is 404.
  app.post(
    '/salon-owner/switch-salon',
    {
      config: { policy: policy.can('salon.manage') },
      schema: {
        body: switchSalonBodySchema,
        response: { 200: successEnvelope(ownerSalonSchema), ...errors },
      },
    },
    async (request) => {
      const salon = await service.switchSalon(requireSession(request), request.body.salon_id);
      return { success: true as const, data: salon, message: SWITCH_SALON_MESSAGES.switched(salon.name) };
    },
  );

  // Policy: salon_owner only, their own salon (another owner's salon: 404).
  app.get(
    '/salon-owner/salons/:salonId/settings',
    {
      config: { policy: policy.can('salon.manage') },
      schema: {
        params: ownedSalonParams,
        response: { 200: successEnvelope(salonSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.settings(requireSession(request), request.params.salonId),
    }),
  );

  // Policy: salon_owner only, their own salon (another owner's salon: 404).
  app.put(
    '/salon-owner/salons/:salonId/settings',
    {
      config: { policy: policy.can('salon.manage') },
      schema: {
        params: ownedSalonParams,
        body: salonSettingsBodySchema,
        response: { 200: successEnvelope(salonSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateSettings(requireSession(request), request.params.salonId, request.body),
      message: SALON_SETTINGS_MESSAGES.saved,
    }),
  );
};
