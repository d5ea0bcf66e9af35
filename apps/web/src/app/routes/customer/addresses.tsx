import { AddressesPage } from '@/features/addresses/components/addresses-page';

/** /musteri/adreslerim (SPEC §2.4). */
export function Component() {
  return <AddressesPage />;
}
