import { useEffect } from 'react';
import { pageTitle } from '@salonya/domain/constants';

/**
 * Sets the page title to `pageTitle(page)` while the screen shows `page` (null leaves the title alone). The root
 * layout titles every screen with its route row in an effect that runs after this one (parents after children),
 * so the title is written again in a microtask, after all effects of the commit.
 */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    if (page === null) return;
    const title = pageTitle(page);
    document.title = title;
    let active = true;
    queueMicrotask(() => {
      if (active) document.title = title;
    });
    return () => {
      active = false;
    };
  }, [page]);
}
