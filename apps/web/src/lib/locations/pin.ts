import { formatDecimal } from '@salonya/domain/format/number';

/** A map pin (the salon profile, the customer's addresses): a view of SPAN degrees around the pin, no tiles (no third-party map server). */

/** The view's height in degrees of latitude (~2.2 km); its width follows the latitude so the view is square. */
export const PIN_VIEW_SPAN = 0.02;
/** One arrow-key step (~55 m). */
export const PIN_STEP = 0.0005;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Where a click at (x, y), as fractions 0–1 of the view from the top left, puts the pin. */
export function pointAt(centre: LatLng, x: number, y: number): LatLng {
  const cos = Math.max(0.2, Math.cos((centre.latitude * Math.PI) / 180));
  return {
    latitude: round6(centre.latitude - (y - 0.5) * PIN_VIEW_SPAN),
    longitude: round6(centre.longitude + ((x - 0.5) * PIN_VIEW_SPAN) / cos),
  };
}

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The pin after an arrow key; null for any other key. */
export function nudge(point: LatLng, key: string): LatLng | null {
  const step = KEY_STEPS[key];
  if (!step) return null;
  return {
    latitude: round6(point.latitude + step[0] * PIN_STEP),
    longitude: round6(point.longitude + step[1] * PIN_STEP),
  };
}

export function formatLatLng(point: LatLng): string {
  return `${formatDecimal(point.latitude, 5)}, ${formatDecimal(point.longitude, 5)}`;
}
