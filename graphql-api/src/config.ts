import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RETURN_WINDOW_DAYS, MAX_RETURN_WINDOW_DAYS } from '@threadline/domain';

// Every environment variable the server reads is parsed and validated here, once, so that a typo
// in a deployment fails at start with a message instead of misbehaving later. README's
// configuration table lists the same variables; keep the two in step.

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Where the embedded database, generated media and the generated JWT secret live. */
  dataDir: string;
  /** An external PostgreSQL; when absent an embedded server is started under `dataDir`. */
  databaseUrl: string | undefined;
  /** 0 picks a free port at every start. */
  embeddedPostgresPort: number;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Fill an empty catalogue with the demo products and hero images. */
  seedDemoCatalog: boolean;
  corsOrigins: string[];
  logLevel: LogLevel;
  /** The built storefront served with history-API fallback; skipped when the folder is absent. */
  frontendDist: string;
  /**
   * Development only: serve and render the storefront from frontend/'s source through Vite's dev
   * server (modules/storefront/dev-storefront.ts), with hot reload, instead of frontendDist.
   */
  storefrontDev: boolean;
  /** Public base URL of the store, used in absolute links (media URLs in REST answers). */
  publicUrl: string | undefined;
  /** A PayPal-style payment provider; when its base URL is unset, checkout offers cash on delivery only. */
  paypal: PaypalConfig | undefined;
  /**
   * Origins besides the store's own that a client may name as the provider's return and cancel
   * pages (a third-party storefront), as `URL.origin` gives them. Anything else is refused, so
   * checkout never becomes an open redirect.
   */
  paymentReturnOrigins: string[];
  /**
   * Origins besides the store's own whose pages a password reset e-mail may link to (a third-party
   * storefront's reset page), as `URL.origin` gives them. A reset link is a key to the account, so
   * this list is kept apart from the payment return pages'.
   */
  resetUrlOrigins: string[];
  /** Bearer token a scraper must send for /metrics; unset turns /metrics off (404). */
  metricsToken: string | undefined;
  /** How long shutdown waits for requests in flight before cutting their connections. */
  shutdownTimeoutMs: number;
  /** An S3-compatible bucket for product and hero images; unset keeps them in `dataDir/media`. */
  s3: S3Config | undefined;
  /**
   * Which peers' X-Forwarded-For to believe, as Express's `trust proxy` takes it: the client's
   * address (sign-in throttling, logs) is what the first untrusted hop says.
   */
  trustProxy: string | number | boolean;
  /**
   * Memory for whole answers of catalogue queries (products, product, searchProducts), in
   * megabytes; 0 turns the cache off. Every write to the catalogue empties it on every instance.
   */
  catalogueCacheMegabytes: number;
  /**
   * Memory for rendered catalogue pages (modules/storefront/page-cache.ts), in megabytes; 0 renders
   * every page. A page is keyed by its URL and all the data it shows, the viewer's included.
   */
  pageCacheMegabytes: number;
  /**
   * Whether catalogue queries run compiled by graphql-jit (modules/graphql/compiled-execution.ts);
   * off, every operation runs on graphql-js. A switch for an operator who suspects the compiler.
   */
  compiledCatalogueQueries: boolean;
  /**
   * Where e-mail goes out (`smtp://` or `smtps://`, credentials in the URL); unset keeps every
   * e-mail in the outbox as KEPT, shown in the development mailbox and never sent.
   */
  smtpUrl: string | undefined;
  /** The From of every e-mail, e.g. `Threadline <orders@shop.example>`. */
  mailFrom: string;
  /** Attempts at an e-mail (or a due job) before it is marked FAILED. */
  mailMaxAttempts: number;
  /** The wait before the first retry of a failed e-mail or job; each later one waits twice as long. */
  mailRetrySeconds: number;
  /** Days an e-mail about no order (welcome, password reset) is kept once it is done with; 0 keeps it for ever. */
  mailRetentionDays: number;
  /** How long an order placed with the payment provider may wait for approval before it is canceled. */
  checkoutTimeoutMinutes: number;
  /** Days after delivery a shopper may ask for a return or exchange, to the end of that IST day (domain returns.ts rule 1). */
  returnWindowDays: number;
  /**
   * Whether webhook URLs may point at loopback, private, link-local and other internal addresses.
   * Off (the default in every mode), a webhook cannot be used to reach the store's own network.
   */
  webhookAllowPrivateTargets: boolean;
  /** How long a webhook delivery waits for the receiver's answer before it counts as failed. */
  webhookTimeoutSeconds: number;
  /** The wait before a failed webhook delivery is tried again; each later retry waits twice as long, at most an hour. */
  webhookRetrySeconds: number;
  /** An endpoint whose deliveries have all failed for this long is disabled. */
  webhookDisableAfterSeconds: number;
}

