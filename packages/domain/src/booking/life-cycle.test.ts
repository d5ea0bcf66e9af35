import { describe, expect, it } from 'vitest';
import {
  activeTotal,
  allowedActions,
  checkTransition,
  countsTowardTotal,
  initialStatus,
  type ActorRole,
  type AppointmentAction,
  type AppointmentStatus,
} from './life-cycle';

const START = new Date('2026-12-01T07:00:00Z'); // 10:00 in Istanbul
const END = new Date('2026-12-01T08:00:00Z');
const BEFORE_CUTOFF = new Date('2026-12-01T04:00:00Z'); // 3 h before
const INSIDE_CUTOFF = new Date('2026-12-01T05:30:00Z'); // 1.5 h before
const DURING = new Date('2026-12-01T07:30:00Z');
const AFTER = new Date('2026-12-01T09:00:00Z');

type Row = [AppointmentAction, AppointmentStatus, ActorRole, boolean, Date, AppointmentStatus | string];

// action, from, role, is party, now, expected new status or refusal reason
const rows: Row[] = [
  ['cancel', 'confirmed', 'customer', true, BEFORE_CUTOFF, 'cancelled'],
  ['cancel', 'pending', 'customer', true, BEFORE_CUTOFF, 'cancelled'],
  ['cancel', 'confirmed', 'customer', true, INSIDE_CUTOFF, 'cutoff'],
  ['cancel', 'confirmed', 'customer', false, BEFORE_CUTOFF, 'role'],
  ['cancel', 'completed', 'customer', true, BEFORE_CUTOFF, 'status'],
  ['cancel', 'confirmed', 'salon_owner', true, INSIDE_CUTOFF, 'cancelled'],
  ['cancel', 'confirmed', 'salon_owner', true, AFTER, 'ended'],
  ['cancel', 'confirmed', 'salon_owner', false, BEFORE_CUTOFF, 'role'],
  ['cancel', 'confirmed', 'staff', true, BEFORE_CUTOFF, 'role'],
  ['cancel', 'confirmed', 'admin', false, AFTER, 'cancelled'],
  ['cancel', 'cancelled', 'admin', false, BEFORE_CUTOFF, 'status'],
  ['cancel', 'no_show', 'salon_owner', true, AFTER, 'status'],
  ['reschedule', 'confirmed', 'customer', true, BEFORE_CUTOFF, 'confirmed'],
  ['reschedule', 'pending', 'customer', true, BEFORE_CUTOFF, 'pending'],
  ['reschedule', 'confirmed', 'customer', true, INSIDE_CUTOFF, 'cutoff'],
  ['reschedule', 'cancelled', 'customer', true, BEFORE_CUTOFF, 'status'],
  ['reschedule', 'confirmed', 'salon_owner', true, BEFORE_CUTOFF, 'role'],
  ['confirm', 'pending', 'salon_owner', true, BEFORE_CUTOFF, 'confirmed'],
  ['confirm', 'pending', 'staff', true, BEFORE_CUTOFF, 'confirmed'],
  ['confirm', 'pending', 'staff', false, BEFORE_CUTOFF, 'role'],
  ['confirm', 'pending', 'admin', false, BEFORE_CUTOFF, 'confirmed'],
  ['confirm', 'pending', 'customer', true, BEFORE_CUTOFF, 'role'],
  ['confirm', 'confirmed', 'salon_owner', true, BEFORE_CUTOFF, 'status'],
  ['confirm', 'pending', 'salon_owner', true, AFTER, 'ended'],
  ['complete', 'confirmed', 'salon_owner', true, DURING, 'completed'],
  ['complete', 'confirmed', 'staff', true, AFTER, 'completed'],
  ['complete', 'confirmed', 'salon_owner', true, BEFORE_CUTOFF, 'not_started'],
  ['complete', 'pending', 'salon_owner', true, AFTER, 'status'],
  ['complete', 'confirmed', 'customer', true, AFTER, 'role'],
  ['no_show', 'confirmed', 'salon_owner', true, AFTER, 'no_show'],
  ['no_show', 'confirmed', 'staff', true, DURING, 'no_show'],
  ['no_show', 'confirmed', 'staff', true, BEFORE_CUTOFF, 'not_started'],
  ['no_show', 'completed', 'admin', false, AFTER, 'status'],
  ['no_show', 'confirmed', 'customer', true, AFTER, 'role'],
];

describe('checkTransition', () => {
  it.each(rows)('%s from %s by %s (party %s) at %s → %s', (action, from, role, isParty, now, expected) => {
    const result = checkTransition(
      action,
      { status: from, startsAt: START, endsAt: END },
      { role, isParty },
      now,
    );
    if (result.ok) expect(result.to).toBe(expected);
    else expect(result.reason).toBe(expected);
  });

  it('explains the cut-off in Turkish', () => {
    const result = checkTransition(
      'cancel',
      { status: 'confirmed', startsAt: START, endsAt: END },
      { role: 'customer', isParty: true },
      INSIDE_CUTOFF,
    );
    expect(result).toMatchObject({
      ok: false,
      message: 'Randevuya 2 saat kala iptal ve saat değişikliği yapılamaz. Lütfen salonla iletişime geçin.',
    });
  });

  it('honours a per-salon cut-off', () => {
    const appointment = { status: 'confirmed' as const, startsAt: START, endsAt: END };
    const actor = { role: 'customer' as const, isParty: true };
    expect(checkTransition('cancel', appointment, actor, INSIDE_CUTOFF, 60).ok).toBe(true);
    expect(checkTransition('cancel', appointment, actor, BEFORE_CUTOFF, 240).ok).toBe(false);
  });
});

describe('allowedActions', () => {
  it.each([
    ['customer', 'confirmed', BEFORE_CUTOFF, ['cancel', 'reschedule']],
    ['customer', 'confirmed', INSIDE_CUTOFF, []],
    ['salon_owner', 'pending', BEFORE_CUTOFF, ['cancel', 'confirm']],
    ['salon_owner', 'confirmed', DURING, ['cancel', 'complete', 'no_show']],
    ['staff', 'confirmed', AFTER, ['complete', 'no_show']],
    ['admin', 'confirmed', AFTER, ['cancel', 'complete', 'no_show']],
  ] as const)('%s on %s', (role, status, now, actions) => {
    expect(allowedActions({ status, startsAt: START, endsAt: END }, { role, isParty: true }, now)).toEqual(
      actions,
    );
  });
});

describe('initialStatus', () => {
  it('waits for the salon only with manual confirmation', () => {
    expect(initialStatus(true)).toBe('pending');
    expect(initialStatus(false)).toBe('confirmed');
  });
});

describe('countsTowardTotal / activeTotal (issue #21 item 4)', () => {
  it.each([
    ['pending', true],
    ['confirmed', true],
    ['completed', true],
    ['no_show', true],
    ['cancelled', false],
  ])('%s counts: %s', (status, counts) => {
    expect(countsTowardTotal(status)).toBe(counts);
  });
  it.each([
    ['none', [], { count: 0, totalKurus: 0 }],
    [
      'one cancelled of two',
      [
        { status: 'confirmed', total_price_kurus: 65000 },
        { status: 'cancelled', total_price_kurus: 179000 },
      ],
      { count: 1, totalKurus: 65000 },
    ],
    [
      'all active',
      [
        { status: 'pending', total_price_kurus: 100 },
        { status: 'confirmed', total_price_kurus: 250 },
      ],
      { count: 2, totalKurus: 350 },
    ],
  ])('%s', (_label, list, expected) => {
    expect(activeTotal(list)).toEqual(expected);
  });
});
