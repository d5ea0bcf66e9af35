import type { AdminBadgeSource } from '@salonya/domain/routing/admin-sections';
import { useDocumentStats } from '../api/get-document-stats';
import { useRefundStats } from '../api/get-refund-stats';
import { useSalonEarningsStats } from '../api/get-salon-earnings-stats';
import { useSupportStats } from '../api/get-support-stats';

export type PendingBadges = Readonly<Record<AdminBadgeSource, number | undefined>>;

/**
 * SPEC §2.8, §7.6: the sidebar's pending counts, each from its own stats call, refreshed every 60 s. A failed
 * call leaves its badge out (undefined) and does not disturb the others.
 */
export function usePendingBadges(): PendingBadges {
  const earnings = useSalonEarningsStats();
  const documents = useDocumentStats();
  const support = useSupportStats();
  const refunds = useRefundStats();
  return {
    pending_withdrawals: earnings.data?.pending_withdrawals,
    pending_documents: documents.data?.pending,
    support_waiting_admin: support.data?.waiting_admin,
    refunds_requested: refunds.data?.requested,
  };
}
