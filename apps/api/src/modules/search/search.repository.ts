import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idRow, int, intOrNull, num, queryRows, queryRowsNamed } from '../../db/rows';

const pageRow = z.object({ id: int, total_count: int });

const textArray = (words: string[]) => `{${words.map((w) => `"${w.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The place the salons must be in: a district, a city, or anywhere. */
export type PlaceScope =
  | { kind: 'district'; cityId: number; districtId: number }
  | { kind: 'city'; cityId: number }
  | { kind: 'country' };

export interface MatchPageQuery {
  /** Folded words of the "what" part; empty = every salon of the scope. */
  words: string[];
  scope: PlaceScope;
  /** Further conditions on salons `s` and salon_stats `st`. */
  where: SQL[];
  /** Ordering after the number of matched words and the relevance (when there are words). */
  orderBy: SQL;
  /** Relevance first (sort_by relevance) or the given order only. */
  relevanceFirst: boolean;
  limit: number;
  offset: number;
  /** Lower word-similarity threshold for a second, more typo-tolerant try (pg_trgm's default is 0.6). */
  threshold?: number;
}

export interface MatchPage {
  ids: number[];
  total: number;
}

function scopeOf(scope: PlaceScope, alias: string): SQL {
  const a = sql.raw(alias);
  if (scope.kind === 'district') return sql`${a}.district_id = ${scope.districtId}`;
  if (scope.kind === 'city') return sql`${a}.province_id = ${scope.cityId}`;
  return sql`true`;
}

function wordsTable(words: string[]): SQL {
  return sql`(values ${sql.join(
    words.map((w, i) => sql`(${i + 1}::int, ${w}::text)`),
    sql`, `,
  )}) as wd(i, w)`;
}

/**
 * One page of matching salon ids, best first, with the total. A salon matches a word through a word of its name, a
 * staff member's name, a category it is listed in or a service it offers (trigram word similarity against the
 * distinct words, typo-tolerant, then the salons of those words);
 * salons matching more words come first, then higher relevance, then the given order.
 */
