/** Configuration from the environment, validated once at start. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONSENT_MODES,
  MAX_RETENTION_DAYS,
  MIN_RETENTION_DAYS,
  parseConsentMode,
  parseRetentionDays,
  type ConsentMode,
} from '@leadline/domain';
import type { SiteIdentity } from '@leadline/domain/site-content';
import { ConfigError } from './config-error';
import { defaultPublicUrl, parsePublicUrl, PUBLIC_URL_REQUIRED } from './public-url';
import { parseProxyTrust, type ProxyTrust } from './proxy-trust';
import { loadSite, mailSender, type Site } from './site';

export { ConfigError };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL connection string, or undefined for the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** As given (for messages); resolve it before use. */
  dataDir: string;
  sessionSecret: string;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: LogLevel;
  /** LOG_FORMAT as set; unset, readable lines on a terminal and JSON lines elsewhere. */
  logFormat: LogFormat | undefined;
  /** TRUST_PROXY: which peers' X-Forwarded-For and X-Forwarded-Proto are believed (proxy-trust.ts). */
  trustProxy: ProxyTrust;
  /** Submissions per minute per client IP on each public form endpoint. */
  formRateLimit: number;
  /** Analytics events per minute per session. */
  eventRateLimit: number;
  /** Analytics requests per minute per client IP. */
  analyticsIpRateLimit: number;
  /** Event batches written at once on PostgreSQL (PGlite always writes one). */
  eventWriters: number;
  /** Where the admin's days begin and end (analytics trends). */
  timeZone: string;
  /** How long a starting server waits for PostgreSQL to come up (0: not at all). */
  databaseWaitSeconds: number;
  /** PostgreSQL: the longest wait for a connection, and for a statement's answer, before a 503. */
  databaseConnectTimeoutSeconds: number;
  databaseStatementTimeoutSeconds: number;
  /** Analytics events waiting to be written, at most; beyond it new ones are answered 503. */
  eventQueueLimit: number;
  /** The built web app to serve, if present. */
  publicDir: string;
  /** How often the owner's settings (the availability) are read again, for changes made elsewhere. */
  settingsPollMs: number;
  delivery: DeliverySettings;
  privacy: PrivacySettings;
  /** SITE_DIR: whose site it is and its calculator's catalogue (site.ts). */
  site: Site;
}

/** What the privacy page promises: the same variables the site is built with. */
export interface PrivacySettings {
  /** CONSENT_MODE: whether the tracker waits for the visitor's consent. */
  consentMode: ConsentMode;
  /** RETENTION_DAYS: anonymous sessions older than this are purged daily. */
  retentionDays: number;
}

/** Mail and webhooks: where they go and how. */
export interface DeliverySettings {
  /** SMTP_URL: unset, every message is kept in the outbox and sent nowhere. */
  smtpUrl: string | undefined;
  /**
   * The sender of every message: MAIL_FROM's address (the site's contact address when unset), shown
   * with MAIL_FROM's display name, else the site's name.
   */
  mailFrom: string;
  /** NOTIFY_EMAIL: the owner's addresses for alerts; empty, every user with the role admin. */
  notifyEmails: string[];
  /**
   * PUBLIC_URL: the site's origin (public-url.ts), for the links in mails and, served into the built
   * site, its canonical links, sitemap and feed. Required in production; else http://localhost:PORT.
   */
  publicUrl: string;
  /** DIGEST_HOUR: the hour (in TIME_ZONE) of the owner's daily digest; undefined, none. */
  digestHour: number | undefined;
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may target private and loopback addresses. */
  webhookAllowPrivate: boolean;
  webhookTimeoutMs: number;
  /** How often an idle worker looks for messages and deliveries that are due. */
  pollMs: number;
  /** The wait before the first retry; each later one waits three times longer (up to 8 h). */
  firstRetrySeconds: number;
  /** Whose site the mails speak for: the site folder's identity (name, owner, contact, availability). */
  site: SiteIdentity;
  /** When the owner is alerted at once, and when a roll-up tells instead (mail/alert-gate.ts). */
  alerts: AlertLimits;
}

