import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { packageImportsOf, serverBundle } from './server-bundle';

function configFor(env: Partial<ConfigEnv>): UserConfig | null | void {
  const hook = serverBundle().config;
  if (typeof hook !== 'function') throw new Error('serverBundle has no config hook');
  return hook.call(
    {} as never,
    {},
    { command: 'build', mode: 'production', ...env },
  ) as UserConfig | null | void;
}

describe('serverBundle', () => {
  it('bundles every npm package into the server build with NODE_ENV fixed to production', () => {
    expect(configFor({ isSsrBuild: true })).toEqual({
      ssr: { noExternal: true },
      define: { 'process.env.NODE_ENV': '"production"' },
    });
  });

  it('leaves the client build alone', () => {
    expect(configFor({ isSsrBuild: false })).toBeUndefined();
  });
});

describe('packageImportsOf', () => {
  const files = new Set(['entry-server.js', 'assets/react-C6tkHmF0.js']);
  it.each([
    { imports: ['assets/react-C6tkHmF0.js', 'node:module', 'fs'], packages: [] },
    { imports: ['react', 'assets/react-C6tkHmF0.js'], packages: ['react'] },
    {
      imports: ['react-dom/server', 'lucide-react/dist/esm/icons/heart.mjs'],
      packages: ['react-dom/server', 'lucide-react/dist/esm/icons/heart.mjs'],
    },
    { imports: ['@tanstack/react-query', 'node:stream'], packages: ['@tanstack/react-query'] },
  ])('$imports → $packages', ({ imports, packages }) => {
    expect(packageImportsOf(imports, files)).toEqual(packages);
  });
});
