import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, createS3FileStore, type ObjectStoreClient } from './file-store';
import { detectImageType } from './image-types';

describe('S3 file store (fake client, no network)', () => {
  const calls: { op: string; input: Record<string, unknown> }[] = [];
  const client: ObjectStoreClient = {
    async putObject(input) {
      calls.push({ op: 'put', input: { ...input, Body: input.Body.toString() } });
    },
    async deleteObject(input) {
      calls.push({ op: 'delete', input });
    },
  };
  const store = createS3FileStore(client, {
    bucket: 'salonya-media',
    publicUrl: 'https://cdn.salonya.test/media/',
    prefix: 'prod/',
  });

  it('puts objects with their type and immutable caching, under the prefix', async () => {
    await store.put('salons/4/abc-640.webp', Buffer.from('x'), 'image/webp');
    await store.delete('salons/4/abc-640.webp');
    expect(calls).toEqual([
      {
        op: 'put',
        input: {
          Bucket: 'salonya-media',
          Key: 'prod/salons/4/abc-640.webp',
          Body: 'x',
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        },
      },
      { op: 'delete', input: { Bucket: 'salonya-media', Key: 'prod/salons/4/abc-640.webp' } },
    ]);
  });

  it('gives the public URL of a key', () => {
    expect(store.urlOf('salons/4/abc-640.avif')).toBe(
      'https://cdn.salonya.test/media/prod/salons/4/abc-640.avif',
    );
  });

  it.each(['../etc/passwd.png', '/abs.webp', 'a//b.webp', 'salons/4/x', 'Salons/4/x.webp'])(
    'refuses the unsafe key %s',
    async (key) => {
      await expect(store.put(key, Buffer.from(''), 'image/webp')).rejects.toThrow(/unsafe/);
    },
  );
});

describe('local file store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'salonya-store-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const store = createLocalFileStore(root);

  it('writes under the root, serves at /uploads/media/ and deletes (missing keys too)', async () => {
    await store.put('salons/1/k-320.webp', Buffer.from('data'), 'image/webp');
    expect(readFileSync(path.join(root, 'salons/1/k-320.webp'), 'utf8')).toBe('data');
    expect(store.urlOf('salons/1/k-320.webp')).toBe('/uploads/media/salons/1/k-320.webp');
    await store.delete('salons/1/k-320.webp');
    await store.delete('salons/1/k-320.webp');
    expect(existsSync(path.join(root, 'salons/1/k-320.webp'))).toBe(false);
  });
});

describe('detectImageType', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    ['WebP', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'image/webp'],
    ['GIF', [...Buffer.from('GIF89a')], null],
    ['PDF', [...Buffer.from('%PDF-1.7')], null],
    ['text', [...Buffer.from('merhaba')], null],
    ['empty', [], null],
  ])('%s → %s', (_name, bytes, type) => {
    expect(detectImageType(Uint8Array.from(bytes))).toBe(type);
  });
});
