import { describe, expect, it } from 'vitest';
import type { BlockingRule, BreakRule } from '../booking/availability';
import {
  blockingOccurrences,
  blockingsOverlap,
  breaksOverriddenBy,
  findAppointmentOverlap,
  lastOccurrenceDate,
  type DatedAppointment,
} from './overlap';

const rule = (over: Partial<BlockingRule>): BlockingRule => ({
  date: '2026-11-24', // Tuesday
  startTime: '10:00',
  endTime: '11:00',
  isFullDay: false,
  recurring: false,
  recurringPattern: 'weekly',
  endDate: null,
  status: 'active',
  ...over,
});

describe('recurring expansion', () => {
  it.each<[string, Partial<BlockingRule>, string, string, string[]]>([
    ['one-off inside', {}, '2026-11-01', '2026-11-30', ['2026-11-24']],
    ['one-off outside', {}, '2026-11-25', '2026-11-30', []],
    [
      'weekly until end_date',
      { recurring: true, endDate: '2026-12-08' },
      '2026-11-01',
      '2026-12-31',
      ['2026-11-24', '2026-12-01', '2026-12-08'],
    ],
    [
      'weekly open-ended, window bounds it',
      { recurring: true },
      '2026-12-01',
      '2026-12-15',
      ['2026-12-01', '2026-12-08', '2026-12-15'],
    ],
    [
      'daily with end_date',
      { recurring: true, recurringPattern: 'daily', endDate: '2026-11-26' },
      '2026-11-20',
      '2026-11-30',
      ['2026-11-24', '2026-11-25', '2026-11-26'],
    ],
    [
      'monthly',
      { recurring: true, recurringPattern: 'monthly', endDate: '2027-01-31' },
      '2026-11-01',
      '2027-03-31',
      ['2026-11-24', '2026-12-24', '2027-01-24'],
    ],
    ['cancelled', { recurring: true, status: 'cancelled' }, '2026-11-01', '2026-11-30', []],
  ])('%s', (_name, over, from, to, dates) => {
    expect(blockingOccurrences(rule(over), from, to)).toEqual(dates);
  });
  it('bounds an open-ended recurring blocking by the horizon', () => {
    expect(lastOccurrenceDate(rule({ recurring: true }))).toBe('2027-11-25');
    expect(lastOccurrenceDate(rule({ recurring: true, endDate: '2026-12-01' }))).toBe('2026-12-01');
    expect(lastOccurrenceDate(rule({}))).toBe('2026-11-24');
  });
});

describe('appointment_overlap', () => {
  const appt = (id: number, date: string, start: string, end: string): DatedAppointment => {
    const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    return { id, date, startMinutes: m(start), endMinutes: m(end) };
  };
  it.each<[string, Partial<BlockingRule>, DatedAppointment[], number | null]>([
    ['inside', {}, [appt(1, '2026-11-24', '10:15', '10:45')], 1],
    ['touching before', {}, [appt(1, '2026-11-24', '09:00', '10:00')], null],
    ['touching after', {}, [appt(1, '2026-11-24', '11:00', '11:30')], null],
    ['straddling the start', {}, [appt(2, '2026-11-24', '09:30', '10:30')], 2],
    ['other day', {}, [appt(1, '2026-11-25', '10:15', '10:45')], null],
    [
      'full day',
      { isFullDay: true, startTime: null, endTime: null },
      [appt(3, '2026-11-24', '17:00', '18:00')],
      3,
    ],
    ['weekly occurrence next week', { recurring: true }, [appt(4, '2026-12-01', '10:30', '11:30')], 4],
    [
      'weekly after end_date',
      { recurring: true, endDate: '2026-11-30' },
      [appt(4, '2026-12-01', '10:30', '11:30')],
      null,
    ],
    [
      'earliest of several',
      { recurring: true },
      [appt(6, '2026-12-08', '10:00', '10:30'), appt(5, '2026-12-01', '10:00', '10:30')],
      5,
    ],
  ])('%s', (_name, over, appointments, id) => {
    expect(findAppointmentOverlap(rule(over), appointments)?.id ?? null).toBe(id);
  });
});

describe('blocking_overlap', () => {
  it.each<[string, Partial<BlockingRule>, Partial<BlockingRule>, boolean]>([
    ['same time', {}, {}, true],
    ['adjacent', {}, { startTime: '11:00', endTime: '12:00' }, false],
    ['partly', {}, { startTime: '10:30', endTime: '12:00' }, true],
    ['other day', {}, { date: '2026-11-25' }, false],
    ['full day vs part', { isFullDay: true, startTime: null, endTime: null }, {}, true],
    ['recurring meets later one-off', { recurring: true, date: '2026-11-17' }, {}, true],
    ['recurring ended before', { recurring: true, date: '2026-11-10', endDate: '2026-11-20' }, {}, false],
    ['cancelled one', {}, { status: 'cancelled' }, false],
    ['two weekly on different weekdays', { recurring: true }, { recurring: true, date: '2026-11-25' }, false],
  ])('%s → %s', (_name, a, b, expected) => {
    expect(blockingsOverlap(rule(a), rule(b))).toBe(expected);
    expect(blockingsOverlap(rule(b), rule(a))).toBe(expected);
  });
});

describe('break_overlap_info', () => {
  const lunch: BreakRule = { startTime: '12:00', endTime: '13:00', days: ['tuesday'], status: 'active' };
  it.each<[string, Partial<BlockingRule>, BreakRule[], { index: number; date: string }[]]>([
    [
      'blocking over the break',
      { startTime: '11:00', endTime: '14:00' },
      [lunch],
      [{ index: 0, date: '2026-11-24' }],
    ],
    ['blocking before the break', {}, [lunch], []],
    [
      'break on other weekdays',
      { startTime: '11:00', endTime: '14:00' },
      [{ ...lunch, days: ['monday'] }],
      [],
    ],
    [
      'weekly blocking meets a Tuesday break',
      {
        date: '2026-11-23',
        recurring: true,
        isFullDay: true,
        startTime: null,
        endTime: null,
        recurringPattern: 'daily',
      },
      [lunch],
      [{ index: 0, date: '2026-11-24' }],
    ],
    ['cancelled break', { startTime: '11:00', endTime: '14:00' }, [{ ...lunch, status: 'cancelled' }], []],
  ])('%s', (_name, over, breaks, expected) => {
    expect(breaksOverriddenBy(rule(over), breaks)).toEqual(expected);
  });
});
