import { describe, expect, it } from 'vitest';
import { dashboardAlerts, setupChecklist, type SalonSetupFacts } from './setup-checklist';

const READY: SalonSetupFacts = {
  salonStatus: 'active',
  activeServices: 3,
  activeStaff: 2,
  staffWithoutServices: 0,
  openDays: 6,
  staffWithOwnHours: 0,
  hasDescription: true,
  hasPhone: true,
  hasPhotos: true,
  pendingConfirmations: 0,
};
const NEW_SALON: SalonSetupFacts = {
  ...READY,
  salonStatus: 'pending',
  activeServices: 0,
  activeStaff: 0,
  openDays: 0,
  hasDescription: false,
  hasPhone: true,
  hasPhotos: false,
};

const done = (f: SalonSetupFacts) => Object.fromEntries(setupChecklist(f).map((i) => [i.key, i.done]));

describe('setupChecklist', () => {
  it.each([
    ['a ready salon', READY, { services: true, staff: true, hours: true, profile: true }],
    ['a new salon', NEW_SALON, { services: false, staff: false, hours: false, profile: false }],
    [
      'staff with their own hours only',
      { ...READY, openDays: 0, staffWithOwnHours: 2 },
      { services: true, staff: true, hours: true, profile: true },
    ],
    [
      'one staff member without hours and no opening hours',
      { ...READY, openDays: 0, staffWithOwnHours: 1 },
      { services: true, staff: true, hours: false, profile: true },
    ],
    [
      'no photos',
      { ...READY, hasPhotos: false },
      { services: true, staff: true, hours: true, profile: false },
    ],
  ] as const)('%s', (_name, facts, expected) => {
    expect(done(facts)).toEqual(expected);
  });

  it('links each item to the screen that fixes it', () => {
    expect(setupChecklist(NEW_SALON).map((i) => i.href)).toEqual([
      '/salon/hizmetler',
      '/salon/personel',
      '/salon/personel-calisma-saatleri',
      '/salon/profil',
    ]);
  });
});

describe('dashboardAlerts', () => {
  it.each([
    ['a ready salon', READY, []],
    [
      'a new salon',
      NEW_SALON,
      ['salon_pending', 'no_services', 'no_staff', 'missing_hours', 'profile_incomplete'],
    ],
    ['a suspended salon', { ...READY, salonStatus: 'suspended' }, ['salon_suspended']],
    ['staff without services', { ...READY, staffWithoutServices: 1 }, ['staff_without_services']],
    ['pending confirmations', { ...READY, pendingConfirmations: 2 }, ['pending_confirmations']],
  ] as const)('%s', (_name, facts, keys) => {
    expect(dashboardAlerts(facts).map((a) => a.key)).toEqual(keys);
  });

  it('says how many wait, in Turkish', () => {
    expect(dashboardAlerts({ ...READY, pendingConfirmations: 2 })[0]?.message).toBe(
      '2 randevu onayınızı bekliyor.',
    );
  });
});
