import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where public pictures live (DESIGN §1 Files): a directory under DATA_DIR by default, an S3-compatible bucket in
 * production. Keys are relative paths ('salons/12/ab…-640.webp'); the store says which public URL serves a key.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes a key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  urlOf(key: string): string;
}

/** The URL path the API serves local pictures under (immutable: a key is never rewritten). */
export const LOCAL_MEDIA_URL_PREFIX = '/uploads/media/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]{2,5}$/;
function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//'))
    throw new Error(`unsafe file key: ${key}`);
  return key;
}

/** DATA_DIR/uploads/media/<key>, served at /uploads/media/<key> (registerLocalMedia). */
export function createLocalFileStore(rootDir: string): FileStore {
  return {
    kind: 'local',
    async put(key, body) {
      const file = path.join(rootDir, checkKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { mode: 0o644 });
    },
    async delete(key) {
      await rm(path.join(rootDir, checkKey(key)), { force: true });
    },
    urlOf(key) {
      return `${LOCAL_MEDIA_URL_PREFIX}${checkKey(key)}`;
    },
  };
}

/**
 * The two calls the S3 adapter makes, so tests use a fake and the AWS SDK stays an implementation detail
 * (s3-client.ts wires @aws-sdk/client-s3 to it).
 */
export interface ObjectStoreClient {
  putObject(input: {
    Bucket: string;
    Key: string;
    Body: Buffer;
    ContentType: string;
    CacheControl: string;
  }): Promise<void>;
  deleteObject(input: { Bucket: string; Key: string }): Promise<void>;
}

export interface S3StoreOptions {
  bucket: string;
  /** Public base URL of the bucket or its CDN, without a trailing slash ('https://cdn.example.com/media'). */
  publicUrl: string;
  /** Key prefix inside the bucket ('' or 'media/'). */
  prefix?: string;
}

export function createS3FileStore(client: ObjectStoreClient, options: S3StoreOptions): FileStore {
  const prefix = options.prefix ?? '';
  const base = options.publicUrl.replace(/\/+$/, '');
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.putObject({
        Bucket: options.bucket,
        Key: `${prefix}${checkKey(key)}`,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      });
    },
    async delete(key) {
      await client.deleteObject({ Bucket: options.bucket, Key: `${prefix}${checkKey(key)}` });
    },
    urlOf(key) {
      return `${base}/${prefix}${checkKey(key)}`;
    },
  };
}
