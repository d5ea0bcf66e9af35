import { describe, expect, it } from 'vitest';
import { appointmentStatusSummary } from './appointment-status-estimate';

describe('appointmentStatusSummary (SPEC §9)', () => {
  it.each([
    // server counts, total, pending approvals → summary
    [
      { completed: 3, pending: 2, cancelled: 1 },
      1000,
      7,
      { completed: 3, pending: 2, cancelled: 1, estimated: false },
    ],
    [
      { completed: 0, pending: 0, cancelled: 0 },
      1000,
      7,
      { completed: 0, pending: 0, cancelled: 0, estimated: false },
    ],
    [null, 1000, 7, { completed: 750, pending: 7, cancelled: 50, estimated: true }],
    [null, 1000, 0, { completed: 750, pending: 200, cancelled: 50, estimated: true }],
    [undefined, 1000, null, { completed: 750, pending: 200, cancelled: 50, estimated: true }],
    [null, 10, undefined, { completed: 8, pending: 2, cancelled: 1, estimated: true }],
    [null, 0, 0, { completed: 1800, pending: 456, cancelled: 100, estimated: true }],
    [null, null, null, { completed: 1800, pending: 456, cancelled: 100, estimated: true }],
    [null, undefined, 12, { completed: 1800, pending: 12, cancelled: 100, estimated: true }],
  ])('server %j, total %j, pending approvals %j → %j', (server, total, pending, expected) => {
    expect(appointmentStatusSummary(server, total, pending)).toEqual(expected);
  });
});
