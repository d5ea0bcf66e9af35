import type { SalonCard, SalonSearchQuery } from '@salonya/contracts/catalogue';
import type { Db } from '../../db/client';
import { planSalonSearch } from '../search/salon-search-plan';
import type { SearchService } from '../search/search.service';
import { salonCardsByIds } from './salon-cards.repository';
import { findSalonSearchPage } from './salon-search.repository';

/** The part of the search service GET /salons/search uses (tests and page meta may pass none). */
export type SalonSearchIndex = Pick<SearchService, 'salonSearchPage'>;

/**
 * One page of GET /salons/search (SPEC §7.4): from the in-process search index for the filters it knows
 * (issue 17 item 6b: the same page and total, several times faster at scale), else from the SQL.
 */
export async function searchSalonCards(
  db: Db,
  index: SalonSearchIndex | null,
  q: SalonSearchQuery,
  at: Date,
): Promise<{ items: SalonCard[]; total: number }> {
  const plan = planSalonSearch(q);
  const page = { limit: q.per_page, offset: (q.page - 1) * q.per_page };
  const indexed = plan && index ? await index.salonSearchPage(plan, page) : null;
  if (!plan || !indexed) return findSalonSearchPage(db, q, at);
  return {
    items: await salonCardsByIds(db, indexed.ids, { distanceFrom: plan.filters.origin ?? null }, at),
    total: indexed.total,
  };
}