export interface AlertLimits {
  /** ALERT_MAX_PER_HOUR: immediate owner alerts in one clock hour; the rest wait for its roll-up. */
  maxPerHour: number;
  /**
   * ALERT_MAX_PER_CLIENT: alerts an hour one network address may set off; past it, its hot leads and
   * captures mail nobody and its forms wait for the roll-up.
   */
  maxPerClient: number;
  /** ALERT_BURST_MINUTES: one alert per person in this long; what follows is told in that one. */
  burstMinutes: number;
}

type Env = Record<string, string | undefined>;

const MIN_SECRET_LENGTH = 32;
/** Each writer holds a database connection while it writes; the pool keeps others for the rest. */
export const MAX_EVENT_WRITERS = 8;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}")`);
}

function proxyTrust(env: Env): ProxyTrust {
  try {
    return parseProxyTrust(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      'DATABASE_URL must be a URL like postgres://user:password@host:5432/leadline',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql:// (got "${url.protocol}//")`,
    );
  }
  return raw;
}

/**
 * Outside production an unset SESSION_SECRET is generated once and kept in DATA_DIR, so sign-ins
 * survive restarts; production must set it, since a secret on a container's disk is easily lost.
 */
function sessionSecret(env: Env, isProduction: boolean, dataDir: string): string {
  const given = env.SESSION_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return given;
  }
  if (isProduction) {
    throw new ConfigError(
      'SESSION_SECRET is required when NODE_ENV=production (generate one with: openssl rand -hex 32)',
    );
  }
  const file = path.join(path.resolve(dataDir), 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch {
    // not generated yet
  }
  const generated = randomBytes(32).toString('hex');
  try {
    // DATA_DIR is the owner's alone (db/private-files.ts).
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  } catch (error) {
    throw new ConfigError(
      `SESSION_SECRET is unset and could not be stored in DATA_DIR (${dataDir}): ${(error as Error).message}`,
    );
  }
  return generated;
}

function timeZone(env: Env): string {
  const zone = env.TIME_ZONE?.trim() || 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(
      `TIME_ZONE must be an IANA time zone such as Europe/Berlin (got "${zone}")`,
    );
  }
  return zone;
}

export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** Just where the data lives: what the CLI needs, without the server's other settings. */
export function loadDatabaseSettings(env: Env = process.env): DatabaseSettings {
  return { databaseUrl: databaseUrl(env), dataDir: env.DATA_DIR?.trim() || './data' };
}

