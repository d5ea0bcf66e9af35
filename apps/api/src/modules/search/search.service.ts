import { randomUUID } from 'node:crypto';
import type {
  LocationScope,
  SearchAnalytics,
  SearchClickRequest,
  SearchQueryInfo,
  Suggestion,
  SuggestionsQuery,
  TrendingItem,
  TrendingQuery,
  UnifiedSearchRequest,
  UnifiedSearchResponse,
} from '@salonya/contracts/search';
import { SEARCH_MIN_QUERY_LENGTH } from '@salonya/domain/constants';
import { istanbulClock } from '@salonya/domain/catalogue/opening-hours';
import { fold } from '@salonya/domain/search/fold';
import {
  SALON_SUGGESTIONS,
  SEARCH_LOG_MAX_ROWS,
  SEARCH_LOG_RETENTION_DAYS,
  SEARCH_TRENDING_WINDOW_DAYS,
  SUGGESTIONS_PER_KIND,
} from '@salonya/domain/search/limits';
import {
  cityToCountryMessage,
  districtToCityMessage,
  districtToCountryMessage,
} from '@salonya/domain/search/messages';
import {
  buildPlaceIndex,
  extractPlace,
  placesBeginning,
  type Place,
  type PlaceIndex,
} from '@salonya/domain/search/places';
import { searchWords } from '@salonya/domain/search/query';
import { categoryPath, salonPath, searchPath, specialistPath } from '@salonya/domain/search/urls';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { salonCardsByIds } from '../salons/salon-cards.repository';
import { distanceBox, parseCategories } from '../salons/salon-filters';
import { salonsWithFreeSlot } from './free-slots.repository';
import type { SalonSearchPlan } from './salon-search-plan';
import { createSearchCache, singleFlight } from './search-cache';
import { phraseHitsFromIndex } from './phrase-hits';
import { suggestFromIndex } from './suggestion-index';
import {
  ensureSearchDocuments,
  loadPlaces,
  loadSearchTerms,
  refreshServiceVocabulary,
} from './search-documents.repository';
import { filterConditions, orderOf, originOf } from './search-filters';
import {
  currentSearchVersion,
  loadRankingSnapshot,
  phraseCandidates,
  rankScores,
  scoreWords,
  GENDER_CODES,
  type IndexFilters,
  type RankingSnapshot,
  browseScores,
  withCategoryBits,
  type WordMatch,
} from './search-index';
import {
  countTermMatches,
  findMatchingSalons,
  findPhraseHits,
  findTokenMatches,
  findSuggestionRows,
  findPopularRows,
  insertSearchLogs,
  pruneSearchLog,
  recordClick,
  type MatchPage,
  type MatchPageQuery,
  type PlaceScope,
  type PopularRow,
  type SearchLogRow,
  type SuggestionRow,
} from './search.repository';

const DAY_MS = 86_400_000;
const LOG_BATCH = 200;
const LOG_FLUSH_MS = 2_000;
/** Word similarity of the second, typo-tolerant try. */
const TYPO_SIMILARITY = 0.4;
/** The ranking index follows ratings and statuses this often (and with every search-document refresh). */
const RANKING_REFRESH_MS = 5 * 60_000;
/** Query words whose vocabulary matches are remembered per ranking snapshot. */
const WORD_MATCH_MEMO = 10_000;
/** A dated search checks the free slots of at most this many matches (all of them at 20,000 salons). */
const MAX_DATED_CANDIDATES = 50_000;
/** Groups (city × folded text) kept for trending and popular searches. */
const POPULAR_GROUPS = 2_000;

interface PopularEntry {
  normalized: string;
  query: string;
  count: number;
}

interface PopularLists {
  byCity: Map<number, PopularEntry[]>;
  country: PopularEntry[];
}

export const SEARCH_NOT_FOUND = 'Arama kaydı bulunamadı.';

/** One collator: localeCompare(…, 'tr') builds one per call. */
const turkishOrder = new Intl.Collator('tr');

export interface SearchServiceDeps {
  db: Db;
  now: () => number;
  cacheMs: number;
  /** How often buffered search-log rows are written; null = only when read or closed (tests). */
  logFlushMs?: number | null;
  /** Popular searches are recounted at most this often (and only after new searches); 0 = whenever read. */
  popularRefreshMs?: number;
  /** How often the in-process ranking index is reloaded (salon ratings, status); null = only when stale. */
  rankingRefreshMs?: number | null;
  onError: (err: unknown, what: string) => void;
}

