import { useRouteLoaderData } from 'react-router';
import { routeById, type RouteRow } from '@salonya/domain/routing/route-table';
import type { RootLoaderData } from './root-loader';

export const ROOT_ROUTE_ID = 'root';

export interface CurrentRoute {
  row: RouteRow;
  params: Record<string, string>;
}

/** The domain route row the current URL renders (from the root loader), or null on the 404 page. */
export function useCurrentRoute(): CurrentRoute | null {
  const loaderData = useRouteLoaderData(ROOT_ROUTE_ID) as RootLoaderData | undefined;
  if (loaderData === undefined || loaderData.kind !== 'render') return null;
  return { row: routeById(loaderData.rowId), params: loaderData.params };
}
