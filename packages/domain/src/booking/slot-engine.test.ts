import { describe, expect, it } from 'vitest';
import type { BlockingRule, BreakRule } from './availability';
import {
  appointmentSpan,
  bookableDateRange,
  daySlotCount,
  daySlots,
  nearestSlots,
  pickStaffFairly,
  type DaySlotsInput,
  type SalonDay,
  type StaffAvailability,
} from './slot-engine';
import { minutesToTime } from './time';

// Tuesday 2026-12-01; "now" is Monday 2026-11-30 09:00 in Istanbul (06:00 UTC).
const DATE = '2026-12-01';
const NOW = new Date('2026-11-30T06:00:00Z');
const at = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

const weekdays = (opensAt: string, closesAt: string): Map<number, SalonDay> =>
  new Map([1, 2, 3, 4, 5, 6].map((d) => [d, { opensAt, closesAt }]));

const blocking = (over: Partial<BlockingRule>): BlockingRule => ({
  date: DATE,
  startTime: '10:00',
  endTime: '11:00',
  isFullDay: false,
  recurring: false,
  recurringPattern: 'weekly',
  endDate: null,
  status: 'active',
  ...over,
});
const lunch = (over: Partial<BreakRule> = {}): BreakRule => ({
  startTime: '12:00',
  endTime: '13:00',
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  status: 'active',
  ...over,
});

const ayse = (over: Partial<StaffAvailability> = {}): StaffAvailability => ({
  salonStaffId: 1,
  userId: 101,
  displayName: 'Ayşe',
  canDoServices: true,
  workingRanges: [{ weekday: 2, startTime: '09:00', endTime: '18:00' }],
  breaks: [],
  blockings: [],
  appointments: [],
  ...over,
});
const mehmet = (over: Partial<StaffAvailability> = {}): StaffAvailability =>
  ayse({ salonStaffId: 2, userId: 102, displayName: 'Mehmet', ...over });

const base = (over: Partial<DaySlotsInput> = {}): DaySlotsInput => ({
  date: DATE,
  now: NOW,
  rules: { minNoticeMinutes: 60, maxAdvanceDays: 60, bufferMinutes: 0 },
  salonHours: weekdays('09:00', '18:00'),
  staff: [ayse()],
  durationMinutes: 60,
  ...over,
});

interface Expect {
  count?: number;
  first?: string;
  last?: string;
  has?: string[];
  lacks?: string[];
  reason?: string | null;
  staffAt?: [string, number[]];
}

