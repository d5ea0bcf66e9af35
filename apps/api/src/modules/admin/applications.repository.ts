import type { ApplicationDetail, ApplicationListItem } from '@salonya/contracts/admin';
import { applicationDocumentLabels, salonTypeLabels } from '@salonya/contracts/engagement';
import { containsPattern, pageOffset } from '@salonya/domain/admin/pagination';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salonCategories, salonOpeningHours, salons } from '../../db/schema';
import { iso, isoOrNull, queryOne, queryRows, whereAll } from './admin-sql';

type Status = 'pending' | 'approved' | 'rejected';

export interface ApplicationFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: Status | undefined;
}

interface ListRow {
  id: number;
  applicant_name: string;
  applicant_email: string;
  applicant_phone: string;
  salon_name: string;
  salon_type: string;
  city: string;
  district: string;
  status: Status;
  document_count: number;
  created_at: Date | string;
  reviewed_at: Date | string | null;
}

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
    queryRows<ListRow>(
      db,
      sql`select ${listColumns} from ${listFrom} where ${where}
          order by (a.status = 'pending') desc, a.created_at desc, a.id desc
          limit ${f.per_page} offset ${pageOffset(f.page, f.per_page)}`,
    ),
    queryOne<{ n: number }>(db, sql`select count(*)::int as n from ${listFrom} where ${where}`),
  ]);
  return { items: rows.map(toItem), total: count?.n ?? 0 };
}

export interface ApplicationRecord {
  id: number;
  applicant_name: string;
  applicant_email: string;
  applicant_phone: string;
  salon_name: string;
  salon_type: string;
  gender_focus: 'female' | 'male' | 'unisex';
  province_id: number;
  district_id: number;
  address: string;
  category_ids: number[];
  status: Status;
  /** The account that was signed in when the application was sent (an owner adding a further salon). */
  user_id: number | null;
}

/** The row an approval or rejection works on, locked until the transaction ends. */
export async function lockApplication(db: Db, id: number): Promise<ApplicationRecord | null> {
  const row = await queryOne<ApplicationRecord>(
    db,
    sql`select id, applicant_name, applicant_email, applicant_phone, salon_name, salon_type, gender_focus,
               province_id, district_id, address, category_ids, status, user_id
        from salon_applications where id = ${id} for update`,
  );
  return row ?? null;
}

export async function applicationDetail(db: Db, id: number): Promise<ApplicationDetail | null> {
  const row = await queryOne<
    ListRow & {
      gender_focus: 'female' | 'male' | 'unisex';
      city_id: number;
      district_id: number;
      address: string;
      tax_number: string;
      staff_count: number;
      category_ids: number[];
      note: string;
      review_note: string | null;
      reviewer_id: number | null;
      reviewer_name: string | null;
      salon_id: number | null;
      user_id: number | null;
    }
  >(
    db,
    sql`select ${listColumns}, a.gender_focus, a.province_id as city_id, a.district_id, a.address, a.tax_number,
               a.staff_count, a.category_ids, a.note, a.review_note, r.id as reviewer_id, r.name as reviewer_name,
               a.salon_id, a.user_id
        from ${listFrom} left join users r on r.id = a.reviewed_by
        where a.id = ${id}`,
  );
  if (!row) return null;
  const [categories, documents] = await Promise.all([
    row.category_ids.length
      ? queryRows<{ id: number; name: string }>(
          db,
          sql`select id, name from categories where id in (${sql.join(
            row.category_ids.map((c) => sql`${c}`),
            sql`, `,
          )}) order by sort_order, id`,
        )
      : Promise.resolve([]),
    queryRows<{
      id: number;
      kind: string;
      original_name: string;
      mime_type: string;
      size_bytes: number;
      created_at: Date | string;
    }>(
      db,
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
  const row = await queryOne<{ original_name: string; mime_type: string; storage_key: string }>(
    db,
    sql`select original_name, mime_type, storage_key from salon_application_documents
        where id = ${documentId} and application_id = ${applicationId}`,
  );
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const row = await queryOne<{
    id: number;
    name: string;
    user_type: 'customer' | 'salon_owner' | 'staff' | 'admin';
    is_active: boolean;
  }>(db, sql`select id, name, user_type, is_active from users where email = ${email}`);
  return row ?? null;
}

export async function findUserById(db: Db, id: number) {
  const row = await queryOne<{
    id: number;
    name: string;
    user_type: 'customer' | 'salon_owner' | 'staff' | 'admin';
    is_active: boolean;
  }>(db, sql`select id, name, user_type, is_active from users where id = ${id}`);
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
  const province = await queryOne<{ latitude: number; longitude: number }>(
    tx,
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
    await queryRows<{ id: number }>(
      tx,
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
