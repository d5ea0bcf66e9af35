/** Places of GET /locations/provinces and /locations/provinces/{id}/districts (SPEC §7.3), as the contract types them. */
export type { District, Province } from '@salonya/contracts/locations';

export interface Coordinates {
  latitude: number;
  longitude: number;
}
