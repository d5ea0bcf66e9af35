import { brandCampaignsResponseSchema, campaignsResponseSchema } from '@salonya/contracts/catalogue';
import { errorResponses } from '@salonya/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { policy } from '../../plugins/policy';
import { campaignSalonCards, runningBrandCampaigns, runningCampaigns } from './campaigns.repository';

const campaignQuery = z.preprocess(
  (v) => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '')) : v),
  z.object({
    city_id: z.coerce
      .number({ error: 'Şehir bir sayı olmalıdır.' })
      .int()
      .min(1, 'Şehir geçersiz.')
      .max(81, 'Şehir geçersiz.')
      .optional(),
    limit: z.coerce
      .number({ error: 'Limit bir sayı olmalıdır.' })
      .int()
      .min(1, 'Limit en az 1 olabilir.')
      .max(100_000)
      .transform((v) => Math.min(v, 100))
      .default(50),
  }),
);

export const campaignsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (
  app,
  { db, now },
) => {
  /** Running salon campaigns, each with its salon as a search-result card. */
  app.get(
    '/campaigns',
    {
      config: { policy: policy.public() },
      schema: { querystring: campaignQuery, response: { 200: campaignsResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { city_id, limit } = request.query;
      const rows = await runningCampaigns(db, city_id, limit);
      const ids = [...new Set(rows.map((r) => r.salon_id))];
      const items = await campaignSalonCards(db, ids, new Date(now()));
      const salons = new Map(items.map((c) => [c.id, c]));
      return {
        success: true as const,
        data: rows
          .filter((r) => salons.has(r.salon_id))
          .map((r) => ({
            id: r.id,
            title: r.title,
            description: r.description,
            discount_type: r.discount_type,
            // Percent, or lira for fixed discounts (stored in kuruş).
            discount_value:
              r.discount_type === 'fixed' ? Number(r.discount_value) / 100 : Number(r.discount_value),
            starts_on: r.starts_on,
            ends_on: r.ends_on,
            services: r.service_names ?? [],
            salon: salons.get(r.salon_id)!,
          })),
      };
    },
  );

  app.get(
    '/brand-campaigns',
    {
      config: { policy: policy.public() },
      schema: { response: { 200: brandCampaignsResponseSchema, ...errorResponses } },
    },
    async () => ({ success: true as const, data: await runningBrandCampaigns(db) }),
  );
};
