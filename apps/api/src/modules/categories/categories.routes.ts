import { categoriesResponseSchema, categoryDetailResponseSchema } from '@salonya/contracts/catalogue';
import { errorResponses } from '@salonya/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy } from '../../plugins/policy';
import { listCategories, type CategoryRow } from './categories.repository';

const toDto = (r: CategoryRow) => ({ ...r, has_image: r.image_url !== null });

export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/categories',
    {
      config: { policy: policy.public() },
      schema: { response: { 200: categoriesResponseSchema, ...errorResponses } },
    },
    async () => {
      return { success: true as const, data: (await listCategories(db)).map(toDto) };
    },
  );

  app.get(
    '/categories/:id',
    {
      config: { policy: policy.public() },
      schema: {
        params: z.object({ id: z.string().max(20) }),
        response: { 200: categoryDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      const [category] = id === null ? [] : await listCategories(db, id);
      if (!category) throw AppError.notFound('Kategori bulunamadı');
      const parent =
        category.parent_id === null ? null : ((await listCategories(db, category.parent_id))[0] ?? null);
      return { success: true as const, data: { ...toDto(category), parent: parent ? toDto(parent) : null } };
    },
  );
};
