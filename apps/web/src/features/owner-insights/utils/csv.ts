import { formatDecimal } from '@salonya/domain/format/number';
import type { OwnerReports, StaffPerformance } from '@salonya/contracts/owner-reports';

/**
 * CSV exports of the reports (one file per report) for Excel in Turkish: UTF-8 with a byte-order mark (so Excel
 * reads ç, ğ, ı, ö, ş, ü), ';' between fields (the Turkish list separator, since ',' is the decimal comma), CRLF
 * line ends, Turkish headers, and money as lira with a decimal comma in a column that says '(TL)'.
 */

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

export type CsvCell = string | number;

/** 125050 → '1250,50'; -5 → '-0,05'. No thousands separator, so spreadsheets read it as a number. */
export function kurusToLiraText(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kurus));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

function cell(value: CsvCell): string {
  let text = typeof value === 'number' ? String(value) : value;
  // A text starting like a formula would run in a spreadsheet: keep it text.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(cell).join(SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

export type ReportKind = 'revenue' | 'appointments' | 'services' | 'customers';

export interface CsvFile {
  filename: string;
  content: string;
}

const FILE_NAMES: Readonly<Record<ReportKind, string>> = {
  revenue: 'gelir-raporu',
  appointments: 'randevu-raporu',
  services: 'hizmet-raporu',
  customers: 'musteri-raporu',
};

export function reportCsv(kind: ReportKind, report: OwnerReports): CsvFile {
  const filename = `salonya-${FILE_NAMES[kind]}-${report.range.from}_${report.range.to}.csv`;
  const period = (r: OwnerReports['series'][number]) => [r.label, r.from, r.to] as const;
  switch (kind) {
    case 'revenue':
      return {
        filename,
        content: buildCsv(
          ['Dönem', 'Başlangıç', 'Bitiş', 'Gelir (TL)', 'Tamamlanan randevu'],
          report.series.map((r) => [...period(r), kurusToLiraText(r.revenue_kurus), r.completed]),
        ),
      };
    case 'appointments':
      return {
        filename,
        content: buildCsv(
          ['Dönem', 'Başlangıç', 'Bitiş', 'Toplam randevu', 'Tamamlanan', 'İptal edilen', 'Gelmedi'],
          report.series.map((r) => [...period(r), r.appointments, r.completed, r.cancelled, r.no_show]),
        ),
      };
    case 'services':
      return {
        filename,
        content: buildCsv(
          ['Hizmet', 'Randevu sayısı', 'Gelir (TL)'],
          report.services.map((s) => [s.name, s.count, kurusToLiraText(s.revenue_kurus)]),
        ),
      };
    case 'customers':
      return {
        filename,
        content: buildCsv(
          ['Dönem', 'Başlangıç', 'Bitiş', 'Yeni müşteri', 'Geri gelen müşteri'],
          report.series.map((r) => [...period(r), r.new_customers, r.returning_customers]),
        ),
      };
  }
}

export function staffPerformanceCsv(data: StaffPerformance): CsvFile {
  return {
    filename: `salonya-personel-performansi-${data.range.from}_${data.range.to}.csv`,
    content: buildCsv(
      [
        'Personel',
        'Randevu',
        'Tamamlanan',
        'Gelmedi',
        'İptal',
        'Gelir (TL)',
        'Puan',
        'Yorum sayısı',
        'Doluluk (%)',
      ],
      data.staff.map((s) => [
        s.name,
        s.appointments,
        s.completed,
        s.no_shows,
        s.cancellations,
        kurusToLiraText(s.revenue_kurus),
        s.rating_average === null ? '' : formatDecimal(s.rating_average, 2),
        s.review_count,
        s.occupancy.percent === null ? '' : formatDecimal(s.occupancy.percent, 1),
      ]),
    ),
  };
}

/** Hands the file to the browser as a download. */
export function downloadCsv(file: CsvFile): void {
  const blob = new Blob([file.content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
