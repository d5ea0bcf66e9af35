/**
 * Distance on the earth, the one home of the rule (issue 14 item 5): the booking wizard's "how far is this
 * address", the nearest province of the visitor, the API's service-area check and its in-process search index.
 * The SQL of the salon lists (apps/api salon-cards.repository haversineKm) computes the same formula in the
 * database with EARTH_RADIUS_KM.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export const EARTH_RADIUS_KM = 6371;
/** PostgreSQL's radians(): a multiplication by this constant. */
const RADIANS_PER_DEGREE = Math.PI / 180;
const rad = (deg: number) => deg * RADIANS_PER_DEGREE;

/**
 * Great-circle (haversine) distance in km from `a` to `b`, operation for operation the SQL the salon lists use
 * (haversineKm with `a` as the origin), so that the in-process search index filters and orders by the same figures.
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = Math.sin(rad(b.latitude - a.latitude) / 2);
  const dLng = Math.sin(rad(b.longitude - a.longitude) / 2);
  const h = dLat * dLat + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * (dLng * dLng);
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres rounded to one decimal, as the API answers and the wizard shows them. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