const cases: [string, DaySlotsInput, Expect][] = [
  [
    'a plain day: 09:00 to 17:00 every 15 minutes',
    base(),
    { count: 33, first: '09:00', last: '17:00', reason: null },
  ],
  ['the last slot of the day ends exactly at closing', base({ durationMinutes: 45 }), { last: '17:15' }],
  [
    'a service longer than the rest of the day does not fit',
    base({ durationMinutes: 9 * 60 + 15 }),
    { count: 0, reason: 'fully_booked' },
  ],
  [
    'a service exactly the day long fits once',
    base({ durationMinutes: 9 * 60 }),
    { count: 1, first: '09:00' },
  ],
  [
    'a lunch break removes the starts that touch it',
    base({ staff: [ayse({ breaks: [lunch()] })] }),
    { has: ['11:00', '13:00'], lacks: ['11:15', '12:00', '12:45'] },
  ],
  [
    'a break on other weekdays only does not apply',
    base({ staff: [ayse({ breaks: [lunch({ days: ['monday'] })] })] }),
    { has: ['12:00'] },
  ],
  [
    'a cancelled break does not apply',
    base({ staff: [ayse({ breaks: [lunch({ status: 'cancelled' })] })] }),
    { has: ['12:00'] },
  ],
  [
    'a blocking removes its hours',
    base({ staff: [ayse({ blockings: [blocking({})] })] }),
    { has: ['09:00', '11:00'], lacks: ['09:15', '10:00', '10:45'] },
  ],
  [
    'a full-day blocking removes the whole day',
    base({ staff: [ayse({ blockings: [blocking({ isFullDay: true, startTime: null, endTime: null })] })] }),
    { count: 0, reason: 'staff_not_working' },
  ],
  [
    'a blocking from 00:00 to 23:45 counts as full-day',
    base({ staff: [ayse({ blockings: [blocking({ startTime: '00:00', endTime: '23:45' })] })] }),
    { count: 0, reason: 'staff_not_working' },
  ],
  [
    'a blocking on another date does not apply',
    base({ staff: [ayse({ blockings: [blocking({ date: '2026-12-02' })] })] }),
    { has: ['10:00'] },
  ],
  [
    'a weekly recurring blocking applies on the same weekday later',
    base({ staff: [ayse({ blockings: [blocking({ date: '2026-11-24', recurring: true })] })] }),
    { lacks: ['10:00'] },
  ],
  [
    'a weekly recurring blocking ends at its end date',
    base({
      staff: [
        ayse({ blockings: [blocking({ date: '2026-11-24', recurring: true, endDate: '2026-11-30' })] }),
      ],
    }),
    { has: ['10:00'] },
  ],
  [
    'a cancelled blocking frees the time again',
    base({ staff: [ayse({ blockings: [blocking({ status: 'cancelled' })] })] }),
    { has: ['10:00'] },
  ],
  [
    'an appointment removes overlapping starts',
    base({ staff: [ayse({ appointments: [appointmentSpan(at(DATE, '10:00'), at(DATE, '11:00'))] })] }),
    { has: ['09:00', '11:00'], lacks: ['09:15', '10:30'] },
  ],
  [
    'a buffer after appointments keeps a gap on both sides',
    base({
      rules: { minNoticeMinutes: 60, maxAdvanceDays: 60, bufferMinutes: 15 },
      staff: [ayse({ appointments: [appointmentSpan(at(DATE, '10:00'), at(DATE, '11:00'))] })],
    }),
    { has: ['11:15'], lacks: ['09:00', '11:00'] },
  ],
  [
    'several working ranges in one day',
    base({
      staff: [
        ayse({
          workingRanges: [
            { weekday: 2, startTime: '09:00', endTime: '12:00' },
            { weekday: 2, startTime: '14:00', endTime: '18:00' },
          ],
        }),
      ],
    }),
    { has: ['11:00', '14:00'], lacks: ['11:15', '13:00'] },
  ],
  [
    'staff hours are clipped to the salon opening hours',
    base({ staff: [ayse({ workingRanges: [{ weekday: 2, startTime: '07:00', endTime: '21:00' }] })] }),
    { first: '09:00', last: '17:00' },
  ],
  [
    'a staff member not working that weekday has no slots',
    base({ staff: [ayse({ workingRanges: [{ weekday: 3, startTime: '09:00', endTime: '18:00' }] })] }),
    { count: 0, reason: 'staff_not_working' },
  ],
  [
    'staff without configured hours work the salon hours',
    base({ staff: [ayse({ workingRanges: [] })] }),
    { first: '09:00', last: '17:00' },
  ],
  ['a closed salon day has no slots', base({ date: '2026-12-06' }), { count: 0, reason: 'salon_closed' }],
  [
    'a staff member who cannot do the services is left out',
    base({ staff: [ayse({ canDoServices: false })] }),
    { count: 0, reason: 'staff_not_working' },
  ],
  [
    'minimum notice cuts the morning of today',
    base({
      date: '2026-11-30',
      staff: [ayse({ workingRanges: [{ weekday: 1, startTime: '09:00', endTime: '18:00' }] })],
    }),
    { first: '10:00' },
  ],
  [
    'minimum notice rounds up to the next quarter hour',
    base({
      date: '2026-11-30',
      now: new Date('2026-11-30T06:07:00Z'),
      staff: [ayse({ workingRanges: [{ weekday: 1, startTime: '09:00', endTime: '18:00' }] })],
    }),
    { first: '10:15' },
  ],
  ['a past date has no slots', base({ date: '2026-11-29' }), { count: 0, reason: 'in_past' }],
  [
    'today after closing has no slots',
    base({ date: '2026-11-30', now: new Date('2026-11-30T15:30:00Z') }),
    { count: 0, reason: 'in_past' },
  ],
  [
    'beyond max advance days has no slots',
    base({ date: '2027-02-01' }),
    { count: 0, reason: 'beyond_max_advance' },
  ],
  [
    'the last bookable day is still open',
    base({ date: '2027-01-29', staff: [ayse({ workingRanges: [] })] }),
    { first: '09:00' },
  ],
  [
    'any staff: a time is free when one of them is free',
    base({
      staff: [ayse({ appointments: [appointmentSpan(at(DATE, '10:00'), at(DATE, '11:00'))] }), mehmet()],
    }),
    { has: ['10:00'], staffAt: ['10:00', [2]] },
  ],
  [
    'any staff: a time taken by everyone is gone',
    base({
      staff: [
        ayse({ appointments: [appointmentSpan(at(DATE, '10:00'), at(DATE, '11:00'))] }),
        mehmet({ appointments: [appointmentSpan(at(DATE, '10:00'), at(DATE, '11:00'))] }),
      ],
    }),
    { lacks: ['10:00'] },
  ],
  [
    'any staff: the one with fewer appointments that day comes first',
    base({
      staff: [ayse({ appointments: [appointmentSpan(at(DATE, '16:00'), at(DATE, '17:00'))] }), mehmet()],
    }),
    { staffAt: ['09:00', [2, 1]] },
  ],
  ['any staff: ties go to the lower id', base({ staff: [mehmet(), ayse()] }), { staffAt: ['09:00', [1, 2]] }],
  [
    'an appointment of the day before running past midnight does not leak',
    base({
      staff: [
        ayse({ appointments: [appointmentSpan(at('2026-11-30', '22:00'), at('2026-11-30', '23:30'))] }),
      ],
    }),
    { first: '09:00' },
  ],
  [
    '+03:00 day boundary: 21:00 UTC of the previous day is 00:00 here',
    base({
      salonHours: new Map([[2, { opensAt: '00:00', closesAt: '03:00' }]]),
      staff: [
        ayse({
          workingRanges: [],
          appointments: [appointmentSpan(new Date('2026-11-30T21:00:00Z'), new Date('2026-11-30T22:00:00Z'))],
        }),
      ],
    }),
    { first: '01:00', last: '02:00' },
  ],
  [
    'a salon open until midnight ends its last slot at 24:00',
    base({
      salonHours: new Map([[2, { opensAt: '20:00', closesAt: '24:00' }]]),
      staff: [ayse({ workingRanges: [] })],
    }),
    { last: '23:00' },
  ],
  [
    'overlapping services in sequence need their summed duration',
    base({ durationMinutes: 30 + 45, staff: [ayse({ breaks: [lunch()] })] }),
    { has: ['10:45'], lacks: ['11:00'] },
  ],
  // A staff member's own length of the services (issue 20, staff/durations).
  [
    'a shorter own length fits before lunch where the salon length does not',
    base({ durationMinutes: 60, staff: [ayse({ durationMinutes: 30, breaks: [lunch()] })] }),
    { has: ['11:30'], last: '17:30' },
  ],
  [
    'a longer own length ends the day earlier',
    base({ durationMinutes: 60, staff: [ayse({ durationMinutes: 90 })] }),
    { first: '09:00', last: '16:30', count: 31 },
  ],
  [
    "'any staff': each candidate is checked with their own length",
    base({
      durationMinutes: 60,
      staff: [ayse({ durationMinutes: 90 }), mehmet({ durationMinutes: 30 })],
    }),
    { last: '17:30', staffAt: ['16:30', [1, 2]] },
  ],
  [
    "'any staff': only the one whose own length fits is offered late in the day",
    base({
      durationMinutes: 60,
      staff: [ayse({ durationMinutes: 90 }), mehmet({ durationMinutes: 30 })],
    }),
    { staffAt: ['16:45', [2]] },
  ],
  [
    'the time kept after the services is added to each own length',
    base({ durationMinutes: 60, afterMinutes: 30, staff: [ayse({ durationMinutes: 30 })] }),
    { last: '17:00' },
  ],
  [
    'a short own length keeps a late start that the salon length would rule out',
    base({
      now: at(DATE, '16:00'),
      rules: { minNoticeMinutes: 60, maxAdvanceDays: 60, bufferMinutes: 0 },
      durationMinutes: 120,
      staff: [ayse({ durationMinutes: 45 })],
    }),
    { first: '17:00', last: '17:15', reason: null },
  ],
];

