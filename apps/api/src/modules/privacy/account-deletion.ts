import {
  anonymisedEmail,
  COMMERCIAL_CHANNELS,
  DELETED_USER_NAME,
  deletionDueAt,
  PRIVACY_MESSAGES,
  type DeletionCancelledVia,
} from '@salonya/domain/privacy/privacy';
import { formatDate } from '@salonya/domain/format/date';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, queryOne, queryRows } from '../../db/rows';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { newOpaqueToken, sha256, verifyPassword } from '../../lib/crypto';
import { periodicRound } from '../../lib/periodic-round';
import type { FileStore } from '../../lib/uploads/file-store';
import { removeKeys } from '../../lib/uploads/image-pipeline';
import { insertMail } from '../mail/mail.repository';
import { accountDeletionRequestedMail } from '../mail/mail.templates';
import { recordConsents } from './consents';

const LIVE_FUTURE = sql`status in ('pending','confirmed') and deleted_at is null`;

const accountRow = z.object({
  id: int,
  name: z.string(),
  email: z.string(),
  user_type: z.enum(['customer', 'salon_owner', 'staff', 'admin']),
  password_hash: z.string(),
});
const countRow = z.object({ n: int });

async function count(db: Db, name: string, query: ReturnType<typeof sql>): Promise<number> {
  return (await queryOne(db, name, countRow, query))?.n ?? 0;
}

/**
 * Why this account cannot be deleted now (a Turkish reason), or null. ADR 0050: upcoming appointments must be kept
 * or cancelled by a person, not silently dropped by the deletion job — the customer's own, those assigned to a staff
 * member, and those of an owner's salons; and a wallet with money in it is paid out first.
 */
export async function deletionBlocker(
  db: Db,
  userId: number,
  userType: string,
  at: Date,
): Promise<string | null> {
  const now = at.toISOString();
  if (userType === 'admin') return PRIVACY_MESSAGES.adminCannotDelete;
  if (
    await count(
      db,
      'deletionCustomerUpcoming',
      sql`select count(*)::int as n from appointments
        where customer_user_id = ${userId} and ends_at > ${now} and ${LIVE_FUTURE}`,
    )
  )
    return PRIVACY_MESSAGES.customerHasUpcoming;
  if (
    userType === 'staff' &&
    (await count(
      db,
      'deletionStaffUpcoming',
      sql`select count(*)::int as n from appointments
        where staff_user_id = ${userId} and ends_at > ${now} and ${LIVE_FUTURE}`,
    ))
  )
    return PRIVACY_MESSAGES.staffHasUpcoming;
  if (
    userType === 'salon_owner' &&
    (await count(
      db,
      'deletionOwnerUpcoming',
      sql`select count(*)::int as n from appointments a join salons s on s.id = a.salon_id
        where s.owner_user_id = ${userId} and a.ends_at > ${now}
          and a.status in ('pending','confirmed') and a.deleted_at is null`,
    ))
  )
    return PRIVACY_MESSAGES.ownerHasUpcoming;
  if (
    await count(
      db,
      'deletionWalletBalance',
      sql`select count(*)::int as n from ledger_accounts where user_id = ${userId} and balance_kurus <> 0`,
    )
  )
    return PRIVACY_MESSAGES.hasBalance;
  return null;
}

export interface DeletionDeps {
  db: Db;
  now: () => number;
  appUrl: string;
  mail: { kick(): void };
}

/**
 * The mailed link that cancels a deletion request during the grace period: the sign-in page, which offers the
 * cancel button above the form (signing in cancels too); no route of its own, so no public page grows.
 */
export function deletionCancelUrl(appUrl: string, token: string): string {
  return `${appUrl}/giris?hesap-silme-iptal=${encodeURIComponent(token)}`;
}

/**
 * POST /account/deletion: the password confirms it is the owner at the keyboard; the request is stored with its due
 * date, the confirmation mail (with the cancel link) is queued in the same commit, and every session of the account
 * ends — signing in again within the grace period cancels the request.
 */
export async function requestAccountDeletion(
  deps: DeletionDeps,
  userId: number,
  password: string,
): Promise<{ requested_at: string; due_at: string }> {
  const { db } = deps;
  const account = await queryOne(
    db,
    'deletionAccount',
    accountRow,
    sql`select id, name, email, user_type, password_hash from users where id = ${userId}`,
  );
  if (!account) throw AppError.unauthenticated();
  if (!(await verifyPassword(account.password_hash, password))) {
    throw AppError.field('password', PRIVACY_MESSAGES.wrongPassword);
  }
  const at = new Date(deps.now());
  const blocker = await deletionBlocker(db, userId, account.user_type, at);
  if (blocker) throw AppError.conflict('account_deletion_blocked', blocker);
  const due = deletionDueAt(at);
  const { token, tokenHash } = newOpaqueToken();
  await inTransaction(db, async (tx) => {
    const open = await count(
      tx,
      'deletionOpenRequest',
      sql`select count(*)::int as n from account_deletion_requests
        where user_id = ${userId} and cancelled_at is null and completed_at is null`,
    );
    if (open > 0)
      throw AppError.conflict('account_deletion_pending', PRIVACY_MESSAGES.deletionAlreadyRequested);
    await tx.execute(
      sql`insert into account_deletion_requests (user_id, requested_at, due_at, cancel_token_hash)
        values (${userId}, ${at.toISOString()}, ${due.toISOString()}, ${tokenHash})`,
    );
    await insertMail(
      tx,
      accountDeletionRequestedMail(
        account.email,
        account.name,
        formatDate(due),
        deletionCancelUrl(deps.appUrl, token),
      ),
    );
    await tx.execute(
      sql`update auth_tokens set revoked_at = ${at.toISOString()} where user_id = ${userId} and revoked_at is null`,
    );
  });
  deps.mail.kick();
  return { requested_at: at.toISOString(), due_at: due.toISOString() };
}

