import { createBrowserRouter, redirectDocument } from 'react-router';
import { ADMIN_APP_ELEMENT_ID } from '@salonya/domain/constants';
import { AdminApp } from './app/admin/admin-app';
import { guardAdminPage } from './app/admin/admin-guard';
import { mountApp } from './app/mount';
import { silenceConsoleInProduction } from './lib/console';
import './styles.css';

silenceConsoleInProduction();

// SPEC §4, §5: decide before anything renders whether this visitor may see the admin page.
const guard = guardAdminPage(window.location.hash);

if (guard.kind === 'redirect') {
  window.location.replace(guard.to);
} else {
  // A router gives section modules the usual React Router context; a link out of /admin loads that document.
  const router = createBrowserRouter([
    { path: '/admin/*', Component: AdminApp },
    // Served directly when a server has no /admin rewrite.
    { path: '/admin.html', Component: AdminApp },
    {
      path: '*',
      loader: ({ request }) => {
        const url = new URL(request.url);
        throw redirectDocument(`${url.pathname}${url.search}`);
      },
    },
  ]);
  mountApp(ADMIN_APP_ELEMENT_ID, router);
}
