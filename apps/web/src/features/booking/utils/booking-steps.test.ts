import { describe, expect, it } from 'vitest';
import type { BookingStep } from '@salonya/domain/routing/route-table';
import {
  decideStep,
  flowSteps,
  guardFailureRedirect,
  nextStep,
  parseResumeTarget,
  passesGuard,
  previousStep,
  skipUnneededStep,
  type GuardDraft,
} from './booking-steps';

const empty: GuardDraft = {
  hasSalon: false,
  hasDate: false,
  hasStaffChoice: false,
  serviceCount: 0,
  hasPackage: false,
  isPackageMode: false,
  hasTime: false,
  hasCreatedAppointment: false,
  isBookingCompleted: false,
};
const d = (overrides: Partial<GuardDraft>): GuardDraft => ({ ...empty, ...overrides });
const dateStaff = { hasDate: true, hasStaffChoice: true };

// SPEC §4 'Booking wizard guards', one row per rule and its edges.
const guardRows: [BookingStep, Partial<GuardDraft>, boolean][] = [
  ['entry', {}, true],
  ['date', {}, true],
  // staff step needs a selected date.
  ['staff', {}, false],
  ['staff', { hasDate: true }, true],
  // services step needs a date and a staff choice (any-staff counts as chosen).
  ['services', { hasDate: true }, false],
  ['services', { hasStaffChoice: true }, false],
  ['services', dateStaff, true],
  // location and pet steps need a date, a staff choice, and either a package or at least one service.
  ['location', dateStaff, false],
  ['location', { ...dateStaff, serviceCount: 1 }, true],
  ['location', { ...dateStaff, hasPackage: true }, true],
  ['location', { hasDate: true, serviceCount: 2 }, false],
  ['location', { hasStaffChoice: true, serviceCount: 2 }, false],
  ['pet', dateStaff, false],
  ['pet', { ...dateStaff, serviceCount: 1 }, true],
  ['pet', { ...dateStaff, hasPackage: true }, true],
  ['pet', { hasStaffChoice: true, hasPackage: true }, false],
  // time step needs a date and a staff choice, plus at least one service unless in package mode.
  ['time', dateStaff, false],
  ['time', { ...dateStaff, serviceCount: 1 }, true],
  ['time', { ...dateStaff, isPackageMode: true }, true],
  ['time', { ...dateStaff, hasPackage: true }, false],
  ['time', { hasDate: true, serviceCount: 1 }, false],
  // payment step needs a salon, date, time and at least one service.
  ['payment', { hasSalon: true, hasDate: true, hasTime: true, serviceCount: 1 }, true],
  ['payment', { hasDate: true, hasTime: true, serviceCount: 1 }, false],
  ['payment', { hasSalon: true, hasTime: true, serviceCount: 1 }, false],
  ['payment', { hasSalon: true, hasDate: true, serviceCount: 1 }, false],
  ['payment', { hasSalon: true, hasDate: true, hasTime: true, isPackageMode: true }, false],
  // success step needs a created appointment or a completed-booking flag.
  ['success', {}, false],
  ['success', { hasCreatedAppointment: true }, true],
  ['success', { isBookingCompleted: true }, true],
];

describe('passesGuard (SPEC §4)', () => {
  it.each(guardRows)('%s with %o → %s', (step, draft, expected) => {
    expect(passesGuard(step, d(draft))).toBe(expected);
  });
});

describe('guardFailureRedirect', () => {
  it.each<[BookingStep, boolean]>([
    ['staff', true],
    ['services', true],
    ['location', true],
    ['pet', true],
    ['time', true],
    ['payment', false],
    ['success', false],
  ])('%s → date, keepQuery %s', (step, keepQuery) => {
    expect(guardFailureRedirect(step)).toEqual({ step: 'date', keepQuery });
  });
});