describe('daySlots', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    const day = daySlots(input);
    const times = day.slots.map((s) => minutesToTime(s.minutes));
    if (expected.count !== undefined) expect(times).toHaveLength(expected.count);
    if (expected.first !== undefined) expect(times[0]).toBe(expected.first);
    if (expected.last !== undefined) expect(times.at(-1)).toBe(expected.last);
    for (const t of expected.has ?? []) expect(times).toContain(t);
    for (const t of expected.lacks ?? []) expect(times).not.toContain(t);
    if (expected.reason !== undefined) expect(day.noSlotsReason).toBe(expected.reason);
    if (expected.staffAt) {
      const [time, ids] = expected.staffAt;
      const slot = day.slots.find((s) => minutesToTime(s.minutes) === time);
      expect(slot?.staff.map((s) => s.salonStaffId)).toEqual(ids);
    }
  });

  it('names each free staff member once for the day, fairest first, and leaves out those without a slot', () => {
    const busyAllDay = { weekday: 2, startTime: '09:00', endTime: '09:30' };
    const day = daySlots(
      base({
        staff: [
          ayse({ appointments: [appointmentSpan(at(DATE, '16:00'), at(DATE, '17:00'))] }),
          mehmet(),
          ayse({ salonStaffId: 3, userId: 103, displayName: 'Can', workingRanges: [busyAllDay] }),
        ],
      }),
    );
    expect(day.staff.map((s) => s.salonStaffId)).toEqual([2, 1]);
    expect(day.staff[0]).toBe(day.slots[0]!.staff[0]);
  });

  it('assigns any-staff to the fairest free member', () => {
    const day = daySlots(
      base({
        staff: [ayse({ appointments: [appointmentSpan(at(DATE, '16:00'), at(DATE, '17:00'))] }), mehmet()],
      }),
    );
    expect(pickStaffFairly(day.slots[0])?.salonStaffId).toBe(2);
    expect(pickStaffFairly(undefined)).toBeNull();
  });
});

