import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  code: string | null;
  icon: string;
  description: string;
  image_url: string | null;
  image_hover_url: string | null;
  parent_id: number | null;
  salon_count: number;
}

/** Categories with the number of active salons in them (a main category also counts its legacy children). */
export async function listCategories(db: Db, id?: number): Promise<CategoryRow[]> {
  const result = (await db.execute(sql`
    select c.id, c.name, c.slug, c.code, c.icon, c.description, c.image_url, c.image_hover_url, c.parent_id,
      (select count(distinct sc.salon_id)::int from salon_categories sc join salons s on s.id = sc.salon_id
        where s.status = 'active' and (sc.category_id = c.id or sc.category_id in (select ch.id from categories ch where ch.parent_id = c.id))) as salon_count
    from categories c where c.is_active ${id === undefined ? sql`` : sql`and c.id = ${id}`}
    order by c.sort_order, c.id`)) as unknown as { rows: CategoryRow[] };
  return result.rows.map((r) => ({ ...r, salon_count: Number(r.salon_count) }));
}
