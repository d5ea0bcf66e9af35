import { describe, expect, it } from 'vitest';
import { staticClosures } from './preload-deps';

describe('preload lists without what the importing chunk has loaded', () => {
  it('gives each chunk itself and its static imports, recursively, as loaded once it runs', () => {
    const closures = staticClosures([
      { fileName: 'main.js', imports: ['vendor.js', 'api.js'] },
      { fileName: 'api.js', imports: ['vendor.js'] },
      { fileName: 'vendor.js', imports: [] },
      { fileName: 'home.js', imports: ['cards.js', 'api.js'] },
      { fileName: 'cards.js', imports: ['icons.js'] },
      { fileName: 'icons.js', imports: [] },
    ]);
    expect([...closures.get('main.js')!].sort()).toEqual(['api.js', 'main.js', 'vendor.js']);
    expect([...closures.get('home.js')!].sort()).toEqual([
      'api.js',
      'cards.js',
      'home.js',
      'icons.js',
      'vendor.js',
    ]);
    // What main.js's `import('./home.js')` still lists: the files main.js has not loaded.
    const loaded = closures.get('main.js')!;
    expect([...closures.get('home.js')!].filter((f) => !loaded.has(f)).sort()).toEqual([
      'cards.js',
      'home.js',
      'icons.js',
    ]);
  });
});
