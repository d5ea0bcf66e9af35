import { describe, expect, it } from 'vitest';
import {
  lcpElementOf,
  BUDGET,
  appMarkup,
  categoryScores,
  evaluatePage,
  formatResults,
  mainContentProblems,
  lcpOnly,
  median,
  snippetInHtml,
  runMetrics,
  type LhrLike,
  type PageMeasurement,
  type PageSpec,
} from './budget';

const ORIGIN = 'http://127.0.0.1:3130';

/** A Lighthouse result shaped like LH.Result, with the figures a run would record. */
function lhr(
  figures: Partial<{
    lcp: number;
    fcp: number;
    cls: number;
    tbt: number;
    bytes: number;
    scripts: number;
    others: number;
  }> = {},
  failing: string[] = [],
): LhrLike {
  const {
    lcp = 1800,
    fcp = 1200,
    cls = 0.01,
    tbt = 150,
    bytes = 200 * 1024,
    scripts = 20,
    others = 6,
  } = figures;
  const items = [
    { url: `${ORIGIN}/`, resourceType: 'Document', transferSize: 20_000 },
    ...Array.from({ length: scripts }, (_, i) => ({
      url: `${ORIGIN}/assets/c${i}.js`,
      resourceType: 'Script',
    })),
    ...Array.from({ length: others }, (_, i) => ({
      url: `${ORIGIN}/images/i${i}.webp`,
      resourceType: 'Image',
    })),
  ];
  const refs = (ids: string[]) => ids.map((id) => ({ id, weight: 1 }));
  const a11yIds = ['color-contrast', 'image-alt', 'label'];
  const seoIds = ['is-crawlable', 'document-title', 'meta-description'];
  const audits: LhrLike['audits'] = {
    'largest-contentful-paint': { score: 1, numericValue: lcp },
    'first-contentful-paint': { score: 1, numericValue: fcp },
    'cumulative-layout-shift': { score: 1, numericValue: cls },
    'total-blocking-time': { score: 1, numericValue: tbt },
    'total-byte-weight': { score: 1, numericValue: bytes },
    'network-requests': { score: null, details: { items } },
  };
  for (const id of [...a11yIds, ...seoIds]) audits[id] = { score: failing.includes(id) ? 0 : 1 };
  const score = (ids: string[]) => (ids.some((id) => failing.includes(id)) ? 0.9 : 1);
  return {
    audits,
    categories: {
      performance: { score: 0.95, auditRefs: [] },
      accessibility: { score: score(a11yIds), auditRefs: refs(a11yIds) },
      seo: { score: score(seoIds), auditRefs: refs(seoIds) },
    },
  };
}

const SALON: PageSpec = {
  name: 'salon',
  path: '/salon/6/salon-detay',
  texts: ['Güzellik & Co', '₺'],
  markup: ['<h1'],
};
const GOOD_HTML =
  '<!doctype html><html><body><div id="app" aria-disabled="true"><header>Salonya</header><main id="main"><h1>Güzellik &amp; Co</h1><p>Saç kesimi 450 ₺</p></main></div><script type="application/json" id="ssr-state">{"x":"<main>Güzellik & Co ₺"}</script></body></html>';

function page(
  runs: LhrLike[],
  overrides: Partial<Pick<PageMeasurement, 'jsGzipBytes' | 'html' | 'spec'>> = {},
): PageMeasurement {
  return {
    spec: overrides.spec ?? SALON,
    runs: runs.map(runMetrics),
    scores: categoryScores(runs[0]!),
    jsGzipBytes: overrides.jsGzipBytes ?? 130 * 1024,
    html: overrides.html ?? GOOD_HTML,
  };
}

describe('reading a Lighthouse result', () => {
  it('takes timings, layout shift, weight, requests and the scripts', () => {
    const m = runMetrics(lhr({ lcp: 2100, cls: 0.02, scripts: 3, others: 2 }));
    expect(m).toMatchObject({ lcpMs: 2100, cls: 0.02, tbtMs: 150, transferBytes: 200 * 1024, requests: 6 });
    expect(m.scriptUrls).toEqual([
      `${ORIGIN}/assets/c0.js`,
      `${ORIGIN}/assets/c1.js`,
      `${ORIGIN}/assets/c2.js`,
    ]);
  });

  it('refuses a run that failed or lacks a metric instead of passing it', () => {
    expect(() => runMetrics({ ...lhr(), runtimeError: { code: 'NO_FCP', message: 'no paint' } })).toThrow(
      /NO_FCP/,
    );
    const broken = lhr();
    delete broken.audits['largest-contentful-paint'];
    expect(() => runMetrics(broken)).toThrow(/largest-contentful-paint/);
  });

  it('names the failed accessibility and SEO audits', () => {
    expect(categoryScores(lhr({}, ['image-alt', 'is-crawlable']))).toEqual({
      accessibility: 0.9,
      seo: 0.9,
      failedAudits: { accessibility: ['image-alt'], seo: ['is-crawlable'] },
    });
  });

  it('median of three runs is the middle one', () => {
    expect(median([2600, 1900, 2200])).toBe(2200);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });
});

