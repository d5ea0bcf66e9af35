import { describe, expect, it } from 'vitest';
import type { BlockingRule, BreakRule } from '../booking/availability';
import { nextAppointmentId, staffStateNow, type StaffNowAppointment } from './current-state';

const DAY = '2026-12-01'; // a Tuesday
const m = (time: string) => {
  const [h = 0, min = 0] = time.split(':').map(Number);
  return h * 60 + min;
};
const appt = (id: number, from: string, to: string, status = 'confirmed'): StaffNowAppointment => ({
  id,
  start: m(from),
  end: m(to),
  status,
});
const blocking = (from: string | null, to: string | null, isFullDay = false): BlockingRule => ({
  date: DAY,
  startTime: from,
  endTime: to,
  isFullDay,
  recurring: false,
  recurringPattern: 'weekly',
  endDate: null,
  status: 'active',
});
const lunch: BreakRule = { startTime: '13:00', endTime: '14:00', days: ['tuesday'], status: 'active' };
const shift = [{ start: m('09:00'), end: m('18:00') }];

describe('staffStateNow', () => {
  it.each([
    ['08:30', [], [], [], 'off', null],
    ['09:00', [], [], [], 'free', '18:00'],
    ['10:15', [appt(1, '10:00', '10:45')], [], [], 'appointment', '10:45'],
    ['10:45', [appt(1, '10:00', '10:45')], [], [], 'free', '18:00'],
    ['10:15', [appt(1, '10:00', '10:45', 'cancelled')], [], [], 'free', '18:00'],
    ['10:15', [appt(1, '10:00', '10:45', 'no_show')], [], [], 'free', '18:00'],
    ['09:30', [appt(1, '10:00', '10:45')], [], [], 'free', '10:00'],
    ['13:30', [], [], [lunch], 'break', '14:00'],
    ['12:00', [], [], [lunch], 'free', '13:00'],
    ['15:10', [], [blocking('15:00', '16:00')], [lunch], 'blocking', '16:00'],
    ['11:00', [], [blocking(null, null, true)], [], 'blocking', null],
    // An appointment outranks a blocking written over it later.
    ['15:10', [appt(2, '15:00', '15:30')], [blocking('15:00', '16:00')], [], 'appointment', '15:30'],
    ['18:00', [], [], [], 'off', null],
  ] as const)('at %s → %s', (now, appointments, blockings, breaks, kind, until) => {
    const state = staffStateNow({
      date: DAY,
      nowMinutes: m(now),
      appointments,
      blockings,
      breaks,
      working: shift,
    });
    expect({ kind: state.kind, until: state.until }).toEqual({ kind, until });
  });

  it('names the appointment in progress', () => {
    const state = staffStateNow({
      date: DAY,
      nowMinutes: m('10:10'),
      appointments: [appt(7, '10:00', '10:30')],
      blockings: [],
      breaks: [],
      working: shift,
    });
    expect(state.appointmentId).toBe(7);
  });

  it('ignores a break of another weekday and a cancelled blocking', () => {
    const state = staffStateNow({
      date: DAY,
      nowMinutes: m('13:30'),
      appointments: [],
      blockings: [{ ...blocking('13:00', '14:00'), status: 'cancelled' }],
      breaks: [{ ...lunch, days: ['monday'] }],
      working: shift,
    });
    expect(state.kind).toBe('free');
  });
});

describe('nextAppointmentId', () => {
  it.each([
    ['no appointments', [], '10:00', null],
    ['the first one not yet over', [appt(1, '09:00', '09:30'), appt(2, '11:00', '11:30')], '10:00', 2],
    ['the one in progress', [appt(1, '09:45', '10:30'), appt(2, '11:00', '11:30')], '10:00', 1],
    [
      'skips cancelled and completed',
      [
        appt(1, '10:30', '11:00', 'cancelled'),
        appt(2, '10:30', '11:00', 'completed'),
        appt(3, '12:00', '12:30', 'pending'),
      ],
      '10:00',
      3,
    ],
    [
      'in start order whatever the input order',
      [appt(5, '15:00', '15:30'), appt(4, '12:00', '12:30')],
      '10:00',
      4,
    ],
    ['none left', [appt(1, '09:00', '09:30')], '17:00', null],
  ] as const)('%s', (_, list, now, expected) => {
    expect(nextAppointmentId(list, m(now))).toBe(expected);
  });
});
