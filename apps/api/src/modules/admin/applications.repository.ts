import {
  applicationStatusSchema,
  type ApplicationDetail,
  type ApplicationListItem,
} from '@salonya/contracts/admin';
import { z } from 'zod';
import { applicationDocumentLabels, salonTypeLabels } from '@salonya/contracts/engagement';
import { containsPattern, pageOffset } from '@salonya/domain/admin/pagination';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salonCategories, salonOpeningHours, salons } from '../../db/schema';
import { num, numOrNull, queryOne, queryRows, timestamp, timestampOrNull } from '../../db/rows';
import { iso, isoOrNull, whereAll } from './admin-sql';

type Status = 'pending' | 'approved' | 'rejected';

export interface ApplicationFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: Status | undefined;
}

const listRowSchema = z.object({
  id: num,
  applicant_name: z.string(),
  applicant_email: z.string(),
  applicant_phone: z.string(),
  salon_name: z.string(),
  salon_type: z.string(),
  city: z.string(),
  district: z.string(),
  status: applicationStatusSchema,
  document_count: num,
  created_at: timestamp,
  reviewed_at: timestampOrNull,
});
type ListRow = z.output<typeof listRowSchema>;

const listColumns = sql`a.id, a.applicant_name, a.applicant_email, a.applicant_phone, a.salon_name, a.salon_type,
  p.name as city, d.name as district, a.status,
  (select count(*)::int from salon_application_documents x where x.application_id = a.id) as document_count,
  a.created_at, a.reviewed_at`;
const listFrom = sql`salon_applications a
  join provinces p on p.id = a.province_id
  join districts d on d.id = a.district_id`;

const typeLabel = (code: string) => salonTypeLabels[code as keyof typeof salonTypeLabels] ?? code;

function toItem(r: ListRow): ApplicationListItem {
  return {
    id: r.id,
    applicant_name: r.applicant_name,
    applicant_email: r.applicant_email,
    applicant_phone: r.applicant_phone,
    salon_name: r.salon_name,
    salon_type: r.salon_type,
    salon_type_label: typeLabel(r.salon_type),
    city: r.city,
    district: r.district,
    status: r.status,
    document_count: r.document_count,
    created_at: iso(r.created_at),
    reviewed_at: isoOrNull(r.reviewed_at),
  };
}

export async function listApplications(db: Db, f: ApplicationFilter) {
  const p = f.search ? containsPattern(f.search) : null;
  const where = whereAll([
    p
      ? sql`(a.salon_name ilike ${p} or a.applicant_name ilike ${p} or a.applicant_email ilike ${p}
             or a.applicant_phone ilike ${p})`
      : null,
    f.status ? sql`a.status = ${f.status}` : null,
  ]);
  const [rows, count] = await Promise.all([
    queryRows(
      db,
      'admin.applications.1',
      listRowSchema,
      sql`select ${listColumns} from ${listFrom} where ${where}
          order by (a.status = 'pending') desc, a.created_at desc, a.id desc
          limit ${f.per_page} offset ${pageOffset(f.page, f.per_page)}`,
    ),
    queryOne(
      db,
      'admin.applications.2',
      z.object({
        n: num,
      }),
      sql`select count(*)::int as n from ${listFrom} where ${where}`,
    ),
  ]);
  return { items: rows.map(toItem), total: count?.n ?? 0 };
}

const applicationRecordSchema = z.object({
  id: num,
  applicant_name: z.string(),
  applicant_email: z.string(),
  applicant_phone: z.string(),
  salon_name: z.string(),
  salon_type: z.string(),
  gender_focus: z.enum(['female', 'male', 'unisex']),
  province_id: num,
  district_id: num,
  address: z.string(),
  category_ids: z.array(num),
  status: applicationStatusSchema,
  user_id: numOrNull,
});
export type ApplicationRecord = z.output<typeof applicationRecordSchema>;

/** The row an approval or rejection works on, locked until the transaction ends. */
export async function lockApplication(db: Db, id: number): Promise<ApplicationRecord | null> {
  const row = await queryOne(
    db,
    'admin.applications.3',
    applicationRecordSchema,
    sql`select id, applicant_name, applicant_email, applicant_phone, salon_name, salon_type, gender_focus,
               province_id, district_id, address, category_ids, status, user_id
        from salon_applications where id = ${id} for update`,
  );
  return row ?? null;
}

