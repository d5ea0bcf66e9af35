import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { buildArtifacts } from './build/build-artifacts.ts';
import { entryAfterFirstPaint, stylesheetFirst } from './build/html-order.ts';
import { lucideDirectImports } from './build/lucide-direct.ts';
import { preloadDeps, resolvePreloadDependencies } from './build/preload-deps.ts';
import { publicChunks, publicGroupName, isVendorModule } from './build/public-chunks.ts';
import { serverBundle } from './build/server-bundle.ts';

const here = import.meta.dirname;

/**
 * '@' is apps/web/src. The workspace packages (@salonya/domain, @salonya/contracts) need no alias: npm links them
 * into node_modules and their package.json `exports` map `./*` to the TypeScript sources (`./src/*.ts`).
 */
export const webAliases: Alias[] = [{ find: /^@\//, replacement: `${path.join(here, 'src')}/` }];

/**
 * Server-side twins of lazily loaded modules (issue 17): in the SSR build an import of `./x.lazy` resolves to
 * `./x.server`, which imports the same components statically so the HTML has them (the browser loads them lazily).
 */
export const serverAliases: Alias[] = [
  { find: /^(\..*)\.lazy$/, replacement: '$1.server' },
  // An alias applies once: '@/x.lazy' is mapped here, before webAliases would turn it into a plain path.
  { find: /^@\/(.*)\.lazy$/, replacement: `${path.join(here, 'src')}/$1.server` },
];

function htmlOrderPlugin(): Plugin {
  return {
    name: 'salonya-html-order',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const sorted = stylesheetFirst(html);
        return path.basename(ctx.filename) === 'index.html' ? entryAfterFirstPaint(sorted) : sorted;
      },
    },
  };
}

/** The admin page is its own HTML entry (SPEC §2.8); serve it at /admin in dev and preview as the API does. */
function adminEntryRewrite(): Plugin {
  const rewrite = (url: string | undefined): string | undefined => {
    if (url === undefined) return url;
    const match = /^\/admin\/?(?:[?#].*)?$/.exec(url);
    if (!match) return url;
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    return `/admin.html${query}`;
  };
  return {
    name: 'salonya-admin-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        req.url = rewrite(req.url);
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        req.url = rewrite(req.url);
        next();
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  plugins: [
    react(),
    tailwindcss(),
    adminEntryRewrite(),
    htmlOrderPlugin(),
    lucideDirectImports(),
    publicChunks(),
    preloadDeps(),
    buildArtifacts(),
    serverBundle(),
  ],
  resolve: { alias: isSsrBuild ? [...serverAliases, ...webAliases] : webAliases },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  // The server entry (ADR 0024): one self-contained bundle, npm packages included (build/server-bundle.ts, ADR 0057).
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // dist/.vite/manifest.json: the API preloads a server-rendered page's screen chunk from it (ADR 0024).
        manifest: true,
        // Every browser the site supports (ES2022) implements <link rel="modulepreload">: no polyfill in the entry
        // (0.5 KB gzip on every page, issue 17). A dynamic import's preload list leaves out what the importing
        // chunk has loaded already (build/preload-deps.ts).
        modulePreload: { polyfill: false, resolveDependencies: resolvePreloadDependencies },
        rolldownOptions: {
          input: {
            main: path.join(here, 'index.html'),
            admin: path.join(here, 'admin.html'),
          },
          output: {
            // One shared vendor chunk for the libraries every page needs (React, the router, TanStack Query, the
            // toasts); they change rarely, so it stays cached apart from our code. Form libraries (zod,
            // react-hook-form) stay out of it: public pages must not load them (dist/bundle-report.json checks).
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: isVendorModule,
                },
                // The public pages' own code and icons, grouped by the public routes that use them
                // (build/public-chunks.ts): fewer, bigger files for the same bytes. A module's imports are in the
                // entry's chunks or in groups of more routes (a superset), so the chunks cannot import each other
                // in a cycle and the dependencies need not be pulled in (that would drag entry code along).
                { name: publicGroupName, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
