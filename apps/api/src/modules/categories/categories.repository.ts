import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, intOrNull, queryRows } from '../../db/rows';

const categoryRow = z.object({
  id: int,
  name: z.string(),
  slug: z.string(),
  code: z.string().nullable(),
  icon: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  image_hover_url: z.string().nullable(),
  parent_id: intOrNull,
  salon_count: int,
});
export type CategoryRow = z.output<typeof categoryRow>;

/** Categories with the number of active salons in them (a main category also counts its legacy children). */
export async function listCategories(db: Db, id?: number): Promise<CategoryRow[]> {
  return queryRows(
    db,
    'listCategories',
    categoryRow,
    sql`
    select c.id, c.name, c.slug, c.code, c.icon, c.description, c.image_url, c.image_hover_url, c.parent_id,
      (select count(distinct sc.salon_id)::int from salon_categories sc join salons s on s.id = sc.salon_id
        where s.status = 'active' and (sc.category_id = c.id or sc.category_id in (select ch.id from categories ch where ch.parent_id = c.id))) as salon_count
    from categories c where c.is_active ${id === undefined ? sql`` : sql`and c.id = ${id}`}
    order by c.sort_order, c.id`,
  );
}
