import { describe, expect, it } from 'vitest';
import { defaultRateLimits, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/salonya-config-test', APP_KEY: 'k' };

describe('rate limits from the environment', () => {
  it.each([
    ['LOGIN_RATE_LIMIT_PER_IP', '1000', 'loginPerIp', { limit: 1000, windowSec: 15 * 60 }],
    ['SEARCH_RATE_LIMIT_PER_MINUTE', '50', 'searchPerIp', { limit: 50, windowSec: 60 }],
    ['SUGGESTIONS_RATE_LIMIT_PER_MINUTE', '70', 'suggestionsPerIp', { limit: 70, windowSec: 60 }],
    ['LOGIN_RATE_LIMIT_PER_IP', '0', 'loginPerIp', defaultRateLimits.loginPerIp],
    ['LOGIN_RATE_LIMIT_PER_IP', 'çok', 'loginPerIp', defaultRateLimits.loginPerIp],
    ['LOGIN_RATE_LIMIT_PER_IP', '2.5', 'loginPerIp', defaultRateLimits.loginPerIp],
  ] as const)('%s=%s → %s %j', (name, value, rule, expected) => {
    expect(loadConfig({ ...base, [name]: value }).rateLimits[rule]).toEqual(expected);
  });

  it('keeps the per-account lock whatever the per-IP setting', () => {
    const config = loadConfig({ ...base, LOGIN_RATE_LIMIT_PER_IP: '1000' });
    expect(config.rateLimits.loginPerAccount).toEqual(defaultRateLimits.loginPerAccount);
  });
});

describe('picture store from the environment', () => {
  it('keeps pictures under DATA_DIR without S3_BUCKET', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('reads the S3 settings', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'salonya',
      S3_PUBLIC_URL: 'https://cdn.salonya.test/m',
      S3_ENDPOINT: 'https://s3.example.test',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toMatchObject({
      bucket: 'salonya',
      region: 'auto',
      publicUrl: 'https://cdn.salonya.test/m',
      endpoint: 'https://s3.example.test',
      prefix: '',
      forcePathStyle: true,
    });
  });

  it.each([undefined, 'not a url'])('refuses S3_BUCKET with S3_PUBLIC_URL=%s', (publicUrl) => {
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: 'salonya', ...(publicUrl ? { S3_PUBLIC_URL: publicUrl } : {}) }),
    ).toThrow(/S3_PUBLIC_URL/);
  });
});

describe('production start-up', () => {
  it.each([
    ['no APP_KEY', { APP_URL: 'https://salonya.example' }, /APP_KEY must be set/],
    ['no APP_URL', { APP_KEY: 'k' }, /APP_URL must be set in production/],
    ['an APP_URL that is no URL', { APP_KEY: 'k', APP_URL: 'salonya' }, /APP_URL must be set in production/],
  ])('refuses with %s', (_what, env, message) => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/salonya-config-test', NODE_ENV: 'production', ...env }),
    ).toThrow(message);
  });

  it('starts with both', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/salonya-config-test',
      NODE_ENV: 'production',
      APP_KEY: 'k',
      APP_URL: 'https://salonya.example',
    });
    expect(config.appUrl).toBe('https://salonya.example');
  });
});

describe('payment provider from the environment (ADR 0049)', () => {
  it('is the test provider by default, without iyzico settings', () => {
    const config = loadConfig(base);
    expect(config.paymentProvider).toBe('test');
    expect(config.iyzico).toBeUndefined();
  });

  it('reads iyzico with its keys; the sandbox unless told otherwise', () => {
    const config = loadConfig({
      ...base,
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: 'api',
      IYZICO_SECRET_KEY: 'secret',
    });
    expect(config.paymentProvider).toBe('iyzico');
    expect(config.iyzico).toEqual({
      apiKey: 'api',
      secretKey: 'secret',
      baseUrl: 'https://sandbox-api.iyzipay.com',
      timeoutMs: 20_000,
    });
    expect(
      loadConfig({
        ...base,
        PAYMENT_PROVIDER: 'iyzico',
        IYZICO_API_KEY: 'api',
        IYZICO_SECRET_KEY: 'secret',
        IYZICO_BASE_URL: 'https://api.iyzipay.com/',
        IYZICO_TIMEOUT_MS: '5000',
      }).iyzico,
    ).toMatchObject({ baseUrl: 'https://api.iyzipay.com', timeoutMs: 5000 });
  });

  it('refuses iyzico without its keys, and an unknown provider', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'api' })).toThrow(
      /IYZICO_SECRET_KEY/,
    );
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe' })).toThrow(/not available/);
  });
});
