import { SEARCH_CACHE_MS } from '@salonya/domain/constants';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface RateLimitRule {
  limit: number;
  windowSec: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public origin used in mailed links. */
  appUrl: string;
  /** PostgreSQL URL; undefined → embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  /** HMAC key for signed links. */
  appKey: string;
  /**
   * The payment provider (ADR 0042, 0049): 'test' (the default; test cards, the app's own 3-D Secure page) or
   * 'iyzico' (the iyzipay client; IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL).
   */
  paymentProvider: 'test' | 'iyzico';
  /** iyzico's credentials and address, when paymentProvider is 'iyzico'. */
  iyzico: IyzicoSettings | undefined;
  tokenTtlHours: number;
  rememberTokenTtlHours: number;
  emailVerificationTtlMinutes: number;
  passwordResetTtlMinutes: number;
  loginLinkTtlMinutes: number;
  webDistDir: string | undefined;
  /** The web app's server entry for server rendering public pages (ADR 0024). */
  webServerEntry: string | undefined;
  logLevel: string;
  rateLimits: {
    loginPerIp: RateLimitRule;
    /** Failed sign-ins per account from all addresses (NIST 800-63B: at most 100 an hour). */
    loginPerAccount: RateLimitRule;
    /**
     * Failed sign-ins per (account, IP) pair, in growing windows (the pair waits longer each round): 5 in 15 min,
     * 10 in an hour, 20 in a day.
     */
    loginPerAccountIp: RateLimitRule;
    loginPerAccountIpHourly: RateLimitRule;
    loginPerAccountIpDaily: RateLimitRule;
    loginLinkPerIp: RateLimitRule;
    loginLinkPerAccount: RateLimitRule;
    registerPerIp: RateLimitRule;
    passwordResetPerIp: RateLimitRule;
    passwordResetPerAccount: RateLimitRule;
    verificationResendPerAccount: RateLimitRule;
    contactPerIp: RateLimitRule;
    salonApplicationPerIp: RateLimitRule;
    /** The invitee's page /personel-davet/{token}: opening and accepting a staff invitation. */
    staffInvitationPerIp: RateLimitRule;
    /** Invitation mails (new and resent) one salon may queue: the outbox is not a mailing tool. */
    staffInvitationMailsPerSalon: RateLimitRule;
    /** Unified search and its click log; suggestions fire every ~300 ms while typing, so they get more. */
    searchPerIp: RateLimitRule;
    suggestionsPerIp: RateLimitRule;
  };
  /** Server-side search cache (SPEC §9: 300000 ms); 0 turns it off. */
  searchCacheMs: number;
  /** Uploaded pictures in an S3-compatible bucket (S3_BUCKET set); unset → DATA_DIR/uploads/media. */
  s3: S3Config | undefined;
}

export interface IyzicoSettings {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
  /** How long one iyzico call may take before it counts as unanswered (ms). */
  timeoutMs: number;
}

export const IYZICO_SANDBOX_URL = 'https://sandbox-api.iyzipay.com';

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Public base URL the pictures are served from (bucket website or CDN). */
  publicUrl: string;
  prefix: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (!env.S3_PUBLIC_URL || !URL.canParse(env.S3_PUBLIC_URL))
    throw new Error('S3_PUBLIC_URL must be set with S3_BUCKET (the URL pictures are served from).');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'auto',
    endpoint: env.S3_ENDPOINT || undefined,
    publicUrl: env.S3_PUBLIC_URL,
    prefix: env.S3_PREFIX ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

