import { describe, expect, it } from 'vitest';
import { TRANSITIONS, type AppointmentAction } from '../booking/life-cycle';
import { USER_TYPES } from '../user-types';
import {
  can,
  grantedUserTypes,
  isPermission,
  PERMISSION_NAMES,
  type Actor,
  type ObjectFacts,
  type Permission,
} from './permissions';

const customer: Actor = { userType: 'customer', userId: 10 };
const owner: Actor = { userType: 'salon_owner', userId: 20, ownedSalonIds: [1, 2] };
const impersonating: Actor = { userType: 'salon_owner', userId: 20, ownedSalonIds: [1, 2], actingSalonId: 2 };
const staff: Actor = { userType: 'staff', userId: 30, staffSalonIds: [1] };
const admin: Actor = { userType: 'admin', userId: 40 };

/** An appointment of customer 10 at salon 1 (owner 20) with staff member 30, and one of strangers. */
const ownAppointment: ObjectFacts = { customerUserId: 10, salonId: 1, salonOwnerUserId: 20, staffUserId: 30 };
const foreignAppointment: ObjectFacts = {
  customerUserId: 11,
  salonId: 9,
  salonOwnerUserId: 21,
  staffUserId: 31,
};

describe('can: actor level (the route check and the UI)', () => {
  const rows: [Actor | null, Permission, boolean][] = [
    [null, 'favorite.manage', false],
    [null, 'account.profile.manage', false],
    [customer, 'review.write', true],
    [owner, 'review.write', false],
    [owner, 'review.reply', true],
    [staff, 'review.reply', false],
    [owner, 'review.report', true],
    [customer, 'review.report', false],
    [staff, 'review.view', true],
    [customer, 'review.view', false],
    [admin, 'admin.review.moderate', true],
    [owner, 'admin.review.moderate', false],
    [customer, 'appointment.book', true],
    [owner, 'appointment.book', false],
    [staff, 'appointment.book', false],
    [admin, 'appointment.book', false],
    [customer, 'appointment.cancel', true],
    [owner, 'appointment.cancel', true],
    [staff, 'appointment.cancel', false],
    [admin, 'appointment.cancel', true],
    [customer, 'appointment.confirm', false],
    [staff, 'appointment.confirm', true],
    [owner, 'salon.service.update', true],
    [staff, 'salon.service.update', false],
    [owner, 'salon.staff.invite', true],
    [admin, 'salon.staff.invite', false],
    [admin, 'admin.user.suspend', true],
    [owner, 'admin.user.suspend', false],
    [customer, 'favorite.manage', true],
    [owner, 'favorite.manage', false],
    [staff, 'availability.manage', true],
    [customer, 'availability.manage', false],
    [customer, 'account.session.end', true],
    [admin, 'account.profile.manage', true],
  ];
  it.each(rows)('%o may %s: %s', (actor, permission, expected) => {
    expect(can(actor, permission)).toBe(expected);
  });
});

describe('can: object level (services where they load the object)', () => {
  const rows: [string, Actor, Permission, ObjectFacts, boolean][] = [
    ['customer, own appointment', customer, 'appointment.cancel', ownAppointment, true],
    ['customer, foreign appointment', customer, 'appointment.cancel', foreignAppointment, false],
    ['owner, appointment of own salon', owner, 'appointment.cancel', ownAppointment, true],
    ['owner, foreign salon', owner, 'appointment.cancel', foreignAppointment, false],
    ['owner, own salon by id only', owner, 'salon.service.update', { salonId: 2 }, true],
    ['owner, foreign salon by id only', owner, 'salon.service.update', { salonId: 9 }, false],
    ['owner, facts without salon', owner, 'salon.service.update', {}, false],
    ['impersonation, the impersonated salon', impersonating, 'salon.manage', { salonId: 2 }, true],
    ['impersonation, another salon of the owner', impersonating, 'salon.manage', { salonId: 1 }, false],
    ['impersonation, stopping it', impersonating, 'admin.impersonation.stop', { salonId: 2 }, true],
    [
      'an ordinary owner session has no impersonation',
      owner,
      'admin.impersonation.stop',
      { salonId: null },
      false,
    ],
    ['staff, own appointment', staff, 'appointment.confirm', ownAppointment, true],
    [
      'staff, colleague’s appointment',
      staff,
      'appointment.confirm',
      { ...ownAppointment, staffUserId: 32 },
      false,
    ],
    ['staff, own salon’s availability view', staff, 'availability.view', { salonId: 1 }, true],
    ['staff, foreign salon’s availability view', staff, 'availability.view', { salonId: 9 }, false],
    ['staff, colleague’s blocking', staff, 'availability.manage', { salonId: 1, staffUserId: 32 }, false],
    ['staff, own blocking', staff, 'availability.manage', { salonId: 1, staffUserId: 30 }, true],
    ['customer, the system availability view', customer, 'availability.view', { salonId: 1 }, true],
    ['customer, another salon’s availability', customer, 'availability.view', { salonId: 9 }, false],
    ['admin, another salon’s availability', admin, 'availability.view', { salonId: 2 }, false],
    ['admin, any appointment', admin, 'appointment.cancel', foreignAppointment, true],
    ['admin, not granted at all', admin, 'appointment.reschedule', ownAppointment, false],
    ['customer, own favourite', customer, 'favorite.manage', { customerUserId: 10 }, true],
    ['customer, missing owner fact', customer, 'favorite.manage', { customerUserId: null }, false],
    ['staff holding nothing on an owner permission', staff, 'salon.staff.manage', { salonId: 1 }, false],
  ];
  it.each(rows)('%s', (_label, actor, permission, object, expected) => {
    expect(can(actor, permission, object)).toBe(expected);
  });
});

describe('the vocabulary', () => {
  it('names follow area.object.action in lower case', () => {
    for (const name of PERMISSION_NAMES) expect(name).toMatch(/^[a-z_]+(\.[a-z_]+){1,2}$/);
  });

  it('isPermission accepts the vocabulary only', () => {
    expect(isPermission('appointment.cancel')).toBe(true);
    expect(isPermission('appointment.delete')).toBe(false);
    expect(isPermission('toString')).toBe(false);
  });

  it('grants only known user types', () => {
    for (const name of PERMISSION_NAMES)
      for (const type of grantedUserTypes(name)) expect(USER_TYPES).toContain(type);
  });

  // The life-cycle table and the vocabulary must agree on who may move an appointment.
  const actions: [AppointmentAction, Permission][] = [
    ['cancel', 'appointment.cancel'],
    ['reschedule', 'appointment.reschedule'],
    ['confirm', 'appointment.confirm'],
    ['complete', 'appointment.complete'],
    ['no_show', 'appointment.no_show'],
  ];
  it.each(actions)('life-cycle %s ↔ %s', (action, permission) => {
    const roles = new Set(TRANSITIONS[action].flatMap((r) => r.roles));
    expect([...roles].sort()).toEqual(grantedUserTypes(permission).sort());
  });
});
