import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createTestRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** The whole SPA (routes from the domain table, providers, toasts) in memory, starting at `url`. */
export function renderApp(url: string) {
  const router = createTestRouter(url);
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient} syncServerTime={false}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, queryClient, ...view };
}
