/**
 * A calendar file (RFC 5545, iCalendar) for one appointment, attached to the booking e-mails. Times are written in
 * UTC ("Z") so every calendar shows them in its own zone without a VTIMEZONE block.
 */

export interface IcsEvent {
  /** Stable across updates: the same UID with a higher SEQUENCE replaces the event in the calendar. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
  url?: string;
  /** RFC 5545 §3.8.7.4: bumped on every change of the event. */
  sequence?: number;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export const ICS_PRODID = '-//Salonya//Randevu//TR';

/** RFC 5545 §3.3.5 form 2: date with UTC time, e.g. 20261201T071500Z. */
export function icsUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space. Counted in UTF-8 octets and never
 * splitting a character (Turkish letters take two octets).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Octets(ch.codePointAt(0)!);
    // The first line holds 75 octets; continuation lines 74 plus the leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole VCALENDAR with one VEVENT, CRLF line ends (METHOD:PUBLISH: a file to add, not an invitation). */
export function buildIcs(event: IcsEvent): string {
  if (!(event.end.getTime() > event.start.getTime()))
    throw new RangeError('ICS event must end after it starts');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
