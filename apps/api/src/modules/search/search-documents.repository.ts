import type { Place } from '@salonya/domain/search/places';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, queryOne, queryRows } from '../../db/rows';
import { bumpSearchVersion } from './search-index';

/** Relative weight of a match by what it matched: a salon's own name counts most. */
export const DOCUMENT_WEIGHTS = {
  salon: 1,
  category: 0.9,
  staff: 0.85,
  service: 0.8,
  place: 1,
} as const;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Rebuilds the documents of some salons (their name and their active staff), or of all of them, and the
 * vocabulary (service names, categories, cities, districts). Run by the seed, at start-up when the table is
 * empty, and after a write that changes a salon's name, status, staff or services.
 */
/** Advisory lock key of search-document rebuilds (any constant unique to this use). */
const SEARCH_DOCUMENTS_LOCK = 7_305_011;

export async function refreshSearchDocuments(db: Db, salonIds?: number[]): Promise<void> {
  if (salonIds !== undefined && salonIds.length === 0) return;
  await db.transaction(async (tx) => {
    // One rebuild at a time: two concurrent ones (two owner edits) would delete and insert the same documents
    // and the vocabulary side by side (a duplicate key or a deadlock on PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(${SEARCH_DOCUMENTS_LOCK})`);
    const only = salonIds === undefined ? sql`true` : sql`s.id in (${idList(salonIds)})`;
    if (salonIds === undefined) await tx.execute(sql`delete from search_documents`);
    else await tx.execute(sql`delete from search_documents where salon_id in (${idList(salonIds)})`);
    await tx.execute(sql`
      insert into search_documents (kind, ref_id, salon_id, province_id, district_id, title, folded, weight)
      select 'salon', s.id, s.id, s.province_id, s.district_id, s.name, search_fold(s.name), ${DOCUMENT_WEIGHTS.salon}::real
      from salons s where s.status = 'active' and ${only} and search_fold(s.name) <> ''
      union all
      select 'staff', st.id, s.id, s.province_id, s.district_id, st.display_name, search_fold(st.display_name),
        ${DOCUMENT_WEIGHTS.staff}::real
      from salon_staff st join salons s on s.id = st.salon_id
      where st.is_active and s.status = 'active' and ${only} and search_fold(st.display_name) <> ''`);
    await refreshVocabulary(tx, salonIds === undefined);
    await refreshPostings(tx, salonIds);
  });
  // In-process ranking indexes older than this refresh are no longer used.
  bumpSearchVersion();
  // Fresh statistics, or the planner guesses the trigram matches badly.
  if (salonIds === undefined) {
    await db.execute(sql`analyze search_documents`);
    await db.execute(sql`analyze search_tokens`);
    await db.execute(sql`analyze search_postings`);
  }
}

/** The words of the salons' names, staff, services and categories, each once per salon at its best weight. */
async function refreshPostings(db: Db, salonIds?: number[]): Promise<void> {
  const only = salonIds === undefined ? sql`true` : sql`s.id in (${idList(salonIds)})`;
  if (salonIds === undefined) await db.execute(sql`delete from search_postings`);
  else await db.execute(sql`delete from search_postings where salon_id in (${idList(salonIds)})`);
  const words = sql`
    select salon_id, province_id, district_id, token, max(weight) as weight from (
      select src.salon_id, src.province_id, src.district_id, unnest(string_to_array(src.folded, ' ')) as token,
        src.weight
      from (
        select s.id as salon_id, s.province_id, s.district_id, search_fold(s.name) as folded,
          ${DOCUMENT_WEIGHTS.salon}::real as weight
        from salons s where s.status = 'active' and ${only}
        union all
        select s.id, s.province_id, s.district_id, search_fold(st.display_name), ${DOCUMENT_WEIGHTS.staff}::real
        from salon_staff st join salons s on s.id = st.salon_id
        where st.is_active and s.status = 'active' and ${only}
        union all
        select s.id, s.province_id, s.district_id, search_fold(x.name), ${DOCUMENT_WEIGHTS.service}::real
        from services x join salons s on s.id = x.salon_id
        where x.is_active and s.status = 'active' and ${only}
        union all
        select s.id, s.province_id, s.district_id, search_fold(c.name), ${DOCUMENT_WEIGHTS.category}::real
        from salon_categories sc join categories c on c.id = sc.category_id join salons s on s.id = sc.salon_id
        where s.status = 'active' and ${only}
      ) src
    ) w
    where token <> ''
    group by salon_id, province_id, district_id, token`;
  await db.execute(sql`
    insert into search_tokens (token) select distinct token from (${words}) w
    on conflict (token) do nothing`);
  await db.execute(sql`
    insert into search_postings (token_id, salon_id, province_id, district_id, weight)
    select t.id, w.salon_id, w.province_id, w.district_id, w.weight
    from (${words}) w join search_tokens t on t.token = w.token`);
}

