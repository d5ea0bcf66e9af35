import type { User } from '@salonya/contracts/user';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/rows';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/uploads/file-store';
import { primaryUrl, removeKeys } from '../../lib/uploads/image-pipeline';
import type { UploadedFile } from '../../lib/uploads/multipart';
import { processUploads, storeAndCommit } from '../../lib/uploads/stored-upload';
import { findUserById } from '../auth/auth.repository';

const variantsRow = z.object({ variants: z.array(z.object({ key: z.string() })).nullable() });

async function currentKeys(tx: Db, userId: number): Promise<string[]> {
  const row = await queryOne(
    tx,
    'avatarVariants',
    variantsRow,
    sql`select avatar_variants as variants from users where id = ${userId} for update`,
  );
  return (row?.variants ?? []).map((v) => v.key);
}

/**
 * The signed-in user's profile photo through the one upload pipeline (type by magic bytes, EXIF dropped, WebP and
 * AVIF variants): stored under users/<id>/, the previous photo's files removed after the commit.
 */
export async function uploadAvatar(
  db: Db,
  store: FileStore,
  userId: number,
  file: UploadedFile,
): Promise<User> {
  const [processed] = await processUploads([file], 'staff');
  await storeAndCommit(store, `users/${userId}`, [processed!], ([variants]) =>
    inTransaction(db, async (tx) => {
      const freedKeys = await currentKeys(tx, userId);
      await tx.execute(
        sql`update users set avatar_url = ${primaryUrl(variants!)},
          avatar_variants = ${JSON.stringify(variants)}::jsonb, updated_at = now() where id = ${userId}`,
      );
      return { result: null, freedKeys };
    }),
  );
  const user = await findUserById(db, userId);
  if (!user) throw AppError.unauthenticated();
  return user;
}

/** Back to the initials; the stored files go. */
export async function removeAvatar(db: Db, store: FileStore, userId: number): Promise<User> {
  const keys = await inTransaction(db, async (tx) => {
    const freed = await currentKeys(tx, userId);
    await tx.execute(
      sql`update users set avatar_url = null, avatar_variants = null, updated_at = now() where id = ${userId}`,
    );
    return freed;
  });
  await removeKeys(store, keys);
  const user = await findUserById(db, userId);
  if (!user) throw AppError.unauthenticated();
  return user;
}
