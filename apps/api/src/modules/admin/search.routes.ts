import { errorResponses } from '@salonya/contracts/envelope';
import { adminSearchQuerySchema, adminSearchResponseSchema } from '@salonya/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { policy } from '../../plugins/policy';
import { globalSearch } from './search.repository';

export const adminSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/search',
    {
      config: { policy: policy.can('admin.dashboard.view') },
      schema: {
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query.q;
      return { success: true as const, data: { query: q, results: await globalSearch(db, q) } };
    },
  );
};
