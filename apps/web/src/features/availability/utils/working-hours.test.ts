import { describe, expect, it } from 'vitest';
import {
  copyDay,
  emptyWeek,
  mapRangeErrors,
  nextRange,
  rangesToWeek,
  validateWeek,
  weekToRanges,
} from './working-hours';

describe('working hours week', () => {
  it('reads ranges into days (sorted, seconds dropped) and writes them back in order', () => {
    const week = rangesToWeek([
      { weekday: 1, start_time: '14:00:00', end_time: '18:00:00' },
      { weekday: 1, start_time: '09:00', end_time: '12:00' },
      { weekday: 3, start_time: '10:00', end_time: '16:00' },
    ]);
    expect(week[1]).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(week[2]).toEqual([]);
    expect(weekToRanges(week)).toEqual([
      { weekday: 1, start_time: '09:00', end_time: '12:00' },
      { weekday: 1, start_time: '14:00', end_time: '18:00' },
      { weekday: 3, start_time: '10:00', end_time: '16:00' },
    ]);
  });

  it.each([
    [[], { start: '09:00', end: '18:00' }],
    [[{ start: '09:00', end: '12:00' }], { start: '13:00', end: '14:00' }],
    [[{ start: '09:00', end: '22:30' }], { start: '09:00', end: '18:00' }],
  ])('nextRange after %o', (ranges, expected) => {
    expect(nextRange(ranges)).toEqual(expected);
  });

  it('copies a day onto the chosen days, replacing theirs', () => {
    const week = {
      ...emptyWeek(),
      1: [{ start: '09:00', end: '12:00' }],
      2: [{ start: '10:00', end: '11:00' }],
    };
    const copied = copyDay(week, 1, [2, 5]);
    expect(copied[2]).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(copied[5]).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(copied[3]).toEqual([]);
    copied[2]?.push({ start: '13:00', end: '14:00' });
    expect(copied[1]).toHaveLength(1);
  });

  it.each([
    [
      'valid',
      {
        1: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '18:00' },
        ],
      },
      {},
    ],
    [
      'end before start',
      { 2: [{ start: '12:00', end: '09:00' }] },
      { '2.0.end': 'Başlangıç saati bitiş saatinden önce olmalıdır' },
    ],
    [
      'not on the grid',
      { 3: [{ start: '09:10', end: '12:00' }] },
      { '3.0.start': 'Saatler 15 dakikalık aralıklarla seçilmelidir' },
    ],
    [
      'overlap in a day (reported on the later range of the form)',
      {
        4: [
          { start: '13:00', end: '18:00' },
          { start: '09:00', end: '14:00' },
        ],
      },
      { '4.0.start': 'Aynı gündeki çalışma aralıkları çakışamaz' },
    ],
  ])('%s', (_, days, expected) => {
    expect(validateWeek({ ...emptyWeek(), ...days })).toEqual(expected);
  });

  it("maps the server's ranges.<n> errors to the form's range", () => {
    const week = {
      ...emptyWeek(),
      1: [
        { start: '14:00', end: '18:00' },
        { start: '09:00', end: '12:00' },
      ],
      2: [{ start: '09:00', end: '17:00' }],
    };
    // Sent order: Monday 09:00 (form index 1), Monday 14:00 (form index 0), Tuesday 09:00.
    expect(
      mapRangeErrors(week, { 'ranges.0.end_time': ['A'], 'ranges.2.start_time': ['B'], other: ['C'] }),
    ).toEqual({
      '1.1.end': 'A',
      '2.0.start': 'B',
    });
  });
});
