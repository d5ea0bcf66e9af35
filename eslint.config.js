import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
