import { AdminWalletSettingsPage } from '@/features/admin-money/components/admin-wallet-settings-page';

/** Admin section #wallet-settings (issue 18 item 4, ADR 0048). */
export function Component() {
  return <AdminWalletSettingsPage />;
}
