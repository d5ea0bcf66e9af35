import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { policy } from '../../plugins/policy';
import { selectSalonCards } from '../salons/salon-cards.repository';

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

interface CampaignRow {
  id: number;
  salon_id: number;
  title: string;
  description: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number | string;
  starts_on: string;
  ends_on: string;
  service_names: string[] | null;
}

export const campaignsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (
  app,
  { db, now },
) => {
  /** Running salon campaigns, each with its salon as a search-result card. */
  app.get(
    '/campaigns',
    { config: { policy: policy.public() }, schema: { querystring: campaignQuery } },
    async (request) => {
      const { city_id, limit } = request.query;
      const result = (await db.execute(sql`
      select c.id, c.salon_id, c.title, c.description, c.discount_type, c.discount_value,
        c.starts_on::text as starts_on, c.ends_on::text as ends_on,
        (select array_agg(sv.name order by sv.name) from campaign_services cs join services sv on sv.id = cs.service_id
          where cs.campaign_id = c.id) as service_names
      from campaigns c join salons s on s.id = c.salon_id
      where c.is_active and s.status = 'active' and current_date between c.starts_on and c.ends_on
        ${city_id === undefined ? sql`` : sql`and s.province_id = ${city_id}`}
      order by c.ends_on asc, c.id
      limit ${limit}`)) as unknown as { rows: CampaignRow[] };
      const ids = [...new Set(result.rows.map((r) => r.salon_id))];
      const { items } =
        ids.length === 0
          ? { items: [] }
          : await selectSalonCards(
              db,
              {
                where: [
                  sql`s.id in (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )})`,
                ],
                orderBy: sql`s.id`,
                limit: ids.length,
              },
              new Date(now()),
            );
      const salons = new Map(items.map((c) => [c.id, c]));
      return {
        success: true,
        data: result.rows
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

  app.get('/brand-campaigns', { config: { policy: policy.public() } }, async () => {
    const result = (await db.execute(sql`
      select id, brand_name, title, description, discount_text, image_url, starts_on::text as starts_on, ends_on::text as ends_on
      from brand_campaigns where is_active and current_date between starts_on and ends_on
      order by ends_on asc, id`)) as unknown as { rows: Record<string, unknown>[] };
    return { success: true, data: result.rows };
  });
};