export async function findMatchingSalons(db: Db, q: MatchPageQuery): Promise<MatchPage> {
  if (q.threshold === undefined || q.words.length === 0) return matchingSalons(db, q);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(q.threshold)}, true)`,
    );
    return matchingSalons(tx, q);
  });
}

async function matchingSalons(db: Db, q: MatchPageQuery): Promise<MatchPage> {
  const where = sql.join([sql`s.status = 'active'`, scopeOf(q.scope, 's'), ...q.where], sql` and `);
  let result: z.output<typeof pageRow>[];
  if (q.words.length === 0) {
    result = await queryRows(
      db,
      'matchingSalons.all',
      pageRow,
      sql`
      select s.id, count(*) over () as total_count
      from salons s left join salon_stats st on st.salon_id = s.id
      where ${where}
      order by ${q.orderBy}, s.id
      limit ${q.limit} offset ${q.offset}`,
    );
  } else {
    const phrase = q.words.join(' ');
    const relevance = q.relevanceFirst ? sql`m.words desc, round(m.rel::numeric, 1) desc, ` : sql``;
    result = await queryRows(
      db,
      'matchingSalons.words',
      pageRow,
      sql`
      with matched as (
        select wd.i, t.id, word_similarity(wd.w, t.token) as sim
        from ${wordsTable(q.words)} join search_tokens t on wd.w <% t.token
      ), hits as (
        select m.i, p.salon_id, m.sim * p.weight as rel
        from matched m join search_postings p on p.token_id = m.id and ${scopeOf(q.scope, 'p')}
        union all
        -- The whole text against names: 'bella hair' favours 'Bella Hair Studio' over two names with one word each.
        select 0, d.salon_id, (word_similarity(${phrase}, d.folded) + similarity(${phrase}, d.folded)) * d.weight
        from search_documents d
        where ${q.words.length > 1} and d.salon_id is not null and ${phrase} <% d.folded and ${scopeOf(q.scope, 'd')}
      ), best as (
        select i, salon_id, max(rel) as rel from hits group by i, salon_id
      ), m as (
        select salon_id, count(*) filter (where i > 0) as words, sum(rel) as rel from best group by salon_id
      )
      select s.id, count(*) over () as total_count
      from m join salons s on s.id = m.salon_id left join salon_stats st on st.salon_id = s.id
      where ${where}
      order by ${relevance}${q.orderBy}, s.id
      limit ${q.limit} offset ${q.offset}`,
    );
  }
  const ids = result.map((r) => r.id);
  if (ids.length > 0 || q.offset === 0) return { ids, total: result[0]?.total_count ?? 0 };
  // A page past the end still reports the total.
  const all = await matchingSalons(db, { ...q, offset: 0, limit: 1 });
  return { ids: [], total: all.total };
}

/** Runs `work` with pg_trgm's word-similarity threshold lowered (inside a transaction) when one is given. */
function withThreshold<T>(db: Db, threshold: number | undefined, work: (tx: Db) => Promise<T>): Promise<T> {
  if (threshold === undefined) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    return work(tx);
  });
}

/**
 * The vocabulary words each query word matches, with pg_trgm's word similarity (as text: the exact real): the
 * input of the in-process ranking (search-index.ts), the figures findMatchingSalons() computes.
 */
export async function findTokenMatches(
  db: Db,
  words: string[],
  threshold?: number,
): Promise<{ tokenId: number; sim: number }[][]> {
  const result = await withThreshold(db, threshold, (tx) =>
    queryRowsNamed(
      tx,
      'search_token_matches',
      z.object({ i: int, id: int, sim: num }),
      sql`
        select wd.i, t.id, word_similarity(wd.w, t.token)::text as sim
        from unnest(${textArray(words)}::text[]) with ordinality as wd(w, i)
        join search_tokens t on wd.w <% t.token`,
    ),
  );
  const byWord: { tokenId: number; sim: number }[][] = words.map(() => []);
  for (const r of result) byWord[r.i - 1]!.push({ tokenId: r.id, sim: Math.fround(r.sim) });
  return byWord;
}

/**
 * The whole text's best match per salon among salon and staff names (several words only), as findMatchingSalons()
 * adds it; only among `salonIds` when given (the salons that can still reach the page).
 */
export async function findPhraseHits(
  db: Db,
  words: string[],
  scope: PlaceScope,
  threshold: number | undefined,
  salonIds: number[] | null,
): Promise<{ salonId: number; rel: number }[]> {
  if (words.length < 2 || salonIds?.length === 0) return [];
  const phrase = words.join(' ');
  const only = salonIds === null ? sql`` : sql`and d.salon_id = any(${`{${salonIds.join(',')}}`}::int[])`;
  const result = await withThreshold(db, threshold, (tx) =>
    queryRowsNamed(
      tx,
      `search_phrase_hits_${scope.kind}_${salonIds === null ? 'all' : 'some'}`,
      z.object({ salon_id: int, rel: num }),
      sql`
        select d.salon_id, max((word_similarity(${phrase}, d.folded) + similarity(${phrase}, d.folded)) * d.weight)::text as rel
        from search_documents d
        where d.salon_id is not null and ${phrase} <% d.folded and ${scopeOf(scope, 'd')} ${only}
        group by d.salon_id`,
    ),
  );
  return result.map((r) => ({ salonId: r.salon_id, rel: Math.fround(r.rel) }));
}

/** How many things of each kind the words match (the analytics block). */
export async function countTermMatches(
  db: Db,
  words: string[],
): Promise<{ services: number; categories: number; staff: number; salons: number }> {
  const empty = { services: 0, categories: 0, staff: 0, salons: 0 };
  if (words.length === 0) return empty;
  const result = await queryRows(
    db,
    'countTermMatches',
    z.object({ kind: z.string(), n: int }),
    sql`
    select d.kind, count(distinct d.id)::int as n
    from ${wordsTable(words)} join search_documents d on wd.w <% d.folded
    where d.kind in ('service', 'category', 'staff', 'salon')
    group by d.kind`,
  );
  const by = new Map(result.map((r) => [r.kind, r.n]));
  return {
    services: by.get('service') ?? 0,
    categories: by.get('category') ?? 0,
    staff: by.get('staff') ?? 0,
    salons: by.get('salon') ?? 0,
  };
}

// ── Suggestions ────────────────────────────────────────────────────────────────────────────────────────

const suggestionRow = z.object({
  kind: z.enum(['salon', 'staff', 'service', 'category']),
  ref_id: int,
  title: z.string(),
  sim: num,
  salon_id: intOrNull,
  salon_name: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  logo_url: z.string().nullable(),
  avatar_url: z.string().nullable(),
  category_slug: z.string().nullable(),
  category_icon: z.string().nullable(),
});
export type SuggestionRow = z.output<typeof suggestionRow>;

/**
 * Names that match the typed text: salons and staff (those of `cityId` first), service names and categories.
 * Per kind at most `perKind`, most similar first.
 */
export async function findSuggestionRows(
  db: Db,
  text: string,
  opts: { cityId: number | null; districtId: number | null; perKind: number },
): Promise<SuggestionRow[]> {
  const city = opts.cityId ?? 0;
  const district = opts.districtId ?? 0;
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const prefix = `${escaped}%`;
  const wordPrefix = `% ${escaped}%`;
  const result = await queryRowsNamed(
    db,
    'search_suggestion_rows',
    suggestionRow,
    sql`
    with docs as (
      (select d.kind, d.ref_id, d.title, d.folded, d.salon_id,
          (d.district_id = ${district})::int + (d.province_id = ${city})::int as near
        from search_documents d
        where d.kind = 'salon' and ${text} <% d.folded
        order by ${text} <<-> d.folded limit ${opts.perKind * 4})
      union all
      (select d.kind, d.ref_id, d.title, d.folded, d.salon_id,
          (d.district_id = ${district})::int + (d.province_id = ${city})::int
        from search_documents d
        where d.kind = 'staff' and ${text} <% d.folded
        order by ${text} <<-> d.folded limit ${opts.perKind * 4})
      union all
      (select d.kind, d.ref_id, d.title, d.folded, null::int, 0
        from search_documents d
        where d.salon_id is null and d.kind in ('service', 'category') and ${text} <% d.folded
        order by ${text} <<-> d.folded limit ${opts.perKind * 6})
    )
    select docs.kind, docs.ref_id, docs.title, word_similarity(${text}, docs.folded) as sim, docs.salon_id,
      s.name as salon_name, p.name as city, di.name as district, s.logo_url, st.avatar_url,
      c.slug as category_slug, c.icon as category_icon
    from docs
    left join salons s on s.id = docs.salon_id
    left join provinces p on p.id = s.province_id
    left join districts di on di.id = s.district_id
    left join salon_staff st on docs.kind = 'staff' and st.id = docs.ref_id
    left join categories c on docs.kind = 'category' and c.id = docs.ref_id
    order by docs.kind,
      -- What is typed is a beginning: a name starting with it, then a word starting with it, comes first.
      round((word_similarity(${text}, docs.folded) + similarity(${text}, docs.folded)
        + 0.5 * (docs.folded like ${prefix})::int + 0.25 * (docs.folded like ${wordPrefix})::int)::numeric, 1) desc,
      docs.near desc, s.rating_average desc nulls last, docs.title`,
  );
  const perKind = new Map<string, number>();
  return result.filter((r) => {
    const n = perKind.get(r.kind) ?? 0;
    perKind.set(r.kind, n + 1);
    return n < opts.perKind;
  });
}

// ── Search log ─────────────────────────────────────────────────────────────────────────────────────────

export interface SearchLogRow {
  search_id: string;
  query: string;
  normalized_query: string;
  context: string;
  province_id: number | null;
  district_id: number | null;
  result_count: number;
  created_at: Date;
  /** A chosen suggestion is logged at the click, with the click. */
  source?: 'search' | 'suggestions';
  click?: { type: string; id: number | null; position: number };
}

export async function insertSearchLogs(db: Db, rows: SearchLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into search_log (search_id, query, normalized_query, context, province_id, district_id, result_count,
      created_at, source, clicked_result_type, clicked_result_id, clicked_position, clicked_at)
    values ${sql.join(
      rows.map(
        (r) =>
          sql`(${r.search_id}::uuid, ${r.query}, ${r.normalized_query}, ${r.context}, ${r.province_id}::int,
            ${r.district_id}::int, ${r.result_count}, ${r.created_at.toISOString()}::timestamptz,
            ${r.source ?? 'search'}, ${r.click?.type ?? null}, ${r.click?.id ?? null}::int,
            ${r.click?.position ?? null}::int,
            ${r.click ? r.created_at.toISOString() : null}::timestamptz)`,
      ),
      sql`, `,
    )}
    on conflict (search_id) do nothing`);
}

