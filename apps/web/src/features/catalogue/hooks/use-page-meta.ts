import { useEffect } from 'react';
import { pageTitle } from '@salonya/domain/constants';

export interface PageMeta {
  /** The page part of the title; the product suffix is added (pageTitle). Null leaves the row's title. */
  title?: string | null;
  description?: string | null;
  canonicalUrl?: string | null;
}

/**
 * Title, description and canonical link of a screen whose wording comes from the API. The root layout titles
 * every screen from its route row in its own effect, which runs after the screen's on the first render, so the
 * title is set once more right after that.
 */
export function usePageMeta({ title = null, description = null, canonicalUrl = null }: PageMeta): void {
  useEffect(() => {
    if (title === null || title.trim() === '') return;
    const full = pageTitle(title);
    let active = true;
    document.title = full;
    queueMicrotask(() => {
      if (active) document.title = full;
    });
    return () => {
      active = false;
    };
  }, [title]);

  useEffect(() => {
    if (description === null || description.trim() === '') return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);

  useEffect(() => {
    if (canonicalUrl === null || canonicalUrl.trim() === '') return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const created = link === null;
    if (link === null) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    const previous = link.href;
    link.href = canonicalUrl;
    return () => {
      if (created) link.remove();
      else link.href = previous;
    };
  }, [canonicalUrl]);
}
