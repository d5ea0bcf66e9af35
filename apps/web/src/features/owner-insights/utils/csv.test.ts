import { describe, expect, it } from 'vitest';
import { makeOwnerReports, makeStaffPerformance } from '../testing/fixtures';
import { buildCsv, CSV_BOM, kurusToLiraText, reportCsv, staffPerformanceCsv } from './csv';

describe('kurusToLiraText', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [125050, '1250,50'],
    [280000, '2800,00'],
    [-5, '-0,05'],
    [123456789, '1234567,89'],
  ])('%i kuruş → %s', (kurus, text) => {
    expect(kurusToLiraText(kurus)).toBe(text);
  });
});

describe('buildCsv', () => {
  it('starts with the byte-order mark, separates with ";", ends lines with CRLF, quotes when needed', () => {
    expect(
      buildCsv(
        ['Ad', 'Not'],
        [
          ['Ayşe', 'a;b'],
          ['"Can"', 'satır\nsonu'],
          ['=1+1', 3],
        ],
      ),
    ).toBe(`${CSV_BOM}Ad;Not\r\nAyşe;"a;b"\r\n"""Can""";"satır\nsonu"\r\n'=1+1;3\r\n`);
  });
});

describe('reportCsv', () => {
  const report = makeOwnerReports();

  it.each([
    [
      'revenue',
      'salonya-gelir-raporu-2027-03-01_2027-03-14.csv',
      [
        'Dönem;Başlangıç;Bitiş;Gelir (TL);Tamamlanan randevu',
        '1–7 Mar;2027-03-01;2027-03-07;2800,50;3',
        '8–14 Mar;2027-03-08;2027-03-14;0,00;0',
      ],
    ],
    [
      'appointments',
      'salonya-randevu-raporu-2027-03-01_2027-03-14.csv',
      [
        'Dönem;Başlangıç;Bitiş;Toplam randevu;Tamamlanan;İptal edilen;Gelmedi',
        '1–7 Mar;2027-03-01;2027-03-07;7;3;1;1',
        '8–14 Mar;2027-03-08;2027-03-14;0;0;0;0',
      ],
    ],
    [
      'services',
      'salonya-hizmet-raporu-2027-03-01_2027-03-14.csv',
      ['Hizmet;Randevu sayısı;Gelir (TL)', 'Boya;3;2400,00', '"Saç Kesimi; Fön";3;400,50'],
    ],
    [
      'customers',
      'salonya-musteri-raporu-2027-03-01_2027-03-14.csv',
      [
        'Dönem;Başlangıç;Bitiş;Yeni müşteri;Geri gelen müşteri',
        '1–7 Mar;2027-03-01;2027-03-07;2;1',
        '8–14 Mar;2027-03-08;2027-03-14;0;0',
      ],
    ],
  ] as const)('%s', (kind, filename, lines) => {
    const file = reportCsv(kind, report);
    expect(file.filename).toBe(filename);
    expect(file.content).toBe(`${CSV_BOM}${lines.join('\r\n')}\r\n`);
  });
});

describe('staffPerformanceCsv', () => {
  it('has a row per staff member with lira, rating and occupancy in Turkish notation', () => {
    const file = staffPerformanceCsv(makeStaffPerformance());
    expect(file.filename).toBe('salonya-personel-performansi-2027-03-01_2027-03-31.csv');
    expect(file.content.split('\r\n')).toEqual([
      `${CSV_BOM}Personel;Randevu;Tamamlanan;Gelmedi;İptal;Gelir (TL);Puan;Yorum sayısı;Doluluk (%)`,
      'Ayşe Yılmaz;4;2;1;0;1600,00;4,50;2;4,6',
      'Mehmet Kaya;3;1;0;1;1200,00;;0;10,0',
      'Zeynep Demir;1;1;0;0;2500,50;5,00;1;',
      '',
    ]);
  });
});
