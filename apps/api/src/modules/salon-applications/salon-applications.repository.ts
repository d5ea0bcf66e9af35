import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, districts, salonApplicationDocuments, salonApplications } from '../../db/schema';

export async function districtIsInProvince(db: Db, districtId: number, provinceId: number): Promise<boolean> {
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, districtId), eq(districts.province_id, provinceId)))
    .limit(1);
  return district !== undefined;
}

/** How many of the given category ids exist. */
export async function countKnownCategories(db: Db, categoryIds: number[]): Promise<number> {
  const known = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, categoryIds));
  return known.length;
}

export async function hasPendingApplication(db: Db, applicantEmail: string): Promise<boolean> {
  const pending = (await db.execute(
    sql`select 1 from salon_applications where applicant_email = ${applicantEmail} and status = 'pending' limit 1`,
  )) as unknown as { rows: unknown[] };
  return pending.rows.length > 0;
}

export type NewSalonApplication = typeof salonApplications.$inferInsert;
export type NewApplicationDocument = Omit<typeof salonApplicationDocuments.$inferInsert, 'application_id'>;

/** Inserts an application with its documents (call inside a transaction) and returns the application id. */
export async function insertSalonApplication(
  tx: Db,
  application: NewSalonApplication,
  documents: NewApplicationDocument[],
): Promise<number> {
  const [row] = await tx
    .insert(salonApplications)
    .values(application)
    .returning({ id: salonApplications.id });
  await tx
    .insert(salonApplicationDocuments)
    .values(documents.map((d) => ({ ...d, application_id: row!.id })));
  return row!.id;
}
