import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ObjectStoreClient } from './file-store';

export interface S3ConnectionConfig {
  region: string;
  /** S3-compatible endpoint (MinIO, Cloudflare R2, …); unset = AWS. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** @aws-sdk/client-s3 behind the two-call ObjectStoreClient interface (production only; tests use a fake). */
export function createAwsObjectStoreClient(config: S3ConnectionConfig): ObjectStoreClient {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  return {
    async putObject(input) {
      await client.send(new PutObjectCommand(input));
    },
    async deleteObject(input) {
      await client.send(new DeleteObjectCommand(input));
    },
  };
}
