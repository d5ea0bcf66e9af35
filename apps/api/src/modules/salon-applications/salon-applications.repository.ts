import { and, eq, inArray } from 'drizzle-orm';
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
  const [pending] = await db
    .select({ id: salonApplications.id })
    .from(salonApplications)
    .where(
      and(eq(salonApplications.applicant_email, applicantEmail), eq(salonApplications.status, 'pending')),
    )
    .limit(1);
  return pending !== undefined;
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
