import {
  homeListQuerySchema,
  homeListResponseSchema,
  serviceCategoriesResponseSchema,
} from '@salonya/contracts/catalogue';
import { errorResponses } from '@salonya/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { policy } from '../../plugins/policy';
import { HOME_LISTS, homeList, serviceCategories } from './home.repository';

export const homeRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (app, { db, now }) => {
  for (const list of HOME_LISTS) {
    app.get(
      `/home/${list}`,
      {
        config: { policy: policy.public() },
        schema: {
          querystring: homeListQuerySchema,
          response: { 200: homeListResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { items } = await homeList(db, list, request.query, new Date(now()));
        return {
          success: true as const,
          data: items,
          meta: { count: items.length, limit: request.query.limit },
        };
      },
    );
  }

  app.get(
    '/home/service-categories',
    {
      config: { policy: policy.public() },
      schema: { response: { 200: serviceCategoriesResponseSchema, ...errorResponses } },
    },
    async () => ({ success: true as const, data: await serviceCategories(db) }),
  );
};
