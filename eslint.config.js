import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Data access (DESIGN §8): repositories are the only callers of the database. Routes, services and plugins may pass
// the `Db` type through (`import type`), never import the driver, the query builder, the client or the tables.
export const apiLayerFiles = [
  'apps/api/src/**/*.routes.ts',
  'apps/api/src/**/*.service.ts',
  'apps/api/src/**/*.plugin.ts',
  'apps/api/src/plugins/**/*.ts',
];
const dataAccessMessage =
  'Routes, services and plugins do not touch the database: move the query into a <module>.repository.ts (import type { Db } is fine).';

const rowCastMessage =
  'No casts on query results: parse rows with a zod row schema (queryRows/queryOne/rowsOf in apps/api/src/db/rows.ts).';
const rowCastSelectors = [
  {
    selector: 'TSAsExpression > TSUnknownKeyword',
    message: rowCastMessage,
  },
  {
    selector:
      ':matches(VariableDeclarator, ReturnStatement, AssignmentExpression) > AwaitExpression > CallExpression[callee.property.name="execute"]',
    message: 'Read rows with queryRows/queryOne/rowsOf from db/rows.ts (zod row schema), not db.execute.',
  },
  {
    selector: 'TSAsExpression > AwaitExpression',
    message: rowCastMessage,
  },
];
// Issue 21 item 12 (ADR 0033): numbers, money and dates a user reads come from packages/domain/src/format only.
// Intl formatters with an 'en-*' locale build machine keys (an ISO day, an offset) and stay allowed.
const formatMessage =
  'Format numbers, prices and dates with the shared functions of packages/domain/src/format (formatTRY, formatRating, formatPercent, formatDate, …).';
export const sharedFormatSelectors = [
  {
    selector:
      'CallExpression[callee.property.name=/^(toFixed|toPrecision|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]',
    message: formatMessage,
  },
  {
    selector:
      "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]:not([arguments.0.value=/^en-/])",
    message: formatMessage,
  },
];

/** Web features whose API calls go through the typed client (lib/api.ts) only. */
const typedWebFeatures = [
  'account',
  'addresses',
  'appointments',
  'auth',
  'availability',
  'admin-contact',
  'admin-coupons',
  'admin-dashboard',
  'admin-money',
  'admin-refunds',
  'admin-salons',
  'admin-search',
  'admin-shell',
  'admin-staff-gallery',
  'admin-users',
  'booking',
  'catalogue',
  'contact',
  'content',
  'coupons',
  'favorites',
  'impersonation',
  'notifications',
  'owner-insights',
  'owner-salons',
  'owner-services',
  'owner-settings',
  'payments',
  'privacy',
  'reviews',
  'salon',
  'salon-application',
  'salon-media',
  'search',
  'staff-portfolio',
  'system',
  'team',
  'wallet',
];
const webResponseSelectors = [
  {
    selector: "ImportSpecifier[imported.name='apiClient']",
    message: 'Call the API with api()/apiData() of lib/api.ts and a route of @salonya/contracts/api-routes.',
  },
  {
    selector: ':matches(TSInterfaceDeclaration, TSTypeAliasDeclaration)[id.name=/Envelope$/]',
    message: 'No hand-written envelope: lib/api.ts unwraps the answer, typed by its contract route.',
  },
  {
    selector: 'TSAsExpression > AwaitExpression',
    message: 'An API answer is never cast: its contract route types it (lib/api.ts parses it).',
  },
];

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: apiLayerFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: dataAccessMessage, allowTypeImports: true },
            { name: 'pg', message: dataAccessMessage, allowTypeImports: true },
            { name: '@electric-sql/pglite', message: dataAccessMessage, allowTypeImports: true },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*', '@electric-sql/pglite/*'],
              message: dataAccessMessage,
              allowTypeImports: true,
            },
            {
              group: ['**/db/client', '**/db/schema', '**/db/schema-*'],
              message: dataAccessMessage,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // The web app talks to the API over HTTP only; shared code lives in packages/contracts and packages/domain.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@salonya/api', '@salonya/api/*', '**/apps/api', '**/apps/api/**', '**/api/src/**'],
              message:
                'apps/web never imports apps/api: share code through packages/contracts or packages/domain.',
            },
          ],
        },
      ],
    },
  },
  // No import cycles in application and package sources (tests and configs are left out to keep lint fast).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders':
        importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['packages/domain/src/format/**', '**/*.test.{ts,tsx}', '**/*.fixture.ts'],
    rules: { 'no-restricted-syntax': ['error', ...sharedFormatSelectors] },
  },
  // Typed rows (ADR 0035): where queries live, a result is parsed with a zod row schema (apps/api/src/db/rows.ts),
  // never cast. Routes, services and plugins may not query at all (rule above); tests are out of scope.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [...apiLayerFiles, 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...rowCastSelectors,
        // One no-restricted-syntax per file: the shared-format selectors above are repeated, not replaced.
        ...sharedFormatSelectors,
      ],
    },
  },
  // The typed web client (issue 14 item 4, ADR 0036): features moved to lib/api.ts call a contract route and get its
  // parsed answer; they never cast an answer, type apiClient by hand or write an envelope type. A feature joins
  // this list once its calls are moved (the others still use the untyped apiClient).
  {
    files: typedWebFeatures.map((feature) => `apps/web/src/features/${feature}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...webResponseSelectors,
        // One no-restricted-syntax per file: the shared-format selectors above are repeated, not replaced.
        ...sharedFormatSelectors,
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Feature folders (DESIGN §3): a feature never imports another feature or app/; shared code (lib, components,
  // hooks) never imports features or app/. Cross-folder imports use the '@/' alias, so these patterns see them.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'A feature never imports another feature: move shared code to lib/ or components/.',
            },
            {
              group: ['@/app', '@/app/**'],
              message: 'Features never import app/ (routes compose features).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{lib,components,hooks}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/**', '@/app', '@/app/**'],
              message: 'Shared code never imports features or app/.',
            },
          ],
        },
      ],
    },
  },
);