/** Service names change with any salon; categories and places only with the reference data. */
async function refreshVocabulary(db: Db, everything: boolean): Promise<void> {
  await db.execute(
    everything
      ? sql`delete from search_documents where salon_id is null`
      : sql`delete from search_documents where salon_id is null and kind = 'service'`,
  );
  await db.execute(sql`
    insert into search_documents (kind, ref_id, salon_id, province_id, district_id, title, folded, weight)
    select 'service', min(x.id), null::int, null::int, null::int, x.name, search_fold(x.name), ${DOCUMENT_WEIGHTS.service}::real
    from services x join salons s on s.id = x.salon_id
    where x.is_active and s.status = 'active' and search_fold(x.name) <> ''
    group by x.name`);
  if (!everything) return;
  await db.execute(sql`
    insert into search_documents (kind, ref_id, salon_id, province_id, district_id, title, folded, weight)
    select 'category', c.id, null::int, null::int, null::int, c.name, search_fold(c.name), ${DOCUMENT_WEIGHTS.category}::real
    from categories c
    union all
    select 'city', p.id, null, p.id, null, p.name, search_fold(p.name), ${DOCUMENT_WEIGHTS.place}::real from provinces p
    union all
    select 'district', d.id, null, d.province_id, d.id, d.name, search_fold(d.name), ${DOCUMENT_WEIGHTS.place}::real
    from districts d`);
}

/** Service names only (cheap): for the periodic refresh, as owners add and rename services. */
export async function refreshServiceVocabulary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEARCH_DOCUMENTS_LOCK})`);
    await refreshVocabulary(tx, false);
  });
}

/** Fills the documents once when the table is empty (a database seeded before migration 0011). */
export async function ensureSearchDocuments(db: Db): Promise<boolean> {
  const result = await queryOne(
    db,
    'ensureSearchDocuments',
    z.object({ present: z.boolean() }),
    sql`select exists (select 1 from search_documents) as present`,
  );
  if (result?.present) return false;
  await refreshSearchDocuments(db);
  return true;
}

/** Every city and district with its number of active salons (for reading place words in a query). */
export async function loadPlaces(db: Db): Promise<Place[]> {
  const result = await queryRows(
    db,
    'loadPlaces',
    z.object({
      kind: z.enum(['city', 'district']),
      id: int,
      name: z.string(),
      city_id: int,
      city_name: z.string(),
      salon_count: int,
    }),
    sql`
    select 'city' as kind, p.id, p.name, p.id as city_id, p.name as city_name,
      (select count(*) from salons s where s.province_id = p.id and s.status = 'active')::int as salon_count
    from provinces p
    union all
    select 'district', d.id, d.name, p.id, p.name,
      (select count(*) from salons s where s.district_id = d.id and s.status = 'active')::int
    from districts d join provinces p on p.id = d.province_id`,
  );
  return result.map((r) => ({
    kind: r.kind,
    id: r.id,
    name: r.name,
    cityId: r.city_id,
    cityName: r.city_name,
    salonCount: r.salon_count,
  }));
}

/** search_fold() of the database, for the test that keeps it equal to fold(). */
export async function foldInDatabase(db: Db, texts: string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const result = await queryRows(
    db,
    'foldInDatabase',
    z.object({ folded: z.string() }),
    sql`select search_fold(t) as folded from unnest(${sql`array[${sql.join(
      texts.map((t) => sql`${t}::text`),
      sql`, `,
    )}]`}) with ordinality as u(t, n) order by n`,
  );
  return result.map((r) => r.folded);
}

/** Every distinct word of salon, staff, service and category documents (to tell a place word from a term). */
export async function loadSearchTerms(db: Db): Promise<string[]> {
  const termRows = await queryRows(
    db,
    'loadSearchTerms',
    z.object({ word: z.string() }),
    sql`
        select distinct unnest(string_to_array(folded, ' ')) as word
        from search_documents where kind in ('salon', 'staff', 'service', 'category')`,
  );
  return termRows.map((r) => r.word);
}
