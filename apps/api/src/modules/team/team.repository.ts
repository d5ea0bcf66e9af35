import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { LIVE_APPOINTMENT_STATUSES } from '@salonya/domain/booking/status';
import type { UserType } from '@salonya/contracts/user';
import type { Db } from '../../db/client';
import {
  appointmentServices,
  appointments,
  categories,
  districts,
  provinces,
  salonStaff,
  salons,
  services,
  staffInvitations,
  staffServices,
  users,
  type StaffInvitationStatus,
} from '../../db/schema';

/** The only code of the team module that touches the database (DESIGN §8). */

const iso = (at: number) => new Date(at).toISOString();
const LIVE_STATUSES = LIVE_APPOINTMENT_STATUSES;

// ── Staff ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface StaffRecord {
  salonStaffId: number;
  userId: number;
  displayName: string;
  email: string;
  title: string;
  bio: string;
  avatarUrl: string | null;
  /** The uploaded photo (media_images), when the owner uploaded one. */
  avatarImageId: number | null;
  isActive: boolean;
  servicesCount: number;
  futureAppointmentsCount: number;
  joinedAt: Date;
}

function staffSelection(now: number) {
  return {
    salonStaffId: salonStaff.id,
    userId: salonStaff.user_id,
    displayName: salonStaff.display_name,
    email: users.email,
    title: salonStaff.title,
    bio: salonStaff.bio,
    avatarUrl: salonStaff.avatar_url,
    avatarImageId: salonStaff.avatar_image_id,
    isActive: salonStaff.is_active,
    servicesCount:
      sql<number>`(select count(*) from ${staffServices} ss join ${services} sv on sv.id = ss.service_id
      where ss.salon_staff_id = ${salonStaff.id} and sv.is_active)`.mapWith(Number),
    futureAppointmentsCount: sql<number>`(select count(*) from ${appointments} a
      where a.salon_staff_id = ${salonStaff.id} and a.status in ('pending', 'confirmed') and a.deleted_at is null
        and a.starts_at > ${iso(now)}::timestamptz)`.mapWith(Number),
    joinedAt: salonStaff.created_at,
  };
}

/** The salon's team (removed members left out), active first. */
export async function listStaff(db: Db, salonId: number, now: number): Promise<StaffRecord[]> {
  return db
    .select(staffSelection(now))
    .from(salonStaff)
    .innerJoin(users, eq(users.id, salonStaff.user_id))
    .where(and(eq(salonStaff.salon_id, salonId), isNull(salonStaff.removed_at)))
    .orderBy(desc(salonStaff.is_active), asc(salonStaff.display_name), asc(salonStaff.id));
}

/** One member of this salon; another salon's or a removed member → null. */
export async function findStaff(
  db: Db,
  salonId: number,
  salonStaffId: number,
  now: number,
): Promise<StaffRecord | null> {
  const [row] = await db
    .select(staffSelection(now))
    .from(salonStaff)
    .innerJoin(users, eq(users.id, salonStaff.user_id))
    .where(
      and(eq(salonStaff.id, salonStaffId), eq(salonStaff.salon_id, salonId), isNull(salonStaff.removed_at)),
    )
    .limit(1);
  return row ?? null;
}

export interface FutureAppointmentRecord {
  id: number;
  startsAt: Date;
  endsAt: Date;
  status: 'pending' | 'confirmed';
  customerName: string;
  serviceNames: string[];
}