describe('the LCP element', () => {
  it('is the snippet of the node Lighthouse lists first, or null', () => {
    const details = {
      type: 'list',
      items: [
        { type: 'table', items: [{ node: { type: 'node', snippet: '<h1 class="x">', selector: 'h1' } }] },
        { type: 'table', items: [{ phase: 'TTFB', timing: 120 }] },
      ],
    };
    const lhr = { audits: { 'largest-contentful-paint-element': { score: null, details } }, categories: {} };
    expect(lcpElementOf(lhr)).toBe('<h1 class="x">');
    expect(lcpElementOf({ audits: {}, categories: {} })).toBeNull();
  });
});

describe('main content in the first HTML', () => {
  it('finds text and markup inside #app, not in the dehydrated state', () => {
    expect(mainContentProblems(GOOD_HTML, SALON)).toEqual([]);
    expect(appMarkup(GOOD_HTML)).not.toContain('ssr-state');
  });

  it('an empty shell has no main content, even when the state mentions it', () => {
    const shell =
      '<div id="app"></div><script type="application/json" id="ssr-state">{"x":"<main>Güzellik & Co ₺"}</script>';
    expect(mainContentProblems(shell, SALON)).toEqual(['no server-rendered <main> in #app']);
  });

  it('a page without its prices is reported', () => {
    const noPrices = GOOD_HTML.replace('450 ₺', '');
    expect(mainContentProblems(noPrices, SALON)).toEqual(['text "₺" missing']);
  });
});

