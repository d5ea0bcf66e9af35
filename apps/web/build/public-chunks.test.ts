import { describe, expect, it } from 'vitest';
import { lucideIconFiles, rewriteLucideImports } from './lucide-direct';
import { isVendorModule, mergeSmallGroups, publicGroups } from './public-chunks';

const src = '/app/apps/web/src';

function graph(edges: Record<string, string[]>, entries: string[]) {
  return {
    ids: Object.keys(edges),
    info: (id: string) =>
      id in edges ? { importedIds: edges[id] ?? [], isEntry: entries.includes(id) } : null,
  };
}

describe('publicGroups (chunks of the public pages by the public routes that use them)', () => {
  const home = `${src}/app/routes/public/home.tsx`;
  const search = `${src}/app/routes/public/search.tsx`;
  const login = `${src}/app/routes/public/login.tsx`;
  const index = '/app/apps/web/index.html';
  const admin = '/app/apps/web/admin.html';
  const m = (name: string) => `${src}/lib/${name}.ts`;
  const groups = publicGroups(
    graph(
      {
        [index]: [m('entry-code'), m('shared-code')],
        [admin]: [m('admin-code'), m('card'), m('shared-code')],
        [m('entry-code')]: [],
        [m('shared-code')]: [],
        [m('admin-code')]: [],
        [home]: [m('card'), m('icon-a'), m('entry-code')],
        [search]: [m('card'), m('icon-a'), m('filters'), m('icon-b')],
        [login]: [m('field')],
        [m('card')]: [m('price')],
        [m('price')]: [],
        [m('icon-a')]: [],
        [m('icon-b')]: [],
        [m('filters')]: [m('field')],
        [m('field')]: [],
      },
      [index, admin],
    ),
  );

  it('groups modules the same public routes use, private screens apart', () => {
    // home+search, used by no private screen: one chunk.
    expect(groups.get(m('icon-a'))).toBeDefined();
    // The card (and the price it imports) is used by the admin page too: its own group, so admin does not load
    // the icons with it.
    expect(groups.get(m('price'))).toBe(groups.get(m('card')));
    expect(groups.get(m('card'))).not.toBe(groups.get(m('icon-a')));
    // search only: another group; the login form's field too, apart from what only search uses.
    expect(groups.get(m('icon-b'))).toBe(groups.get(m('filters')));
    expect(groups.get(m('field'))).not.toBe(groups.get(m('filters')));
  });

  it("puts the site entry's code the admin page loads too into one shell chunk", () => {
    expect(groups.get(m('shared-code'))).toBe('shell');
  });

  it('leaves the entry closure, the route modules and private-only code to the bundler', () => {
    expect(groups.has(m('entry-code'))).toBe(false);
    expect(groups.has(home)).toBe(false);
    expect(groups.has(search)).toBe(false);
    expect(groups.has(m('admin-code'))).toBe(false);
  });
});

describe('merging small public groups', () => {
  const group = (key: string, ids: string[], routes: string[], size: number, priv = false) => ({
    keys: [key],
    ids,
    routes: new Set(routes),
    priv,
    size,
  });

  it('merges a tiny group into a bigger one its routes load anyway, not a big one into routes that lack it', () => {
    const merged = mergeSmallGroups(
      [
        group('a', ['icon'], ['home', 'search'], 40),
        group('b', ['card'], ['home', 'search', 'category'], 2000),
        group('c', ['filters'], ['search'], 3000),
        group('d', ['form'], ['home', 'search'], 60, true),
      ],
      () => [],
    );
    const of = (id: string) => merged.find((g) => g.ids.includes(id))!;
    expect(of('icon')).toBe(of('card'));
    expect([...of('card').routes].sort()).toEqual(['category', 'home', 'search']);
    expect(of('filters')).not.toBe(of('card'));
    // Code private screens use too never joins public-only code.
    expect(of('form')).not.toBe(of('icon'));
  });

  it('skips a merge that would make two chunks import each other', () => {
    // x → y → z: merging x and z would give a cycle through y.
    const imports: Record<string, string[]> = { x: ['y'], y: ['z'], z: [] };
    const merged = mergeSmallGroups(
      [
        group('x', ['x'], ['home'], 10),
        group('y', ['y'], ['search', 'category'], 5000),
        group('z', ['z'], ['home'], 10),
      ],
      (id) => imports[id] ?? [],
    );
    const of = (id: string) => merged.find((g) => g.ids.includes(id))!;
    expect(of('x')).not.toBe(of('z'));
  });

  it('keeps the query parts public pages do not call out of the vendor chunk', () => {
    const nm = '/app/node_modules';
    expect(isVendorModule(`${nm}/react-dom/cjs/react-dom-client.production.js`)).toBe(true);
    expect(isVendorModule(`${nm}/@tanstack/query-core/build/modern/queryObserver.js`)).toBe(true);
    expect(isVendorModule(`${nm}/@tanstack/react-query/build/modern/useMutation.js`)).toBe(false);
    expect(isVendorModule(`${nm}/@tanstack/query-core/build/modern/infiniteQueryObserver.js`)).toBe(false);
    expect(isVendorModule(`${nm}/zod/index.js`)).toBe(false);
  });
});

describe('lucide direct imports', () => {
  const barrel = [
    "export { default as Heart, default as HeartIcon, default as LucideHeart } from './icons/heart.mjs';",
    "export { default as Loader2, default as LoaderCircle } from './icons/loader-circle.mjs';",
    "export { default as createLucideIcon } from './createLucideIcon.mjs';",
  ].join('\n');
  const files = lucideIconFiles(barrel);

  it('reads icon names and their aliases from the barrel', () => {
    expect(files.get('Heart')).toBe('heart');
    expect(files.get('LucideHeart')).toBe('heart');
    expect(files.get('Loader2')).toBe('loader-circle');
    expect(files.has('createLucideIcon')).toBe(false);
  });

  it('rewrites icon imports to their files and keeps the rest on the barrel', () => {
    const code = 'import { Heart, Loader2 as Spin, createLucideIcon } from "lucide-react";\nconst a = 1;';
    expect(rewriteLucideImports(code, files)).toBe(
      'import Heart from "lucide-react/dist/esm/icons/heart.mjs";import Spin from "lucide-react/dist/esm/icons/loader-circle.mjs";import { createLucideIcon } from "lucide-react";\nconst a = 1;',
    );
    expect(rewriteLucideImports("import { useState } from 'react';", files)).toBeNull();
  });
});
