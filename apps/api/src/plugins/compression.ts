import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves (DESIGN §8). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * HTML and JSON answers are compressed on the fly (brotli at a fast level, else gzip) above the threshold;
 * Server-Sent Events, images and answers that already carry a Content-Encoding (precompressed static files)
 * are left alone. Register before the routes (the plugin hooks into each route as it is added).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies are never compressed by our clients; do not inflate them.
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // text/* except event streams, JSON, XML and SVG (the defaults minus octet-stream).
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u,
  });
}

/** A weak validator of a body: weak because the same answer is sent in several encodings. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when an If-None-Match header lists the tag (or '*'); weak comparison, as RFC 9110 asks for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t.replace(/^W\//, '') === bare);
}

/**
 * ETag and 304 for the public API reads (catalogue, search, home lists, salon pages): a browser or proxy that
 * has the answer revalidates it and gets an empty 304 when nothing changed. Only successful GET/HEAD answers
 * of routes whose policy is public; the tag is taken before compression.
 */
export function registerApiEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || !request.url.startsWith('/api/')) return payload;
    if (request.routeOptions.config.policy?.kind !== 'public') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = weakEtag(payload);
    reply.header('ETag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('Content-Type');
      reply.removeHeader('Content-Length');
      return '';
    }
    return payload;
  });
}