export async function applicationDetail(db: Db, id: number): Promise<ApplicationDetail | null> {
  const row = await queryOne(
    db,
    'admin.applications.4',
    listRowSchema.extend({
      gender_focus: z.enum(['female', 'male', 'unisex']),
      city_id: num,
      district_id: num,
      address: z.string(),
      tax_number: z.string(),
      staff_count: num,
      category_ids: z.array(num),
      note: z.string(),
      review_note: z.string().nullable(),
      reviewer_id: numOrNull,
      reviewer_name: z.string().nullable(),
      salon_id: numOrNull,
      user_id: numOrNull,
    }),
    sql`select ${listColumns}, a.gender_focus, a.province_id as city_id, a.district_id, a.address, a.tax_number,
               a.staff_count, a.category_ids, a.note, a.review_note, r.id as reviewer_id, r.name as reviewer_name,
               a.salon_id, a.user_id
        from ${listFrom} left join users r on r.id = a.reviewed_by
        where a.id = ${id}`,
  );
  if (!row) return null;
  const [categories, documents] = await Promise.all([
    row.category_ids.length
      ? queryRows(
          db,
          'admin.applications.5',
          z.object({
            id: num,
            name: z.string(),
          }),
          sql`select id, name from categories where id in (${sql.join(
            row.category_ids.map((c) => sql`${c}`),
            sql`, `,
          )}) order by sort_order, id`,
        )
      : Promise.resolve([]),
    queryRows(
      db,
      'admin.applications.6',
      z.object({
        id: num,
        kind: z.string(),
        original_name: z.string(),
        mime_type: z.string(),
        size_bytes: num,
        created_at: timestamp,
      }),
      sql`select id, kind, original_name, mime_type, size_bytes::int as size_bytes, created_at
          from salon_application_documents where application_id = ${id} order by id`,
    ),
  ]);
  return {
    ...toItem(row),
    gender_focus: row.gender_focus,
    city_id: row.city_id,
    district_id: row.district_id,
    address: row.address,
    tax_number: row.tax_number,
    staff_count: row.staff_count,
    categories,
    note: row.note,
    review_note: row.review_note,
    reviewed_by: row.reviewer_id !== null ? { id: row.reviewer_id, name: row.reviewer_name ?? '' } : null,
    salon_id: row.salon_id,
    user_id: row.user_id,
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      kind_label: applicationDocumentLabels[d.kind as keyof typeof applicationDocumentLabels] ?? d.kind,
      original_name: d.original_name,
      mime_type: d.mime_type,
      size_bytes: d.size_bytes,
      download_path: `/admin/salon-applications/${id}/documents/${d.id}`,
      created_at: iso(d.created_at),
    })),
  };
}

export async function findDocument(db: Db, applicationId: number, documentId: number) {
  const row = await queryOne(
    db,
    'admin.applications.7',
    z.object({
      original_name: z.string(),
      mime_type: z.string(),
      storage_key: z.string(),
    }),
    sql`select original_name, mime_type, storage_key from salon_application_documents
        where id = ${documentId} and application_id = ${applicationId}`,
  );
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const row = await queryOne(
    db,
    'admin.applications.8',
    z.object({
      id: num,
      name: z.string(),
      user_type: z.enum(['customer', 'salon_owner', 'staff', 'admin']),
      is_active: z.boolean(),
    }),
    sql`select id, name, user_type, is_active from users where email = ${email}`,
  );
  return row ?? null;
}

export async function findUserById(db: Db, id: number) {
  const row = await queryOne(
    db,
    'admin.applications.9',
    z.object({
      id: num,
      name: z.string(),
      user_type: z.enum(['customer', 'salon_owner', 'staff', 'admin']),
      is_active: z.boolean(),
    }),
    sql`select id, name, user_type, is_active from users where id = ${id}`,
  );
  return row ?? null;
}

export async function markReviewed(
  db: Db,
  id: number,
  r: {
    status: 'approved' | 'rejected';
    adminId: number;
    note: string | null;
    salonId?: number;
    userId?: number;
  },
): Promise<void> {
  await db.execute(
    sql`update salon_applications
        set status = ${r.status}, reviewed_by = ${r.adminId}, reviewed_at = now(), review_note = ${r.note},
            salon_id = coalesce(${r.salonId ?? null}::int, salon_id),
            user_id = coalesce(${r.userId ?? null}::int, user_id),
            updated_at = now()
        where id = ${id}`,
  );
}

/** An approved applicant who had a customer account becomes a salon owner. */
export async function promoteToSalonOwner(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`update users set user_type = 'salon_owner', updated_at = now() where id = ${userId}`);
}

/**
 * Creates the active salon of an approved application: at the province centre until the owner pins it, with the
 * application's (still existing) categories and the given opening hours. Returns the salon id.
 */
export async function insertSalonFromApplication(
  tx: Db,
  app: ApplicationRecord,
  ownerUserId: number,
  hours: { weekday: number; opens_at: string | null; closes_at: string | null }[],
): Promise<number> {
  const province = await queryOne(
    tx,
    'admin.applications.10',
    z.object({
      latitude: num,
      longitude: num,
    }),
    sql`select latitude, longitude from provinces where id = ${app.province_id}`,
  );
  const [salon] = await tx
    .insert(salons)
    .values({
      owner_user_id: ownerUserId,
      name: app.salon_name,
      salon_type: app.salon_type,
      gender_focus: app.gender_focus,
      province_id: app.province_id,
      district_id: app.district_id,
      address: app.address,
      // The province centre until the owner pins the salon on the map.
      latitude: province?.latitude ?? 39.0,
      longitude: province?.longitude ?? 35.0,
      phone: app.applicant_phone,
      email: app.applicant_email,
      status: 'active',
    })
    .returning({ id: salons.id });
  const salonId = salon!.id;
  const categoryIds = (
    await queryRows(
      tx,
      'admin.applications.11',
      z.object({
        id: num,
      }),
      sql`select id from categories where id = any(${`{${app.category_ids.join(',')}}`}::int[])`,
    )
  ).map((c) => c.id);
  if (categoryIds.length > 0) {
    await tx
      .insert(salonCategories)
      .values(categoryIds.map((category_id) => ({ salon_id: salonId, category_id })));
  }
  await tx.insert(salonOpeningHours).values(hours.map((h) => ({ salon_id: salonId, ...h })));
  return salonId;
}