export interface ClickRow {
  searchId: string;
  resultType: string;
  resultId: number | null;
  position: number;
  at: Date;
}

/** Records the clicked result of a logged search; false when no such search is logged. */
export async function recordClick(db: Db, click: ClickRow): Promise<boolean> {
  const result = await queryRows(
    db,
    'recordClick',
    idRow,
    sql`
    update search_log set clicked_result_type = ${click.resultType}, clicked_result_id = ${click.resultId}::int,
      clicked_position = ${click.position}, clicked_at = ${click.at.toISOString()}::timestamptz
    where search_id = ${click.searchId}::uuid and source = 'search'
    returning id`,
  );
  return result.length > 0;
}

const popularRow = z.object({
  province_id: intOrNull,
  normalized_query: z.string(),
  /** The form typed most often. */
  query: z.string(),
  count: int,
});
export type PopularRow = z.output<typeof popularRow>;

/**
 * The searches made since `since` that found something, counted per city and folded text, most frequent first
 * (at most `limit` groups): the source of trending and popular searches.
 */
export async function findPopularRows(db: Db, opts: { since: Date; limit: number }): Promise<PopularRow[]> {
  return queryRows(
    db,
    'findPopularRows',
    popularRow,
    sql`
    select province_id, normalized_query, mode() within group (order by query) as query, count(*)::int as count
    from search_log
    where created_at >= ${opts.since.toISOString()}::timestamptz and result_count > 0 and normalized_query <> ''
      and source = 'search'
    group by province_id, normalized_query
    order by count(*) desc, normalized_query
    limit ${opts.limit}`,
  );
}

/** Deletes searches older than `before` and, beyond `maxRows`, the oldest. Returns the number deleted. */
export async function pruneSearchLog(db: Db, opts: { before: Date; maxRows: number }): Promise<number> {
  const old = await queryRows(
    db,
    'pruneSearchLog.old',
    idRow,
    sql`delete from search_log where created_at < ${opts.before.toISOString()}::timestamptz returning id`,
  );
  const over = await queryRows(
    db,
    'pruneSearchLog.over',
    idRow,
    sql`
    delete from search_log where id <= (
      select id from search_log order by id desc offset ${opts.maxRows} limit 1)
    returning id`,
  );
  return old.length + over.length;
}
