import { useEffect, useState } from 'react';
import type { DashboardTimeRange } from '@salonya/contracts/admin';
import { ADMIN_EXTRA_STATS_DELAY_MS } from '@salonya/domain/constants';
import { usePaymentStatistics } from '../api/get-payment-statistics';
import { useUserStats } from '../api/get-user-stats';
import { useWalletStats } from '../api/get-wallet-stats';

/**
 * SPEC §7.6, §9: wallet, user and payment statistics load about 1 s after the dashboard has loaded; a failure
 * of any of them is ignored (its figures are simply not shown).
 */
export function useExtraStats(dashboardLoaded: boolean, timeRange: DashboardTimeRange) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!dashboardLoaded || ready) return;
    const timer = window.setTimeout(() => setReady(true), ADMIN_EXTRA_STATS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dashboardLoaded, ready]);
  const wallet = useWalletStats({ enabled: ready });
  const users = useUserStats({ enabled: ready });
  const payments = usePaymentStatistics(timeRange, { enabled: ready });
  return {
    wallet: wallet.isError ? undefined : wallet.data,
    users: users.isError ? undefined : users.data,
    payments: payments.isError ? undefined : payments.data,
  };
}
