import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { policy } from './policy';

/** Where the reference UI and the generated document are served (ADR 0034). */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = `${API_DOCS_PATH}/openapi.json`;

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** The group of a route in the reference UI: its first path segment after the version ('salons', 'admin' …). */
export function routeTag(url: string): string {
  const rest = url.replace(/^\/api\/(v1\/)?/, '');
  return rest.split('/')[0] || 'api';
}

/**
 * OpenAPI 3.1 generated from the routes' zod schemas (request and response). Registered before the routes so it
 * sees each one; only /api routes are described (the web pages, sitemap and media files are not the API).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Salonya API',
        description:
          'Every route of the Salonya API with its request and response schemas, generated from the zod contracts ' +
          '(packages/contracts). Errors are always the envelope { success: false, message, error_code, errors? }. ' +
          'Signed-in routes take `Authorization: Bearer <token>` from POST /api/v1/auth/login.',
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (document) => {
      if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
      const transformed = zodTransform(document);
      const policyOf = document.route.config?.policy;
      return {
        url: transformed.url,
        schema: {
          ...transformed.schema,
          tags: [routeTag(document.url)],
          // Who may call it (the route's policy): clients and the fuzz suite read it from here.
          ...(policyOf ? { 'x-policy': policyOf } : {}),
          ...(policyOf && policyOf.kind !== 'public' ? { security: [{ bearer: [] }] } : {}),
        },
      };
    },
  });
}

/**
 * The reference UI (swagger-ui's own files from the npm package, no CDN) and the JSON document. Public like the API
 * itself: the document describes what the web app already calls, and every route still enforces its own policy.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    // The auth hook denies /api routes without a policy; the docs routes (the UI's own included) are public.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, policy: policy.public() };
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { deepLinking: true, docExpansion: 'list' },
    });
    docs.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => docs.swagger());
  });
}