describe('the budget', () => {
  const within = [lhr(), lhr({ lcp: 2400 }), lhr({ lcp: 1700 })];

  it('passes a page within every limit', () => {
    const result = evaluatePage(page(within));
    expect(result.failures).toEqual([]);
    expect(result).toMatchObject({ lcpMedianMs: 1800, lcpRunsMs: [1800, 2400, 1700], mainContent: true });
  });

  it('FAILS a regression that loads more JavaScript than 150 KB gzip', () => {
    const result = evaluatePage(page(within, { jsGzipBytes: 151 * 1024 }));
    expect(result.failures).toEqual(['JavaScript 151.0 KB gzip > 150.0 KB']);
  });

  it('holds a page still above 150 KB to its ceiling: it FAILS when it grows past it', () => {
    const capped: PageSpec = { ...SALON, jsCeilingBytes: 165 * 1024 };
    expect(evaluatePage(page(within, { spec: capped, jsGzipBytes: 164 * 1024 })).failures).toEqual([]);
    expect(evaluatePage(page(within, { spec: capped, jsGzipBytes: 166 * 1024 })).failures).toEqual([
      'JavaScript 166.0 KB gzip > 165.0 KB (its ceiling until it is cut below the budget)',
    ]);
  });

  it('FAILS a layout shift above 0.05 in any run', () => {
    const result = evaluatePage(page([lhr(), lhr({ cls: 0.12 }), lhr()]));
    expect(result.failures).toEqual(['CLS 0.120 > 0.05']);
  });

  it('FAILS when the median LCP of the runs is above 2.5 s, not for one slow run', () => {
    expect(evaluatePage(page([lhr({ lcp: 2600 }), lhr({ lcp: 3100 }), lhr({ lcp: 2000 })])).failures).toEqual(
      ['LCP median 2600 ms > 2500 ms'],
    );
    expect(evaluatePage(page([lhr({ lcp: 4000 }), lhr({ lcp: 2100 }), lhr({ lcp: 2000 })])).failures).toEqual(
      [],
    );
  });

  it('records LCP without asserting it when fewer than three runs were made (the single run of npm test)', () => {
    const one = evaluatePage(page([lhr({ lcp: 4000 })]));
    expect(one).toMatchObject({ lcpAsserted: false, lcpMedianMs: 4000, failures: [] });
    expect(formatResults([one])).toContain(
      'LCP recorded only (asserted as the median of 3 runs: PERF_RUNS=3, the default)',
    );
    // Everything else is asserted on that one run: a regression still fails it.
    expect(evaluatePage(page([lhr({ lcp: 4000, cls: 0.2 })], { jsGzipBytes: 151 * 1024 })).failures).toEqual([
      'JavaScript 151.0 KB gzip > 150.0 KB',
      'CLS 0.200 > 0.05',
    ]);
  });

  it('takes the LCP median over one full run and two runs that computed only LCP (test:perf)', () => {
    const m = { ...page([lhr({ lcp: 1800 })]), lcpOnlyRunsMs: [lcpOnly(lhr({ lcp: 2700 })), 2900] };
    expect(evaluatePage(m)).toMatchObject({
      lcpAsserted: true,
      lcpRunsMs: [1800, 2700, 2900],
      lcpMedianMs: 2700,
      failures: ['LCP median 2700 ms > 2500 ms'],
    });
    expect(evaluatePage({ ...m, lcpOnlyRunsMs: [2000, 2900] }).failures).toEqual([]);
    expect(() => lcpOnly({ ...lhr(), runtimeError: { code: 'NO_FCP', message: 'no paint' } })).toThrow(
      /NO_FCP/,
    );
  });

  it("FAILS a page whose LCP element is not in the first HTML when the page requires it (home's cookie banner)", () => {
    expect(snippetInHtml('<h1>', GOOD_HTML)).toBe(true);
    expect(snippetInHtml('<p class="banner">', GOOD_HTML)).toBe(false);
    const html = GOOD_HTML.replace('<p>', '<p class="mt-2 text-lg text-gray-600" data-x="a&amp;b">');
    expect(snippetInHtml('<p class="mt-2 text-lg text-gray-600" data-x="a&amp;b">', html)).toBe(true);
    expect(snippetInHtml('<p class="mt-2 text-lg text-gray…">', html)).toBe(true);
    // In the dehydrated state only, not in the markup: not server-rendered.
    expect(
      snippetInHtml('<main>', GOOD_HTML.replace('<main id="main">', '<div>').replace('</main>', '</div>')),
    ).toBe(false);
    const spec: PageSpec = { ...SALON, lcpFromHtml: true };
    const withElement = (snippet: string): LhrLike => {
      const run = lhr();
      run.audits['largest-contentful-paint-element'] = {
        score: 1,
        details: { items: [{ node: { snippet } }] },
      };
      return run;
    };
    expect(evaluatePage(page([withElement('<h1>'), lhr(), lhr()], { spec })).failures).toEqual([]);
    expect(evaluatePage(page([withElement('<p class="cookie">'), lhr(), lhr()], { spec })).failures).toEqual([
      'LCP element not in the first HTML: <p class="cookie">',
    ]);
  });

  it('FAILS a page whose HTML lacks its main content', () => {
    const shell = '<!doctype html><div id="app"></div><script type="module" src="/assets/main.js"></script>';
    const result = evaluatePage(page(within, { html: shell }));
    expect(result.mainContent).toBe(false);
    expect(result.failures).toEqual(['main content: no server-rendered <main> in #app']);
  });

  it('FAILS transfer, request count, accessibility and SEO below their limits', () => {
    const heavy = lhr({ bytes: 500 * 1024, scripts: 70 }, ['color-contrast', 'meta-description']);
    const failures = evaluatePage(page([heavy])).failures;
    expect(failures).toEqual([
      'transfer 500.0 KB > 300.0 KB',
      `77 requests > ${BUDGET.requests}`,
      'accessibility 0.9 < 1 (color-contrast)',
      'SEO 0.9 < 1 (meta-description)',
    ]);
  });

  it("excuses only the crawlability audit on /arama's deliberate noindex", () => {
    const arama: PageSpec = {
      name: 'arama',
      path: '/arama?q=saç',
      texts: ['Güzellik & Co'],
      markup: [],
      noindex: true,
    };
    expect(evaluatePage(page([lhr({}, ['is-crawlable'])], { spec: arama })).failures).toEqual([]);
    expect(
      evaluatePage(page([lhr({}, ['is-crawlable', 'document-title'])], { spec: arama })).failures,
    ).toEqual(['SEO audits failed: document-title']);
    // The same audit on an indexable page fails it.
    expect(evaluatePage(page([lhr({}, ['is-crawlable'])])).failures).toEqual(['SEO 0.9 < 1 (is-crawlable)']);
  });

  it('prints a row per page and every failure', () => {
    const table = formatResults([
      evaluatePage(page(within)),
      evaluatePage(page(within, { jsGzipBytes: 200 * 1024, spec: { ...SALON, name: 'home' } })),
    ]);
    expect(table).toMatch(/^page\s+LCP med/);
    expect(table).toContain('salon');
    expect(table).toContain('FAIL home: JavaScript 200.0 KB gzip > 150.0 KB');
  });
});
