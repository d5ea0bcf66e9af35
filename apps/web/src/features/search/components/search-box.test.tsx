import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@salonya/contracts/search';
import type { SearchContext } from '@salonya/domain/constants';
import { districtLocation, provinceLocation, type UserLocation } from '@/lib/locations/user-location';
import { toast } from '@/lib/toast';
import { ISTANBUL_DISTRICTS, PROVINCES } from '@/test/location-fixtures';
import { mockApi, renderRoute, type ApiAnswer, type ApiCall } from '@/test/test-utils';
import { SEARCH_HISTORY_KEY } from '../utils/search-history';
import { SearchBox } from './search-box';

const SEARCH_ID = '4f6c8a52-1f3e-4d2b-9a57-2b0c1f8e6d11';

const SUGGESTIONS: Suggestion[] = [
  {
    type: 'salon',
    id: 44,
    title: 'Saç Atölyesi Kadıköy',
    subtitle: 'Kadıköy, İstanbul',
    url: '/salon/44/sac-atolyesi-kadikoy-istanbul',
    action: 'navigate',
  },
  {
    type: 'service',
    id: 3,
    title: 'Saç Kesimi',
    url: '/arama?q=Sa%C3%A7+Kesimi&city_id=34',
    action: 'search',
    query: 'Saç Kesimi',
  },
  { type: 'category', id: 1, title: 'Saç Hizmetleri', url: '/kategori/1/sac-hizmetleri', action: 'navigate' },
];

const suggestionsAnswer = (data: Suggestion[] = SUGGESTIONS): ApiAnswer => ({
  body: { success: true, data, search_id: SEARCH_ID },
});

const TRENDING = [
  { query: 'keratin bakımı', count: 40, url: '/arama?q=keratin+bak%C4%B1m%C4%B1' },
  { query: 'manikür', count: 22, url: '/arama?q=manik%C3%BCr' },
];

function stubSearchApi(
  suggestions: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer> = () => suggestionsAnswer(),
) {
  return mockApi({
    'GET /search/suggestions': suggestions,
    'GET /search/trending': { body: { success: true, data: TRENDING } },
    'POST /search/click': { body: { success: true } },
  });
}

const suggestionCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/search/suggestions');
const clickCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/search/click');

/** What the real GET /search/suggestions answers: no search_id. */
const plainSuggestionsAnswer = (): ApiAnswer => ({ body: { success: true, data: SUGGESTIONS } });

function renderBox({
  context = 'homepage',
  location = null,
}: { context?: SearchContext; location?: UserLocation | null } = {}) {
  const user = userEvent.setup({ delay: null });
  // Rendered on every address, so the box stays after it navigates.
  const utils = renderRoute(<SearchBox context={context} location={location} />, {
    path: '*',
    url: '/baslangic',
  });
  const box = screen.getByRole('combobox', { name: 'Ne arıyorsunuz?' });
  return { ...utils, user, box };
}

