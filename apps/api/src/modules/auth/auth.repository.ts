import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { NotificationSettings, User, UserType } from '@salonya/contracts/user';
import type { Db } from '../../db/client';
import {
  authTokens,
  loginLinks,
  passwordResetTokens,
  salons,
  userDevices,
  users,
  type NotificationSettingsColumn,
} from '../../db/schema';

export const defaultNotificationSettings: NotificationSettingsColumn = {
  email_notifications: true,
  sms_notifications: true,
  push_notifications: true,
  appointment_reminders: true,
  marketing_emails: false,
};

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  user_type: users.user_type,
  roles: users.roles,
  avatar_url: users.avatar_url,
  email_verified_at: users.email_verified_at,
  kvkk_consent_at: users.kvkk_consent_at,
  commercial_consent: users.commercial_consent,
  notification_settings: users.notification_settings,
  is_active: users.is_active,
  created_at: users.created_at,
};
type UserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

function toUser(row: UserRow, impersonatedSalon: User['impersonated_salon'] = null): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    user_type: row.user_type,
    role: row.user_type,
    roles: [
      { name: row.user_type },
      ...row.roles.filter((r) => r !== row.user_type).map((name) => ({ name })),
    ],
    avatar_url: row.avatar_url,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    kvkk_consent_at: row.kvkk_consent_at?.toISOString() ?? null,
    commercial_consent: row.commercial_consent,
    notification_settings: { ...defaultNotificationSettings, ...row.notification_settings },
    impersonating: impersonatedSalon !== null,
    impersonated_salon: impersonatedSalon,
    created_at: row.created_at.toISOString(),
  };
}

export async function findUserById(
  db: Db,
  id: number,
  impersonatedSalon: User['impersonated_salon'] = null,
): Promise<User | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toUser(row, impersonatedSalon) : null;
}

/** The salon an impersonation session acts for, as SPEC §3 User.impersonated_salon. */
export async function findImpersonatedSalon(
  db: Db,
  salonId: number | null,
): Promise<User['impersonated_salon']> {
  if (salonId === null) return null;
  const [row] = await db
    .select({ id: salons.id, name: salons.name })
    .from(salons)
    .where(eq(salons.id, salonId))
    .limit(1);
  return row ?? null;
}

export async function findCredentialsByEmail(
  db: Db,
  email: string,
): Promise<{ id: number; passwordHash: string; isActive: boolean; name: string } | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.password_hash, isActive: users.is_active, name: users.name })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function isActiveUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ active: users.is_active }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.active === true;
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ h: users.password_hash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.h ?? null;
}

export async function emailTakenByOther(
  db: Db,
  email: string,
  exceptUserId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId === null
        ? eq(users.email, email)
        : and(eq(users.email, email), ne(users.id, exceptUserId)),
    )
    .limit(1);
  return row !== undefined;
}

export interface NewUser {
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  userType: UserType;
  kvkkConsent: boolean;
  commercialConsent: boolean;
  emailVerified?: boolean;
}

export async function insertUser(db: Db, u: NewUser): Promise<User> {
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      name: u.name,
      email: u.email,
      phone: u.phone,
      password_hash: u.passwordHash,
      user_type: u.userType,
      kvkk_consent_at: u.kvkkConsent ? now : null,
      commercial_consent: u.commercialConsent,
      commercial_consent_at: u.commercialConsent ? now : null,
      notification_settings: { ...defaultNotificationSettings, marketing_emails: u.commercialConsent },
      email_verified_at: u.emailVerified ? now : null,
    })
    .returning(userColumns);
  return toUser(row!);
}

