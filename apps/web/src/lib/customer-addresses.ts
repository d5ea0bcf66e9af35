/**
 * GET /customer/addresses is read by the addresses page (/musteri/adreslerim) and, with ?salon_id= (each address's
 * distance to that salon), by the booking wizard's location step (issue 14 item 4): one key family, so saving,
 * deleting or making an address the default on either screen refreshes both.
 */
const all = ['customer', 'addresses'] as const;

export const customerAddressesKeys = {
  all,
  /** The customer's addresses without a salon. */
  mine: () => [...all, 'mine'] as const,
  /** The addresses measured against one salon's service area. */
  forSalon: (salonId: number) => [...all, 'salon', salonId] as const,
};
