import type {
  ChangePasswordData,
  ForgotPasswordData,
  LoginData,
  LoginLinkData,
  LoginLinkSignInData,
  ProfileUpdateData,
  RegisterData,
  ResetPasswordData,
  VerifyEmailData,
} from '@salonya/contracts/auth';
import { PASSWORD_PERSONAL_MESSAGE, passwordContainsPersonalData } from '@salonya/contracts/fields';
import type { NotificationSettings, User } from '@salonya/contracts/user';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { hashPassword, hmac, newOpaqueToken, sha256, verifyPassword } from '../../lib/crypto';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Session } from '../../plugins/policy';
import type { MailDispatcher } from '../mail/mail.dispatcher';
import { insertMail } from '../mail/mail.repository';
import {
  accountExistsMail,
  loginLinkMail,
  passwordResetMail,
  verificationMail,
} from '../mail/mail.templates';
import { cancelOpenDeletion } from '../privacy/account-deletion';
import { recordConsents } from '../privacy/consents';
import * as repo from './auth.repository';
import {
  checkVerificationLink,
  emailHash,
  loginLinkUrl,
  passwordResetLink,
  verificationLink,
} from './email-links';

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
  /** The browser's random device id (X-Device-Id), when it sent a well-formed one. */
  deviceId?: string | null;
}

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  rateLimiter: RateLimiter;
  mail: MailDispatcher;
  now?: () => number;
}

const INVALID_CREDENTIALS = 'E-posta adresi veya şifre hatalı.';
const EMAIL_TAKEN = 'Bu e-posta adresi zaten kayıtlı.';
/** ADR 0027: a taken e-mail at registration is answered without confirming that the account exists. */
const REGISTRATION_NOT_COMPLETED =
  'Bu e-posta adresiyle kayıt tamamlanamadı. Hesabınız varsa giriş yapın ya da şifrenizi sıfırlayın.';
const LOGIN_THROTTLED =
  'Bu hesapla çok fazla başarısız giriş denemesi yapıldı. Daha önce giriş yaptığınız bir cihazdan deneyin ya da e-posta adresinize bir giriş bağlantısı isteyin.';
const LOGIN_LINK_SENT =
  'Bu e-posta adresine kayıtlı bir hesap varsa, 15 dakika geçerli bir giriş bağlantısı gönderildi.';
// A fixed hash keeps the timing of unknown e-mails close to that of wrong passwords.
let dummyHash: Promise<string> | null = null;

