import { APP_ELEMENT_ID } from '@salonya/domain/constants';
import { mountApp } from './app/mount';
import { createAppRouter } from './app/router';
import { silenceConsoleInProduction } from './lib/console';
import './styles.css';

silenceConsoleInProduction();

// SPEC §2.11: scroll restoration is manual; RootLayout scrolls to the top (or to the hash) on navigation.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

mountApp(APP_ELEMENT_ID, createAppRouter());
