import { describe, expect, it } from 'vitest';
import { lucideIconFiles, rewriteLucideImports } from './lucide-direct';
import { publicGroups } from './public-chunks';

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
        [index]: [m('entry-code')],
        [admin]: [m('admin-code'), m('card')],
        [m('entry-code')]: [],
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

  it('leaves the entry closure, the route modules and private-only code to the bundler', () => {
    expect(groups.has(m('entry-code'))).toBe(false);
    expect(groups.has(home)).toBe(false);
    expect(groups.has(search)).toBe(false);
    expect(groups.has(m('admin-code'))).toBe(false);
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
