import { afterEach, describe, expect, it } from 'vitest';
import { readSsrState, serializeSsrState, SSR_STATE_ELEMENT_ID, type SsrState } from './ssr-state';

function stateWith(name: string): SsrState {
  return {
    router: { loaderData: { root: { kind: 'render', rowId: 'public.salon-detail', params: { id: '7' } } } },
    queries: {
      mutations: [],
      queries: [
        {
          queryKey: ['salons', 'detail', 7],
          queryHash: '["salons","detail",7]',
          dehydratedAt: 1,
          state: {
            data: { id: 7, name },
            dataUpdateCount: 1,
            dataUpdatedAt: 1,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('serializeSsrState', () => {
  it.each([
    '</script><script>alert(1)</script>',
    '<!-- <script>',
    'Kuaför & Güzellik > "Stüdyo"',
    'satır\u2028ayırıcı\u2029paragraf',
  ])('keeps %j inside the script element and reads it back unchanged', (name) => {
    const json = serializeSsrState(stateWith(name));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const parsed = JSON.parse(json) as SsrState;
    expect(parsed).toEqual(stateWith(name));
  });
});

describe('readSsrState', () => {
  function page(content: string): void {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SSR_STATE_ELEMENT_ID;
    script.textContent = content;
    document.body.append(script);
  }

  it('reads the state a server-rendered page carries', () => {
    page(serializeSsrState(stateWith('</script>')));
    expect(readSsrState(document)).toEqual(stateWith('</script>'));
  });

  it.each([
    ['no state element', null],
    ['unparsable JSON', '{"router":'],
    ['another shape', '{"router":{},"queries":{"queries":{}}}'],
  ])('is null with %s (the page is client-rendered)', (_, content) => {
    if (content !== null) page(content);
    expect(readSsrState(document)).toBeNull();
  });
});
