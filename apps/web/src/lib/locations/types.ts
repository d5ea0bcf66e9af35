/** Places of GET /locations/provinces and /locations/provinces/{id}/districts (SPEC §7.3). */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A province (il) with its centre. */
export interface Province {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  type: string;
  coordinates: Coordinates;
}

/** A district (ilçe) of a province; the API gives no coordinates for districts. */
export interface District {
  id: number;
  name: string;
  slug: string;
  parent_id: number;
  type: string;
}
