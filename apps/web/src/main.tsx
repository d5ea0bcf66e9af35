import { APP_ELEMENT_ID } from '@salonya/domain/constants';
import { hydrateApp, mountApp, resolveLazyMatches } from './app/mount';
import { buildRoutes, createAppRouter } from './app/router';
import { readSsrState } from './app/ssr/ssr-state';
import { silenceConsoleInProduction } from './lib/console';
import './styles.css';

silenceConsoleInProduction();

// SPEC §2.11: scroll restoration is manual; RootLayout scrolls to the top (or to the hash) on navigation.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

const ssrState = readSsrState(document);
if (ssrState === null) {
  mountApp(APP_ELEMENT_ID, createAppRouter());
} else {
  // A server-rendered public page (ADR 0024): load its screen module, then hydrate the server's markup.
  const routes = buildRoutes();
  resolveLazyMatches(routes, window.location.pathname).then(
    () =>
      hydrateApp(APP_ELEMENT_ID, ssrState, () => createAppRouter({ routes, hydrationData: ssrState.router })),
    () => mountApp(APP_ELEMENT_ID, createAppRouter()),
  );
}
