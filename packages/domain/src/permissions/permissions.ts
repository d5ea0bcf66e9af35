import { SYSTEM_VIEW_SALON_ID } from '../constants';
import type { UserType } from '../user-types';

/**
 * The permission vocabulary (issue 14 item 7, ADR 0038): one list of what a signed-in user may do, checked by the
 * API's policy hook (actor level), by services where they load the object (object level), and by the web to show or
 * hide controls. A permission not granted to a user type is denied (default deny).
 *
 * Scope of a grant:
 * - 'any': every object (an admin on any appointment; account actions on the actor's own account).
 * - 'own': the actor's own objects — a customer's own booking or favourite, an owner's salons and what belongs to
 *   them, a staff member's own appointments and time.
 * - 'salon': a staff member's whole salon (the team availability view); for an owner the same as 'own'.
 * - 'system': only the fixed system salon (SPEC §6: other user types open salon 1's availability, read-only).
 */
export type GrantScope = 'any' | 'own' | 'salon' | 'system';

interface PermissionRule {
  grants: Partial<Record<UserType, GrantScope>>;
  /** What a user type without the grant reads (Turkish); the general refusal otherwise. */
  denied?: string;
}

export const PERMISSION_DENIED = 'Bu işlem için yetkiniz yok';

const ALL_SIGNED_IN = { customer: 'any', salon_owner: 'any', staff: 'any', admin: 'any' } as const;
const OWNER = { salon_owner: 'own' } as const;
const ADMIN = { admin: 'any' } as const;

