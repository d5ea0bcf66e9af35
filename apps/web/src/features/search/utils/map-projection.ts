/** Places the results on a flat map without tiles: an equirectangular projection fitted to their bounds. */

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface ProjectedPoint {
  /** 0–100, left to right. */
  x: number;
  /** 0–100, top to bottom. */
  y: number;
}

/** Smallest span shown (degrees), so a single salon or one street is not blown up to the whole map. */
const MIN_SPAN = 0.02;
/** Share of the map kept free around the points. */
const PADDING = 0.1;

/**
 * Percent positions of `points` on a map `width` × `height` (its aspect ratio): longitudes are shrunk by the
 * cosine of the middle latitude, the bounds are centred and padded, and north is up.
 */
export function projectPoints(points: readonly MapPoint[], width = 5, height = 3): ProjectedPoint[] {
  const valid = points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
  if (valid.length === 0) return points.map(() => ({ x: 50, y: 50 }));
  const lats = valid.map((p) => p.latitude);
  const lngs = valid.map((p) => p.longitude);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLng = Math.min(...lngs);
  const maxLng = Math.max(...lngs);
  const midLat = (minLat + maxLat) / 2;
  const cos = Math.max(0.2, Math.cos((midLat * Math.PI) / 180));

  const spanX = Math.max((maxLng - minLng) * cos, MIN_SPAN);
  const spanY = Math.max(maxLat - minLat, MIN_SPAN);
  const usableW = width * (1 - 2 * PADDING);
  const usableH = height * (1 - 2 * PADDING);
  const scale = Math.min(usableW / spanX, usableH / spanY);
  const centreX = ((minLng + maxLng) / 2) * cos;
  const centreY = (minLat + maxLat) / 2;

  return points.map((p) => {
    if (!Number.isFinite(p.latitude) || !Number.isFinite(p.longitude)) return { x: 50, y: 50 };
    const x = width / 2 + (p.longitude * cos - centreX) * scale;
    const y = height / 2 - (p.latitude - centreY) * scale;
    return { x: (x / width) * 100, y: (y / height) * 100 };
  });
}
