import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  anonymisedEmail,
  COMMERCIAL_CHANNEL_LABELS,
  COMMERCIAL_CHANNELS,
  DELETED_USER_NAME,
  deletionDueAt,
  exportTableLabel,
} from './privacy';

describe('KVKK rules (ADR 0050)', () => {
  it('deletes 30 days after the request', () => {
    expect(ACCOUNT_DELETION_GRACE_DAYS).toBe(30);
    expect(deletionDueAt(new Date('2026-11-26T07:00:00Z')).toISOString()).toBe('2026-12-26T07:00:00.000Z');
  });

  it('gives an anonymised account an address that is unique and never delivered', () => {
    expect(anonymisedEmail(42)).toBe('silinmis-42@silinmis.invalid');
    expect(anonymisedEmail(42)).not.toBe(anonymisedEmail(43));
  });

  it("shows the anonymised name as the reviews' deleted author", () => {
    expect(DELETED_USER_NAME).toBe('Silinmiş kullanıcı');
  });

  it('labels every İYS channel and the export tables in Turkish, an unknown table by its name', () => {
    expect(COMMERCIAL_CHANNELS.map((c) => COMMERCIAL_CHANNEL_LABELS[c])).toEqual(['SMS', 'E-posta', 'Arama']);
    expect(exportTableLabel('appointments')).toBe('Randevular');
    expect(exportTableLabel('yeni_tablo')).toBe('yeni_tablo');
  });
});
