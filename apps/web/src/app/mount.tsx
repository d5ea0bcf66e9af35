import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';

/** Renders a page's router with the app providers into its root element (index.html and admin.html). */
export function mountApp(elementId: string, router: ReturnType<typeof createBrowserRouter>): void {
  const container = document.getElementById(elementId);
  if (container === null) throw new Error(`#${elementId} is missing from the page`);
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