export function createAuthService(deps: AuthDeps) {
  const { db, config, rateLimiter, mail } = deps;
  const now = deps.now ?? Date.now;

  async function limit(key: string, rule: AppConfig['rateLimits']['loginPerIp']) {
    const res = await rateLimiter.hit(key, rule);
    if (!res.allowed) throw AppError.rateLimited(res.retryAfterSec);
  }

  async function issueToken(userId: number, meta: ClientMeta, remember: boolean): Promise<string> {
    const { token, tokenHash } = newOpaqueToken();
    const hours = remember ? config.rememberTokenTtlHours : config.tokenTtlHours;
    await repo.insertToken(db, {
      userId,
      tokenHash,
      expiresAt: new Date(now() + hours * 3600_000),
      userAgent: meta.userAgent,
      ip: meta.ip,
    });
    return token;
  }

  /** Devices are stored as a keyed hash, so a leaked table does not give usable device ids. */
  function deviceHash(deviceId: string): string {
    return hmac(config.appKey, `device:${deviceId}`);
  }

  function throttled(retryAfterSec: number) {
    return new AppError(429, 'LOGIN_THROTTLED', LOGIN_THROTTLED, { retryAfterSec });
  }

  /** Signing in during a deletion's grace period cancels it (ADR 0050); the answer says so. */
  async function signIn(userId: number, meta: ClientMeta, remember: boolean) {
    const token = await issueToken(userId, meta, remember);
    await repo.touchLastLogin(db, userId);
    if (meta.deviceId) await repo.rememberDevice(db, userId, deviceHash(meta.deviceId));
    const deletionCancelled = await cancelOpenDeletion(db, userId, 'sign_in', new Date(now()));
    const user = await repo.findUserById(db, userId);
    return { token, user: user!, deletionCancelled };
  }

  function verificationMailFor(user: { id: number; email: string; name: string }) {
    const url = verificationLink({
      appUrl: config.appUrl,
      appKey: config.appKey,
      userId: user.id,
      email: user.email,
      ttlMinutes: config.emailVerificationTtlMinutes,
      now: now(),
    });
    return verificationMail(user.email, user.name, url);
  }

  return {
    async register(input: RegisterData, meta: ClientMeta) {
      await limit(`register:ip:${meta.ip}`, config.rateLimits.registerPerIp);
      // The password is hashed whatever happens, so a taken e-mail answers in about the same time as a new one.
      const passwordHash = await hashPassword(input.password);
      const existing = await repo.findCredentialsByEmail(db, input.email);
      if (existing) {
        // The API does not confirm the account; the mail tells its owner the truth (at most 3 such mails an hour).
        const mailAllowed = await rateLimiter.hit(
          `register-exists:${input.email}`,
          config.rateLimits.passwordResetPerAccount,
        );
        if (mailAllowed.allowed) {
          await insertMail(db, accountExistsMail(input.email, existing.name, `${config.appUrl}/giris`));
          mail.kick();
        }
        throw registrationNotCompleted();
      }
      const user = await inTransaction(db, async (tx) => {
        const created = await repo.insertUser(tx, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          userType: 'customer',
          kvkkConsent: true,
          commercialConsent: input.commercial_consent ?? false,
        });
        // İYS: the form's one consent covers every channel; each is a row of the consent history (ADR 0050).
        if (input.commercial_consent) {
          await recordConsents(
            tx,
            created.id,
            { sms: true, email: true, call: true },
            'register',
            { ip: meta.ip, userAgent: meta.userAgent },
            new Date(now()),
          );
        }
        await insertMail(tx, verificationMailFor(created));
        return created;
      }).catch((err: unknown) => {
        // Two registrations racing for one e-mail: the unique index decides.
        if (isUniqueViolation(err)) throw registrationNotCompleted();
        throw err;
      });
      mail.kick();
      const token = await issueToken(user.id, meta, false);
      return { token, user };
    },

    /**
     * Failed sign-ins are counted per (account, IP) pair in growing windows, per IP, and per account (at most 100 an
     * hour, NIST 800-63B). A stranger reaching the account-wide limit does not lock the owner out: a device that
     * signed in before, or a mailed one-time link, still gets in.
     */
    async login(input: LoginData, meta: ClientMeta) {
      await limit(`login:ip:${meta.ip}`, config.rateLimits.loginPerIp);
      const { loginPerAccountIp, loginPerAccountIpHourly, loginPerAccountIpDaily } = config.rateLimits;
      const pairKeys = [loginPerAccountIp, loginPerAccountIpHourly, loginPerAccountIpDaily].map(
        (rule, tier) => [`login:pair:${tier}:${input.email}:${meta.ip}`, rule] as const,
      );
      let pairWait = 0;
      for (const [key, rule] of pairKeys) {
        const seen = await rateLimiter.peek(key);
        if (seen.count >= rule.limit) pairWait = Math.max(pairWait, seen.retryAfterSec);
      }
      if (pairWait > 0) throw throttled(pairWait);
      const accountKey = `login:account:${input.email}`;
      const accountFailures = await rateLimiter.peek(accountKey);
      const creds = await repo.findCredentialsByEmail(db, input.email);
      if (accountFailures.count >= config.rateLimits.loginPerAccount.limit) {
        const known =
          creds !== null && meta.deviceId
            ? await repo.isKnownDevice(db, creds.id, deviceHash(meta.deviceId))
            : false;
        if (!known) throw throttled(accountFailures.retryAfterSec);
      }
      const ok = creds
        ? await verifyPassword(creds.passwordHash, input.password)
        : await verifyPassword(
            await (dummyHash ??= hashPassword('salonya-timing-equaliser')),
            input.password,
          ).then(() => false);
      if (!creds || !ok) {
        for (const [key, rule] of pairKeys) await rateLimiter.hit(key, rule);
        await rateLimiter.hit(accountKey, config.rateLimits.loginPerAccount);
        throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      }
      if (!creds.isActive) {
        throw new AppError(
          403,
          'FORBIDDEN',
          'Hesabınız askıya alınmış. Lütfen destek ekibiyle iletişime geçin.',
        );
      }
      for (const [key] of pairKeys) await rateLimiter.reset(key);
      return signIn(creds.id, meta, input.remember ?? false);
    },

    /** POST /auth/login-link: the same answer whether or not the account exists; the mail holds a one-time link. */
    async requestLoginLink(input: LoginLinkData, meta: ClientMeta) {
      await limit(`login-link:ip:${meta.ip}`, config.rateLimits.loginLinkPerIp);
      await limit(`login-link:account:${input.email}`, config.rateLimits.loginLinkPerAccount);
      const creds = await repo.findCredentialsByEmail(db, input.email);
      if (creds && creds.isActive) {
        const { token, tokenHash } = newOpaqueToken();
        await inTransaction(db, async (tx) => {
          await repo.insertLoginLink(
            tx,
            creds.id,
            tokenHash,
            new Date(now() + config.loginLinkTtlMinutes * 60_000),
          );
          await insertMail(
            tx,
            loginLinkMail(
              input.email,
              creds.name,
              loginLinkUrl(config.appUrl, token),
              config.loginLinkTtlMinutes,
            ),
          );
        });
        mail.kick();
      }
      return LOGIN_LINK_SENT;
    },

    /** POST /auth/login-link/sign-in: a live link signs its user in once; it also proves the mailbox. */
    async signInWithLink(input: LoginLinkSignInData, meta: ClientMeta) {
      await limit(`login-link:ip:${meta.ip}`, config.rateLimits.loginLinkPerIp);
      const userId = await repo.consumeLoginLink(db, sha256(input.token), new Date(now()));
      if (userId === null || !(await repo.isActiveUser(db, userId))) {
        throw new AppError(
          400,
          'INVALID_LINK',
          'Giriş bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
        );
      }
      await repo.markEmailVerified(db, userId);
      return signIn(userId, meta, input.remember ?? false);
    },

    async logout(session: Session) {
      await repo.revokeToken(db, session.tokenId);
    },

    async profile(session: Session): Promise<User> {
      // SPEC §4: an impersonation session keeps its flag and salon when the profile is refreshed.
      const salon = session.impersonatorUserId
        ? await repo.findImpersonatedSalon(db, session.impersonatedSalonId)
        : null;
      const user = await repo.findUserById(db, session.user.id, salon);
      if (!user) throw AppError.unauthenticated();
      return user;
    },

    async updateProfile(session: Session, input: ProfileUpdateData) {
      const current = await repo.findUserById(db, session.user.id);
      if (!current) throw AppError.unauthenticated();
      if (await repo.emailTakenByOther(db, input.email, current.id))
        throw AppError.field('email', EMAIL_TAKEN);
      const emailChanged = current.email !== input.email;
      const user = await inTransaction(db, async (tx) => {
        const updated = await repo.updateProfile(tx, current.id, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          resetVerification: emailChanged,
        });
        if (emailChanged) await insertMail(tx, verificationMailFor(updated));
        return updated;
      }).catch((err: unknown) => {
        if (isUniqueViolation(err)) throw AppError.field('email', EMAIL_TAKEN);
        throw err;
      });
      if (emailChanged) mail.kick();
      const impersonatedSalon = session.impersonatorUserId
        ? await repo.findImpersonatedSalon(db, session.impersonatedSalonId)
        : null;
      return {
        user: impersonatedSalon
          ? { ...user, impersonating: true, impersonated_salon: impersonatedSalon }
          : user,
        message: emailChanged
          ? 'Profiliniz güncellendi. Yeni e-posta adresinize bir doğrulama bağlantısı gönderdik.'
          : 'Profiliniz güncellendi.',
      };
    },

    async changePassword(session: Session, input: ChangePasswordData) {
      const hash = await repo.findPasswordHash(db, session.user.id);
      if (!hash || !(await verifyPassword(hash, input.current_password))) {
        throw AppError.field('current_password', 'Mevcut şifreniz hatalı.');
      }
      if (passwordContainsPersonalData(input.password, session.user)) {
        throw AppError.field('password', PASSWORD_PERSONAL_MESSAGE);
      }
      const newHash = await hashPassword(input.password);
      await inTransaction(db, async (tx) => {
        await repo.updatePasswordHash(tx, session.user.id, newHash);
        // Other devices must log in again with the new password.
        await repo.revokeUserTokens(tx, session.user.id, session.tokenId);
      });
    },

    async notificationSettings(session: Session): Promise<NotificationSettings> {
      return (await this.profile(session)).notification_settings;
    },

    async updateNotificationSettings(session: Session, patch: Partial<NotificationSettings>) {
      return repo.updateNotificationSettings(db, session.user.id, patch);
    },

    async verifyEmail(input: VerifyEmailData) {
      const check = checkVerificationLink({ appKey: config.appKey, ...input, now: now() });
      const user = check === 'invalid' ? null : await repo.findUserById(db, input.id);
      if (check === 'invalid' || !user || emailHash(user.email) !== input.hash) {
        throw new AppError(
          400,
          'INVALID_LINK',
          'Doğrulama bağlantısı geçersiz. Lütfen e-postanızdaki bağlantıyı eksiksiz açın ya da yeni bir bağlantı isteyin.',
        );
      }
      if (user.email_verified_at) return { user, message: 'E-posta adresiniz zaten doğrulanmış.' };
      if (check === 'expired') {
        throw new AppError(
          410,
          'INVALID_LINK',
          'Doğrulama bağlantısının süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
        );
      }
      await repo.markEmailVerified(db, user.id);
      return { user: (await repo.findUserById(db, user.id))!, message: 'E-posta adresiniz doğrulandı.' };
    },

    async resendVerification(session: Session) {
      const user = await this.profile(session);
      if (user.email_verified_at) return 'E-posta adresiniz zaten doğrulanmış.';
      await limit(`verify-resend:${user.id}`, config.rateLimits.verificationResendPerAccount);
      await insertMail(db, verificationMailFor(user));
      mail.kick();
      return 'Doğrulama bağlantısı e-posta adresinize gönderildi.';
    },

    async forgotPassword(input: ForgotPasswordData, meta: ClientMeta) {
      await limit(`reset:ip:${meta.ip}`, config.rateLimits.passwordResetPerIp);
      await limit(`reset:account:${input.email}`, config.rateLimits.passwordResetPerAccount);
      const creds = await repo.findCredentialsByEmail(db, input.email);
      if (creds && creds.isActive) {
        const { token, tokenHash } = newOpaqueToken();
        await inTransaction(db, async (tx) => {
          await repo.replacePasswordReset(
            tx,
            creds.id,
            tokenHash,
            new Date(now() + config.passwordResetTtlMinutes * 60_000),
          );
          await insertMail(
            tx,
            passwordResetMail(input.email, creds.name, passwordResetLink(config.appUrl, token, input.email)),
          );
        });
        mail.kick();
      }
      // Same answer whether or not the account exists: no account enumeration.
      return 'Bu e-posta adresine kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi.';
    },

    async resetPassword(input: ResetPasswordData, meta: ClientMeta) {
      await limit(`reset:ip:${meta.ip}`, config.rateLimits.passwordResetPerIp);
      const invalid = AppError.field(
        'token',
        'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
      );
      const creds = await repo.findCredentialsByEmail(db, input.email);
      if (!creds) throw invalid;
      if (passwordContainsPersonalData(input.password, creds)) {
        throw AppError.field('password', PASSWORD_PERSONAL_MESSAGE);
      }
      const newHash = await hashPassword(input.password);
      await inTransaction(db, async (tx) => {
        if (!(await repo.consumePasswordReset(tx, creds.id, sha256(input.token)))) throw invalid;
        await repo.updatePasswordHash(tx, creds.id, newHash);
        // The link proves the mailbox, and every old session ends.
        await repo.markEmailVerified(tx, creds.id);
        await repo.revokeUserTokens(tx, creds.id, null);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function registrationNotCompleted(): AppError {
  return new AppError(422, 'VALIDATION_ERROR', REGISTRATION_NOT_COMPLETED, {
    errors: { email: [REGISTRATION_NOT_COMPLETED] },
  });
}

function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
