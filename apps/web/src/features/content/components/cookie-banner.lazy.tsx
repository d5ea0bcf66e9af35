import { lazy } from 'react';

/**
 * The first-visit cookie banner, its own chunk in the browser: a visitor who already decided never downloads it.
 * The server build and the API's tests resolve `./cookie-banner.lazy` to `cookie-banner.server.tsx` (a static
 * import, vite.config.ts), so an undecided visitor gets the banner in the HTML (issue 17); the browser keeps that
 * HTML until the chunk arrives and hydrates it then (a Suspense boundary on both sides).
 */
export const CookieBanner = lazy(() => import('./cookie-banner').then((m) => ({ default: m.CookieBanner })));
