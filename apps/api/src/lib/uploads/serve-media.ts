import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import {
  createLocalFileStore,
  createS3FileStore,
  IMMUTABLE_CACHE_CONTROL,
  LOCAL_MEDIA_URL_PREFIX,
  type FileStore,
} from './file-store';
import { createAwsObjectStoreClient } from './s3-client';

/** Public pictures live here; other uploads (application documents) stay beside it and are never served. */
export function localMediaRoot(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads', 'media');
}

/** The store the configuration asks for: S3 when S3_BUCKET is set, else DATA_DIR/uploads/media. */
export function fileStoreFromConfig(config: AppConfig): FileStore {
  if (config.s3) {
    return createS3FileStore(createAwsObjectStoreClient(config.s3), {
      bucket: config.s3.bucket,
      publicUrl: config.s3.publicUrl,
      prefix: config.s3.prefix,
    });
  }
  return createLocalFileStore(localMediaRoot(config));
}

/** Serves DATA_DIR/uploads/media at /uploads/media/ with immutable caching (a key is never rewritten). */
export async function registerLocalMedia(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = localMediaRoot(config);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: LOCAL_MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
}