export async function updateProfile(
  db: Db,
  userId: number,
  fields: { name: string; email: string; phone: string | null; resetVerification: boolean },
): Promise<User> {
  const [row] = await db
    .update(users)
    .set({
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      ...(fields.resetVerification ? { email_verified_at: null } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning(userColumns);
  return toUser(row!);
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, now())`, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

export async function touchLastLogin(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ last_login_at: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateNotificationSettings(
  db: Db,
  userId: number,
  patch: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const [row] = await db
    .update(users)
    .set({
      notification_settings: sql`${users.notification_settings} || ${JSON.stringify(patch)}::jsonb`,
      ...(patch.marketing_emails !== undefined
        ? {
            commercial_consent: patch.marketing_emails,
            commercial_consent_at: patch.marketing_emails ? sql`now()` : null,
          }
        : {}),
      updated_at: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ settings: users.notification_settings });
  return { ...defaultNotificationSettings, ...row!.settings };
}

// --- tokens -------------------------------------------------------------------------------------------

export async function insertToken(
  db: Db,
  t: {
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
    impersonatorUserId?: number | null;
    impersonatedSalonId?: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(authTokens)
    .values({
      user_id: t.userId,
      token_hash: t.tokenHash,
      expires_at: t.expiresAt,
      user_agent: t.userAgent?.slice(0, 255) ?? null,
      ip: t.ip?.slice(0, 64) ?? null,
      impersonator_user_id: t.impersonatorUserId ?? null,
      impersonated_salon_id: t.impersonatedSalonId ?? null,
    })
    .returning({ id: authTokens.id });
  return row!.id;
}

export interface TokenSession {
  tokenId: number;
  lastUsedAt: Date | null;
  impersonatorUserId: number | null;
  impersonatedSalonId: number | null;
  user: { id: number; userType: UserType; email: string; name: string };
}

/** A live token of an active user: not revoked, not expired. */
export async function findLiveToken(db: Db, tokenHash: string): Promise<TokenSession | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.last_used_at,
      impersonatorUserId: authTokens.impersonator_user_id,
      impersonatedSalonId: authTokens.impersonated_salon_id,
      id: users.id,
      userType: users.user_type,
      email: users.email,
      name: users.name,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.token_hash, tokenHash),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, sql`now()`),
        eq(users.is_active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    tokenId: row.tokenId,
    lastUsedAt: row.lastUsedAt,
    impersonatorUserId: row.impersonatorUserId,
    impersonatedSalonId: row.impersonatedSalonId,
    user: { id: row.id, userType: row.userType, email: row.email, name: row.name },
  };
}

export async function touchToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ last_used_at: sql`now()` })
    .where(eq(authTokens.id, tokenId));
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revoked_at)));
}

export async function revokeUserTokens(db: Db, userId: number, exceptTokenId: number | null): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(authTokens.user_id, userId),
        isNull(authTokens.revoked_at),
        ...(exceptTokenId === null ? [] : [ne(authTokens.id, exceptTokenId)]),
      ),
    );
}

// --- password resets ----------------------------------------------------------------------------------

export async function replacePasswordReset(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  // Only the newest link works.
  await db
    .update(passwordResetTokens)
    .set({ used_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
  await db
    .insert(passwordResetTokens)
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
}

/** Marks a live reset token used and returns its id, atomically: a link works once. */
export async function consumePasswordReset(db: Db, userId: number, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ used_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.user_id, userId),
        eq(passwordResetTokens.token_hash, tokenHash),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, sql`now()`),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}

// --- known devices and sign-in links -----------------------------------------------------------------

export async function isKnownDevice(db: Db, userId: number, deviceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.user_id, userId), eq(userDevices.device_hash, deviceHash)))
    .limit(1);
  return row !== undefined;
}

export async function rememberDevice(db: Db, userId: number, deviceHash: string): Promise<void> {
  await db
    .insert(userDevices)
    .values({ user_id: userId, device_hash: deviceHash })
    .onConflictDoUpdate({
      target: [userDevices.user_id, userDevices.device_hash],
      set: { last_seen_at: sql`now()`, updated_at: sql`now()` },
    });
}

export async function insertLoginLink(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(loginLinks).values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
}

/** Marks a live sign-in link used and returns its user, atomically: a link works once. */
export async function consumeLoginLink(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(loginLinks)
    .set({ used_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(eq(loginLinks.token_hash, tokenHash), isNull(loginLinks.used_at), gt(loginLinks.expires_at, now)),
    )
    .returning({ userId: loginLinks.user_id });
  return row?.userId ?? null;
}
