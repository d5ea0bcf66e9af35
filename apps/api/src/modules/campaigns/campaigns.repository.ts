import type { SalonCard } from '@salonya/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { dateText, int, num, queryRows } from '../../db/rows';
import { selectSalonCards } from '../salons/salon-cards.repository';

const campaignRow = z.object({
  id: int,
  salon_id: int,
  title: z.string(),
  description: z.string(),
  discount_type: z.enum(['percentage', 'fixed']),
  discount_value: num,
  starts_on: dateText,
  ends_on: dateText,
  service_names: z.array(z.string()).nullable(),
});
export type CampaignRow = z.output<typeof campaignRow>;

const brandCampaignRow = z.object({
  id: int,
  brand_name: z.string(),
  title: z.string(),
  description: z.string(),
  discount_text: z.string(),
  image_url: z.string().nullable(),
  starts_on: dateText,
  ends_on: dateText,
});
export type BrandCampaignRow = z.output<typeof brandCampaignRow>;

/** Running campaigns of active salons (optionally in one province), the soonest to end first. */
export async function runningCampaigns(
  db: Db,
  cityId: number | undefined,
  limit: number,
): Promise<CampaignRow[]> {
  return queryRows(
    db,
    'runningCampaigns',
    campaignRow,
    sql`
      select c.id, c.salon_id, c.title, c.description, c.discount_type, c.discount_value,
        c.starts_on::text as starts_on, c.ends_on::text as ends_on,
        (select array_agg(sv.name order by sv.name) from campaign_services cs join services sv on sv.id = cs.service_id
          where cs.campaign_id = c.id) as service_names
      from campaigns c join salons s on s.id = c.salon_id
      where c.is_active and s.status = 'active' and current_date between c.starts_on and c.ends_on
        ${cityId === undefined ? sql`` : sql`and s.province_id = ${cityId}`}
      order by c.ends_on asc, c.id
      limit ${limit}`,
  );
}

/** The cards of the given salons, ordered by id. */
export async function campaignSalonCards(db: Db, ids: number[], now: Date): Promise<SalonCard[]> {
  if (ids.length === 0) return [];
  const { items } = await selectSalonCards(
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
    now,
  );
  return items;
}

export async function runningBrandCampaigns(db: Db): Promise<BrandCampaignRow[]> {
  return queryRows(
    db,
    'runningBrandCampaigns',
    brandCampaignRow,
    sql`
      select id, brand_name, title, description, discount_text, image_url, starts_on::text as starts_on, ends_on::text as ends_on
      from brand_campaigns where is_active and current_date between starts_on and ends_on
      order by ends_on asc, id`,
  );
}
