import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The web app's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist-server; ADR 0024), as the
 * API process uses it.
 */
export interface RenderedPage {
  html: string;
  /** Already escaped for a `<script>` element. */
  state: string;
  renderMs: number;
  dataMs: number;
  passes: number;
  /** Source modules of the page's screen (Vite manifest keys). */
  modules: string[];
}

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

interface ServerEntry {
  configureServerRendering(options: { transport: ApiTransport }): void;
  renderPage(url: string, origin: string, request: { cookie?: string }): Promise<RenderedPage | null>;
}

/** Who asks: the address (rate limits of the page's API calls) and the `Cookie` header (the cookie consent). */
export interface PageVisitor {
  ip: string;
  cookie?: string;
}

export type PageRenderer = (url: string, visitor: PageVisitor) => Promise<RenderedPage | null>;

/** Vite's build manifest (dist/.vite/manifest.json): source module → its chunk and the chunks it imports. */
const buildManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
);
type BuildManifest = z.infer<typeof buildManifestSchema>;

function readManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const parsed = buildManifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : {};
}

/** The chunk files of `modules` and everything they import statically, in load order, each once. */
export function chunksOf(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  modules.forEach(visit);
  return files;
}

/** The element the HTML shell renders into (SPEC §9: `app`) and the id of the state script (web's ssr-state.ts). */
const APP_ELEMENT = '<div id="app"></div>';
const SSR_STATE_ELEMENT_ID = 'ssr-state';

function isServerEntry(value: unknown): value is ServerEntry {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'renderPage' in value &&
    typeof value.renderPage === 'function' &&
    'configureServerRendering' in value &&
    typeof value.configureServerRendering === 'function'
  );
}

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  return headers;
}

/**
 * Loads the server entry at `file` and points its API calls at `app` in-process (`app.inject`: no socket, no
 * HTTP parsing, the same routes, validation, caches and rate limits as the browser's calls, counted against the
 * visitor's address). Null when there is no server entry (the shell is sent, as before server rendering).
 *
 * The entry belongs to the client build whose `indexFile` was there when it loaded. After a rebuild (a new
 * index.html, new chunk names) the pages go out as the shell until the process restarts: markup from the old
 * code would not match the new scripts, and the old server chunks are gone.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  file: string | undefined,
  origin: string,
  distDir: string,
): Promise<PageRenderer | null> {
  if (file === undefined || !existsSync(file)) return null;
  const indexFile = path.join(distDir, 'index.html');
  const builtAt = statSync(indexFile).mtimeMs;
  const manifest = readManifest(distDir);
  let staleReported = false;
  const entry: unknown = await import(/* @vite-ignore */ pathToFileURL(file).href);
  if (!isServerEntry(entry)) throw new Error(`${file} is not the web app's server entry`);

  const visitor = new AsyncLocalStorage<{ ip: string }>();
  entry.configureServerRendering({
    transport: async (url, init) => {
      const res = await app.inject({
        method: init.method === 'POST' || init.method === 'PUT' ? init.method : 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        remoteAddress: visitor.getStore()?.ip ?? '127.0.0.1',
      });
      const empty = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: headersOf(res.headers),
      });
    },
  });
  return async (url, who) => {
    if (statSync(indexFile).mtimeMs !== builtAt) {
      if (!staleReported) app.log.warn('the web app was rebuilt: pages are sent unrendered until a restart');
      staleReported = true;
      return null;
    }
    try {
      const request = who.cookie === undefined ? {} : { cookie: who.cookie };
      const page = await visitor.run({ ip: who.ip }, () => entry.renderPage(url, origin, request));
      return page === null ? null : { ...page, modules: chunksOf(manifest, page.modules) };
    } catch (error) {
      // A screen that cannot render on the server still works in the browser: send the shell.
      app.log.error({ err: error, url }, 'server rendering failed');
      return null;
    }
  };
}

/**
 * The shell with the rendered markup in its app element and the state the browser hydrates from after it; the
 * screen's chunks (`page.modules`, built files by then) are listed for preloading, so hydration does not wait for
 * main.js to discover them. The list is inert (a template) until public/hydrate.js starts the app after the first
 * paint, so the scripts do not compete with the stylesheet and the pictures for a slow connection.
 */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  if (!shell.includes(APP_ELEMENT)) return shell;
  const preloads = page.modules
    .filter((file) => !shell.includes(`/${file}`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  // Inert until public/hydrate.js moves them into the head after the first paint (issue 17, ADR 0032).
  const inert = `<template id="ssr-preloads">\n    ${preloads}\n    </template>`;
  return (preloads === '' ? shell : shell.replace('</head>', () => `  ${inert}\n  </head>`)).replace(
    APP_ELEMENT,
    () =>
      // Until the scripts take the page over (main.tsx removes it), its buttons do nothing: say so, to assistive
      // technology and to test drivers, which wait for the controls to be enabled.
      `<div id="app" aria-disabled="true">${page.html}</div>\n    <script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${page.state}</script>`,
  );
}

/** `Server-Timing` of a rendered page: the whole render and the part spent waiting for API calls. */
export function serverTiming(page: RenderedPage): string {
  // eslint-disable-next-line no-restricted-syntax -- a Server-Timing header for developers
  return `ssr;dur=${page.renderMs.toFixed(1)}, ssr-data;dur=${page.dataMs.toFixed(1)};desc="passes ${page.passes}"`;
}