/** Pending and confirmed appointments of one member from now on, soonest first. */
export async function futureAppointments(
  db: Db,
  salonId: number,
  salonStaffId: number,
  now: number,
  limit = 50,
): Promise<FutureAppointmentRecord[]> {
  const rows = await db
    .select({
      id: appointments.id,
      startsAt: appointments.starts_at,
      endsAt: appointments.ends_at,
      status: appointments.status,
      customerName: sql<string>`coalesce(${users.name}, ${appointments.guest_name}, 'Misafir')`,
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.customer_user_id))
    .where(
      and(
        eq(appointments.salon_id, salonId),
        eq(appointments.salon_staff_id, salonStaffId),
        inArray(appointments.status, [...LIVE_STATUSES]),
        isNull(appointments.deleted_at),
        gt(appointments.starts_at, new Date(now)),
      ),
    )
    .orderBy(asc(appointments.starts_at))
    .limit(limit);
  const ids = rows.map((r) => r.id);
  const names =
    ids.length === 0
      ? []
      : await db
          .select({ appointmentId: appointmentServices.appointment_id, name: appointmentServices.name })
          .from(appointmentServices)
          .where(inArray(appointmentServices.appointment_id, ids))
          .orderBy(asc(appointmentServices.appointment_id), asc(appointmentServices.position));
  const out: FutureAppointmentRecord[] = [];
  for (const r of rows) {
    if (r.status !== 'pending' && r.status !== 'confirmed') continue;
    out.push({
      id: r.id,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      status: r.status,
      customerName: String(r.customerName),
      serviceNames: names.filter((n) => n.appointmentId === r.id).map((n) => n.name),
    });
  }
  return out;
}

export interface StaffPatch {
  displayName?: string;
  title?: string;
  bio?: string;
  avatarUrl?: string | null;
  isActive?: boolean;
}

export async function updateStaff(db: Db, salonId: number, salonStaffId: number, p: StaffPatch) {
  await db
    .update(salonStaff)
    .set({
      ...(p.displayName !== undefined ? { display_name: p.displayName } : {}),
      ...(p.title !== undefined ? { title: p.title } : {}),
      ...(p.bio !== undefined ? { bio: p.bio } : {}),
      ...(p.avatarUrl !== undefined ? { avatar_url: p.avatarUrl } : {}),
      ...(p.isActive !== undefined ? { is_active: p.isActive } : {}),
      updated_at: sql`now()`,
    })
    .where(and(eq(salonStaff.id, salonStaffId), eq(salonStaff.salon_id, salonId)));
}

/** Removal keeps the row (appointments, reviews and payments point at it) but takes it out of every list. */
export async function removeStaff(db: Db, salonId: number, salonStaffId: number, now: number) {
  await db
    .update(salonStaff)
    .set({ is_active: false, removed_at: new Date(now), updated_at: sql`now()` })
    .where(and(eq(salonStaff.id, salonStaffId), eq(salonStaff.salon_id, salonId)));
}

/** Serialises changes of one member against bookings that lock the salon's staff rows. */
export async function lockStaffRow(db: Db, salonStaffId: number): Promise<void> {
  await db
    .select({ id: salonStaff.id })
    .from(salonStaff)
    .where(eq(salonStaff.id, salonStaffId))
    .for('update');
}

/** The account registered under an e-mail. */
export interface AccountRecord {
  id: number;
  name: string;
  userType: UserType;
  isActive: boolean;
  passwordHash: string;
}

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRecord | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      userType: users.user_type,
      isActive: users.is_active,
      passwordHash: users.password_hash,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

/** Whether an account with this e-mail is a current (not removed) member of the salon. */
export async function isMember(db: Db, salonId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: salonStaff.id })
    .from(salonStaff)
    .innerJoin(users, eq(users.id, salonStaff.user_id))
    .where(and(eq(salonStaff.salon_id, salonId), eq(users.email, email), isNull(salonStaff.removed_at)))
    .limit(1);
  return row !== undefined;
}

