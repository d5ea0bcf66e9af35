import { DEFAULT_REFUND_POLICY, lateRefundValues } from '@salonya/domain/money/refunds';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, queryOne, timestamp } from '../../db/rows';

const previewRow = z.object({
  starts_at: timestamp,
  free_cancellation_minutes: int,
  late_refund: z.enum(lateRefundValues),
  late_refund_percent: int,
  paid_kurus: int,
});

/**
 * A customer's own appointment (another customer's or a deleted one: undefined) with its start, its salon's refund
 * policy (the defaults without a settings row) and what was paid online that no refund or fee has taken yet.
 */
export async function findRefundPreviewRow(db: Db, appointmentId: number, customerUserId: number) {
  return queryOne(
    db,
    'refundPreview',
    previewRow,
    sql`select a.starts_at,
          coalesce(b.free_cancellation_minutes, ${DEFAULT_REFUND_POLICY.freeCancellationMinutes})
            as free_cancellation_minutes,
          coalesce(b.late_refund, ${DEFAULT_REFUND_POLICY.lateRefund}) as late_refund,
          coalesce(b.late_refund_percent, ${DEFAULT_REFUND_POLICY.lateRefundPercent}) as late_refund_percent,
          (select coalesce(sum(p.amount_kurus), 0) from payments p
            where p.appointment_id = a.id and p.status = 'captured' and p.purpose = 'booking'
              and not exists (select 1 from ledger_journals j where j.payment_id = p.id
                and j.kind in ('revenue_recognition', 'refund'))
              and not exists (select 1 from refunds r where r.payment_id = p.id)) as paid_kurus
        from appointments a left join salon_booking_settings b on b.salon_id = a.salon_id
        where a.id = ${appointmentId} and a.customer_user_id = ${customerUserId} and a.deleted_at is null`,
  );
}
