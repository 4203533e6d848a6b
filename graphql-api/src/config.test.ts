import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';

describe('configuration', () => {
  it('needs nothing: every setting has a safe default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      dataDir: path.join(REPO_ROOT, '.data'),
      databaseUrl: undefined,
      embeddedPostgresPort: 0,
      jwtSecret: undefined,
      seedDemoCatalog: true,
      corsOrigins: [],
      frontendDist: path.join(REPO_ROOT, 'frontend', 'dist'),
      storefrontDev: false,
    });
  });

  it('listens on this machine only outside production, where demo accounts with published passwords exist', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('resolves relative folders against where the command was typed', () => {
    const config = loadConfig({ INIT_CWD: '/srv/shop', DATA_DIR: 'state' });
    expect(config.dataDir).toBe('/srv/shop/state');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test, got "staging"'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ ADMIN_EMAIL: 'a@b.in' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ SEED_DEMO_CATALOG: 'maybe' }, 'SEED_DEMO_CATALOG must be true or false, got "maybe"'],
    [{ SMTP_URL: 'https://mail.example' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ MAIL_FROM: 'orders' }, 'MAIL_FROM must be an e-mail address, or a name and an address like "Threadline <orders@shop.example>", got "orders"'],
    [{ MAIL_MAX_ATTEMPTS: '0' }, 'MAIL_MAX_ATTEMPTS must be a whole number from 1 to 100, got "0"'],
    [{ MAIL_RETENTION_DAYS: '-1' }, 'MAIL_RETENTION_DAYS must be a whole number from 0 to 36500, got "-1"'],
    [{ CHECKOUT_TIMEOUT_MINUTES: '0' }, 'CHECKOUT_TIMEOUT_MINUTES must be a whole number from 1 to 10080, got "0"'],
    [{ STOREFRONT_DEV: 'true', NODE_ENV: 'production' }, 'STOREFRONT_DEV=true is for development: it cannot run with NODE_ENV=production'],
  ])('refuses %j with a message that names the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('keeps e-mail unsent until a mail server is named, and expires provider checkouts after 30 minutes', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailMaxAttempts: 8, mailRetrySeconds: 60, mailRetentionDays: 90, checkoutTimeoutMinutes: 30 });
    const config = loadConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465', MAIL_FROM: 'Threadline <orders@shop.example>' });
    expect([config.smtpUrl, config.mailFrom]).toEqual(['smtps://user:pass@smtp.example.com:465', 'Threadline <orders@shop.example>']);
  });

  it('reads lists and switches', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example', SEED_DEMO_CATALOG: 'off' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.seedDemoCatalog).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [{}, 'loopback'],
    [{ TRUST_PROXY: 'uniquelocal' }, 'uniquelocal'],
    [{ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.0.2.10' }, 'loopback, 10.0.0.0/8, fd00::/8, 192.0.2.10'],
    [{ TRUST_PROXY: '2' }, 2],
    [{ TRUST_PROXY: 'false' }, false],
  ])('reads %j as %j', (env, expected) => {
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it.each(['everyone', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.internal', '11'])('refuses "%s"', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be/);
  });
});
