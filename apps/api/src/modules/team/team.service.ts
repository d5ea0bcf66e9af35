import type { FieldErrors } from '@salonya/contracts/envelope';
import {
  acceptInvitationExistingAccountSchema,
  acceptInvitationNewAccountSchema,
  type AcceptInvitationRequest,
  type InvitationAccount,
  type InviteStaffData,
  type PublicInvitation,
  type StaffDetail,
  type StaffInvitation,
  type StaffMember,
  type StaffServiceMatrix,
  type UpdateStaffData,
} from '@salonya/contracts/team';
import type { User } from '@salonya/contracts/user';
import {
  invitationAccountMode,
  invitationState,
  STAFF_INVITATION_TTL_MS,
  TEAM_MESSAGES as MSG,
} from '@salonya/domain/team/invitations';
import type { ZodError } from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { sqlState, SQL_STATE } from '../../db/sql-state';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { hashPassword, newOpaqueToken, sha256, verifyPassword } from '../../lib/crypto';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Session } from '../../plugins/policy';
import * as authRepo from '../auth/auth.repository';
import type { MailDispatcher } from '../mail/mail.dispatcher';
import { insertMail } from '../mail/mail.repository';
import { activeUserIdByEmail } from '../notifications/notifications.repository';
import { notifyEvent } from '../notifications/notifications.service';
import type { MediaImage } from '@salonya/contracts/salon-media';
import { findImages } from '../salon-media/salon-media.repository';
import { toMediaImage } from '../salon-media/salon-media.service';
import { requireOwnedSalon, parseId } from '../salon-owner/owned-salon';
import { refreshSearchDocuments } from '../search/search-documents.repository';
import * as repo from './team.repository';
import { invitationUrl, staffInvitationMail } from './team.mails';

export interface TeamDeps {
  db: Db;
  config: AppConfig;
  rateLimiter: RateLimiter;
  mail: MailDispatcher;
  now: () => number;
}

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

/** The uploaded photos of these members, by picture id (the owner's team screen shows their variants). */
async function avatarImages(db: Db, salonId: number, staff: readonly repo.StaffRecord[]) {
  const ids = staff.map((s) => s.avatarImageId).filter((id): id is number => id !== null);
  const images = await findImages(db, salonId, ids);
  return new Map(images.map((i) => [i.id, toMediaImage(i)]));
}

function toMember(r: repo.StaffRecord, images: ReadonlyMap<number, MediaImage>): StaffMember {
  return {
    salon_staff_id: r.salonStaffId,
    user_id: r.userId,
    display_name: r.displayName,
    email: r.email,
    title: r.title,
    bio: r.bio,
    avatar_url: r.avatarUrl,
    avatar: r.avatarImageId === null ? null : (images.get(r.avatarImageId) ?? null),
    is_active: r.isActive,
    services_count: r.servicesCount,
    future_appointments_count: r.futureAppointmentsCount,
    joined_at: r.joinedAt.toISOString(),
  };
}

function toInvitation(r: repo.InvitationRecord, now: number): StaffInvitation {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    title: r.title,
    state: invitationState(r.status, r.expiresAt, now) === 'expired' ? 'expired' : 'pending',
    expires_at: r.expiresAt.toISOString(),
    sent_count: r.sentCount,
    last_sent_at: r.lastSentAt.toISOString(),
    created_at: r.createdAt.toISOString(),
  };
}

function fieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

const isUniqueViolation = (err: unknown) => sqlState(err) === SQL_STATE.uniqueViolation;

