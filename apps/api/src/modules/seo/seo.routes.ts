import { errorResponses } from '@salonya/contracts/envelope';
import { locationPageResponseSchema, seoPageResponseSchema } from '@salonya/contracts/seo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { policy } from '../../plugins/policy';
import { AppError } from '../../lib/app-error';
import { SHARE_IMAGE } from './page-meta';
import { locationPage } from './seo-location';
import type { SalonSearchIndex } from '../salons/salon-search.service';

const slugParam = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .min(1, `${label} zorunludur.`)
    .max(80, `${label} geçersiz.`)
    .regex(/^[a-z0-9-]+$/, `${label} geçersiz.`);

const locationQuery = z.object({
  city: slugParam('Şehir'),
  district: z.preprocess((v) => (v === '' ? undefined : v), slugParam('İlçe').optional()),
  category: slugParam('Kategori'),
  page: z.coerce
    .number({ error: 'Sayfa bir sayı olmalıdır.' })
    .int()
    .min(1, 'Sayfa en az 1 olabilir.')
    .max(10_000)
    .default(1),
  per_page: z.coerce
    .number({ error: 'Sayfa boyutu bir sayı olmalıdır.' })
    .int()
    .min(1, 'Sayfa boyutu en az 1 olabilir.')
    .max(100_000)
    .transform((v) => Math.min(v, 100))
    .default(20),
});

export const seoRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => number;
  appUrl: string;
  search?: SalonSearchIndex;
}> = async (app, { db, now, appUrl, search }) => {
  app.get(
    '/seo/location-page',
    {
      config: { policy: policy.public() },
      schema: {
        querystring: locationQuery,
        response: { 200: locationPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: await locationPage(db, request.query, new Date(now()), appUrl, search ?? null),
      };
    },
  );
};

const SEO_PAGES: Record<string, { title: string; description: string; path: string; keywords: string }> = {
  home: {
    title: 'Salonya – Kuaför, güzellik ve bakım randevusu tek tıkla',
    description: 'Kuaför, berber, güzellik, tırnak, spa ve pet bakım salonlarında online randevu.',
    path: '/',
    keywords: 'kuaför randevu, berber randevu, güzellik merkezi, online randevu',
  },
  search: {
    title: 'Salon Ara | Salonya',
    description:
      'Şehir, ilçe ve hizmete göre salon arayın; fiyatları, puanları ve müsait saatleri karşılaştırın.',
    path: '/arama',
    keywords: 'salon ara, kuaför ara, yakınımdaki kuaför, berber ara',
  },
  categories: {
    title: 'Kategoriler | Salonya',
    description: 'Saç, güzellik, tırnak, cilt bakımı, masaj ve spa, evde hizmet ve pet bakım kategorileri.',
    path: '/kategoriler',
    keywords: 'kuaför, güzellik, nail art, masaj, spa, pet kuaför',
  },
  campaigns: {
    title: 'Kampanyalar | Salonya',
    description: 'Salonların güncel kampanyaları ve indirimli hizmetleri.',
    path: '/kampanyalar',
    keywords: 'kuaför kampanya, güzellik indirimi',
  },
};

/** SPEC §7.3 GET /api/seo/page/{page}: SPEC §3 SEO data of a fixed page. */
export const seoPageRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (app, { appUrl }) => {
  app.get(
    '/page/:page',
    {
      config: { policy: policy.public() },
      schema: {
        params: z.object({ page: z.string().max(40) }),
        response: { 200: seoPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = SEO_PAGES[request.params.page];
      if (!page) throw AppError.notFound('Sayfa bulunamadı');
      return {
        success: true as const,
        data: {
          meta_title: page.title,
          meta_description: page.description,
          meta_keywords: page.keywords,
          canonical_url: `${appUrl}${page.path}`,
          og_image: `${appUrl}${SHARE_IMAGE}`,
          latitude: null,
          longitude: null,
          region: 'TR',
          locality: null,
          custom_meta: {},
        },
      };
    },
  );
};