/** Lets the debounce run out and the answer arrive. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Testing Library lets its own setTimeout run only when it sees Jest's fake timers: show it Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['homepage', 400],
    ['results', 300],
    ['header', 250],
    ['mobile', 350],
  ] as const)('asks for suggestions once the typing pauses %s ms (%s)', async (context, delay) => {
    const { calls } = stubSearchApi();
    const { user, box } = renderBox({ context, location: provinceLocation(PROVINCES[1]!) });
    await user.type(box, 'saç');
    await wait(delay - 1);
    expect(suggestionCalls(calls)).toHaveLength(0);
    await wait(1);
    const sent = suggestionCalls(calls);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!.query)).toEqual({
      q: 'saç',
      context,
      city_id: '34',
      limit: '8',
    });
    expect(await screen.findByRole('option', { name: /Saç Atölyesi Kadıköy/ })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores fewer than 2 characters after trimming and shows the trending searches instead', async () => {
    const { calls } = stubSearchApi();
    const { user, box } = renderBox();
    await user.type(box, ' s  ');
    await wait(1000);
    expect(suggestionCalls(calls)).toHaveLength(0);
    const listbox = await screen.findByRole('listbox', { name: 'Arama önerileri' });
    expect(within(listbox).getByRole('group', { name: 'Popüler aramalar' })).toBeInTheDocument();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['keratin bakımı', 'manikür']);
    expect(calls.find((c) => c.path === '/search/trending')?.query.get('context')).toBe('homepage');

    await user.keyboard('{Enter}');
    expect(screen.getByText('Aramak için en az 2 karakter yazın.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/baslangic$/);
  });

  it('aborts the request in flight on the next keystroke and shows only the newest answer', async () => {
    const { calls } = stubSearchApi(
      (call) =>
        new Promise<ApiAnswer>((resolve, reject) => {
          if (call.query.get('q') === 'saç') {
            // The first answer never comes: only the abort ends it.
            call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            return;
          }
          resolve(suggestionsAnswer([{ ...SUGGESTIONS[1]!, title: 'Saç Kesimi ve Fön' }]));
        }),
    );
    const { user, box } = renderBox({ context: 'header' });
    await user.type(box, 'saç');
    await wait(250);
    const first = suggestionCalls(calls)[0]!;
    expect(first.query.get('q')).toBe('saç');
    expect(first.signal?.aborted).toBe(false);

    await user.type(box, ' k');
    expect(first.signal?.aborted).toBe(true);
    await wait(250);
    expect(suggestionCalls(calls).map((c) => c.query.get('q'))).toEqual(['saç', 'saç k']);
    expect(await screen.findByRole('option', { name: /Saç Kesimi ve Fön/ })).toBeInTheDocument();
  });

  it('answers a query asked again from the 300000 ms cache', async () => {
    const { calls } = stubSearchApi();
    const { user, box } = renderBox({ context: 'results' });
    await user.type(box, 'saç');
    await wait(300);
    await screen.findByRole('option', { name: /Saç Atölyesi/ });
    await user.type(box, 'x');
    await wait(300);
    await user.type(box, '{Backspace}');
    await wait(300);
    expect(suggestionCalls(calls).map((c) => c.query.get('q'))).toEqual(['saç', 'saçx']);
    await wait(300_000);
    await user.type(box, 'x{Backspace}');
    await wait(300);
    expect(suggestionCalls(calls).map((c) => c.query.get('q'))).toEqual(['saç', 'saçx', 'saç']);
  });

  it('moves through the suggestions with the keyboard (ArrowDown/Up, Home, End, Escape)', async () => {
    stubSearchApi();
    const { user, box } = renderBox();
    await user.type(box, 'saç');
    await wait(400);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(box).not.toHaveAttribute('aria-activedescendant');

    const activeText = () => {
      const id = box.getAttribute('aria-activedescendant');
      const option = id === null ? null : document.getElementById(id);
      expect(option?.getAttribute('aria-selected')).toBe('true');
      return option?.textContent;
    };
    await user.keyboard('{ArrowDown}');
    expect(activeText()).toMatch(/^Saç Atölyesi Kadıköy/);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeText()).toMatch(/^Saç Hizmetleri/);
    await user.keyboard('{ArrowDown}');
    expect(activeText()).toMatch(/^Saç Atölyesi/);
    await user.keyboard('{ArrowUp}');
    expect(activeText()).toMatch(/^Saç Hizmetleri/);
    await user.keyboard('{Home}');
    expect(activeText()).toMatch(/^Saç Atölyesi/);
    await user.keyboard('{End}');
    expect(activeText()).toMatch(/^Saç Hizmetleri/);
    expect(
      screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('saç');
  });

  it('opens the highlighted suggestion with Enter and logs the click', async () => {
    const { calls } = stubSearchApi();
    const { user, box } = renderBox();
    await user.type(box, 'saç');
    await wait(400);
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/salon/44/sac-atolyesi-kadikoy-istanbul');
    await wait(0);
    expect(calls.find((c) => c.path === '/search/click')?.body).toEqual({
      search_id: SEARCH_ID,
      result_type: 'salon',
      result_id: 44,
      position: 1,
    });
    // Opening a salon is not a search: the history stays empty.
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('logs a suggestion clicked with the mouse as a suggestions click with the text, context and place', async () => {
    const { calls } = stubSearchApi(plainSuggestionsAnswer);
    const { user, box } = renderBox({
      context: 'header',
      location: districtLocation(PROVINCES[1]!, ISTANBUL_DISTRICTS[1]!),
    });
    await user.type(box, ' saç ');
    await wait(250);
    await user.click(await screen.findByRole('option', { name: /Saç Kesimi/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/arama?q=Sa%C3%A7+Kesimi&city_id=34');
    await wait(0);
    const sent = clickCalls(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual({
      source: 'suggestions',
      query: 'saç',
      context: 'header',
      city_id: 34,
      district_id: 402,
      result_type: 'service',
      result_id: 3,
      position: 2,
    });
    // The log is anonymous: no token goes with it.
    expect(sent[0]!.headers.has('Authorization')).toBe(false);
  });

  it('logs a suggestion chosen with the keyboard once, without a place when none is chosen', async () => {
    const { calls } = stubSearchApi(plainSuggestionsAnswer);
    const { user, box } = renderBox({ context: 'mobile' });
    await user.type(box, 'saç');
    await wait(350);
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/kategori/1/sac-hizmetleri');
    await wait(0);
    expect(clickCalls(calls).map((c) => c.body)).toEqual([
      {
        source: 'suggestions',
        query: 'saç',
        context: 'mobile',
        result_type: 'category',
        result_id: 1,
        position: 3,
      },
    ]);
  });

  it.each([
    ['a 500', () => ({ status: 500, body: { success: false, message: 'Sunucu hatası.' } })],
    ['a 429', () => ({ status: 429, body: { success: false, message: 'Çok fazla istek.' } })],
    ['a network failure', (): Promise<ApiAnswer> => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)('navigates and shows nothing when the click log fails with %s', async (_, answer) => {
    const warning = vi.spyOn(toast, 'warning');
    const failure = vi.spyOn(toast, 'error');
    const { calls } = mockApi({
      'GET /search/suggestions': plainSuggestionsAnswer(),
      'GET /search/trending': { body: { success: true, data: TRENDING } },
      'POST /search/click': answer,
    });
    const { user, box } = renderBox();
    await user.type(box, 'saç');
    await wait(400);
    await user.click(await screen.findByRole('option', { name: /Saç Atölyesi Kadıköy/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/salon/44/sac-atolyesi-kadikoy-istanbul');
    await wait(0);
    expect(clickCalls(calls)).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/salon/44/sac-atolyesi-kadikoy-istanbul');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(warning).not.toHaveBeenCalled();
    expect(failure).not.toHaveBeenCalled();
  });

  it('runs a search suggestion, and Enter without a highlighted one searches the text with the location', async () => {
    stubSearchApi();
    const { user, box } = renderBox({ location: provinceLocation(PROVINCES[1]!) });
    await user.type(box, 'saç');
    await wait(400);
    await user.click(await screen.findByRole('option', { name: /Saç Kesimi/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/arama?q=Sa%C3%A7+Kesimi&city_id=34');

    await user.clear(box);
    await user.type(box, '  fön  {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/arama?q=f%C3%B6n&city_id=34');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toMatchObject([
      { query: 'fön' },
      { query: 'Saç Kesimi' },
    ]);
  });

  it('keeps the 10 newest searches without repeats and clears them with Geçmişi temizle', async () => {
    // Ten earlier searches, newest first.
    localStorage.setItem(
      SEARCH_HISTORY_KEY,
      JSON.stringify(
        Array.from({ length: 10 }, (_, i) => ({
          query: `arama ${10 - i}`,
          searched_at: '2026-11-20T10:00:00Z',
        })),
      ),
    );
    stubSearchApi(() => suggestionsAnswer([]));
    const { user, box } = renderBox();
    await user.type(box, 'arama 11{Enter}');
    await user.clear(box);
    await user.type(box, 'ARAMA 5{Enter}');
    await user.clear(box);

    const history = await screen.findByRole('group', { name: 'Son aramalar' });
    const shown = within(history)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(shown).toEqual([
      'ARAMA 5',
      'arama 11',
      'arama 10',
      'arama 9',
      'arama 8',
      'arama 7',
      'arama 6',
      'arama 4',
      'arama 3',
      'arama 2',
    ]);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toHaveLength(10);

    // A remembered search runs again from the list.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/arama?q=arama+11');

    await user.click(box);
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Geçmişi temizle' }));
    expect(screen.queryByRole('group', { name: 'Son aramalar' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    expect(box).toHaveFocus();
  });

  it('says when the browser has no voice search', async () => {
    stubSearchApi();
    const { user } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Sesle ara' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ses araması bu tarayıcıda desteklenmiyor');
  });

  it('searches what the Web Speech API heard', async () => {
    stubSearchApi();
    class FakeRecognition {
      lang = '';
      interimResults = true;
      maxAlternatives = 5;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        queueMicrotask(() => {
          expect(this.lang).toBe('tr-TR');
          this.onresult?.({ results: [[{ transcript: ' sakal tıraşı ' }]] });
          this.onend?.();
        });
      }
      abort() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { user } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Sesle ara' }));
    await wait(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/arama?q=sakal+t%C4%B1ra%C5%9F%C4%B1');
  });
});