export async function setUserType(db: Db, userId: number, userType: UserType): Promise<void> {
  await db
    .update(users)
    .set({ user_type: userType, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Makes the account a member of the salon: a new row, or the old one (a removed or inactive member) back in the
 * team. Returns salon_staff.id.
 */
export async function joinSalon(
  db: Db,
  m: { salonId: number; userId: number; displayName: string; title: string },
): Promise<number> {
  const [existing] = await db
    .select({ id: salonStaff.id })
    .from(salonStaff)
    .where(and(eq(salonStaff.salon_id, m.salonId), eq(salonStaff.user_id, m.userId)))
    .limit(1)
    .for('update');
  if (existing) {
    await db
      .update(salonStaff)
      .set({
        is_active: true,
        removed_at: null,
        ...(m.title !== '' ? { title: m.title } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(salonStaff.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(salonStaff)
    .values({ salon_id: m.salonId, user_id: m.userId, display_name: m.displayName, title: m.title })
    .returning({ id: salonStaff.id });
  return row!.id;
}

// ── Salon ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface SalonSummaryRecord {
  id: number;
  name: string;
  city: string;
  district: string;
  logoUrl: string | null;
}

export async function salonSummary(db: Db, salonId: number): Promise<SalonSummaryRecord | null> {
  const [row] = await db
    .select({
      id: salons.id,
      name: salons.name,
      city: provinces.name,
      district: districts.name,
      logoUrl: salons.logo_url,
    })
    .from(salons)
    .innerJoin(provinces, eq(provinces.id, salons.province_id))
    .innerJoin(districts, eq(districts.id, salons.district_id))
    .where(eq(salons.id, salonId))
    .limit(1);
  return row ?? null;
}

// ── Invitations ───────────────────────────────────────────────────────────────────────────────────────────

export interface InvitationRecord {
  id: number;
  salonId: number;
  email: string;
  name: string;
  title: string;
  status: StaffInvitationStatus;
  expiresAt: Date;
  sentCount: number;
  lastSentAt: Date;
  createdAt: Date;
}

const invitationSelection = {
  id: staffInvitations.id,
  salonId: staffInvitations.salon_id,
  email: staffInvitations.email,
  name: staffInvitations.name,
  title: staffInvitations.title,
  status: staffInvitations.status,
  expiresAt: staffInvitations.expires_at,
  sentCount: staffInvitations.sent_count,
  lastSentAt: staffInvitations.last_sent_at,
  createdAt: staffInvitations.created_at,
};

/** Pending invitations of the salon (expired ones too: the owner may resend them), newest first. */
export async function listPendingInvitations(db: Db, salonId: number): Promise<InvitationRecord[]> {
  return db
    .select(invitationSelection)
    .from(staffInvitations)
    .where(and(eq(staffInvitations.salon_id, salonId), eq(staffInvitations.status, 'pending')))
    .orderBy(desc(staffInvitations.created_at), desc(staffInvitations.id));
}

export async function findPendingInvitation(
  db: Db,
  salonId: number,
  invitationId: number,
): Promise<InvitationRecord | null> {
  const [row] = await db
    .select(invitationSelection)
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.id, invitationId),
        eq(staffInvitations.salon_id, salonId),
        eq(staffInvitations.status, 'pending'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findPendingInvitationByEmail(
  db: Db,
  salonId: number,
  email: string,
): Promise<InvitationRecord | null> {
  const [row] = await db
    .select(invitationSelection)
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.salon_id, salonId),
        eq(staffInvitations.email, email),
        eq(staffInvitations.status, 'pending'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The invitation of a link, locked for the accepting transaction. */
export async function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
  lock: boolean,
): Promise<InvitationRecord | null> {
  const query = db
    .select(invitationSelection)
    .from(staffInvitations)
    .where(eq(staffInvitations.token_hash, tokenHash))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertInvitation(
  db: Db,
  i: {
    salonId: number;
    email: string;
    name: string;
    title: string;
    tokenHash: string;
    expiresAt: Date;
    invitedBy: number;
    now: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(staffInvitations)
    .values({
      salon_id: i.salonId,
      email: i.email,
      name: i.name,
      title: i.title,
      token_hash: i.tokenHash,
      expires_at: i.expiresAt,
      invited_by_user_id: i.invitedBy,
      last_sent_at: new Date(i.now),
    })
    .returning({ id: staffInvitations.id });
  return row!.id;
}

/** A new link for a pending invitation (the old one stops working). */
export async function renewInvitationToken(
  db: Db,
  invitationId: number,
  tokenHash: string,
  expiresAt: Date,
  now: number,
): Promise<void> {
  await db
    .update(staffInvitations)
    .set({
      token_hash: tokenHash,
      expires_at: expiresAt,
      sent_count: sql`${staffInvitations.sent_count} + 1`,
      last_sent_at: new Date(now),
      updated_at: sql`now()`,
    })
    .where(and(eq(staffInvitations.id, invitationId), eq(staffInvitations.status, 'pending')));
}

export async function cancelInvitation(db: Db, invitationId: number, now: number): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ status: 'cancelled', cancelled_at: new Date(now), updated_at: sql`now()` })
    .where(and(eq(staffInvitations.id, invitationId), eq(staffInvitations.status, 'pending')));
}

/** Expired pending invitations to an address make room for a new one. */
export async function cancelExpiredInvitations(db: Db, salonId: number, email: string, now: number) {
  await db
    .update(staffInvitations)
    .set({ status: 'cancelled', cancelled_at: new Date(now), updated_at: sql`now()` })
    .where(
      and(
        eq(staffInvitations.salon_id, salonId),
        eq(staffInvitations.email, email),
        eq(staffInvitations.status, 'pending'),
        lte(staffInvitations.expires_at, new Date(now)),
      ),
    );
}

export async function markInvitationAccepted(db: Db, invitationId: number, userId: number, now: number) {
  await db
    .update(staffInvitations)
    .set({
      status: 'accepted',
      accepted_user_id: userId,
      accepted_at: new Date(now),
      updated_at: sql`now()`,
    })
    .where(eq(staffInvitations.id, invitationId));
}

// ── Staff × service matrix ────────────────────────────────────────────────────────────────────────────────

export interface AssignableServiceRecord {
  id: number;
  name: string;
  categoryName: string;
  durationMinutes: number;
}

/** The salon's active services, the only ones the matrix shows and changes. */
export async function assignableServices(db: Db, salonId: number): Promise<AssignableServiceRecord[]> {
  return db
    .select({
      id: services.id,
      name: services.name,
      categoryName: categories.name,
      durationMinutes: services.duration_minutes,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.category_id))
    .where(and(eq(services.salon_id, salonId), eq(services.is_active, true)))
    .orderBy(asc(services.sort_order), asc(services.name), asc(services.id));
}

export interface MatrixStaffRecord {
  salonStaffId: number;
  displayName: string;
  title: string;
  avatarUrl: string | null;
  isActive: boolean;
}

export async function matrixStaff(db: Db, salonId: number): Promise<MatrixStaffRecord[]> {
  return db
    .select({
      salonStaffId: salonStaff.id,
      displayName: salonStaff.display_name,
      title: salonStaff.title,
      avatarUrl: salonStaff.avatar_url,
      isActive: salonStaff.is_active,
    })
    .from(salonStaff)
    .where(and(eq(salonStaff.salon_id, salonId), isNull(salonStaff.removed_at)))
    .orderBy(desc(salonStaff.is_active), asc(salonStaff.display_name), asc(salonStaff.id));
}

/** Links between this salon's current staff and its active services. */
export async function assignments(
  db: Db,
  salonId: number,
): Promise<{ salonStaffId: number; serviceId: number }[]> {
  return db
    .select({ salonStaffId: staffServices.salon_staff_id, serviceId: staffServices.service_id })
    .from(staffServices)
    .innerJoin(salonStaff, eq(salonStaff.id, staffServices.salon_staff_id))
    .innerJoin(services, eq(services.id, staffServices.service_id))
    .where(
      and(
        eq(salonStaff.salon_id, salonId),
        isNull(salonStaff.removed_at),
        eq(services.salon_id, salonId),
        eq(services.is_active, true),
      ),
    )
    .orderBy(asc(staffServices.salon_staff_id), asc(staffServices.service_id));
}

/**
 * One member's services among `assignable` become exactly `selected`; links to services the matrix does not show
 * (hidden or archived ones) stay as they are.
 */
export async function replaceAssignments(
  db: Db,
  salonStaffId: number,
  assignable: readonly number[],
  selected: readonly number[],
): Promise<void> {
  if (assignable.length > 0) {
    await db
      .delete(staffServices)
      .where(
        and(
          eq(staffServices.salon_staff_id, salonStaffId),
          inArray(staffServices.service_id, [...assignable]),
        ),
      );
  }
  if (selected.length > 0) {
    await db
      .insert(staffServices)
      .values(selected.map((serviceId) => ({ salon_staff_id: salonStaffId, service_id: serviceId })))
      .onConflictDoNothing();
  }
}
