import { describe, expect, it } from 'vitest';
import {
  addDays,
  assignLanes,
  gridHours,
  isDate,
  istanbulToday,
  placeBlock,
  slotAt,
  stepDay,
  viewDays,
  weekStart,
} from './calendar';

describe('calendar dates', () => {
  it.each([
    ['2026-11-25', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['25.11.2026', false],
    ['', false],
  ])('isDate(%s) = %s', (value, expected) => expect(isDate(value)).toBe(expected));

  it.each([
    ['2026-11-25', 1, '2026-11-26'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('addDays(%s, %i) = %s', (day, n, expected) => expect(addDays(day, n)).toBe(expected));

  it.each([
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-25', '2026-11-23'], // Wednesday
    ['2026-11-29', '2026-11-23'], // Sunday belongs to the week that began on Monday
    ['2026-11-30', '2026-11-30'],
  ])('weekStart(%s) = %s', (day, expected) => expect(weekStart(day)).toBe(expected));

  it('a day view shows the day, a week view Monday to Sunday', () => {
    expect(viewDays('day', '2026-11-25')).toEqual(['2026-11-25']);
    expect(viewDays('week', '2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it.each([
    ['day', -1, '2026-11-24'],
    ['day', 1, '2026-11-26'],
    ['week', -1, '2026-11-18'],
    ['week', 1, '2026-12-02'],
  ] as const)('stepDay(%s, %i) from 2026-11-25', (view, dir, expected) =>
    expect(stepDay(view, '2026-11-25', dir)).toBe(expected),
  );

  it.each([
    ['2026-11-23T20:59:00Z', '2026-11-23'],
    ['2026-11-23T21:00:00Z', '2026-11-24'], // midnight in Istanbul (+03:00)
  ])('istanbulToday(%s) = %s', (instant, expected) =>
    expect(istanbulToday(new Date(instant))).toBe(expected),
  );
});

describe('calendar layout', () => {
  it.each([
    [[], { first: 480, last: 1260 }],
    [[{ start: 600, end: 660 }], { first: 480, last: 1260 }],
    [[{ start: 450, end: 500 }], { first: 420, last: 1260 }],
    [[{ start: 1290, end: 1335 }], { first: 480, last: 1380 }],
    [[{ start: 1380, end: 1440 }], { first: 480, last: 1440 }],
  ])('gridHours(%j) = %j', (ranges, expected) => expect(gridHours(ranges)).toEqual(expected));

  it.each([
    [600, 645, 480, { top: 120, height: 45 }],
    [600, 605, 480, { top: 120, height: 15 }],
  ])('placeBlock(%i, %i, %i)', (start, end, first, expected) =>
    expect(placeBlock(start, end, first)).toEqual(expected),
  );

  it.each([
    [0, '08:00'],
    [14, '08:00'],
    [15, '08:15'],
    [130, '10:00'],
    [-5, '08:00'],
    [9999, '20:45'],
  ])('slotAt(%i) = %s on an 08:00–21:00 grid', (offset, expected) =>
    expect(slotAt(offset, 480, 1260)).toBe(expected),
  );

  it('gives overlapping blocks their own lanes and keeps the others full width', () => {
    const lanes = assignLanes([
      { id: 'a', start: 600, end: 660 },
      { id: 'b', start: 630, end: 690 },
      { id: 'c', start: 660, end: 720 },
      { id: 'd', start: 800, end: 830 },
    ]).map(({ item, lane, lanes: count }) => [item.id, lane, count]);
    expect(lanes).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
      ['d', 0, 1],
    ]);
  });
});
