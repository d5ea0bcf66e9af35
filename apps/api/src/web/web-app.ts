import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { pageMetaFor, renderShell } from '../modules/seo/page-meta';
import { AppError } from '../lib/app-error';
import { policy } from '../plugins/policy';
import type { SalonSearchIndex } from '../modules/salons/salon-search.service';

/** Static files that have compressed copies, so their answer varies with Accept-Encoding. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|xml|txt|webmanifest)(?:\.br|\.gz)?$/i;
import { loadPageRenderer, serverTiming, withRenderedPage } from './page-renderer';

/**
 * Files of the build that are not for browsers: Vite's manifest (dist/.vite/, read by the page renderer) and the
 * per-route size report. Any path with a segment starting with '.' counts, so a future dot-folder is covered too.
 */
export function isBuildInternal(pathName: string): boolean {
  const segments = pathName.split('/');
  return (
    segments.some((segment) => segment.startsWith('.')) ||
    /^bundle-report\.json(?:\.br|\.gz)?$/i.test(segments.at(-1) ?? '')
  );
}

/** index.html, re-read when a rebuild changes it. */
function templateReader(file: string): () => string {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Serves the built SPA: admin.html for /admin, index.html for every other page path with the page's title,
 * description, canonical, Open Graph and JSON-LD written into its head; legacy aliases and invalid SEO paths
 * are redirected here already.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: {
    distDir: string | undefined;
    /** The web app's server entry (ADR 0024); without it every page gets the shell. */
    serverEntry: string | undefined;
    db: Db;
    appUrl: string;
    now: () => number;
    search?: SalonSearchIndex;
  },
): Promise<void> {
  const { distDir } = opts;
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // Files are looked up per request, so a rebuilt web app needs no restart.
      wildcard: true,
      // Directories (e.g. '/') are pages, left to the SPA fallback below; build-internal files are a 404.
      allowedPath: (pathName) => !pathName.endsWith('/') && !isBuildInternal(pathName),
      cacheControl: false,
      // Build-time brotli/gzip copies (apps/web/build/precompress.ts) are sent when Accept-Encoding allows.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (COMPRESSIBLE_FILE.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
        // Vite fingerprints everything under assets/: cache it for a year; other files revalidate.
        const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  // With the static files' wildcard route, an unknown /api path would match it and be denied (403) as a route
  // without a policy: it is a 404 envelope.
  if (hasWeb) {
    // The router answers 414 for a too long parameter when no wildcard takes the path; the same here.
    const maxParam = app.initialConfig.routerOptions?.maxParamLength ?? 100;
    app.all('/api/*', { config: { policy: policy.public() } }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname.split('/').some((segment) => segment.length > maxParam))
        throw new AppError(414, 'URI_TOO_LONG', 'İstenen adres çok uzun.');
      return reply.callNotFound();
    });
  }
  const indexHtml = hasWeb ? templateReader(path.join(distDir, 'index.html')) : null;
  const renderPage = hasWeb ? await loadPageRenderer(app, opts.serverEntry, opts.appUrl, distDir) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing file (a path with an extension) is a real 404, never the HTML shell.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !/\.[a-z0-9]{1,8}$/i.test(pathname);
    if (!isPage || !indexHtml) {
      return reply
        .status(404)
        .send({ success: false, message: 'İstenen adres bulunamadı.', error_code: 'NOT_FOUND' });
    }
    if (pathname === '/admin' || pathname.startsWith('/admin/')) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('admin.html');
    }
    const meta = await pageMetaFor(opts.db, request.url, opts.appUrl, new Date(opts.now()), opts.search);
    if (meta.redirect) return reply.redirect(meta.redirect, meta.status);
    const shell = renderShell(indexHtml(), meta, opts.appUrl);
    // Public content pages come with their markup and data; the rest (and a page whose data failed) as the shell.
    const page =
      meta.status === 200 && request.method === 'GET' && renderPage !== null
        ? await renderPage(request.url, {
            ip: request.ip,
            ...(request.headers.cookie === undefined ? {} : { cookie: request.headers.cookie }),
          })
        : null;
    // The markup depends on the cookie consent (the first-visit banner is rendered for an undecided visitor).
    if (page !== null) reply.header('Server-Timing', serverTiming(page)).header('Vary', 'Cookie');
    return reply
      .status(meta.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page === null ? shell : withRenderedPage(shell, page));
  });
}