type CachedSearch = Omit<UnifiedSearchResponse, 'search_id' | 'analytics'> & {
  matched: SearchAnalytics['matched'];
};

interface AskedPlace {
  city: Place | null;
  district: Place | null;
}

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(deps: SearchServiceDeps) {
  const { db, now } = deps;
  const searches = singleFlight(createSearchCache<CachedSearch>(deps.cacheMs, now));
  const suggestionCache = singleFlight(createSearchCache<Suggestion[]>(deps.cacheMs, now));
  let places: Promise<{ index: PlaceIndex; byKey: Map<string, Place>; terms: Set<string> }> | null = null;
  let pending: SearchLogRow[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let popularSnapshot: (PopularLists & { at: number }) | null = null;
  let popularDirty = true;
  let popularLoading: Promise<PopularLists> | null = null;
  const popularRefreshMs = deps.popularRefreshMs ?? 5_000;

  const flushTimer =
    deps.logFlushMs === null
      ? null
      : setInterval(() => {
          void flush().catch((err: unknown) => deps.onError(err, 'search log flush'));
        }, deps.logFlushMs ?? LOG_FLUSH_MS);
  flushTimer?.unref();

  // The in-process ranking index (search-index.ts): used when it is as new as the search documents; while a
  // newer one loads, searches take the SQL path, so a refresh is visible at once.
  let ranking: RankingSnapshot | null = null;
  let rankingLoading: Promise<RankingSnapshot> | null = null;
  function reloadRanking(): Promise<RankingSnapshot> {
    rankingLoading ??= loadRankingSnapshot(db)
      .then((snapshot) => {
        ranking = snapshot;
        return snapshot;
      })
      .finally(() => {
        rankingLoading = null;
      });
    return rankingLoading;
  }
  async function currentRanking(): Promise<RankingSnapshot | null> {
    if (!ranking) return reloadRanking();
    if (ranking.version === currentSearchVersion()) return ranking;
    void reloadRanking().catch((err: unknown) => deps.onError(err, 'search index load'));
    return null;
  }
  const rankingTimer =
    deps.rankingRefreshMs === null
      ? null
      : setInterval(() => {
          void reloadRanking().catch((err: unknown) => deps.onError(err, 'search index load'));
        }, deps.rankingRefreshMs ?? RANKING_REFRESH_MS);
  rankingTimer?.unref();

  /** Each word's vocabulary matches, from the snapshot's memo or one query for the words it lacks. */
  async function wordMatchesOf(
    snapshot: RankingSnapshot,
    words: string[],
    threshold: number | undefined,
  ): Promise<WordMatch[][]> {
    const key = (w: string) => `${threshold ?? ''}|${w}`;
    const missing = [...new Set(words.filter((w) => !snapshot.wordMatches.has(key(w))))];
    if (missing.length > 0) {
      const found = await findTokenMatches(db, missing, threshold);
      if (snapshot.wordMatches.size + missing.length > WORD_MATCH_MEMO) snapshot.wordMatches.clear();
      missing.forEach((w, i) => snapshot.wordMatches.set(key(w), found[i]!));
    }
    return words.map((w) => snapshot.wordMatches.get(key(w)) ?? []);
  }

  /**
   * findMatchingSalons(), from the in-process index when the search is by relevance with no filter beyond the
   * place (the common case, and the one whose broad words are costly in SQL).
   */
  async function matchPage(q: MatchPageQuery, indexed: IndexFilters | null): Promise<MatchPage> {
    const snapshot = indexed ? await currentRanking() : null;
    const filters = snapshot && indexed ? withCategoryBits(snapshot, indexed) : null;
    if (!snapshot || !filters) return findMatchingSalons(db, q);
    if (q.words.length === 0)
      return rankScores(snapshot, browseScores(snapshot, q.scope), [], q.scope, q, filters);
    const scores = scoreWords(snapshot, await wordMatchesOf(snapshot, q.words, q.threshold), q.scope);
    // The whole-text bonus is costly for broad texts ('pet kuaför' is close to 3,000 names): asked only for the
    // salons that can still reach the page, and scored in the process unless that means too many names.
    const candidates = phraseCandidates(snapshot, scores, q.offset + q.limit, filters);
    const phrase =
      phraseHitsFromIndex(snapshot.suggestions, q.words, q.scope, q.threshold, candidates) ??
      (await findPhraseHits(db, q.words, q.scope, q.threshold, candidates));
    return rankScores(snapshot, scores, phrase, q.scope, q, filters);
  }

  async function placeData() {
    places ??= (async () => {
      await ensureSearchDocuments(db);
      const list = await loadPlaces(db);
      const terms = await loadSearchTerms(db);
      return {
        index: buildPlaceIndex(list),
        byKey: new Map(list.map((p) => [`${p.kind}:${p.id}`, p])),
        terms: new Set(terms),
      };
    })();
    try {
      return await places;
    } catch (err) {
      places = null;
      throw err;
    }
  }

  /**
   * Writes the pending log rows. A batch the database refuses is reported and dropped (the log is analytics, never
   * worth a user's answer), and the chain always continues from a settled link: one bad row must not turn every
   * later search, suggestion and trending request into a 500.
   */
  function flush(): Promise<void> {
    flushing = flushing
      .catch(() => undefined)
      .then(async () => {
        while (pending.length > 0) {
          const batch = pending.slice(0, LOG_BATCH);
          pending = pending.slice(batch.length);
          try {
            await insertSearchLogs(db, batch);
            popularDirty = true;
          } catch (err) {
            deps.onError(err, `search log flush (${batch.length} rows dropped)`);
          }
        }
      });
    return flushing;
  }

  function log(row: SearchLogRow) {
    pending.push(row);
    if (pending.length >= LOG_BATCH) {
      void flush().catch((err: unknown) => deps.onError(err, 'search log flush'));
    }
  }

  /** The place named by ids or names of a request (a district implies its city). */
  function resolvePlace(
    data: Awaited<ReturnType<typeof placeData>>,
    given: { city_id?: number; district_id?: number; city?: string; district?: string },
  ): AskedPlace {
    let city: Place | null = null;
    let district: Place | null = null;
    if (given.city_id !== undefined) city = data.byKey.get(`city:${given.city_id}`) ?? null;
    else if (given.city) {
      const key = fold(given.city);
      city =
        (/^\d+$/.test(key) ? data.byKey.get(`city:${key}`) : undefined) ??
        data.index.byName.get(key)?.find((p) => p.kind === 'city') ??
        null;
    }
    if (given.district_id !== undefined) district = data.byKey.get(`district:${given.district_id}`) ?? null;
    else if (given.district) {
      const found = data.index.byName.get(fold(given.district))?.filter((p) => p.kind === 'district') ?? [];
      district =
        found.find((d) => d.cityId === city?.id) ??
        [...found].sort((a, b) => b.salonCount - a.salonCount)[0] ??
        null;
    }
    if (district && (!city || city.id !== district.cityId)) {
      city = data.byKey.get(`city:${district.cityId}`) ?? city;
    }
    return { city, district };
  }

  // ── Unified search ───────────────────────────────────────────────────────────────────────────────────

  /**
   * The filters and order the ranking index applies itself (every filter and order of SPEC §7.4 but a date and
   * the strict place ids); null when the search needs the SQL.
   */
  function indexFiltersOf(body: UnifiedSearchRequest, at: Date, hasWords: boolean): IndexFilters | null {
    const f = body.filters ?? {};
    if (f.date !== undefined || f.city_id !== undefined || f.district_id !== undefined) return null;
    const order = f.sort_by ?? 'relevance';
    const filters: IndexFilters = { order: order === 'relevance' && !hasWords ? 'featured' : order };
    if (f.rating !== undefined) filters.minRating = f.rating;
    if (f.open_now) {
      const { weekday, minutes } = istanbulClock(at);
      filters.openAt = { weekday, second: minutes * 60 };
    }
    if (f.gender_focus === 'female' || f.gender_focus === 'male') {
      filters.genders = (1 << GENDER_CODES[f.gender_focus]) | (1 << GENDER_CODES.unisex);
    } else if (f.gender_focus === 'unisex') filters.genders = 1 << GENDER_CODES.unisex;
    if (f.categories && f.categories.length > 0) filters.categories = parseCategories(f.categories.join(','));
    if (f.min_price !== undefined) filters.minPrice = Math.round(f.min_price * 100);
    if (f.max_price !== undefined) filters.maxPrice = Math.round(f.max_price * 100);
    const origin = originOf(body);
    if (origin) {
      filters.origin = origin;
      if (f.distance !== undefined) {
        filters.within = {
          box: distanceBox(origin.latitude, origin.longitude, f.distance),
          distance: f.distance,
        };
      }
    }
    return filters;
  }

  /**
   * One page of matches; with a date, only salons with a free slot that day: every match (already open that
   * weekday) is checked at once by the slot engine, then the page is cut from what is left.
   */
  async function matchOnDate(
    q: MatchPageQuery,
    indexed: IndexFilters | null,
    date: string | undefined,
    at: Date,
  ): Promise<MatchPage> {
    if (!date) return matchPage(q, indexed);
    const all = await matchPage({ ...q, limit: MAX_DATED_CANDIDATES, offset: 0 }, indexed);
    const free = await salonsWithFreeSlot(db, all.ids, date, at);
    const ids = all.ids.filter((id) => free.has(id));
    return { ids: ids.slice(q.offset, q.offset + q.limit), total: ids.length };
  }

  async function runSearch(body: UnifiedSearchRequest): Promise<CachedSearch> {
    const data = await placeData();
    const at = new Date(now());
    const words = searchWords(body.query);
    const fromBody = resolvePlace(data, body.location ?? {});
    const inQuery = extractPlace(words, data.index, {
      preferCityId: fromBody.city?.id ?? body.filters?.city_id ?? null,
      isTerm: (w) => data.terms.has(w),
    });
    // A place named in the query wins over the remembered location.
    const asked: AskedPlace =
      inQuery.city || inQuery.district ? { city: inQuery.city, district: inQuery.district } : fromBody;
    const what = inQuery.rest;

    const scopes: PlaceScope[] = [];
    if (asked.district)
      scopes.push({ kind: 'district', cityId: asked.district.cityId, districtId: asked.district.id });
    if (asked.city) scopes.push({ kind: 'city', cityId: asked.city.id });
    scopes.push({ kind: 'country' });

    const where = filterConditions(body, at);
    const { orderBy, relevanceFirst } = orderOf(body, what.length > 0);
    const { page, limit } = body.pagination;
    const indexed = indexFiltersOf(body, at, what.length > 0);
    let used = 0;
    let found = { ids: [] as number[], total: 0 };
    for (let i = 0; i < scopes.length && found.total === 0; i++) {
      used = i;
      const query = {
        words: what,
        scope: scopes[i]!,
        where,
        orderBy,
        relevanceFirst,
        limit,
        offset: (page - 1) * limit,
      };
      const date = body.filters?.date;
      found = await matchOnDate(query, indexed, date, at);
      // Nothing at the usual similarity: try again more tolerant of typos ('manukur') before widening the place.
      if (found.total === 0 && what.length > 0) {
        found = await matchOnDate({ ...query, threshold: TYPO_SIMILARITY }, indexed, date, at);
      }
    }

    const origin = originOf(body);
    // The cards of the page and the suggestions are independent: asked together.
    const [results, suggestions] = await Promise.all([
      body.include.results ? salonCardsByIds(db, found.ids, { distanceFrom: origin }, at) : [],
      body.include.suggestions
        ? suggestionsFor(body.query, { city: asked.city, district: asked.district }, 8)
        : ([] as Suggestion[]),
    ]);

    const usedScope = scopes[used]!;
    const placeAsked = asked.city !== null;
    const fallback = used > 0;
    let fallbackMessage: string | null = null;
    if (fallback && asked.city) {
      if (usedScope.kind === 'city' && asked.district) {
        fallbackMessage = districtToCityMessage(asked.district.name, asked.city.name);
      } else if (usedScope.kind === 'country') {
        fallbackMessage = asked.district
          ? districtToCountryMessage(asked.district.name, asked.city.name)
          : cityToCountryMessage(asked.city.name);
      }
    }
    const scope: LocationScope = placeAsked ? usedScope.kind : 'none';
    const queryInfo: SearchQueryInfo = {
      query: body.query,
      normalized_query: fold(body.query),
      search_text: what.join(' '),
      total: found.total,
      page,
      per_page: limit,
      last_page: Math.max(1, Math.ceil(found.total / limit)),
      location_scope: scope,
      fallback,
      fallback_message: fallbackMessage,
      original_district_name: fallback && asked.district ? asked.district.name : null,
      city_name: asked.city?.name ?? null,
      city_id: asked.city?.id ?? null,
      district_id: asked.district?.id ?? null,
      district_name: asked.district?.name ?? null,
    };
    const matched = body.include.analytics
      ? {
          ...(await countTermMatches(db, what)),
          places: Number(asked.city !== null) + Number(asked.district !== null),
        }
      : { salons: 0, services: 0, staff: 0, categories: 0, places: 0 };
    return {
      success: true,
      query_info: queryInfo,
      results,
      suggestions,
      matched: {
        salons: matched.salons,
        services: matched.services,
        staff: matched.staff,
        categories: matched.categories,
        places: matched.places,
      },
    };
  }

  async function unifiedSearch(body: UnifiedSearchRequest): Promise<UnifiedSearchResponse> {
    const started = performance.now();
    const { value: outcome, cached } = await searches(JSON.stringify(body), () => runSearch(body));
    const searchId = randomUUID();
    const info = outcome.query_info;
    log({
      search_id: searchId,
      query: body.query.slice(0, 100),
      normalized_query: info.normalized_query.slice(0, 200),
      context: body.context,
      province_id: info.city_id,
      district_id: info.district_id,
      result_count: info.total,
      created_at: new Date(now()),
    });
    const { matched, ...rest } = outcome;
    return {
      ...rest,
      search_id: searchId,
      ...(body.include.analytics
        ? { analytics: { took_ms: Math.round((performance.now() - started) * 100) / 100, cached, matched } }
        : {}),
    };
  }

  // ── Suggestions ──────────────────────────────────────────────────────────────────────────────────────

  function quickActions(place: AskedPlace): Suggestion[] {
    const where = { city_id: place.city?.id, district_id: place.district?.id };
    return [
      {
        type: 'quick_action',
        title: 'Şu an açık salonlar',
        url: searchPath({ ...where, open_now: true }),
        action: 'filter',
        filters: { ...definedIds(place), open_now: true },
        icon: '🕒',
      },
      {
        type: 'quick_action',
        title: 'En yüksek puanlı salonlar',
        url: searchPath({ ...where, sort_by: 'rating' }),
        action: 'filter',
        filters: { ...definedIds(place), sort_by: 'rating' },
        icon: '⭐',
      },
      {
        type: 'quick_action',
        title: 'Kampanyalı salonlar',
        url: '/kampanyalar',
        action: 'navigate',
        icon: '🏷️',
      },
    ];
  }

  function definedIds(place: AskedPlace): { city_id?: number; district_id?: number } {
    return {
      ...(place.city ? { city_id: place.city.id } : {}),
      ...(place.district ? { district_id: place.district.id } : {}),
    };
  }

  /** Trending and popular searches of the last days, recounted from the log when it changed. */
  async function popularSearches(): Promise<PopularLists> {
    await flush();
    if (popularSnapshot && (!popularDirty || performance.now() - popularSnapshot.at < popularRefreshMs)) {
      return popularSnapshot;
    }
    popularLoading ??= (async () => {
      popularDirty = false;
      const since = new Date(now() - SEARCH_TRENDING_WINDOW_DAYS * DAY_MS);
      const rows = await findPopularRows(db, { since, limit: POPULAR_GROUPS });
      return summarisePopular(rows);
    })().finally(() => {
      popularLoading = null;
    });
    popularSnapshot = { ...(await popularLoading), at: performance.now() };
    return popularSnapshot;
  }

  async function popularFor(cityId: number | null, limit: number, prefix?: string): Promise<PopularEntry[]> {
    const snapshot = await popularSearches();
    const matches = (e: PopularEntry) =>
      !prefix || e.normalized.startsWith(prefix) || e.normalized.includes(` ${prefix}`);
    const out: PopularEntry[] = [];
    const have = new Set<string>();
    // The city's own first; a city with few searches is filled up with the country's. Lists are read only as far
    // as needed (up to 2,000 entries each).
    for (const list of [cityId === null ? [] : (snapshot.byCity.get(cityId) ?? []), snapshot.country]) {
      for (const e of list) {
        if (out.length >= limit) return out;
        if (have.has(e.normalized) || !matches(e)) continue;
        have.add(e.normalized);
        out.push(e);
      }
    }
    return out;
  }

  async function popular(place: AskedPlace, limit: number, prefix?: string): Promise<Suggestion[]> {
    const entries = await popularFor(place.city?.id ?? null, limit, prefix);
    return entries.map((e) => ({
      type: 'popular_search',
      title: e.query,
      url: searchPath({ q: e.query, ...definedIds(place) }),
      action: 'search',
      query: e.query,
      ...(place.city ? { filters: definedIds(place) } : {}),
      icon: '🔥',
    }));
  }

  function locationSuggestions(
    data: Awaited<ReturnType<typeof placeData>>,
    words: string[],
    originalWhat: string,
  ): Suggestion[] {
    const last = words[words.length - 1];
    if (!last || last.length < SEARCH_MIN_QUERY_LENGTH) return [];
    const beginnings = [last, ...(words.length > 1 ? [words.slice(-2).join(' ')] : [])];
    const candidates = [...new Set(beginnings.flatMap((b) => placesBeginning(data.index, b)))]
      .sort(
        (a, b) =>
          Number(b.folded === last) - Number(a.folded === last) ||
          Number(b.kind === 'city') - Number(a.kind === 'city') ||
          b.salonCount - a.salonCount ||
          turkishOrder.compare(a.name, b.name),
      )
      .slice(0, SUGGESTIONS_PER_KIND);
    return candidates.map((p) => placeSuggestion(p, originalWhat));
  }

  function placeSuggestion(p: Place, what: string): Suggestion {
    const ids = p.kind === 'city' ? { city_id: p.id } : { city_id: p.cityId, district_id: p.id };
    return {
      type: 'location_suggestion',
      id: p.id,
      title: what ? `${what} – ${p.name}` : p.name,
      subtitle: p.kind === 'city' ? 'Şehir' : `${p.cityName} · İlçe`,
      url: searchPath({ q: what || null, ...ids }),
      action: 'filter',
      ...(what ? { query: what } : {}),
      filters: ids,
      icon: '📍',
    };
  }

  function rowSuggestion(r: SuggestionRow, place: AskedPlace): Suggestion {
    switch (r.kind) {
      case 'salon': {
        const salon = { id: r.ref_id, name: r.title, district: r.district ?? '', city: r.city ?? '' };
        return {
          type: 'salon',
          id: r.ref_id,
          title: r.title,
          subtitle: [r.district, r.city].filter(Boolean).join(', '),
          url: salonPath(salon),
          action: 'navigate',
          ...(r.logo_url ? { image: r.logo_url } : {}),
          icon: '💈',
        };
      }
      case 'staff':
        return {
          type: 'staff',
          id: r.ref_id,
          title: r.title,
          subtitle: [r.salon_name, r.district].filter(Boolean).join(' · '),
          url: specialistPath({
            id: r.ref_id,
            displayName: r.title,
            district: r.district ?? '',
            city: r.city ?? '',
          }),
          action: 'navigate',
          ...(r.avatar_url ? { image: r.avatar_url } : {}),
          icon: '👤',
        };
      case 'category':
        return {
          type: 'category',
          id: r.ref_id,
          title: r.title,
          subtitle: 'Kategori',
          url: categoryPath({ id: r.ref_id, slug: r.category_slug ?? '' }),
          action: 'navigate',
          filters: { categories: [String(r.ref_id)] },
          icon: r.category_icon ?? '🏷️',
        };
      default:
        return {
          type: 'service',
          id: r.ref_id,
          title: r.title,
          subtitle: place.district
            ? `${place.district.name} hizmeti`
            : place.city
              ? `${place.city.name} hizmeti`
              : 'Hizmet',
          url: searchPath({ q: r.title, ...definedIds(place) }),
          action: 'search',
          query: r.title,
          ...(place.city ? { filters: definedIds(place) } : {}),
          icon: '✨',
        };
    }
  }

  /** From the index; from the SQL while the index loads or when a typo is alike too many names to check here. */
  async function suggestionRows(whatText: string, place: AskedPlace): Promise<SuggestionRow[]> {
    const opts = {
      cityId: place.city?.id ?? null,
      districtId: place.district?.id ?? null,
      perKind: SALON_SUGGESTIONS,
    };
    const snapshot = await currentRanking();
    return (
      (snapshot ? suggestFromIndex(snapshot.suggestions, whatText, opts) : null) ??
      findSuggestionRows(db, whatText, opts)
    );
  }

  async function suggestionsFor(text: string, context: AskedPlace, limit: number): Promise<Suggestion[]> {
    const data = await placeData();
    const trimmed = text.trim();
    if (fold(trimmed).length < SEARCH_MIN_QUERY_LENGTH) {
      const actions = quickActions(context);
      const pop = await popular(context, Math.max(0, limit - actions.length));
      return [...pop, ...actions].slice(0, limit);
    }
    const words = searchWords(trimmed);
    const inQuery = extractPlace(words, data.index, {
      preferCityId: context.city?.id ?? null,
      isTerm: (w) => data.terms.has(w),
    });
    const place: AskedPlace = inQuery.city ? { city: inQuery.city, district: inQuery.district } : context;
    const whatText = inQuery.rest.join(' ');
    const sections: Suggestion[][] = [];
    if (inQuery.city) {
      const named = inQuery.district ?? inQuery.city;
      sections.push([placeSuggestion(named, originalWords(trimmed, inQuery.rest))]);
    } else {
      sections.push(locationSuggestions(data, words, originalWords(trimmed, words.slice(0, -1))));
    }
    const rows = whatText.length >= SEARCH_MIN_QUERY_LENGTH ? await suggestionRows(whatText, place) : [];
    const ofKind = (kind: SuggestionRow['kind'], n: number) =>
      rows
        .filter((r) => r.kind === kind)
        .slice(0, n)
        .map((r) => rowSuggestion(r, place));
    sections.push(ofKind('category', SUGGESTIONS_PER_KIND));
    sections.push(ofKind('service', SUGGESTIONS_PER_KIND));
    sections.push(ofKind('salon', SALON_SUGGESTIONS));
    sections.push(ofKind('staff', SUGGESTIONS_PER_KIND));
    sections.push(await popular(place, SUGGESTIONS_PER_KIND, fold(trimmed)));
    // Each kind gets its share first; what is left of the limit goes to the rest in the same order. Positions in
    // the flat list keep the order of the sections for the answer.
    const flat = sections.flat();
    const quota = Math.max(1, Math.floor(limit / 4));
    const first: number[] = [];
    const then: number[] = [];
    let at = 0;
    for (const section of sections) {
      section.forEach((_, j) => (j < quota ? first : then).push(at + j));
      at += section.length;
    }
    const seen = new Set<string>();
    const chosen: number[] = [];
    for (const position of [...first, ...then]) {
      if (chosen.length === limit) break;
      const s = flat[position]!;
      const key = `${s.type}:${s.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      chosen.push(position);
    }
    return chosen.sort((a, b) => a - b).map((position) => flat[position]!);
  }

  /** The typed words at the given folded positions, as typed ('Kuaför' rather than 'kuafor'). */
  function originalWords(text: string, folded: string[]): string {
    if (folded.length === 0) return '';
    const typed = text.split(/\s+/).filter((w) => w !== '');
    const wanted = new Set(folded);
    return typed
      .filter((w) =>
        fold(w)
          .split(' ')
          .some((f) => wanted.has(f)),
      )
      .join(' ');
  }

  async function suggestions(q: SuggestionsQuery): Promise<Suggestion[]> {
    const key = JSON.stringify([
      fold(q.q),
      q.city ?? null,
      q.city_id ?? null,
      q.district ?? null,
      q.district_id ?? null,
      q.limit,
    ]);
    const { value } = await suggestionCache(key, async () => {
      const data = await placeData();
      return suggestionsFor(q.q, resolvePlace(data, q), q.limit);
    });
    return value;
  }

  // ── Trending, clicks, retention ──────────────────────────────────────────────────────────────────────

  async function trending(q: TrendingQuery): Promise<TrendingItem[]> {
    const data = await placeData();
    const { city } = resolvePlace(data, { city_id: q.city_id, city: q.city });
    const entries = await popularFor(city?.id ?? null, q.limit);
    return entries.map((e) => ({
      query: e.query,
      count: e.count,
      url: searchPath({ q: e.query, city_id: city?.id }),
    }));
  }

  async function click(body: SearchClickRequest): Promise<void> {
    if (body.source === 'suggestions') {
      // A suggestion has no logged search behind it: the click is its own anonymous row, batched like searches.
      const query = body.query ?? '';
      log({
        search_id: randomUUID(),
        query: query.slice(0, 100),
        normalized_query: fold(query).slice(0, 200),
        context: body.context ?? 'header',
        province_id: body.city_id ?? null,
        district_id: body.district_id ?? null,
        result_count: 0,
        created_at: new Date(now()),
        source: 'suggestions',
        click: { type: body.result_type, id: body.result_id ?? null, position: body.position },
      });
      return;
    }
    if (body.search_id === undefined) throw AppError.notFound(SEARCH_NOT_FOUND);
    await flush();
    const found = await recordClick(db, {
      searchId: body.search_id,
      resultType: body.result_type,
      resultId: body.result_id ?? null,
      position: body.position,
      at: new Date(now()),
    });
    if (!found) throw AppError.notFound(SEARCH_NOT_FOUND);
  }

  /** Keeps the log bounded and the service vocabulary fresh; run with the periodic stats refresh. */
  async function maintain(opts: { maxRows?: number } = {}): Promise<number> {
    await flush();
    const deleted = await pruneSearchLog(db, {
      before: new Date(now() - SEARCH_LOG_RETENTION_DAYS * DAY_MS),
      maxRows: opts.maxRows ?? SEARCH_LOG_MAX_ROWS,
    });
    await refreshServiceVocabulary(db);
    places = null;
    popularDirty = true;
    // Ratings and statuses change: the ranking index follows with the stats refresh.
    await reloadRanking();
    return deleted;
  }

  async function close(): Promise<void> {
    if (flushTimer) clearInterval(flushTimer);
    if (rankingTimer) clearInterval(rankingTimer);
    await flush();
    // A background index load still reads the database.
    await rankingLoading?.catch(() => undefined);
  }

  async function warm() {
    await placeData();
    await reloadRanking();
  }

  /**
   * A GET /salons/search page from the in-process index (salon-search-plan.ts), or null when the index cannot
   * answer it now (no current snapshot, too many categories): then the caller asks the SQL.
   */
  async function salonSearchPage(
    plan: SalonSearchPlan,
    page: { limit: number; offset: number },
  ): Promise<MatchPage | null> {
    const snapshot = await currentRanking();
    const filters = snapshot ? withCategoryBits(snapshot, plan.filters) : null;
    if (!snapshot || !filters) return null;
    return rankScores(snapshot, browseScores(snapshot, plan.scope), [], plan.scope, page, filters);
  }

  /** How a search is matched: its SQL conditions and order, and the index's filters (tests compare both paths). */
  function plan(body: UnifiedSearchRequest, hasWords: boolean) {
    const at = new Date(now());
    return {
      where: filterConditions(body, at),
      ...orderOf(body, hasWords),
      indexed: indexFiltersOf(body, at, hasWords),
    };
  }

  return {
    unifiedSearch,
    suggestions,
    trending,
    click,
    maintain,
    flush,
    close,
    warm,
    matchPage,
    plan,
    salonSearchPage,
  };
}

/** Per-city lists and the country list (counts summed; the form of the biggest city group shown). */
function summarisePopular(rows: PopularRow[]): PopularLists {
  const byCity = new Map<number, PopularEntry[]>();
  const country = new Map<string, PopularEntry & { best: number }>();
  for (const r of rows) {
    if (r.province_id !== null) {
      const list = byCity.get(r.province_id) ?? [];
      list.push({ normalized: r.normalized_query, query: r.query, count: r.count });
      byCity.set(r.province_id, list);
    }
    const total = country.get(r.normalized_query);
    if (!total)
      country.set(r.normalized_query, {
        normalized: r.normalized_query,
        query: r.query,
        count: r.count,
        best: r.count,
      });
    else {
      total.count += r.count;
      if (r.count > total.best) {
        total.best = r.count;
        total.query = r.query;
      }
    }
  }
  const order = (a: PopularEntry, b: PopularEntry) =>
    b.count - a.count || (a.normalized < b.normalized ? -1 : a.normalized > b.normalized ? 1 : 0);
  for (const list of byCity.values()) list.sort(order);
  return {
    byCity,
    country: [...country.values()]
      .map(({ normalized, query, count }) => ({ normalized, query, count }))
      .sort(order),
  };
}
