import type { ScreenModule } from './lazy-modules';

/**
 * The signed-in areas' route modules, each its own chunk: everything under app/routes that route-modules.ts does
 * not load itself (its VISITOR_ROUTE_MODULES). A chunk of its own so their preload lists stay out of the entry.
 */
export const AREA_ROUTE_MODULES = import.meta.glob<ScreenModule>([
  './routes/**/*.tsx',
  '!./routes/public/{home,categories,category,salon-detail,specialist-detail,seo-location,search}.tsx',
  '!./routes/public/{campaigns,brand-campaigns,about,app-download,help}.tsx',
  '!./routes/public/{terms-of-use,distance-sales-contract,privacy-policy,kvkk,cookie-policy}.tsx',
  '!./routes/screen-title.tsx',
  '!./routes/**/*.test.tsx',
]);
