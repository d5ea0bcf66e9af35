import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** File kinds worth compressing (images such as PNG/WebP are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|xml|txt|webmanifest)$/i;
/**
 * Below this size a compressed copy saves less than its headers cost. 256, not 1 KB: a page loads dozens of
 * small chunks (icons, helpers) of 300–1000 bytes that gzip to about half, and were sent raw (issue 17).
 */
export const MIN_BYTES = 256;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // .vite holds the manifest (not served); a server bundle, if any, is not sent to browsers.
      if (entry.name === '.vite' || entry.name === 'server') continue;
      yield* walk(full);
    } else if (entry.isFile()) {
      yield full;
    }
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to every compressible file of the
 * build, when the copy is smaller; the API serves them by content negotiation (@fastify/static preCompressed).
 */
export function precompressDir(dir: string): { files: number; raw: number; br: number; gzip: number } {
  const total = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const { size } = statSync(file);
    if (size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
    total.files += 1;
    total.raw += data.length;
    total.br += Math.min(br.length, data.length);
    total.gzip += Math.min(gz.length, data.length);
  }
  return total;
}
