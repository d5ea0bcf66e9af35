import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { nearMeLocation, provinceLocation, districtLocation } from '@/lib/locations/user-location';
import { ISTANBUL_DISTRICTS, PROVINCES } from '@/test/location-fixtures';
import { projectPoints } from './map-projection';
import { isMobileUserAgent, searchContextFor } from './search-context';
import { searchErrorMessage } from './search-errors';
import { addSearchToHistory, parseSearchHistory } from './search-history';
import { buildUnifiedRequest, readSearchParams, searchHref, withSearchChanges } from './search-params';

const istanbul = PROVINCES[1]!;

describe('search context (SPEC §2.10)', () => {
  it.each([
    ['/', false, 'homepage'],
    ['/arama', false, 'results'],
    ['/arama/', false, 'results'],
    ['/kategoriler', false, 'header'],
    ['/salon/4/x', false, 'header'],
    ['/', true, 'mobile'],
    ['/arama', true, 'mobile'],
  ] as const)('%s (mobile %s) → %s', (path, mobile, context) => {
    expect(searchContextFor(path, mobile)).toBe(context);
  });

  it('reads phones and tablets from the user agent', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0')).toBe(false);
  });
});

describe('search errors (SPEC §8)', () => {
  it.each([
    [
      new ApiError({ status: 0, message: 'x', isTimeout: true }),
      'Arama zaman aşımına uğradı, lütfen tekrar deneyin',
    ],
    [new ApiError({ status: 422, message: 'x' }), 'Geçersiz arama parametreleri'],
    [new ApiError({ status: 500, message: 'x' }), 'Arama sırasında bir hata oluştu'],
    [new ApiError({ status: 0, message: 'x' }), 'Arama sırasında bir hata oluştu'],
    [new Error('x'), 'Arama sırasında bir hata oluştu'],
  ])('%#', (error, message) => {
    expect(searchErrorMessage(error)).toBe(message);
  });
});

describe('search history (SPEC §9: 10 entries)', () => {
  it('puts the newest first, moves a repeat (any letter case) and keeps 10', () => {
    let list = parseSearchHistory(null);
    for (let i = 1; i <= 12; i += 1) list = addSearchToHistory(list, ` arama ${i} `);
    list = addSearchToHistory(list, 'ARAMA 7');
    expect(list.map((e) => e.query)).toEqual([
      'ARAMA 7',
      'arama 12',
      'arama 11',
      'arama 10',
      'arama 9',
      'arama 8',
      'arama 6',
      'arama 5',
      'arama 4',
      'arama 3',
    ]);
    expect(addSearchToHistory(list, '   ')).toHaveLength(10);
  });

  it('reads older or broken stored values without throwing', () => {
    expect(parseSearchHistory('not json')).toEqual([]);
    expect(parseSearchHistory('{"a":1}')).toEqual([]);
    expect(
      parseSearchHistory('["saç", {"query":"fön"}, 3, {"query":""}, "SAÇ"]').map((e) => e.query),
    ).toEqual(['saç', 'fön']);
  });
});

describe('/arama address', () => {
  it('reads the SPEC §2.1 parameters and ignores values the API would reject', () => {
    const params = readSearchParams(
      new URLSearchParams(
        'q=+kuaför+&date=2026-12-01&city_id=34&district_id=402&categories=nail_el_bakimi,<x>&rating=4.5&min_price=100&max_price=50&open_now=true&sort_by=distance&page=3&view=map',
      ),
    );
    expect(params).toEqual({
      q: 'kuaför',
      date: '2026-12-01',
      city_id: 34,
      district_id: 402,
      categories: ['nail_el_bakimi'],
      rating: 4.5,
      min_price: 100,
      open_now: true,
      page: 3,
      view: 'map',
    });
    expect(readSearchParams(new URLSearchParams('city_id=99&date=2026-02-30&rating=2&page=0'))).toEqual({
      q: '',
      page: 1,
      view: 'list',
    });
  });

  it('builds the search address of a box from the location', () => {
    expect(searchHref(' saç ', null)).toBe('/arama?q=sa%C3%A7');
    expect(searchHref('saç', provinceLocation(istanbul))).toBe('/arama?q=sa%C3%A7&city_id=34');
    expect(searchHref('saç', districtLocation(istanbul, ISTANBUL_DISTRICTS[1]!))).toBe(
      '/arama?q=sa%C3%A7&city_id=34&district_id=402',
    );
    expect(searchHref('saç', nearMeLocation(istanbul, { latitude: 41, longitude: 29 }))).toBe(
      '/arama?q=sa%C3%A7&location=yakinimda',
    );
    // The results page keeps its filters, and a new search starts on page 1.
    expect(searchHref('fön', null, new URLSearchParams('q=saç&rating=4&page=3&city_id=6'))).toBe(
      '/arama?q=f%C3%B6n&rating=4',
    );
  });

  it('resets the page when a filter changes', () => {
    const next = withSearchChanges(new URLSearchParams('q=a&page=4&rating=4'), {
      rating: null,
      gender_focus: 'male',
    });
    expect(next.toString()).toBe('q=a&gender_focus=male');
    expect(withSearchChanges(next, { page: 2 }).toString()).toBe('q=a&gender_focus=male&page=2');
  });

  it('sends near me as the device position, sorted by distance', () => {
    const params = readSearchParams(new URLSearchParams('q=s&location=yakinimda&distance=5'));
    expect(buildUnifiedRequest(params, 'mobile', { latitude: 41, longitude: 29 })).toEqual({
      query: '',
      context: 'mobile',
      location: { latitude: 41, longitude: 29 },
      filters: { distance: 5, sort_by: 'distance' },
      pagination: { page: 1, limit: 20 },
      include: { suggestions: true, results: true, analytics: false },
    });
    // Without a known position, near me asks for nothing location-bound.
    expect(buildUnifiedRequest(params, 'results', null)).not.toHaveProperty('location');
  });

  it('reads a place name in `location` like a place typed into the query', () => {
    const params = readSearchParams(new URLSearchParams('q=kuaför&location=Kadıköy'));
    expect(buildUnifiedRequest(params, 'results', null).query).toBe('kuaför Kadıköy');
  });
});

describe('map projection', () => {
  it('keeps north up and east right, inside the padded map', () => {
    const [west, east, north] = projectPoints([
      { latitude: 41.0, longitude: 28.9 },
      { latitude: 41.0, longitude: 29.1 },
      { latitude: 41.1, longitude: 29.0 },
    ]);
    expect(west!.x).toBeLessThan(east!.x);
    expect(north!.y).toBeLessThan(west!.y);
    for (const p of [west!, east!, north!]) {
      expect(p.x).toBeGreaterThanOrEqual(9.99);
      expect(p.x).toBeLessThanOrEqual(90.01);
      expect(p.y).toBeGreaterThanOrEqual(9.99);
      expect(p.y).toBeLessThanOrEqual(90.01);
    }
  });

  it('puts a single salon in the middle', () => {
    expect(projectPoints([{ latitude: 38.4, longitude: 27.1 }])).toEqual([{ x: 50, y: 50 }]);
  });
});
