import { AdminWalletPage } from '@/features/admin-money/components/admin-wallet-page';

/** Admin section #wallet (issue 18). */
export function Component() {
  return <AdminWalletPage />;
}