export function loadConfig(
  env: Env = process.env,
  defaults: { publicDir: string } = { publicDir: '' },
): Config {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  if (!/^[a-z]+$/.test(nodeEnv)) {
    throw new ConfigError(
      `NODE_ENV must be a single lower-case word such as production (got "${nodeEnv}")`,
    );
  }
  const isProduction = nodeEnv === 'production';

  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() ||
    (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`,
    );
  }

  const logFormat = (env.LOG_FORMAT?.trim().toLowerCase() || undefined) as LogFormat | undefined;
  if (logFormat !== undefined && !LOG_FORMATS.includes(logFormat)) {
    throw new ConfigError(`LOG_FORMAT must be json or pretty (got "${env.LOG_FORMAT}")`);
  }

  const host = env.HOST?.trim() || '0.0.0.0';
  const { databaseUrl, dataDir } = loadDatabaseSettings(env);
  const site = loadSite(env);

  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host,
    databaseUrl,
    dataDir,
    sessionSecret: sessionSecret(env, isProduction, dataDir),
    nodeEnv,
    isProduction,
    logLevel,
    logFormat,
    trustProxy: proxyTrust(env),
    formRateLimit: integer(env, 'FORM_RATE_LIMIT', 10, 1, 100_000),
    eventRateLimit: integer(env, 'EVENT_RATE_LIMIT', 120, 1, 10_000_000),
    analyticsIpRateLimit: integer(env, 'ANALYTICS_IP_RATE_LIMIT', 1200, 1, 10_000_000),
    eventWriters: integer(env, 'EVENT_WRITERS', 1, 1, MAX_EVENT_WRITERS),
    timeZone: timeZone(env),
    databaseWaitSeconds: integer(env, 'DATABASE_WAIT_SECONDS', 60, 0, 3600),
    databaseConnectTimeoutSeconds: integer(env, 'DATABASE_CONNECT_TIMEOUT_SECONDS', 5, 1, 600),
    databaseStatementTimeoutSeconds: integer(env, 'DATABASE_STATEMENT_TIMEOUT_SECONDS', 5, 1, 3600),
    eventQueueLimit: integer(env, 'EVENT_QUEUE_LIMIT', 5000, 1, 1_000_000),
    publicDir: env.PUBLIC_DIR?.trim() || defaults.publicDir,
    settingsPollMs: integer(env, 'SETTINGS_POLL_MS', 5000, 50, 60_000),
    delivery: loadDeliverySettings(env, site.identity),
    privacy: loadPrivacySettings(env),
    site,
  };
}

export function loadPrivacySettings(env: Env = process.env): PrivacySettings {
  const consentMode = parseConsentMode(env.CONSENT_MODE);
  if (consentMode === undefined) {
    throw new ConfigError(
      `CONSENT_MODE must be one of ${CONSENT_MODES.join(', ')} (got "${env.CONSENT_MODE}")`,
    );
  }
  const retentionDays = parseRetentionDays(env.RETENTION_DAYS);
  if (retentionDays === undefined) {
    throw new ConfigError(
      `RETENTION_DAYS must be a whole number of days from ${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS} (got "${env.RETENTION_DAYS}")`,
    );
  }
  return { consentMode, retentionDays };
}

function publicUrl(env: Env): string {
  const production = env.NODE_ENV?.trim() === 'production';
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) {
    if (production) throw new ConfigError(PUBLIC_URL_REQUIRED);
    return defaultPublicUrl(integer(env, 'PORT', 3000, 0, 65535));
  }
  const parsed = parsePublicUrl(raw, production);
  if ('problem' in parsed) throw new ConfigError(parsed.problem);
  return parsed.origin;
}

const ADDRESS = /^[^\s@<>,"]+@[^\s@<>,"]+\.[^\s@<>,"]+$/;

/**
 * Mail and webhook settings: what the server's worker and `leadline mail test` use. `site` is the
 * site folder's identity (SITE_DIR's, read here when not given).
 */
export function loadDeliverySettings(
  env: Env = process.env,
  site: SiteIdentity = loadSite(env).identity,
): DeliverySettings {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new ConfigError(
        'SMTP_URL must be a URL like smtps://user:password@smtp.example.com:465 (smtp:// for plain or STARTTLS)',
      );
    }
  }
  const notifyEmails = (env.NOTIFY_EMAIL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  for (const address of notifyEmails) {
    if (!ADDRESS.test(address))
      throw new ConfigError(
        `NOTIFY_EMAIL must be e-mail addresses separated by commas (got "${address}")`,
      );
  }
  const digest = env.DIGEST_HOUR?.trim();
  return {
    smtpUrl,
    mailFrom: mailSender(env.MAIL_FROM, site),
    notifyEmails,
    publicUrl: publicUrl(env),
    digestHour: digest ? integer(env, 'DIGEST_HOUR', 0, 0, 23) : undefined,
    webhookAllowPrivate: boolean(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 1, 60) * 1000,
    pollMs: integer(env, 'DELIVERY_POLL_MS', 500, 50, 60_000),
    firstRetrySeconds: integer(env, 'DELIVERY_FIRST_RETRY_SECONDS', 15, 1, 3600),
    site,
    alerts: {
      maxPerHour: integer(env, 'ALERT_MAX_PER_HOUR', 10, 1, 100_000),
      maxPerClient: integer(env, 'ALERT_MAX_PER_CLIENT', 3, 1, 100_000),
      burstMinutes: integer(env, 'ALERT_BURST_MINUTES', 30, 1, 24 * 60),
    },
  };
}
