import { addDays, istanbulInstant } from '@salonya/domain/booking/time';
import { periodicRound } from '../../lib/periodic-round';
import {
  digestDayDue,
  digestHasNews,
  digestParagraphs,
  digestSubject,
  type DigestInput,
} from '@salonya/domain/salon-owner/digest';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { insertMail, type OutgoingMail } from '../mail/mail.repository';
import { layout } from '../mail/mail.templates';
import {
  claimDigestDay,
  completedRevenue,
  digestAppointments,
  markDigestMailed,
  pendingRequestCount,
  salonsDueForDigest,
  type DigestSalon,
} from './daily-digest.repository';

export interface DailyDigestWorker {
  /** Sends every summary due now (07:00–12:00 Istanbul); resolves with how many mails were written. */
  runDue(): Promise<number>;
  /** Polls every pollMs (server.ts); tests call runDue with the injected clock instead. */
  start(pollMs: number): void;
  /** Stops polling and waits for a round in flight (before the database closes). */
  stop(): Promise<void>;
}

const BATCH = 20;

export function digestMail(salon: DigestSalon, input: DigestInput, appUrl: string): OutgoingMail {
  const body = layout(
    `Merhaba ${salon.ownerName},`,
    digestParagraphs(input),
    { label: 'Salon Panelini Aç', url: `${appUrl}/salon` },
    'Bu özeti her sabah alıyorsunuz. Kapatmak için salon panelinde Ayarlar > Bildirimler bölümünü kullanın.',
  );
  return { template: 'salon_daily_digest', to: salon.ownerEmail, subject: digestSubject(input), ...body };
}

/**
 * The owner's daily summary (issue 16, ADR 0031), in the style of the reminder worker: each salon's day is taken
 * by inserting its owner_daily_digests row in the transaction that writes the mail, so a crash writes neither and
 * a second process (or a restart) finds the day taken — one summary per salon and day.
 */
export function createDailyDigestWorker(deps: {
  db: Db;
  now: () => number;
  mail: { kick(): void };
  appUrl: string;
  onError: (err: unknown) => void;
}): DailyDigestWorker {
  const loop = periodicRound(() => runDue(), deps.onError);

  async function sendOne(salon: DigestSalon, day: string, now: Date): Promise<boolean> {
    return inTransaction(deps.db, async (tx) => {
      if (!(await claimDigestDay(tx, salon.id, day))) return false;
      const dayStart = istanbulInstant(day, 0);
      const nextDay = istanbulInstant(addDays(day, 1), 0);
      const yesterday = istanbulInstant(addDays(day, -1), 0);
      const [appointments, pendingCount, revenue] = await Promise.all([
        digestAppointments(tx, salon.id, dayStart, nextDay),
        pendingRequestCount(tx, salon.id, now),
        completedRevenue(tx, salon.id, yesterday, dayStart),
      ]);
      const input: DigestInput = {
        salonName: salon.name,
        date: day,
        appointments,
        pendingCount,
        yesterdayRevenueKurus: revenue.kurus,
        yesterdayCompletedCount: revenue.count,
      };
      if (!digestHasNews(input)) return false;
      await insertMail(tx, digestMail(salon, input, deps.appUrl));
      await markDigestMailed(tx, salon.id, day);
      return true;
    });
  }

  async function runDue(): Promise<number> {
    const now = new Date(deps.now());
    const day = digestDayDue(now);
    if (day === null) return 0;
    let written = 0;
    for (;;) {
      const due = await salonsDueForDigest(deps.db, day, BATCH);
      for (const salon of due) {
        if (loop.stopped) break;
        if (await sendOne(salon, day, now)) written++;
      }
      if (due.length < BATCH || loop.stopped) break;
    }
    if (written > 0) deps.mail.kick();
    return written;
  }

  return {
    runDue,
    start: (pollMs) => loop.start(pollMs),
    stop: () => loop.stop(),
  };
}
