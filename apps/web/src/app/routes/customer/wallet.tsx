import { WalletPage } from '@/features/wallet/components/wallet-page';

/** /musteri/cuzdan: the customer's wallet (SPEC §2.4, issue 18). */
export function Component() {
  return <WalletPage />;
}
