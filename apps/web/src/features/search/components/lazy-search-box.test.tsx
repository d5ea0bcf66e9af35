import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/test-utils';
import { LazySearchBox, StaticSearchBox } from './lazy-search-box';
import { SearchBox, type SearchBoxProps } from './search-box';

const noop = () => undefined;

/** The markup without React's generated ids (they differ between two renders). */
function markupOf(container: HTMLElement): string {
  return container.innerHTML.replace(/ (id|for|aria-controls)="[^"]*"/g, ' $1=""');
}

function stubSearchApi() {
  return mockApi({
    'GET /search/suggestions': { body: { success: true, data: [] } },
    'GET /search/trending': { body: { success: true, data: [] } },
  });
}

describe('LazySearchBox', () => {
  it.each<[string, Partial<SearchBoxProps>]>([
    ['the header box', { hideLabel: true, showSubmit: false, placeholder: 'Salon, hizmet veya uzman ara' }],
    ['the home box', { size: 'lg', addon: <span>konum</span>, className: 'rounded-2xl' }],
  ])(
    'renders %s exactly as the closed SearchBox does (the server sends it, hydration matches)',
    (_, props) => {
      stubSearchApi();
      const { container: real } = renderRoute(<SearchBox context="homepage" location={null} {...props} />);
      const realMarkup = markupOf(real);
      const { container: lazy } = renderRoute(
        <StaticSearchBox
          context="homepage"
          location={null}
          {...props}
          query={props.defaultQuery ?? ''}
          inputRef={{ current: null }}
          onQueryChange={noop}
          onIntent={noop}
          onFocusInput={noop}
          onSubmit={noop}
          onVoice={noop}
        />,
      );
      expect(markupOf(lazy)).toBe(realMarkup);
    },
  );

  it('loads the real box on focus: what was typed stays, the focus too, then suggestions work', async () => {
    stubSearchApi();
    const user = userEvent.setup();
    renderRoute(<LazySearchBox context="homepage" location={null} />);
    const box = screen.getByRole('combobox', { name: 'Ne arıyorsunuz?' });
    act(() => box.focus());
    await user.keyboard('sa');
    await waitFor(() => expect(screen.getByRole('combobox')).not.toBe(box));
    const real = screen.getByRole('combobox', { name: 'Ne arıyorsunuz?' });
    expect(real).toHaveFocus();
    await user.keyboard('ç');
    expect(real).toHaveValue('saç');
  });
});