function readOrCreateKey(dataDir: string): string {
  const file = path.join(dataDir, 'app-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export const defaultRateLimits: AppConfig['rateLimits'] = {
  loginPerIp: { limit: 30, windowSec: 15 * 60 },
  loginPerAccount: { limit: 100, windowSec: 60 * 60 },
  loginPerAccountIp: { limit: 5, windowSec: 15 * 60 },
  loginPerAccountIpHourly: { limit: 10, windowSec: 60 * 60 },
  loginPerAccountIpDaily: { limit: 20, windowSec: 24 * 60 * 60 },
  loginLinkPerIp: { limit: 10, windowSec: 15 * 60 },
  loginLinkPerAccount: { limit: 3, windowSec: 15 * 60 },
  registerPerIp: { limit: 10, windowSec: 60 * 60 },
  passwordResetPerIp: { limit: 10, windowSec: 15 * 60 },
  passwordResetPerAccount: { limit: 3, windowSec: 60 * 60 },
  verificationResendPerAccount: { limit: 3, windowSec: 15 * 60 },
  contactPerIp: { limit: 5, windowSec: 60 * 60 },
  salonApplicationPerIp: { limit: 3, windowSec: 60 * 60 },
  staffInvitationPerIp: { limit: 30, windowSec: 15 * 60 },
  staffInvitationMailsPerSalon: { limit: 50, windowSec: 24 * 60 * 60 },
  searchPerIp: { limit: 300, windowSec: 60 },
  suggestionsPerIp: { limit: 600, windowSec: 60 },
};

function perWindow(value: string | undefined, fallback: RateLimitRule): RateLimitRule {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? { limit: n, windowSec: fallback.windowSec } : fallback;
}

function paymentProviderOf(value: string | undefined): 'test' | 'iyzico' {
  if (value === undefined || value === '' || value === 'test') return 'test';
  if (value === 'iyzico') return 'iyzico';
  throw new Error(`PAYMENT_PROVIDER=${value} is not available: use 'test' (the default) or 'iyzico'.`);
}

function iyzicoFromEnv(env: NodeJS.ProcessEnv, provider: 'test' | 'iyzico'): IyzicoSettings | undefined {
  if (provider !== 'iyzico') return undefined;
  if (!env.IYZICO_API_KEY || !env.IYZICO_SECRET_KEY)
    throw new Error('PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY and IYZICO_SECRET_KEY.');
  const baseUrl = (env.IYZICO_BASE_URL || IYZICO_SANDBOX_URL).replace(/\/$/, '');
  if (!URL.canParse(baseUrl)) throw new Error('IYZICO_BASE_URL must be a URL, e.g. https://api.iyzipay.com.');
  const timeout = Number(env.IYZICO_TIMEOUT_MS);
  return {
    apiKey: env.IYZICO_API_KEY,
    secretKey: env.IYZICO_SECRET_KEY,
    baseUrl,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 20_000,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const port = Number(env.PORT ?? 3000);
  if (mode === 'production' && !env.APP_KEY) {
    throw new Error('APP_KEY must be set in production (32+ random bytes, base64url).');
  }
  // Mailed links and the walk-in 'Bağlantıyı Kopyala' box are built from APP_URL: a localhost default would send
  // customers links that lead nowhere.
  if (mode === 'production' && (!env.APP_URL || !URL.canParse(env.APP_URL))) {
    throw new Error('APP_URL must be set in production to the public origin, e.g. https://salonya.example.');
  }
  return {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Salonya <no-reply@salonya.test>',
    dataDir,
    appKey: env.APP_KEY ?? readOrCreateKey(dataDir),
    paymentProvider: paymentProviderOf(env.PAYMENT_PROVIDER),
    iyzico: iyzicoFromEnv(env, paymentProviderOf(env.PAYMENT_PROVIDER)),
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 24 * 7),
    rememberTokenTtlHours: Number(env.REMEMBER_TOKEN_TTL_HOURS ?? 24 * 30),
    emailVerificationTtlMinutes: 24 * 60,
    passwordResetTtlMinutes: 60,
    loginLinkTtlMinutes: 15,
    webDistDir: env.WEB_DIST_DIR ?? path.resolve('apps/web/dist'),
    webServerEntry: env.WEB_SERVER_ENTRY ?? path.resolve('apps/web/dist-server/entry-server.js'),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    rateLimits: {
      ...defaultRateLimits,
      // One address may stand for many people (an office, a mobile carrier's NAT, the browser-test runner).
      loginPerIp: perWindow(env.LOGIN_RATE_LIMIT_PER_IP, defaultRateLimits.loginPerIp),
      searchPerIp: perWindow(env.SEARCH_RATE_LIMIT_PER_MINUTE, defaultRateLimits.searchPerIp),
      suggestionsPerIp: perWindow(env.SUGGESTIONS_RATE_LIMIT_PER_MINUTE, defaultRateLimits.suggestionsPerIp),
    },
    searchCacheMs:
      env.SEARCH_CACHE_MS !== undefined && /^\d+$/.test(env.SEARCH_CACHE_MS)
        ? Number(env.SEARCH_CACHE_MS)
        : SEARCH_CACHE_MS,
    s3: s3FromEnv(env),
  };
}
