import { describe, expect, it } from 'vitest';
import { nextRange, weekValuesOf } from './working-hours';

describe('working hours week', () => {
  it('reads ranges into the days of the form (sorted, seconds dropped)', () => {
    const values = weekValuesOf([
      { weekday: 1, start_time: '14:00:00', end_time: '18:00:00' },
      { weekday: 1, start_time: '09:00', end_time: '12:00' },
      { weekday: 3, start_time: '10:00', end_time: '16:00' },
    ]);
    expect(values.days).toHaveLength(7);
    expect(values.days[0]?.ranges).toEqual([
      { start_time: '09:00', end_time: '12:00' },
      { start_time: '14:00', end_time: '18:00' },
    ]);
    expect(values.days[1]?.ranges).toEqual([]);
    expect(values.days[2]?.ranges).toEqual([{ start_time: '10:00', end_time: '16:00' }]);
  });

  it.each([
    [[], { start_time: '09:00', end_time: '18:00' }],
    [[{ start_time: '09:00', end_time: '12:00' }], { start_time: '13:00', end_time: '14:00' }],
    [[{ start_time: '09:00', end_time: '22:30' }], { start_time: '09:00', end_time: '18:00' }],
  ])('nextRange after %o', (ranges, expected) => {
    expect(nextRange(ranges)).toEqual(expected);
  });
});
