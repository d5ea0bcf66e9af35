import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 17: the consent is a cookie, so the server renders the first-visit banner into the HTML (it was the home
 * page's LCP element, painted only after hydration) and the browser hydrates it without a mismatch. The server
 * build resolves `./cookie-banner.lazy` to `./cookie-banner.server` (vite.config.ts); here each side gets its own
 * copy of the modules, the server's with that alias, the browser's as shipped (the banner a lazy chunk).
 */

const banner = /<section aria-label="Çerez bildirimi"/;

async function serverHtml(cookieHeader: string): Promise<string> {
  vi.resetModules();
  vi.doMock('./cookie-banner.lazy', () => import('./cookie-banner.server'));
  const { CookieConsent } = await import('./cookie-consent');
  const { ServerCookieConsent, serverConsentState } = await import('@/lib/cookie-consent');
  vi.doUnmock('./cookie-banner.lazy');
  return renderToString(
    <MemoryRouter initialEntries={['/']}>
      <ServerCookieConsent value={serverConsentState(cookieHeader)}>
        <CookieConsent />
      </ServerCookieConsent>
    </MemoryRouter>,
  );
}

let root: Root | null = null;
let container: HTMLElement | null = null;

/** Hydrates `html` with a fresh copy of the browser's modules (they read the cookie as the page loads). */
async function hydrate(html: string): Promise<{ recoverable: unknown[] }> {
  vi.resetModules();
  const { CookieConsent } = await import('./cookie-consent');
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container!,
      <MemoryRouter initialEntries={['/']}>
        <CookieConsent />
      </MemoryRouter>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { recoverable };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  container = null;
});

describe('the cookie banner rendered on the server', () => {
  it('is in the HTML for a visitor without the consent cookie, and hydrates in place', async () => {
    const html = await serverHtml('');
    expect(html).toMatch(banner);
    expect(html).toContain('Tümünü Kabul Et');
    const { recoverable } = await hydrate(html);
    // The server's element is the one on screen from the first paint, kept while the chunk loads.
    const painted = container!.querySelector('section');
    expect(painted).not.toBeNull();
    const accept = await screen.findByRole('button', { name: 'Tümünü Kabul Et' });
    expect(container!.querySelector('section')).toBe(painted);
    // Hydrated: the button works.
    await userEvent.setup().click(accept);
    await waitFor(() => expect(container!.querySelector('section')).toBeNull());
    expect(document.cookie).toMatch(/cookie_consent=v1\.f1\.a1\.m1\.t\d+/);
    expect(recoverable).toEqual([]);
  });

  it('is not in the HTML, nor after hydration, for a visitor who decided', async () => {
    const cookie = 'cookie_consent=v1.f0.a0.m0.t1764000000000';
    const html = await serverHtml(`theme=x; ${cookie}`);
    expect(html).not.toMatch(banner);
    document.cookie = `${cookie}; Path=/`;
    const { recoverable } = await hydrate(html);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container!.querySelector('section')).toBeNull();
    expect(recoverable).toEqual([]);
  });

  it('goes away after hydration when the decision was still in localStorage (older release), moved to the cookie', async () => {
    const html = await serverHtml('');
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({
        version: 1,
        necessary: true,
        functional: true,
        analytics: false,
        marketing: false,
        decided_at: '2026-11-20T10:00:00.000Z',
      }),
    );
    const { recoverable } = await hydrate(html);
    await waitFor(() => expect(container!.querySelector('section')).toBeNull());
    expect(document.cookie).toContain('cookie_consent=v1.f1.a0.m0.t');
    expect(recoverable).toEqual([]);
  });
});
