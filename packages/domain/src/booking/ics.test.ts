import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsUtc } from './ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

const event = {
  uid: 'appointment-42@salonya',
  stamp: new Date('2026-11-23T09:00:00Z'),
  start: new Date('2026-12-01T07:15:00Z'),
  end: new Date('2026-12-01T08:00:00Z'),
  summary: 'Saç Kesimi – Salon Işıltı',
  location: 'Bağdat Cad. No: 5, Kadıköy, İstanbul',
};

/** Unfolds continuation lines (RFC 5545 §3.1) and splits into content lines. */
const contentLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('icsUtc', () => {
  it.each([
    ['2026-12-01T07:15:00.000Z', '20261201T071500Z'],
    ['2026-12-31T21:00:00.000Z', '20261231T210000Z'],
    ['2026-01-01T00:00:59.999Z', '20260101T000059Z'],
  ])('%s → %s', (iso, expected) => {
    expect(icsUtc(new Date(iso))).toBe(expected);
  });
});

describe('escapeIcsText', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['iki\nsatır', 'iki\\nsatır'],
    ['crlf\r\nline', 'crlf\\nline'],
  ])('%j → %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine', () => {
  it('leaves a 75-octet line alone', () => {
    const line = 'X'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });
  it('folds at 75 octets and continues with a space', () => {
    const folded = foldIcsLine('Y'.repeat(160));
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe('Y'.repeat(160));
  });
  it('never splits a multi-octet Turkish letter', () => {
    const line = `SUMMARY:${'ş'.repeat(60)}`;
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
    expect(foldIcsLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(event);
  const lines = contentLines(ics);

  it('is one VCALENDAR with one VEVENT and CRLF line ends', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
  it.each([
    ['UID:appointment-42@salonya'],
    ['DTSTAMP:20261123T090000Z'],
    ['DTSTART:20261201T071500Z'],
    ['DTEND:20261201T080000Z'],
    ['SUMMARY:Saç Kesimi – Salon Işıltı'],
    ['LOCATION:Bağdat Cad. No: 5\\, Kadıköy\\, İstanbul'],
    ['SEQUENCE:0'],
    ['STATUS:CONFIRMED'],
    ['PRODID:-//Salonya//Randevu//TR'],
  ])('has %s', (line) => {
    expect(lines).toContain(line);
  });
  it('carries the sequence, the status, the description and the link', () => {
    const updated = contentLines(
      buildIcs({
        ...event,
        sequence: 3,
        status: 'CANCELLED',
        description: 'Uzman: Ayşe\nToplam: 450 ₺',
        url: 'http://localhost:3000/randevu/42/onay?signature=ab',
      }),
    );
    expect(updated).toContain('SEQUENCE:3');
    expect(updated).toContain('STATUS:CANCELLED');
    expect(updated).toContain('DESCRIPTION:Uzman: Ayşe\\nToplam: 450 ₺');
    expect(updated).toContain('URL:http://localhost:3000/randevu/42/onay?signature=ab');
  });
  it('keeps every physical line within 75 octets', () => {
    const long = buildIcs({ ...event, description: 'Çok uzun açıklama '.repeat(20) });
    expect(long.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
  });
  it('refuses an event that does not end after it starts', () => {
    expect(() => buildIcs({ ...event, end: event.start })).toThrow(RangeError);
  });
});
