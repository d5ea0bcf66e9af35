import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from './life-cycle';
import {
  conflictIsTaken,
  placementCandidates,
  pastStartProblem,
  placementSlotRules,
  statusOnPlacement,
  type PlacementSource,
  type PlacementStaff,
  type StatusRule,
} from './placement';

describe('statusOnPlacement', () => {
  it.each<[StatusRule, boolean, AppointmentStatus]>([
    [{ kind: 'salon_confirms' }, false, 'confirmed'],
    [{ kind: 'salon_confirms' }, true, 'pending'],
    [{ kind: 'keep_on_move', previous: 'pending' }, true, 'pending'],
    [{ kind: 'keep_on_move', previous: 'pending' }, false, 'confirmed'],
    [{ kind: 'keep_on_move', previous: 'confirmed' }, true, 'confirmed'],
    [{ kind: 'keep_on_move', previous: 'confirmed' }, false, 'confirmed'],
    [{ kind: 'customer_approves' }, false, 'pending'],
    [{ kind: 'customer_approves' }, true, 'pending'],
    [{ kind: 'awaiting_payment' }, false, 'pending'],
    [{ kind: 'awaiting_payment' }, true, 'pending'],
  ])('%o with manual confirmation %s → %s', (rule, manual, status) => {
    expect(statusOnPlacement(rule, manual)).toBe(status);
  });
});

describe('placementCandidates', () => {
  const free = [{ salonStaffId: 7 }, { salonStaffId: 3 }, { salonStaffId: 9 }];
  it.each<[PlacementStaff, number[]]>([
    ['any', [7, 3, 9]],
    [3, [3]],
    [9, [9]],
    [4, []],
  ])('choice %s tries %o in order', (choice, ids) => {
    expect(placementCandidates(free, choice).map((s) => s.salonStaffId)).toEqual(ids);
  });

  it('returns a copy: trying candidates never reorders the slot engine list', () => {
    const list = placementCandidates(free, 'any');
    list.reverse();
    expect(free.map((s) => s.salonStaffId)).toEqual([7, 3, 9]);
  });

  it('nobody free means nobody to try', () => {
    expect(placementCandidates([], 'any')).toEqual([]);
  });
});

describe('placementSlotRules', () => {
  it.each<[PlacementSource, boolean, boolean]>([
    ['online', true, true],
    ['reschedule', true, false],
    ['walk_in', false, false],
  ])('%s: minimum notice %s, refused while paused %s', (source, notice, paused) => {
    expect(placementSlotRules(source)).toEqual({ minNoticeApplies: notice, refusedWhilePaused: paused });
  });
});

describe('conflictIsTaken', () => {
  it.each([
    [false, 0, false],
    [true, 0, true],
    [false, 2, true],
    [true, 1, true],
  ])('taken by appointments %s, %i tried → %s', (byAppointments, tried, taken) => {
    expect(conflictIsTaken(byAppointments, tried)).toBe(taken);
  });
});

describe('pastStartProblem (at 2026-11-25 10:00 in Istanbul)', () => {
  const now = new Date('2026-11-25T10:00:00+03:00');
  it.each<[string, string, ReturnType<typeof pastStartProblem>]>([
    ['2026-11-24', '23:45', { field: 'date', message: 'Geçmiş bir tarihe randevu alınamaz.' }],
    ['2026-11-24', '', { field: 'date', message: 'Geçmiş bir tarihe randevu alınamaz.' }],
    ['2026-11-25', '09:45', { field: 'time', message: 'Geçmiş bir saate randevu alınamaz.' }],
    ['2026-11-25', '10:00', { field: 'time', message: 'Geçmiş bir saate randevu alınamaz.' }],
    ['2026-11-25', '10:15', null],
    ['2026-11-26', '08:00', null],
    ['2026-11-25', '', null],
    ['2026-11-25', '9:00', null],
  ])('%s %s', (date, time, expected) => {
    expect(pastStartProblem(date, time, now)).toEqual(expected);
  });
  it('reads the Istanbul day, not the UTC one', () => {
    // 22:30 UTC on the 24th is already 01:30 on the 25th in Istanbul.
    expect(pastStartProblem('2026-11-24', '23:00', new Date('2026-11-24T22:30:00Z'))).toEqual({
      field: 'date',
      message: 'Geçmiş bir tarihe randevu alınamaz.',
    });
  });
});
