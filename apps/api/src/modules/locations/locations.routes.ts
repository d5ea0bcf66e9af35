import { errorResponses } from '@salonya/contracts/envelope';
import { districtsResponseSchema, provincesResponseSchema } from '@salonya/contracts/locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy } from '../../plugins/policy';
import { listDistricts, listProvinces, provinceExists, type ProvinceDto } from './locations.repository';

const provinceParams = z.object({
  id: z.coerce
    .number({ error: 'İl numarası geçersiz.' })
    .int('İl numarası geçersiz.')
    .min(1, 'İl numarası geçersiz.')
    .max(999, 'İl numarası geçersiz.'),
});

export const locationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Provinces never change at run time: load once per process.
  let cache: ProvinceDto[] | null = null;

  app.get(
    '/locations/provinces',
    {
      config: { policy: policy.public() },
      schema: { response: { 200: provincesResponseSchema, ...errorResponses } },
    },
    async (_request, reply) => {
      cache ??= await listProvinces(db);
      reply.header('Cache-Control', 'public, max-age=3600');
      return { success: true as const, data: cache };
    },
  );

  app.get(
    '/locations/provinces/:id/districts',
    {
      config: { policy: policy.public() },
      schema: { params: provinceParams, response: { 200: districtsResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await provinceExists(db, id))) throw AppError.notFound('İl bulunamadı.');
      reply.header('Cache-Control', 'public, max-age=3600');
      return { success: true as const, data: await listDistricts(db, id) };
    },
  );
};
