import { describe, expect, it } from 'vitest';
import { REPORT_RANGE_MESSAGES } from '@salonya/domain/reports/period';
import { reportRangeQuerySchema, reportsQuerySchema } from './owner-reports';

describe('report queries', () => {
  it.each([
    [{}, { period: 'this_month', group_by: 'day' }],
    [
      { period: 'this_week', group_by: 'month' },
      { period: 'this_week', group_by: 'month' },
    ],
    [
      { period: 'custom', from: '2027-03-01', to: '2027-03-31' },
      { period: 'custom', from: '2027-03-01', to: '2027-03-31', group_by: 'day' },
    ],
  ])('reads %o', (input, output) => {
    expect(reportsQuerySchema.parse(input)).toEqual(output);
  });

  it.each([
    [{ period: 'yearly' }, 'period', 'Geçersiz dönem'],
    [{ from: '2027-03-01T00:00' }, 'from', REPORT_RANGE_MESSAGES.dateInvalid],
    [{ to: ['2027-03-01'] }, 'to', REPORT_RANGE_MESSAGES.dateInvalid],
  ])('refuses %o in Turkish', (input, field, message) => {
    const result = reportRangeQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });

  it('refuses an unknown grouping in Turkish', () => {
    const result = reportsQuerySchema.safeParse({ group_by: 'hour' });
    expect(result.error?.issues[0]?.message).toBe('Geçersiz gruplama');
  });
});
