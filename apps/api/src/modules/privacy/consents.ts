import type { CommercialConsents, UpdateCommercialConsentsBody } from '@salonya/contracts/privacy';
import {
  COMMERCIAL_CHANNELS,
  CONSENT_SOURCES,
  type CommercialChannel,
  type ConsentSource,
} from '@salonya/domain/privacy/privacy';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { isoTimestamp, queryRows } from '../../db/rows';
import { inTransaction } from '../../db/transaction';

export interface ConsentMeta {
  ip: string | null;
  userAgent: string | null;
}

const historyRow = z.object({
  channel: z.enum(COMMERCIAL_CHANNELS),
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  recorded_at: isoTimestamp,
});

/** The consent history of a user, newest first, and each channel's state (its newest row). */
export async function commercialConsentsOf(db: Db, userId: number): Promise<CommercialConsents> {
  const rows = await queryRows(
    db,
    'commercialConsents',
    historyRow,
    sql`select channel, granted, source, recorded_at from commercial_consents
      where user_id = ${userId} order by id desc limit 200`,
  );
  const history = rows;
  const channels = COMMERCIAL_CHANNELS.map((channel) => {
    const last = history.find((h) => h.channel === channel);
    return {
      channel,
      granted: last?.granted ?? false,
      recorded_at: last?.recorded_at ?? null,
      source: last?.source ?? null,
    };
  });
  return { channels, history };
}

/**
 * Appends a row for every channel whose state changes (İYS: a consent and its withdrawal are both kept, with time
 * and source) and keeps the account's summary flag (users.commercial_consent: any channel granted) in step.
 */
export async function recordConsents(
  tx: Db,
  userId: number,
  wanted: Partial<Record<CommercialChannel, boolean>>,
  source: ConsentSource,
  meta: ConsentMeta,
  at: Date,
): Promise<number> {
  const current = await commercialConsentsOf(tx, userId);
  let changed = 0;
  for (const state of current.channels) {
    const want = wanted[state.channel];
    if (want === undefined || want === state.granted) continue;
    await tx.execute(
      sql`insert into commercial_consents (user_id, channel, granted, source, ip, user_agent, recorded_at)
        values (${userId}, ${state.channel}, ${want}, ${source}, ${meta.ip},
          ${meta.userAgent?.slice(0, 255) ?? null}, ${at.toISOString()})`,
    );
    changed += 1;
  }
  if (changed > 0) {
    const anyGranted = current.channels.some((s) => wanted[s.channel] ?? s.granted);
    await tx.execute(
      sql`update users set commercial_consent = ${anyGranted},
        commercial_consent_at = ${anyGranted ? at.toISOString() : null}, updated_at = now()
        where id = ${userId}`,
    );
  }
  return changed;
}

export async function updateCommercialConsents(
  db: Db,
  userId: number,
  body: UpdateCommercialConsentsBody,
  meta: ConsentMeta,
  at: Date,
): Promise<CommercialConsents> {
  await inTransaction(db, (tx) => recordConsents(tx, userId, body, 'settings', meta, at));
  return commercialConsentsOf(db, userId);
}