describe('daySlotCount', () => {
  it.each(cases)('agrees with daySlots: %s', (_name, input) => {
    const day = daySlots(input);
    expect(daySlotCount(input)).toEqual({ count: day.slots.length, noSlotsReason: day.noSlotsReason });
  });

  it('reads one day out of a month of unsorted appointments', () => {
    // Busy 10:00–11:00 on every day of December, listed newest first; the 1st also has 14:00–15:00.
    const month = Array.from({ length: 31 }, (_, i) => {
      const date = `2026-12-${String(31 - i).padStart(2, '0')}`;
      return appointmentSpan(at(date, '10:00'), at(date, '11:00'));
    });
    month.push(appointmentSpan(at(DATE, '14:00'), at(DATE, '15:00')));
    const input = base({ staff: [ayse({ appointments: month })] });
    const times = daySlots(input).slots.map((s) => minutesToTime(s.minutes));
    expect(times).toContain('09:00');
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('14:00');
    expect(times).toContain('15:00');
    expect(daySlotCount(input).count).toBe(times.length);
    // 33 starts on a free day; 10:00 and 14:00 each take 09:15 … 10:45 (7 starts).
    expect(times).toHaveLength(33 - 7 - 7);
  });
});

describe('bookableDateRange', () => {
  it.each([
    [new Date('2026-11-30T06:00:00Z'), 60, 60, '2026-11-30', '2027-01-29'],
    [new Date('2026-11-30T20:30:00Z'), 60, 30, '2026-12-01', '2026-12-30'], // 23:30 in Istanbul: notice reaches tomorrow
    [new Date('2026-11-30T21:30:00Z'), 0, 1, '2026-12-01', '2026-12-02'], // 00:30 on the 1st in Istanbul
  ])('now %s, notice %i, advance %i → %s … %s', (now, notice, advance, first, last) => {
    expect(
      bookableDateRange(now, { minNoticeMinutes: notice, maxAdvanceDays: advance, bufferMinutes: 0 }),
    ).toEqual({
      first,
      last,
    });
  });
});

describe('nearestSlots', () => {
  it('offers the same day by distance first, then later days', () => {
    const days = [
      {
        date: DATE,
        slots: [540, 600, 660, 900].map((minutes) => ({ minutes, staff: [] })),
        noSlotsReason: null,
      },
      {
        date: '2026-12-02',
        slots: [540, 555].map((minutes) => ({ minutes, staff: [] })),
        noSlotsReason: null,
      },
    ];
    const picked = nearestSlots(days, DATE, 630, 5).map((n) => `${n.date} ${minutesToTime(n.slot.minutes)}`);
    expect(picked).toEqual([
      '2026-12-01 09:00',
      '2026-12-01 10:00',
      '2026-12-01 11:00',
      '2026-12-01 15:00',
      '2026-12-02 09:00',
    ]);
  });
});
