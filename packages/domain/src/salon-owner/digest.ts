import { formatDateWithWeekday } from '../format/date';
import { formatTRY } from '../format/money';
import { istanbulParts } from '../booking/time';

/**
 * The owner's daily summary mail (issue 16, /salon/ayarlar 'Günlük özet'): when it goes out and what it says.
 * It leaves at 07:00 Istanbul time, before salons open, so the owner reads the day's book over breakfast. A worker
 * that was down at 07:00 still sends it until noon; after that the day is half over and the summary is skipped.
 */
export const DIGEST_SEND_FROM_MINUTES = 7 * 60;
export const DIGEST_SEND_UNTIL_MINUTES = 12 * 60;

/** The Istanbul date whose summary is due at `now`, or null outside the sending window. */
export function digestDayDue(now: Date): string | null {
  const { date, minutes } = istanbulParts(now);
  return minutes >= DIGEST_SEND_FROM_MINUTES && minutes < DIGEST_SEND_UNTIL_MINUTES ? date : null;
}

export interface DigestAppointment {
  startsAt: Date;
  status: 'pending' | 'confirmed' | 'completed' | 'no_show';
  customerName: string;
  serviceNames: readonly string[];
  staffName: string;
}

export interface DigestInput {
  salonName: string;
  /** The day summarised, 'YYYY-MM-DD' (Istanbul). */
  date: string;
  /** The day's appointments that still stand (not cancelled), in time order. */
  appointments: readonly DigestAppointment[];
  /** Requests still waiting for the salon's answer (any day from now on). */
  pendingCount: number;
  /** Completed appointments of the day before, kuruş. */
  yesterdayRevenueKurus: number;
  yesterdayCompletedCount: number;
}

/** A day with nothing to tell is not mailed (a daily 'nothing today' teaches owners to ignore the mail). */
export function digestHasNews(d: DigestInput): boolean {
  return d.appointments.length > 0 || d.pendingCount > 0 || d.yesterdayCompletedCount > 0;
}

/** '26 Kasım 2026 Perşembe' of a calendar date (Istanbul noon, so no time zone can move the day). */
export function digestDayLabel(date: string): string {
  return formatDateWithWeekday(`${date}T12:00:00+03:00`);
}

/** Money in the one Turkish format (ADR 0033). */
export const formatKurus = formatTRY;

export function digestSubject(d: DigestInput): string {
  const count = d.appointments.length;
  return `Salonya – ${d.salonName}: ${digestDayLabel(d.date)}, ${count === 0 ? 'randevu yok' : `${count} randevu`}`;
}

/** One line per appointment: '10:30 – Ayşe Yılmaz · Saç Kesimi, Fön · Uzman: Elif (onay bekliyor)'. */
export function digestAppointmentLine(a: DigestAppointment): string {
  const note = a.status === 'pending' ? ' (onay bekliyor)' : '';
  return `${istanbulParts(a.startsAt).time} – ${a.customerName} · ${a.serviceNames.join(', ')} · Uzman: ${a.staffName}${note}`;
}

/** The paragraphs of the mail, in reading order. */
export function digestParagraphs(d: DigestInput): string[] {
  const lines: string[] = [];
  lines.push(
    d.appointments.length === 0
      ? `Bugün (${digestDayLabel(d.date)}) için randevunuz yok.`
      : `Bugün (${digestDayLabel(d.date)}) ${d.appointments.length} randevunuz var:`,
  );
  lines.push(...d.appointments.map(digestAppointmentLine));
  if (d.pendingCount > 0) {
    lines.push(
      `Onayınızı bekleyen ${d.pendingCount} randevu talebi var. Yanıtsız talepler müşteriyi kaçırır.`,
    );
  }
  lines.push(
    d.yesterdayCompletedCount === 0
      ? 'Dün tamamlanan randevu yok.'
      : `Dün ${d.yesterdayCompletedCount} randevu tamamlandı; gelir: ${formatKurus(d.yesterdayRevenueKurus)}.`,
  );
  return lines;
}