export interface S3Config {
  /** Unset means AWS S3 itself, found from `region`. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither leaves credentials to the SDK's default chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` as a path segment of `endpoint` rather than a subdomain: what MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
  /** Where clients fetch the objects: the bucket's public URL or a CDN in front of it, no trailing slash. */
  publicUrl: string;
}

export interface PaypalConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export class ConfigError extends Error {}

/** The repository root, found from this file's place (src/ or dist/src/ under graphql-api/). */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  let dir = start;
  while (path.basename(dir) !== 'graphql-api') {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`graphql-api folder not found above ${start}`);
    dir = parent;
  }
  return path.dirname(dir);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed the
  // command, which is what a relative DATA_DIR or FRONTEND_DIST means to them.
  const userCwd = env.INIT_CWD ?? process.cwd();
  const adminEmail = nonEmpty(env.ADMIN_EMAIL);
  const adminPassword = nonEmpty(env.ADMIN_PASSWORD);
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    nodeEnv,
    port: integer(env, 'PORT', 4000, 0, 65535),
    // Outside production the first start makes demo accounts whose passwords README publishes: only
    // this machine may reach such a store unless HOST says otherwise. Production listens everywhere.
    host: nonEmpty(env.HOST) ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(userCwd, nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, '.data')),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedPostgresPort: integer(env, 'EMBEDDED_POSTGRES_PORT', 0, 0, 65535),
    jwtSecret: secret(env, 'JWT_SECRET'),
    adminEmail,
    adminPassword,
    seedDemoCatalog: boolean(env, 'SEED_DEMO_CATALOG', true),
    corsOrigins: (nonEmpty(env.CORS_ORIGINS) ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], nodeEnv === 'test' ? 'silent' : 'info'),
    frontendDist: path.resolve(userCwd, nonEmpty(env.FRONTEND_DIST) ?? path.join(REPO_ROOT, 'frontend', 'dist')),
    storefrontDev: storefrontDev(env, nodeEnv),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:'])?.replace(/\/$/, ''),
    paypal: paypal(env),
    paymentReturnOrigins: origins(env, 'PAYMENT_RETURN_ORIGINS'),
    resetUrlOrigins: origins(env, 'RESET_URL_ORIGINS'),
    metricsToken: metricsToken(env),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    s3: s3(env),
    trustProxy: trustProxy(env),
    catalogueCacheMegabytes: integer(env, 'CATALOGUE_CACHE_MB', 64, 0, 65_536),
    pageCacheMegabytes: integer(env, 'PAGE_CACHE_MB', 32, 0, 65_536),
    compiledCatalogueQueries: boolean(env, 'COMPILED_CATALOGUE_QUERIES', true),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: mailFrom(env),
    mailMaxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    mailRetrySeconds: integer(env, 'MAIL_RETRY_SECONDS', 60, 1, 86_400),
    mailRetentionDays: integer(env, 'MAIL_RETENTION_DAYS', 90, 0, 36_500),
    checkoutTimeoutMinutes: integer(env, 'CHECKOUT_TIMEOUT_MINUTES', 30, 1, 7 * 24 * 60),
    returnWindowDays: integer(env, 'RETURN_WINDOW_DAYS', DEFAULT_RETURN_WINDOW_DAYS, 0, MAX_RETURN_WINDOW_DAYS),
    webhookAllowPrivateTargets: boolean(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
    webhookTimeoutSeconds: integer(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 1, 60),
    webhookRetrySeconds: integer(env, 'WEBHOOK_RETRY_SECONDS', 60, 1, 86_400),
    webhookDisableAfterSeconds: integer(env, 'WEBHOOK_DISABLE_AFTER_SECONDS', 24 * 60 * 60, 1, 30 * 24 * 60 * 60),
  };
}

