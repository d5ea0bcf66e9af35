import { DEFAULT_REFUND_POLICY, lateRefundValues, type RefundPolicy } from '@salonya/domain/money/refunds';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, queryOne, timestampOrNull } from '../../db/rows';
import { salonBookingSettings } from '../../db/schema';

const policyRow = z.object({
  free_cancellation_minutes: int,
  late_refund: z.enum(lateRefundValues),
  late_refund_percent: int,
  updated_at: timestampOrNull,
});

/** A salon's refund policy (ADR 0048); the defaults while the salon has no settings row. */
export async function findRefundPolicy(
  db: Db,
  salonId: number,
): Promise<{ policy: RefundPolicy; updatedAt: Date | null }> {
  const row = await queryOne(
    db,
    'ownerRefundPolicy',
    policyRow,
    sql`select free_cancellation_minutes, late_refund, late_refund_percent, updated_at
        from salon_booking_settings where salon_id = ${salonId}`,
  );
  if (!row) return { policy: DEFAULT_REFUND_POLICY, updatedAt: null };
  return {
    policy: {
      freeCancellationMinutes: row.free_cancellation_minutes,
      lateRefund: row.late_refund,
      lateRefundPercent: row.late_refund_percent,
    },
    updatedAt: row.updated_at,
  };
}

/** Inserts or replaces the three policy columns; the salon's other settings keep their values. */
export async function saveRefundPolicy(db: Db, salonId: number, policy: RefundPolicy): Promise<void> {
  const values = {
    free_cancellation_minutes: policy.freeCancellationMinutes,
    late_refund: policy.lateRefund,
    late_refund_percent: policy.lateRefundPercent,
  };
  await db
    .insert(salonBookingSettings)
    .values({ salon_id: salonId, ...values })
    .onConflictDoUpdate({
      target: salonBookingSettings.salon_id,
      set: { ...values, updated_at: sql`now()` },
    });
}