export const PERMISSIONS = {
  // Account (the signed-in user's own account; no other object).
  'account.session.end': { grants: ALL_SIGNED_IN },
  /** The own account: profile, photo, password, consent, the KVKK data export and deletion (ADR 0050). */
  'account.profile.manage': { grants: ALL_SIGNED_IN },
  /** The signed-in user's own in-app notifications and their channel preferences (issue 19, ADR 0044). */
  'notification.manage': { grants: ALL_SIGNED_IN },
  /** Outside production only: run the account deletion job at a given time (the end-to-end journey). */
  'account.deletion.run': { grants: ADMIN },

  // Appointments (SPEC §1: only customers book; §6 areas).
  'appointment.book': {
    grants: { customer: 'any' },
    denied:
      'Randevuyu yalnızca müşteri hesapları alabilir. Randevu almak için müşteri hesabınızla giriş yapın.',
  },
  'appointment.list': { grants: { customer: 'own', salon_owner: 'own', staff: 'own' } },
  'appointment.view': { grants: { customer: 'own', salon_owner: 'own', staff: 'own', admin: 'any' } },
  'appointment.cancel': { grants: { customer: 'own', salon_owner: 'own', admin: 'any' } },
  'appointment.reschedule': { grants: { customer: 'own' } },
  'appointment.confirm': { grants: { salon_owner: 'own', staff: 'own', admin: 'any' } },
  'appointment.complete': { grants: { salon_owner: 'own', staff: 'own', admin: 'any' } },
  'appointment.no_show': { grants: { salon_owner: 'own', staff: 'own', admin: 'any' } },
  'appointment.walk_in': { grants: OWNER },
  'appointment.guest_link': { grants: OWNER },

  // The staff member's own area (/personel): the services the salon assigned to them, their own length of one
  // (where the salon allows it), their work photos and their public profile (issue 20).
  'staff.services.view': { grants: { staff: 'own' } },
  'staff.services.duration': { grants: { staff: 'own' } },
  'staff.gallery.manage': { grants: { staff: 'own' } },
  'staff.profile.update': { grants: { staff: 'own' } },

  // Customer's own lists.
  'favorite.manage': { grants: { customer: 'own' } },
  'address.manage': { grants: { customer: 'own' } },

  // Reviews (issue 19, ADR 0043): a customer reviews their own completed visits; the owner answers and reports
  // reviews of their salons; staff read the reviews of their own work; admins moderate.
  'review.write': { grants: { customer: 'own' } },
  'review.view': { grants: { salon_owner: 'own', staff: 'own' } },
  'review.reply': { grants: OWNER },
  'review.report': { grants: OWNER },
  // Money (issue 18, ADR 0041/0042): a customer's own wallet and payments; administrators any wallet and payment.
  'wallet.view': { grants: { customer: 'own', admin: 'any' } },
  'wallet.top_up': { grants: { customer: 'own' } },
  'payment.view': { grants: { customer: 'own', admin: 'any' } },
  /** A card's instalment options in the payment step (issue 18 item 2, ADR 0049): whoever may book pays by card. */
  'payment.installments': { grants: { customer: 'any' } },
  'admin.wallet.adjust': { grants: ADMIN },
  // Coupons (issue 18 item 5, ADR 0047): a customer lists and checks codes for their own bookings; admins run them.
  'coupon.use': { grants: { customer: 'own' } },
  'admin.coupon.manage': { grants: ADMIN },
  // Refunds and wallet settings (issue 18 items 4 and 6, ADR 0048): refunds are read with 'payment.view' (a
  // customer's own, any for admins); admins decide refund requests and set the top-up limits and bonus rules.
  'admin.refund.decide': { grants: ADMIN },
  'admin.wallet_settings.manage': { grants: ADMIN },

  // Availability (SPEC §2.9, §6): owners for their salons' team, staff for their own time and their salon's view.
  'availability.view': {
    grants: { customer: 'system', salon_owner: 'own', staff: 'salon', admin: 'system' },
  },
  'availability.manage': { grants: { salon_owner: 'own', staff: 'own' } },
  'working_hours.manage': { grants: OWNER },

  // The owner's salons (SPEC §2.6).
  'salon.manage': { grants: OWNER },
  'salon.profile.update': { grants: OWNER },
  'salon.service.update': { grants: OWNER },
  'salon.staff.manage': { grants: OWNER },
  'salon.staff.invite': { grants: OWNER },
  'salon.reports.view': { grants: OWNER },

  // Platform administration (SPEC §2.8).
  'admin.dashboard.view': { grants: ADMIN },
  'admin.salon.manage': { grants: ADMIN },
  'admin.salon.impersonate': { grants: ADMIN },
  'admin.application.review': { grants: ADMIN },
  'admin.user.view': { grants: ADMIN },
  'admin.user.suspend': { grants: ADMIN },
  'admin.contact.manage': { grants: ADMIN },
  /** admin staff-gallery (SPEC §2.8): approve or reject the staff members' work photos. */
  'admin.staff_gallery.moderate': { grants: ADMIN },
  'admin.review.moderate': { grants: ADMIN },
  /** Impersonation tokens are owner sessions (SPEC §4); the object is the session's impersonated salon. */
  'admin.impersonation.stop': { grants: OWNER, denied: 'Şu anda bir salon hesabına geçiş yapılmamış.' },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** Who acts: the user type and the ids that decide ownership. */
export interface Actor {
  userType: UserType;
  userId: number;
  /** The salons an owner runs, when known (otherwise the object's salonOwnerUserId decides). */
  ownedSalonIds?: readonly number[];
  /** An admin impersonating a salon acts as its owner for that salon alone (SPEC §4). */
  actingSalonId?: number | null;
  /** The salons a staff member works at. */
  staffSalonIds?: readonly number[];
}

/** The ownership facts of the object acted on; a fact a rule needs but the object lacks denies. */
export interface ObjectFacts {
  customerUserId?: number | null;
  salonId?: number | null;
  salonOwnerUserId?: number | null;
  staffUserId?: number | null;
}

const known = (n: number | null | undefined): n is number => typeof n === 'number';

function ownsSalon(actor: Actor, object: ObjectFacts): boolean {
  // An impersonation session acts for its one salon, whatever else the owner runs.
  if (known(actor.actingSalonId))
    return (
      actor.actingSalonId === object.salonId &&
      (!known(object.salonOwnerUserId) || object.salonOwnerUserId === actor.userId)
    );
  if (known(object.salonOwnerUserId)) return object.salonOwnerUserId === actor.userId;
  return known(object.salonId) && (actor.ownedSalonIds ?? []).includes(object.salonId);
}

function isOwn(actor: Actor, object: ObjectFacts): boolean {
  switch (actor.userType) {
    case 'customer':
      return known(object.customerUserId) && object.customerUserId === actor.userId;
    case 'salon_owner':
      return ownsSalon(actor, object);
    case 'staff':
      return known(object.staffUserId) && object.staffUserId === actor.userId;
    case 'admin':
      return false;
  }
}

function inSalon(actor: Actor, object: ObjectFacts): boolean {
  if (actor.userType === 'salon_owner') return ownsSalon(actor, object);
  if (actor.userType === 'staff')
    return known(object.salonId) && (actor.staffSalonIds ?? []).includes(object.salonId);
  return false;
}

/** The scope a user type holds for a permission, or null when it is not granted. */
export function grantOf(userType: UserType, permission: Permission): GrantScope | null {
  const grants: Partial<Record<UserType, GrantScope>> = PERMISSIONS[permission].grants;
  return grants[userType] ?? null;
}

/** The refusal a user type without the permission reads. */
export function deniedMessage(permission: Permission): string {
  const rule: PermissionRule = PERMISSIONS[permission];
  return rule.denied ?? PERMISSION_DENIED;
}

/** The user types a permission is granted to (the route list and the authorization matrix read it). */
export function grantedUserTypes(permission: Permission): UserType[] {
  const grants: Partial<Record<UserType, GrantScope>> = PERMISSIONS[permission].grants;
  return (Object.keys(grants) as UserType[]).filter((t) => grants[t] !== undefined);
}

/**
 * May this actor do this? Without an object: whether the user type holds the permission at all (the route's
 * check, the UI's show/hide). With an object: whether this object is within the grant's scope.
 */
export function can(actor: Actor | null, permission: Permission, object?: ObjectFacts): boolean {
  if (!actor) return false;
  const scope = grantOf(actor.userType, permission);
  if (scope === null) return false;
  if (object === undefined || scope === 'any') return true;
  switch (scope) {
    case 'own':
      return isOwn(actor, object);
    case 'salon':
      return isOwn(actor, object) || inSalon(actor, object);
    case 'system':
      return object.salonId === SYSTEM_VIEW_SALON_ID;
  }
}