/** Vite's dev server compiles on request and serves source: never in production. */
function storefrontDev(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv): boolean {
  const on = boolean(env, 'STOREFRONT_DEV', false);
  if (on && nodeEnv === 'production') throw new ConfigError('STOREFRONT_DEV=true is for development: it cannot run with NODE_ENV=production');
  return on;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = nonEmpty(env[name])?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function paypal(env: NodeJS.ProcessEnv): PaypalConfig | undefined {
  const baseUrl = url(env, 'PAYPAL_BASE_URL', ['http:', 'https:'])?.replace(/\/$/, '');
  const clientId = nonEmpty(env.PAYPAL_CLIENT_ID);
  const clientSecret = nonEmpty(env.PAYPAL_CLIENT_SECRET);
  if (baseUrl === undefined) {
    if (clientId !== undefined || clientSecret !== undefined) {
      throw new ConfigError('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET need PAYPAL_BASE_URL');
    }
    return undefined;
  }
  if (clientId === undefined || clientSecret === undefined) {
    throw new ConfigError('PAYPAL_BASE_URL needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  }
  return { baseUrl, clientId, clientSecret };
}

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** `true`, `false`, a number of hops, or a comma-separated list of addresses, CIDR ranges and Express's range names. */
function trustProxy(env: NodeJS.ProcessEnv): string | number | boolean {
  const raw = nonEmpty(env.TRUST_PROXY);
  if (raw === undefined) return 'loopback';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 10);
  const items = raw.split(',').map((item) => item.trim());
  for (const item of items) {
    const [address = '', prefix, extra] = item.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!(PROXY_RANGES.includes(item) || (family !== 0 && prefixOk && extra === undefined))) {
      throw new ConfigError(`TRUST_PROXY must be true, false, a number of hops, or addresses and ranges like loopback, uniquelocal, 10.0.0.0/8; got "${item}"`);
    }
  }
  return items.join(', ');
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'MEDIA_PUBLIC_URL'] as const;
/** S3's rule for bucket names, which are also DNS labels. */
const BUCKET_NAME = /^(?!\d+\.\d+\.\d+\.\d+$)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** S3_BUCKET turns object storage on; the other S3 settings mean nothing without it, so they are refused alone. */
function s3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (bucket === undefined) {
    const stray = S3_SETTINGS.filter((name) => nonEmpty(env[name]) !== undefined);
    if (stray.length) throw new ConfigError(`${stray.join(', ')} ${stray.length === 1 ? 'needs' : 'need'} S3_BUCKET`);
    return undefined;
  }
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(`S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), got "${bucket}"`);
  }
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:'])?.replace(/\/$/, '');
  const region = nonEmpty(env.S3_REGION) ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,32}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as eu-west-1, got "${region}"`);
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const publicUrl = url(env, 'MEDIA_PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, '');
  // Objects are written where no client can see them unless told where they are served from.
  if (publicUrl === undefined) throw new ConfigError('S3_BUCKET needs MEDIA_PUBLIC_URL, the public base URL of the bucket or its CDN');
  return {
    endpoint,
    bucket,
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    publicUrl,
  };
}

/** A comma-separated list of bare origins (`http(s)://host[:port]`), each given back as `URL.origin`. */
function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  const items = (nonEmpty(env[name]) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.map((item) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(item);
    } catch {
      // reported below
    }
    // Only scheme and authority: a path or query would suggest a narrower allowance than the whole
    // origin it grants, and credentials have no place in a redirect target.
    const bare = parsed !== undefined && /^https?:\/\/[^/?#@\s]+\/?$/i.test(item);
    if (!bare) throw new ConfigError(`${name} must list origins like https://shop.example or http://localhost:5173 (no path), got "${item}"`);
    return parsed!.origin;
  });
}

/** A bare address or `Name <address>`: what Nodemailer and every mail server take as From. */
function mailFrom(env: NodeJS.ProcessEnv): string {
  const raw = nonEmpty(env.MAIL_FROM);
  if (raw === undefined) return 'Threadline <no-reply@threadline.localhost>';
  const address = /<([^<>]+)>$/.exec(raw)?.[1] ?? raw;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address) || /[\r\n]/.test(raw)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address, or a name and an address like "Threadline <orders@shop.example>", got "${raw}"`);
  }
  return raw;
}

function secret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = nonEmpty(env[name]);
  // HS256 wants at least 256 bits of key; a short secret is a misconfiguration, not a preference.
  if (raw !== undefined && raw.length < 32) throw new ConfigError(`${name} must be at least 32 characters`);
  return raw;
}

/** Long enough not to be guessed, and only characters that pass through an Authorization header unchanged. */
function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const raw = nonEmpty(env.METRICS_TOKEN);
  if (raw !== undefined && !/^[A-Za-z0-9._~+/=-]{16,256}$/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be 16 to 256 letters, digits or ._~+/=- characters');
  }
  return raw;
}
