import { errorResponses } from '@salonya/contracts/envelope';
import {
  searchClickRequestSchema,
  searchClickResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  trendingQuerySchema,
  trendingResponseSchema,
  unifiedSearchRequestSchema,
  unifiedSearchResponseSchema,
} from '@salonya/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppConfig, RateLimitRule } from '../../config';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { policy } from '../../plugins/policy';
import type { SearchService } from './search.service';

/** SPEC §7.4 search calls, plus the click log. All public and rate-limited per IP. */
export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  rateLimiter: RateLimiter;
  config: AppConfig;
}> = async (app, { search, rateLimiter, config }) => {
  async function limit(request: FastifyRequest, name: string, rule: RateLimitRule) {
    const result = await rateLimiter.hit(`${name}:ip:${request.ip}`, rule);
    if (!result.allowed) throw AppError.rateLimited(result.retryAfterSec);
  }

  app.post(
    '/unified-search',
    {
      config: { policy: policy.public() },
      schema: {
        body: unifiedSearchRequestSchema,
        response: { 200: unifiedSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await limit(request, 'search', config.rateLimits.searchPerIp);
      return search.unifiedSearch(request.body);
    },
  );

  app.get(
    '/search/suggestions',
    {
      config: { policy: policy.public() },
      schema: {
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await limit(request, 'suggestions', config.rateLimits.suggestionsPerIp);
      return { success: true as const, data: await search.suggestions(request.query) };
    },
  );

  app.get(
    '/search/trending',
    {
      config: { policy: policy.public() },
      schema: {
        querystring: trendingQuerySchema,
        response: { 200: trendingResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await limit(request, 'suggestions', config.rateLimits.suggestionsPerIp);
      return { success: true as const, data: await search.trending(request.query) };
    },
  );

  app.post(
    '/search/click',
    {
      config: { policy: policy.public() },
      schema: {
        body: searchClickRequestSchema,
        response: { 200: searchClickResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await limit(request, 'search', config.rateLimits.searchPerIp);
      await search.click(request.body);
      return { success: true as const };
    },
  );
};
