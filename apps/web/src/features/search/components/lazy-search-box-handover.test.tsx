import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '@/test/test-utils';
import { LazySearchBox, loadSearchBox } from './lazy-search-box';

/**
 * The real search box arrives while the visitor is already typing in the static one (issue 17): e2e's
 * "/arama … with the suggestions open too" typed 'ke' before the combobox module had loaded, and the swapped-in
 * box had neither the focus nor an open list. Here the module's import waits until the test lets it through.
 */
const gate = vi.hoisted(() => {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
});

vi.mock('./search-box', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

function stubSearchApi() {
  return mockApi({
    'GET /search/suggestions': {
      body: {
        success: true,
        data: [{ type: 'category', id: 1, title: 'Kesim', url: '/kategori/1/kesim', action: 'navigate' }],
      },
    },
    'GET /search/trending': { body: { success: true, data: [] } },
  });
}

describe('LazySearchBox handing over to the real box while the visitor types', () => {
  it('keeps the text, the focus and the caret, and opens the suggestions for what was typed', async () => {
    stubSearchApi();
    const user = userEvent.setup();
    renderRoute(<LazySearchBox context="results" location={null} defaultQuery="saç" />);
    const staticBox = screen.getByRole<HTMLInputElement>('combobox', { name: 'Ne arıyorsunuz?' });
    await user.click(staticBox);
    await user.clear(staticBox);
    await user.keyboard('kxe{ArrowLeft}{Backspace}');
    // All typed into the static box: the real one has not loaded yet.
    expect(screen.getByRole('combobox')).toBe(staticBox);
    expect(staticBox).toHaveValue('ke');
    expect(staticBox.selectionStart).toBe(1);

    gate.release();
    await act(() => loadSearchBox());
    const real = await waitFor(() => {
      const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Ne arıyorsunuz?' });
      expect(box).not.toBe(staticBox);
      return box;
    });
    expect(real).toHaveFocus();
    expect(real).toHaveValue('ke');
    expect([real.selectionStart, real.selectionEnd]).toEqual([1, 1]);
    // The list opens for the text typed so far, without another key press.
    expect(await screen.findByRole('option', { name: /Kesim/ })).toBeInTheDocument();
    expect(real).toHaveAttribute('aria-expanded', 'true');
    // Typing goes on at the caret.
    await user.keyboard('a');
    expect(real).toHaveValue('kae');
  });
});