/** Cancels the user's open request (signing in during the grace period); true when there was one. */
export async function cancelOpenDeletion(
  db: Db,
  userId: number,
  via: DeletionCancelledVia,
  at: Date,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    'cancelOpenDeletion',
    z.object({ id: int }),
    sql`update account_deletion_requests set cancelled_at = ${at.toISOString()}, cancelled_via = ${via},
        updated_at = now()
      where user_id = ${userId} and cancelled_at is null and completed_at is null and due_at > ${at.toISOString()}
      returning id`,
  );
  return rows.length > 0;
}

/** POST /account/deletion/cancel: the mailed link, during the grace period; a used or unknown link is a 400. */
export async function cancelDeletionByLink(db: Db, token: string, at: Date): Promise<void> {
  const rows = await queryRows(
    db,
    'cancelDeletionByLink',
    z.object({ id: int }),
    sql`update account_deletion_requests set cancelled_at = ${at.toISOString()}, cancelled_via = 'link',
        updated_at = now()
      where cancel_token_hash = ${sha256(token)} and cancelled_at is null and completed_at is null
        and due_at > ${at.toISOString()}
      returning id`,
  );
  if (rows.length === 0) throw new AppError(400, 'INVALID_LINK', PRIVACY_MESSAGES.deletionLinkInvalid);
}

const avatarRow = z.object({ variants: z.array(z.object({ key: z.string() })).nullable() });
const reviewPhotoRow = z.object({ variants: z.array(z.object({ key: z.string() })) });

/**
 * Empties one account (ADR 0050) in one transaction: who the person was is removed or replaced, what others and
 * the law need is kept without it. The user row stays (payments, the ledger and the salon's history point at it) as
 * 'Silinmiş kullanıcı' with an address that cannot receive mail and a password nobody has; the ledger is not touched,
 * so it still balances. Returns the storage keys of the profile photo and review photos, removed after the commit.
 */