/** The owner's team (/salon/personel, /salon/personele-hizmet-ata) and the invitee's page. */
export function createTeamService(deps: TeamDeps) {
  const { db, config, rateLimiter, mail, now } = deps;

  async function staffOf(salonId: number, rawStaffId: string): Promise<repo.StaffRecord> {
    const id = parseId(rawStaffId, MSG.staffNotFound);
    const found = await repo.findStaff(db, salonId, id, now());
    if (!found) throw AppError.notFound(MSG.staffNotFound);
    return found;
  }

  async function detail(salonId: number, staff: repo.StaffRecord): Promise<StaffDetail> {
    const future = await repo.futureAppointments(db, salonId, staff.salonStaffId, now());
    return {
      ...toMember(staff, await avatarImages(db, salonId, [staff])),
      future_appointments: future.map((a) => ({
        id: a.id,
        starts_at: a.startsAt.toISOString(),
        ends_at: a.endsAt.toISOString(),
        status: a.status,
        customer_name: a.customerName,
        service_names: a.serviceNames,
      })),
    };
  }

  /** Staff names and activity are in the search documents (search, suggestions). */
  async function reindex(salonId: number) {
    await refreshSearchDocuments(db, [salonId]);
  }

  async function invitationByToken(token: string) {
    const found = token.length >= 20 ? await repo.findInvitationByTokenHash(db, sha256(token), false) : null;
    if (!found) throw AppError.notFound(MSG.linkNotFound);
    return found;
  }

  function refuseClosed(inv: repo.InvitationRecord) {
    const state = invitationState(inv.status, inv.expiresAt, now());
    if (state === 'accepted') throw new AppError(410, 'INVALID_LINK', MSG.linkUsed);
    if (state === 'cancelled') throw new AppError(410, 'INVALID_LINK', MSG.linkCancelled);
    if (state === 'expired') throw new AppError(410, 'INVALID_LINK', MSG.linkExpired);
  }

  async function limitIp(ip: string) {
    const res = await rateLimiter.hit(`staff-invitation:ip:${ip}`, config.rateLimits.staffInvitationPerIp);
    if (!res.allowed) throw AppError.rateLimited(res.retryAfterSec);
  }

  async function limitSalonMails(salonId: number) {
    const res = await rateLimiter.hit(
      `staff-invitation:salon:${salonId}`,
      config.rateLimits.staffInvitationMailsPerSalon,
    );
    if (!res.allowed) throw AppError.rateLimited(res.retryAfterSec);
  }

  async function sendInvitation(
    tx: Db,
    salonName: string,
    inv: { email: string; name: string; title: string },
    token: string,
  ) {
    await insertMail(tx, staffInvitationMail(inv.email, inv, salonName, invitationUrl(config.appUrl, token)));
    // Someone who already has an account (a customer or staff elsewhere) sees the invitation in the bell too; the
    // link with its token stays in the mail only.
    const invitee = await activeUserIdByEmail(tx, inv.email);
    if (invitee !== null)
      await notifyEvent(tx, invitee, { type: 'staff_invitation', salonName }, { link: null, data: {} });
  }

  return {
    // ── Staff ───────────────────────────────────────────────────────────────────────────────────────────
    async listStaff(session: Session, rawSalonId: string) {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      const staff = await repo.listStaff(db, salon.id, now());
      const images = await avatarImages(db, salon.id, staff);
      return { salon_id: salon.id, staff: staff.map((s) => toMember(s, images)) };
    },

    async staffDetail(session: Session, rawSalonId: string, rawStaffId: string): Promise<StaffDetail> {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      return detail(salon.id, await staffOf(salon.id, rawStaffId));
    },

    async updateStaff(session: Session, rawSalonId: string, rawStaffId: string, input: UpdateStaffData) {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      const staff = await staffOf(salon.id, rawStaffId);
      await inTransaction(db, async (tx) => {
        await repo.lockStaffRow(tx, staff.salonStaffId);
        await repo.updateStaff(tx, salon.id, staff.salonStaffId, {
          displayName: input.display_name,
          title: input.title,
          bio: input.bio,
          isActive: input.is_active,
        });
      });
      if (input.display_name !== undefined || input.is_active !== undefined) await reindex(salon.id);
      const updated = await staffOf(salon.id, rawStaffId);
      const message =
        input.is_active === false && staff.isActive
          ? MSG.deactivated
          : input.is_active === true && !staff.isActive
            ? MSG.activated
            : MSG.updated;
      return { data: await detail(salon.id, updated), message };
    },

    async removeStaff(session: Session, rawSalonId: string, rawStaffId: string) {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      const staff = await staffOf(salon.id, rawStaffId);
      await inTransaction(db, async (tx) => {
        await repo.lockStaffRow(tx, staff.salonStaffId);
        const future = await repo.futureAppointments(tx, salon.id, staff.salonStaffId, now(), 1);
        if (future.length > 0) {
          throw new AppError(409, 'CONFLICT', MSG.removeBlocked, {
            conflictType: 'staff_has_future_appointments',
          });
        }
        await repo.removeStaff(tx, salon.id, staff.salonStaffId, now());
      });
      await reindex(salon.id);
      return { salon_staff_id: staff.salonStaffId };
    },

    // ── Invitations (owner) ─────────────────────────────────────────────────────────────────────────────
    async listInvitations(session: Session, rawSalonId: string) {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      const list = await repo.listPendingInvitations(db, salon.id);
      return { salon_id: salon.id, invitations: list.map((i) => toInvitation(i, now())) };
    },

    async invite(session: Session, rawSalonId: string, input: InviteStaffData): Promise<StaffInvitation> {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      const account = await repo.findAccountByEmail(db, input.email);
      if (account && invitationAccountMode(account.userType) === 'refused') {
        throw AppError.field('email', MSG.accountRefused);
      }
      if (await repo.isMember(db, salon.id, input.email)) {
        throw AppError.conflict('already_member', MSG.alreadyMember);
      }
      await limitSalonMails(salon.id);
      const { token, tokenHash } = newOpaqueToken();
      const id = await inTransaction(db, async (tx) => {
        await repo.cancelExpiredInvitations(tx, salon.id, input.email, now());
        const invitationId = await repo.insertInvitation(tx, {
          salonId: salon.id,
          email: input.email,
          name: input.name,
          title: input.title,
          tokenHash,
          expiresAt: new Date(now() + STAFF_INVITATION_TTL_MS),
          invitedBy: session.user.id,
          now: now(),
        });
        await sendInvitation(tx, salon.name, input, token);
        return invitationId;
      }).catch((err: unknown) => {
        if (isUniqueViolation(err)) throw AppError.conflict('already_invited', MSG.alreadyInvited);
        throw err;
      });
      mail.kick();
      const created = await repo.findPendingInvitation(db, salon.id, id);
      return toInvitation(created!, now());
    },

    async resendInvitation(session: Session, rawSalonId: string, rawId: string): Promise<StaffInvitation> {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      const inv = await repo.findPendingInvitation(db, salon.id, parseId(rawId, MSG.invitationNotFound));
      if (!inv) throw AppError.notFound(MSG.invitationNotFound);
      await limitSalonMails(salon.id);
      const { token, tokenHash } = newOpaqueToken();
      await inTransaction(db, async (tx) => {
        await repo.renewInvitationToken(
          tx,
          inv.id,
          tokenHash,
          new Date(now() + STAFF_INVITATION_TTL_MS),
          now(),
        );
        await sendInvitation(tx, salon.name, inv, token);
      });
      mail.kick();
      return toInvitation((await repo.findPendingInvitation(db, salon.id, inv.id))!, now());
    },

    async cancelInvitation(session: Session, rawSalonId: string, rawId: string) {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      const inv = await repo.findPendingInvitation(db, salon.id, parseId(rawId, MSG.invitationNotFound));
      if (!inv) throw AppError.notFound(MSG.invitationNotFound);
      await repo.cancelInvitation(db, inv.id, now());
      return { id: inv.id };
    },

    // ── Invitations (the invitee, public) ───────────────────────────────────────────────────────────────
    async openInvitation(token: string, meta: ClientMeta): Promise<PublicInvitation> {
      await limitIp(meta.ip);
      const inv = await invitationByToken(token);
      refuseClosed(inv);
      const salon = await repo.salonSummary(db, inv.salonId);
      if (!salon) throw AppError.notFound(MSG.linkNotFound);
      const account = await repo.findAccountByEmail(db, inv.email);
      const mode = invitationAccountMode(account?.userType ?? null);
      if (mode === 'refused') throw AppError.conflict('account_not_allowed', MSG.accountRefused);
      const accountKind: InvitationAccount =
        mode === 'new' ? 'new' : mode === 'link_staff' ? 'existing_staff' : 'existing_customer';
      return {
        salon: {
          id: salon.id,
          name: salon.name,
          city: salon.city,
          district: salon.district,
          logo_url: salon.logoUrl,
        },
        name: inv.name,
        email: inv.email,
        title: inv.title,
        account: accountKind,
        expires_at: inv.expiresAt.toISOString(),
      };
    },

    async acceptInvitation(
      token: string,
      input: AcceptInvitationRequest,
      meta: ClientMeta,
    ): Promise<{ token: string; user: User; salonId: number; salonStaffId: number }> {
      await limitIp(meta.ip);
      const found = await invitationByToken(token);
      refuseClosed(found);
      const account = await repo.findAccountByEmail(db, found.email);
      const mode = invitationAccountMode(account?.userType ?? null);
      if (mode === 'refused') throw AppError.conflict('account_not_allowed', MSG.accountRefused);

      let newPasswordHash: string | null = null;
      if (mode === 'new') {
        const parsed = acceptInvitationNewAccountSchema.safeParse(input);
        if (!parsed.success) throw AppError.validation(fieldErrors(parsed.error));
        newPasswordHash = await hashPassword(parsed.data.password);
      } else {
        const parsed = acceptInvitationExistingAccountSchema.safeParse(input);
        if (!parsed.success) throw AppError.validation(fieldErrors(parsed.error));
        const accountKey = `staff-invitation:account:${found.email}`;
        const limited = await rateLimiter.hit(accountKey, config.rateLimits.loginPerAccount);
        if (!limited.allowed) throw AppError.rateLimited(limited.retryAfterSec);
        if (!account || !(await verifyPassword(account.passwordHash, parsed.data.password))) {
          throw AppError.field('password', MSG.wrongPassword);
        }
        if (!account.isActive) throw AppError.forbidden(MSG.accountSuspended);
        await rateLimiter.reset(accountKey);
      }

      const joined = await inTransaction(db, async (tx) => {
        // The link is single-use: two tabs accepting at once meet here and the second one is refused.
        const inv = await repo.findInvitationByTokenHash(tx, sha256(token), true);
        if (!inv) throw AppError.notFound(MSG.linkNotFound);
        refuseClosed(inv);
        let userId: number;
        if (newPasswordHash !== null) {
          const created = await authRepo.insertUser(tx, {
            name: inv.name,
            email: inv.email,
            phone: null,
            passwordHash: newPasswordHash,
            userType: 'staff',
            kvkkConsent: true,
            commercialConsent: false,
            // The mailed link proves the mailbox.
            emailVerified: true,
          });
          userId = created.id;
        } else {
          userId = account!.id;
          if (mode === 'convert_customer') await repo.setUserType(tx, userId, 'staff');
          await authRepo.markEmailVerified(tx, userId);
        }
        const salonStaffId = await repo.joinSalon(tx, {
          salonId: inv.salonId,
          userId,
          displayName: newPasswordHash !== null ? inv.name : (account?.name ?? inv.name),
          title: inv.title,
        });
        await repo.markInvitationAccepted(tx, inv.id, userId, now());
        return { userId, salonId: inv.salonId, salonStaffId };
      }).catch((err: unknown) => {
        // An account registered under the e-mail between the check and the insert.
        if (isUniqueViolation(err)) throw AppError.conflict('account_exists', MSG.linkUsed);
        throw err;
      });
      await reindex(joined.salonId);

      const session = newOpaqueToken();
      await authRepo.insertToken(db, {
        userId: joined.userId,
        tokenHash: session.tokenHash,
        expiresAt: new Date(now() + config.tokenTtlHours * 3600_000),
        userAgent: meta.userAgent,
        ip: meta.ip,
      });
      await authRepo.touchLastLogin(db, joined.userId);
      const user = await authRepo.findUserById(db, joined.userId);
      return {
        token: session.token,
        user: user!,
        salonId: joined.salonId,
        salonStaffId: joined.salonStaffId,
      };
    },

    // ── Staff × service matrix ──────────────────────────────────────────────────────────────────────────
    async matrix(session: Session, rawSalonId: string): Promise<StaffServiceMatrix> {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      return matrixOf(salon.id);
    },

    async saveAssignments(
      session: Session,
      rawSalonId: string,
      input: { assignments: { salon_staff_id: number; service_ids: number[] }[] },
    ): Promise<StaffServiceMatrix> {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      const [services, staff] = await Promise.all([
        repo.assignableServices(db, salon.id),
        repo.matrixStaff(db, salon.id),
      ]);
      const serviceIds = new Set(services.map((s) => s.id));
      const staffIds = new Set(staff.map((s) => s.salonStaffId));
      const errors: FieldErrors = {};
      input.assignments.forEach((a, i) => {
        if (!staffIds.has(a.salon_staff_id)) throw AppError.notFound(MSG.staffNotFound);
        a.service_ids.forEach((id, j) => {
          if (!serviceIds.has(id)) errors[`assignments.${i}.service_ids.${j}`] = [MSG.serviceNotAssignable];
        });
      });
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const assignable = [...serviceIds];
      await inTransaction(db, async (tx) => {
        for (const a of input.assignments) {
          await repo.lockStaffRow(tx, a.salon_staff_id);
          await repo.replaceAssignments(tx, a.salon_staff_id, assignable, [...new Set(a.service_ids)]);
        }
      });
      return matrixOf(salon.id);
    },
  };

  async function matrixOf(salonId: number): Promise<StaffServiceMatrix> {
    const [services, staff, links] = await Promise.all([
      repo.assignableServices(db, salonId),
      repo.matrixStaff(db, salonId),
      repo.assignments(db, salonId),
    ]);
    return {
      salon_id: salonId,
      services: services.map((s) => ({
        id: s.id,
        name: s.name,
        category_name: s.categoryName,
        duration_minutes: s.durationMinutes,
      })),
      staff: staff.map((s) => ({
        salon_staff_id: s.salonStaffId,
        display_name: s.displayName,
        title: s.title,
        avatar_url: s.avatarUrl,
        is_active: s.isActive,
        service_ids: links.filter((l) => l.salonStaffId === s.salonStaffId).map((l) => l.serviceId),
      })),
    };
  }
}

export type TeamService = ReturnType<typeof createTeamService>;