describe('decideStep', () => {
  const base = { salonId: 3, path: '/salons/3/booking/time', query: '?package_id=5', draft: empty };

  it('renders the entry always', () => {
    expect(decideStep({ ...base, step: 'entry', hasEarlierNavigation: false })).toEqual({ kind: 'render' });
  });

  it('a later step opened without earlier navigation stores step, path and query and resumes from the entry', () => {
    expect(decideStep({ ...base, step: 'time', hasEarlierNavigation: false })).toEqual({
      kind: 'resume-from-entry',
      target: { salonId: 3, step: 'time', path: '/salons/3/booking/time', query: '?package_id=5' },
    });
    expect(decideStep({ ...base, step: 'date', hasEarlierNavigation: false }).kind).toBe('resume-from-entry');
  });

  it('after earlier navigation the guard decides', () => {
    expect(decideStep({ ...base, step: 'date', hasEarlierNavigation: true })).toEqual({ kind: 'render' });
    expect(decideStep({ ...base, step: 'time', hasEarlierNavigation: true })).toEqual({
      kind: 'redirect',
      step: 'date',
      keepQuery: true,
    });
    expect(decideStep({ ...base, step: 'payment', hasEarlierNavigation: true })).toEqual({
      kind: 'redirect',
      step: 'date',
      keepQuery: false,
    });
    expect(
      decideStep({
        ...base,
        step: 'time',
        hasEarlierNavigation: true,
        draft: d({ ...dateStaff, serviceCount: 1 }),
      }),
    ).toEqual({ kind: 'render' });
  });
});

describe('flow order (SPEC §2.5)', () => {
  it('skips location and pet unless needed', () => {
    expect(flowSteps({ needsLocation: false, needsPet: false })).toEqual([
      'entry',
      'date',
      'staff',
      'services',
      'time',
      'payment',
      'success',
    ]);
    expect(nextStep('services', { needsLocation: true, needsPet: true })).toBe('location');
    expect(nextStep('location', { needsLocation: true, needsPet: true })).toBe('pet');
    expect(nextStep('services', { needsLocation: false, needsPet: true })).toBe('pet');
    expect(nextStep('services', { needsLocation: false, needsPet: false })).toBe('time');
    expect(nextStep('success', { needsLocation: false, needsPet: false })).toBeNull();
  });

  it('goes back through the shown steps; the date step has no previous one', () => {
    const needs = { needsLocation: true, needsPet: false };
    expect(previousStep('time', needs)).toBe('location');
    expect(previousStep('location', needs)).toBe('services');
    expect(previousStep('staff', needs)).toBe('date');
    expect(previousStep('date', needs)).toBeNull();
    expect(previousStep('pet', needs)).toBeNull();
  });
});

describe('parseResumeTarget', () => {
  const target = { salonId: 3, step: 'time', path: '/salons/3/booking/time', query: '?a=1' };
  it('keeps a target of the same salon', () => {
    expect(parseResumeTarget(target, 3)).toEqual(target);
  });
  it.each([
    ['another salon', { ...target, salonId: 4 }],
    ['the entry step', { ...target, step: 'entry' }],
    ['an unknown step', { ...target, step: 'nope' }],
    ['a foreign path', { ...target, path: '//evil.example/salons/3/booking/time' }],
    ['another path', { ...target, path: '/salons/34/booking/time' }],
    ['a bad query', { ...target, query: 'a=1' }],
    ['no object', 'time'],
  ])('drops %s', (_name, value) => {
    expect(parseResumeTarget(value, 3)).toBeNull();
  });
});

describe('skipUnneededStep', () => {
  it.each<[BookingStep, boolean, boolean, BookingStep | null]>([
    ['location', false, false, 'time'],
    ['location', false, true, 'pet'],
    ['location', true, false, null],
    ['pet', true, false, 'time'],
    ['pet', false, true, null],
    ['time', false, false, null],
  ])('%s (address %s, pet %s) → %s', (step, needsLocation, needsPet, expected) => {
    expect(skipUnneededStep(step, { needsLocation, needsPet })).toBe(expected);
  });
});
