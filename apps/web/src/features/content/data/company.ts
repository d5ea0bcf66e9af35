/**
 * Who Salonya is in the legal texts. Every page that names the company, its addresses or its contact channels
 * reads them from here, so a change of address or e-mail is one edit.
 */
export const COMPANY = {
  legalName: 'Salonya Teknoloji Anonim Şirketi',
  shortName: 'Salonya Teknoloji A.Ş.',
  address: 'Kozyatağı Mahallesi, Değirmen Sokak No: 16 Kat: 3, 34742 Kadıköy/İstanbul',
  mersisNo: '0735 0912 3450 0017',
  tradeRegistry: 'İstanbul Ticaret Sicili Müdürlüğü, sicil no. 412873-5',
  taxOffice: 'Kozyatağı Vergi Dairesi, 735 091 2345',
  kep: 'salonyateknoloji@hs01.kep.tr',
  kvkkEmail: 'kvkk@salonya.test',
  supportEmail: 'destek@salonya.test',
  website: 'salonya.test',
} as const;

/** The date every legal text was last changed (ISO; shown as 22.11.2026). */
export const LEGAL_UPDATED_AT = '2026-11-22';

/** `[kvkk@salonya.test](mailto:kvkk@salonya.test)` for rich texts. */
export function mailLink(email: string): string {
  return `[${email}](mailto:${email})`;
}
