import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 21 acceptance: numbers, prices and dates formatted outside packages/domain/src/format fail lint (the
 * no-restricted-syntax selectors of eslint.config.js). Lints snippets as if they were files of the apps.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function formatErrors(code: string, file: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('formatting outside the shared format functions fails lint', () => {
  // The first lint loads the config, its plugins and the TypeScript resolver: seconds on a busy machine.
  beforeAll(() => formatErrors('', 'apps/web/src/features/booking/utils/x.ts'), 60_000);

  it.each([
    ['toFixed', 'export const a = (n: number) => `${n.toFixed(1)} km`;\n'],
    ['toLocaleString', "export const a = (n: number) => n.toLocaleString('tr-TR');\n"],
    ['toLocaleDateString', 'export const a = (d: Date) => d.toLocaleDateString();\n'],
    ['Intl.NumberFormat', "export const f = new Intl.NumberFormat('tr-TR');\n"],
    ['Intl.DateTimeFormat', "export const f = new Intl.DateTimeFormat('tr-TR', { month: 'long' });\n"],
    ['Intl without a locale', 'export const f = new Intl.NumberFormat();\n'],
  ])('%s in a web feature is refused', async (_, code) => {
    expect(await formatErrors(code, 'apps/web/src/features/booking/utils/x.ts')).toBe(1);
  });

  it.each([
    ['the API', 'apps/api/src/modules/booking/x.ts'],
    ['the contracts', 'packages/contracts/src/x.ts'],
    ['another domain module', 'packages/domain/src/booking/x.ts'],
  ])('is refused in %s too', async (_, file) => {
    expect(await formatErrors("export const f = new Intl.NumberFormat('tr-TR');\n", file)).toBe(1);
  });

  it('allows the format module itself and machine keys with an en-* locale', async () => {
    expect(
      await formatErrors(
        "export const f = new Intl.NumberFormat('tr-TR');\n",
        'packages/domain/src/format/x.ts',
      ),
    ).toBe(0);
    expect(
      await formatErrors(
        "export const f = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });\n",
        'apps/web/src/features/booking/utils/x.ts',
      ),
    ).toBe(0);
  });
});
