import { describe, expect, it } from 'vitest';
import { entryAfterFirstPaint, stylesheetFirst } from './html-order';

const BUILT = `<head>
    <title>Salonya</title>
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="modulepreload" crossorigin href="/assets/api-client-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/styles-jkl.css">
  </head>
`;

describe('index.html order (issue 17)', () => {
  it('puts the stylesheet before the scripts', () => {
    const html = stylesheetFirst(BUILT);
    expect(html.indexOf('styles-jkl.css')).toBeLessThan(html.indexOf('main-abc.js'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('starts the entry through hydrate.js, its chunks listed there instead of modulepreload links', () => {
    const html = entryAfterFirstPaint(stylesheetFirst(BUILT));
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/hydrate.js" data-entry="/assets/main-abc.js" data-preload="/assets/vendor-def.js /assets/api-client-ghi.js"></script>',
    );
  });

  it('leaves a page without a module entry as it is', () => {
    expect(entryAfterFirstPaint('<head></head>')).toBe('<head></head>');
  });
});
