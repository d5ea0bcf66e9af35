import type { ApplicationDetail } from '@salonya/contracts/admin';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { hashPassword, newOpaqueToken } from '../../lib/crypto';
import { insertUser, replacePasswordReset } from '../auth/auth.repository';
import { passwordResetLink } from '../auth/email-links';
import type { MailDispatcher } from '../mail/mail.dispatcher';
import { insertMail } from '../mail/mail.repository';
import { refreshSalonStats } from '../salons/salon-cards.repository';
import { applicationApprovedMail, applicationRejectedMail } from './admin.mails';
import { activeUserIdByEmail } from '../notifications/notifications.repository';
import { notifyEvent } from '../notifications/notifications.service';
import * as repo from './applications.repository';

/** A new owner's set-password link lives longer than a reset link: the mail may be read days later. */
export const SET_PASSWORD_TTL_HOURS = 72;
const NOT_FOUND = 'Başvuru bulunamadı.';
const ALREADY_DECIDED = 'Bu başvuru zaten sonuçlandırılmış.';

/** Mon–Sat 09:00–19:00, Sunday closed: the owner edits them after the first sign-in. */
const DEFAULT_HOURS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens_at: weekday === 7 ? null : '09:00',
  closes_at: weekday === 7 ? null : '19:00',
}));

export function createApplicationsService(deps: {
  db: Db;
  config: AppConfig;
  mail: MailDispatcher;
  now: () => number;
}) {
  const { db, config, mail, now } = deps;

  async function detail(id: number): Promise<ApplicationDetail> {
    const found = await repo.applicationDetail(db, id);
    if (!found) throw AppError.notFound(NOT_FOUND);
    return found;
  }

  return {
    detail,

    /**
     * Creates (or reuses) the applicant's salon_owner account and the salon from the application, and mails the
     * applicant how to sign in. All in one transaction with the mail in the outbox.
     */
    async approve(adminId: number, id: number, note: string | null) {
      const result = await inTransaction(db, async (tx) => {
        const app = await repo.lockApplication(tx, id);
        if (!app) throw AppError.notFound(NOT_FOUND);
        if (app.status !== 'pending') throw AppError.conflict('already_reviewed', ALREADY_DECIDED);

        // A signed-in salon owner applying for a further salon (issue 16): the new salon joins their account,
        // whatever e-mail the form carried. Anyone else is matched by the application's e-mail as before.
        const signedInOwner = app.user_id === null ? null : await repo.findUserById(tx, app.user_id);
        const existing =
          signedInOwner?.user_type === 'salon_owner'
            ? signedInOwner
            : await repo.findUserByEmail(tx, app.applicant_email);
        if (existing && (existing.user_type === 'staff' || existing.user_type === 'admin')) {
          throw AppError.conflict(
            'email_in_use',
            'Başvurudaki e-posta adresi bir personel ya da yönetici hesabına ait; başvuru bu adresle onaylanamaz.',
          );
        }
        if (existing && !existing.is_active) {
          throw AppError.conflict(
            'account_inactive',
            'Başvurudaki e-posta adresinin hesabı devre dışı; önce hesabı etkinleştirin.',
          );
        }

        let userId: number;
        let setPasswordUrl: string | null = null;
        if (existing) {
          userId = existing.id;
          if (existing.user_type === 'customer') {
            await repo.promoteToSalonOwner(tx, existing.id);
          }
        } else {
          // A random password nobody knows; the applicant sets their own through the mailed link.
          const unusable = await hashPassword(newOpaqueToken().token);
          const created = await insertUser(tx, {
            name: app.applicant_name,
            email: app.applicant_email,
            phone: app.applicant_phone,
            passwordHash: unusable,
            userType: 'salon_owner',
            // The application form required the KVKK consent; the mailed link proves the address.
            kvkkConsent: true,
            commercialConsent: false,
            emailVerified: true,
          });
          userId = created.id;
          const { token, tokenHash } = newOpaqueToken();
          await replacePasswordReset(
            tx,
            userId,
            tokenHash,
            new Date(now() + SET_PASSWORD_TTL_HOURS * 3_600_000),
          );
          setPasswordUrl = passwordResetLink(config.appUrl, token, app.applicant_email);
        }

        const salonId = await repo.insertSalonFromApplication(tx, app, userId, DEFAULT_HOURS);
        await refreshSalonStats(tx, [salonId]);

        await repo.markReviewed(tx, id, { status: 'approved', adminId, note, salonId, userId });
        await insertMail(
          tx,
          applicationApprovedMail({
            to: app.applicant_email,
            name: existing?.name ?? app.applicant_name,
            salonName: app.salon_name,
            applicationId: id,
            note,
            setPasswordUrl,
            loginUrl: new URL('/giris', config.appUrl).toString(),
            setPasswordValidHours: SET_PASSWORD_TTL_HOURS,
          }),
        );
        // The owner's bell too (a new account sees it at the first sign-in).
        await notifyEvent(
          tx,
          userId,
          { type: 'application_approved', salonName: app.salon_name },
          { link: '/salon', data: { application_id: id, salon_id: salonId } },
        );
        return { salonId, userId };
      });
      mail.kick();
      return { ...result, application: await detail(id) };
    },

    async reject(adminId: number, id: number, reason: string) {
      await inTransaction(db, async (tx) => {
        const app = await repo.lockApplication(tx, id);
        if (!app) throw AppError.notFound(NOT_FOUND);
        if (app.status !== 'pending') throw AppError.conflict('already_reviewed', ALREADY_DECIDED);
        await repo.markReviewed(tx, id, { status: 'rejected', adminId, note: reason });
        // An applicant who applied signed in (or has an account under the address) sees the answer in the bell.
        const applicant =
          app.user_id !== null ? app.user_id : await activeUserIdByEmail(tx, app.applicant_email);
        if (applicant !== null)
          await notifyEvent(
            tx,
            applicant,
            { type: 'application_rejected', salonName: app.salon_name, reason },
            { link: null, data: { application_id: id } },
          );
        await insertMail(
          tx,
          applicationRejectedMail({
            to: app.applicant_email,
            name: app.applicant_name,
            salonName: app.salon_name,
            applicationId: id,
            reason,
            applyUrl: new URL('/salon-ol', config.appUrl).toString(),
          }),
        );
      });
      mail.kick();
      return detail(id);
    },
  };
}