export async function anonymiseUser(tx: Db, userId: number, at: Date): Promise<string[]> {
  const now = at.toISOString();
  const account = await queryOne(
    tx,
    'anonymiseAccount',
    z.object({ email: z.string() }),
    sql`select email from users where id = ${userId} for update`,
  );
  if (!account) return [];
  const avatar = await queryOne(
    tx,
    'anonymiseAvatar',
    avatarRow,
    sql`select avatar_variants as variants from users where id = ${userId}`,
  );
  // The photos the customer added to their reviews show them or their home: removed with the account (the
  // review's text and stars stay, unlinked). media_images cascades to review_photos.
  const reviewPhotos = await queryRows(
    tx,
    'anonymiseReviewPhotos',
    reviewPhotoRow,
    sql`delete from media_images where id in (
          select rp.image_id from review_photos rp join reviews r on r.id = rp.review_id
          where r.customer_user_id = ${userId})
        returning variants`,
  );
  // Consent is withdrawn on every channel, as a row of the history (the grants stay as proof of what was allowed).
  await recordConsents(
    tx,
    userId,
    Object.fromEntries(COMMERCIAL_CHANNELS.map((c) => [c, false])),
    'account_deletion',
    { ip: null, userAgent: null },
    at,
  );
  const deleted = [
    sql`delete from auth_tokens where user_id = ${userId}`,
    sql`delete from password_reset_tokens where user_id = ${userId}`,
    sql`delete from login_links where user_id = ${userId}`,
    sql`delete from user_devices where user_id = ${userId}`,
    sql`delete from notifications where user_id = ${userId}`,
    sql`delete from notification_preferences where user_id = ${userId}`,
    sql`delete from favorites where user_id = ${userId}`,
    sql`delete from favorite_staff where user_id = ${userId}`,
    sql`delete from customer_addresses where user_id = ${userId}`,
    sql`delete from money_idempotency_keys where user_id = ${userId}`,
    sql`delete from appointment_idempotency_keys where customer_user_id = ${userId}`,
    sql`delete from owner_salon_selections where owner_user_id = ${userId}`,
    // Mails to the old address held personal details and one-time links.
    sql`delete from mail_outbox where to_address = ${account.email}`,
  ];
  for (const statement of deleted) await tx.execute(statement);
  const kept = [
    // Reviews stay for the salon's rating, by 'Silinmiş kullanıcı' (the author is no longer linked).
    sql`update reviews set customer_user_id = null, updated_at = now() where customer_user_id = ${userId}`,
    // The salon's history of visits keeps the booking, not what the customer told about themselves.
    sql`update appointments set notes = '', address = null, pet = null, guest_name = null, guest_phone = null,
        guest_email = null, updated_at = now() where customer_user_id = ${userId}`,
    sql`update guest_appointment_links set customer_user_id = null where customer_user_id = ${userId}`,
    // Payments are kept for the law (Tax Procedure Law: 5 years; ADR 0050) without the card's last digits.
    sql`update payments set card_last4 = null, updated_at = now() where customer_user_id = ${userId}`,
    sql`update contact_messages set name = ${DELETED_USER_NAME}, email = ${anonymisedEmail(userId)}, phone = null,
        ip = null, updated_at = now() where user_id = ${userId}`,
    sql`update salon_applications set applicant_name = ${DELETED_USER_NAME},
        applicant_email = ${anonymisedEmail(userId)}, applicant_phone = '', updated_at = now()
        where user_id = ${userId}`,
    // A staff member leaves their salons' teams; an owner's salons leave the marketplace.
    sql`update salon_staff set is_active = false, display_name = ${DELETED_USER_NAME}, bio = '', avatar_url = null,
        removed_at = coalesce(removed_at, ${now}), updated_at = now() where user_id = ${userId}`,
    sql`update salons set status = 'suspended', status_reason = 'Salon sahibinin hesabı silindi.', updated_at = now()
        where owner_user_id = ${userId} and status <> 'suspended'`,
    sql`update users set name = ${DELETED_USER_NAME}, email = ${anonymisedEmail(userId)}, phone = null, tckn = null,
        password_hash = '!', avatar_url = null, avatar_variants = null, email_verified_at = null,
        last_login_at = null, is_active = false, deactivated_at = ${now},
        deactivation_reason = 'Hesap sahibinin talebiyle silindi (KVKK).', anonymised_at = ${now},
        updated_at = now() where id = ${userId}`,
  ];
  for (const statement of kept) await tx.execute(statement);
  return [...(avatar?.variants ?? []), ...reviewPhotos.flatMap((p) => p.variants)].map((v) => v.key);
}

const dueRow = z.object({ id: int, user_id: int, user_type: z.string() });
const BATCH = 10;

export interface AccountDeletionWorker {
  /** Anonymises every account whose grace period ended by `at` (default now); resolves with how many. */
  runDue(at?: Date): Promise<number>;
  start(pollMs: number): void;
  stop(): Promise<void>;
}

/**
 * The deletion job: due requests are claimed with FOR UPDATE SKIP LOCKED (replicas share the work) and each account
 * is anonymised in the commit that marks its request done. An account that gained an upcoming appointment during the
 * grace period waits a day and is tried again (ADR 0050).
 */
export function createAccountDeletionWorker(deps: {
  db: Db;
  now: () => number;
  store: FileStore;
  onError: (err: unknown) => void;
}): AccountDeletionWorker {
  const loop = periodicRound(() => runDue(), deps.onError);

  async function batch(at: Date): Promise<{ claimed: number; done: number; freed: string[] }> {
    return inTransaction(deps.db, async (tx) => {
      const due = await queryRows(
        tx,
        'dueAccountDeletions',
        dueRow,
        sql`select r.id, r.user_id, u.user_type from account_deletion_requests r join users u on u.id = r.user_id
          where r.cancelled_at is null and r.completed_at is null and r.due_at <= ${at.toISOString()}
          order by r.due_at, r.id limit ${BATCH}
          for update of r skip locked`,
      );
      let done = 0;
      const freed: string[] = [];
      for (const row of due) {
        if (await deletionBlocker(tx, row.user_id, row.user_type, at)) {
          await tx.execute(
            sql`update account_deletion_requests set due_at = ${new Date(at.getTime() + 86_400_000).toISOString()},
              updated_at = now() where id = ${row.id}`,
          );
          continue;
        }
        freed.push(...(await anonymiseUser(tx, row.user_id, at)));
        await tx.execute(
          sql`update account_deletion_requests set completed_at = ${at.toISOString()}, updated_at = now()
            where id = ${row.id}`,
        );
        done += 1;
      }
      return { claimed: due.length, done, freed };
    });
  }

  async function runDue(at?: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const { claimed, done, freed } = await batch(at ?? new Date(deps.now()));
      await removeKeys(deps.store, freed);
      total += done;
      if (claimed < BATCH || loop.stopped) break;
    }
    return total;
  }

  return { runDue, start: (pollMs) => loop.start(pollMs), stop: () => loop.stop() };
}
