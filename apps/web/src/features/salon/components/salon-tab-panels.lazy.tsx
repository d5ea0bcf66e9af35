import { lazy } from 'react';

/**
 * The salon page's tabs other than the services (issue 17), each its own chunk in the browser, loaded when its tab
 * is shown: a salon page's first load carries the services tab only. The server build and the API's tests resolve
 * `./salon-tab-panels.lazy` to `salon-tab-panels.server.tsx` (static imports, vite.config.ts), so a tab's address
 * still gets its content in the HTML; the browser keeps that HTML until the tab's chunk arrives and hydrates it
 * then (the panel is a Suspense boundary on both sides).
 */
export const SalonAbout = lazy(() => import('./salon-about').then((m) => ({ default: m.SalonAbout })));
export const SalonGallery = lazy(() => import('./salon-gallery').then((m) => ({ default: m.SalonGallery })));
export const SalonReviews = lazy(() => import('./salon-reviews').then((m) => ({ default: m.SalonReviews })));
export const StaffList = lazy(() => import('./staff-list').then((m) => ({ default: m.StaffList })));
export const StaffWorkPhotos = lazy(() =>
  import('./staff-work-photos').then((m) => ({ default: m.StaffWorkPhotos })),
);
