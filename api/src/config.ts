import { availableParallelism } from 'node:os';
import path from 'node:path';
import { IceServer } from '@hanyu/contract';
import * as v from 'valibot';
import type { DatabaseConfig } from './db/database.ts';
import { type RoomProviders, randomRoomSecret, readRoomProviders } from './modules/classroom/index.ts';
import { type OAuthProviders, readOAuthProviders } from './modules/passport/index.ts';
import { type PaymentGatewaysConfig, readPaymentGateways } from './modules/payments/index.ts';
import { defaultRedisPrefix, REDIS_PREFIX_PATTERN } from './redis.ts';
import { readStorageConfig, type StorageConfig } from './storage/storage-config.ts';

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
  database: DatabaseConfig;
  /** Shown in logs: where the data lives, without credentials. */
  databaseLabel: string;
  webRoot: string;
  registryFile: string | undefined;
  /** SMTP when SMTP_URL is set, else `.eml` files in the storage's `outbox/` (DATA_DIR/outbox on the disk). */
  mail: { kind: 'smtp'; url: string } | { kind: 'outbox' };
  mailFrom: string;
  /** The site's origin as visitors reach it, for links in emails. */
  publicUrl: string;
  /** Fastify's trustProxy: false, true, or the proxies' addresses/CIDRs. */
  trustProxy: boolean | string;
  /** Third-party sign-in providers configured by `OAUTH_<TYPE>_*`. */
  oauthProviders: OAuthProviders;
  /** Origins besides PUBLIC_URL whose callback pages may receive OAuth codes (OAUTH_REDIRECT_ORIGINS). */
  oauthRedirectOrigins: string[];
  /**
   * REDIS_URL: attempt limits are counted, and classrooms, the chat and video progress shared, in this Redis
   * by every API process; every key and channel starts with `prefix` (REDIS_PREFIX, else one derived from
   * the database: redis.ts), so deployments sharing a Redis server stay apart.
   */
  redis: { url: string; prefix: string } | undefined;
  /** CLASSROOM_SECRET signs room tokens; every API process needs the same. Random per process when unset. */
  classroomSecret: string;
  /** CLASSROOM_ICE_SERVERS: STUN/TURN servers for the classroom's browsers (none on loopback or a LAN). */
  classroomIceServers: IceServer[];
  /**
   * Where uploaded files (avatars, courseware pages, replays) and the mail outbox are kept: DATA_DIR on the
   * local disk, or the S3-compatible bucket of STORAGE_URL with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.
   */
  storage: StorageConfig;
  /** Server builds of remotes deployed on other origins, kept by content: DATA_DIR/server-builds. */
  serverBuildDir: string;
  /** CLASSROOM_PROVIDERS and the Agora/TRTC credentials: which rooms carry their media through a vendor. */
  classroomProviders: RoomProviders;
  /** Alipay, PayPal and GoAllPay credentials (`ALIPAY_*`, `PAYPAL_*`, `GOALLPAY_*`); one left out uses its sandbox. */
  paymentGateways: PaymentGatewaysConfig;
  /**
   * PAYMENT_SANDBOX: whether a gateway without credentials may run against its local sandbox, where anyone
   * can approve a payment. Unset, only outside production (NODE_ENV=production): there every gateway
   * needs its credentials or the server refuses to start.
   */
  paymentSandbox: boolean;
  /** CHAT_MESSAGES_PER_MINUTE: messages one user may send a minute (60); a load test raises it. */
  chatMessagesPerMinute: number;
  /** REGISTRATIONS_PER_IP_PER_HOUR: sign-ups one IP may attempt an hour (20); a test suite raises it. */
  registrationsPerIpPerHour: number;
  /**
   * E2E_HOOKS=1: the end-to-end suite's hooks (reading a lesson's attendance ahead of time). Refused in
   * production (NODE_ENV=production).
   */
  e2eHooks: boolean;
  /** GROUP_DECISION_HOURS: how long before its first session a group class opens or is cancelled (24). */
  groupDecisionHours: number;
  /**
   * RENDER_THREADS: threads that render pages beside the one answering the API (render-pool.ts); 0 renders on
   * that one. By default one less than the machine's cores, at least 1.
   */
  renderThreads: number;
  /**
   * METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <token>` (at least 16 characters); unset,
   * /metrics is not served (docs/decisions.md).
   */
  metricsToken: string | undefined;
  /**
   * DRAIN_DELAY_MS: on SIGTERM, how long /ready answers 503 while requests are still served, before the
   * server stops taking connections, so that the load balancer's health check sees it first. 3000 in
   * production (NODE_ENV=production), else 0.
   */
  drainDelayMs: number;
}

/** The drain delay in production: a balancer checking every second, down after two failures, has seen it. */
const DEFAULT_PRODUCTION_DRAIN_DELAY_MS = 3_000;
/** The longest drain delay: the whole drain must fit a platform's stop timeout (often 30 s). */
const MAX_DRAIN_DELAY_MS = 20_000;
const MIN_METRICS_TOKEN_LENGTH = 16;

/** A group class is opened or cancelled this long before its first session unless configured (issue 11). */
const DEFAULT_GROUP_DECISION_HOURS = 24;

/** Chat messages one user may send a minute unless configured (issue 24). */
const DEFAULT_CHAT_MESSAGES_PER_MINUTE = 60;
const DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR = 20;

/** A room token's secret is a key: short ones are guessed. */
const MIN_SECRET_LENGTH = 32;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The server's settings from the environment. Relative paths are resolved against `cwd`;
 * `repoRoot` is the default web root. Invalid values throw, so a bad deploy fails at start.
 */
export function readServerConfig(
  env: Record<string, string | undefined>,
  paths: { cwd: string; repoRoot: string },
): ServerConfig {
  const port = Number(env.PORT ?? '3000');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`);
  }
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const databaseUrl = env.DATABASE_URL?.trim();
  const dataDir = path.resolve(paths.cwd, env.DATA_DIR || 'data');
  const database: DatabaseConfig = databaseUrl
    ? { kind: 'postgres', connectionString: databaseUrl }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };

  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an origin such as https://www.example.com, got "${env.PUBLIC_URL}"`);
  }
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl && env.NODE_ENV === 'production') {
    // The outbox is for the one-command start and tests: in production its mail would reach nobody.
    throw new Error(
      'SMTP_URL is not set. In production (NODE_ENV=production) mail goes to an SMTP server, such as smtp://user:password@smtp.example.com:587; it is never kept as files.',
    );
  }
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\/./.test(redisUrl)) {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  }
  const redisPrefix = env.REDIS_PREFIX?.trim() || defaultRedisPrefix(database);
  if (!REDIS_PREFIX_PATTERN.test(redisPrefix)) {
    throw new Error(
      `REDIS_PREFIX must be 1 to 64 letters, digits or _ . : - (not ending in ":"), got "${env.REDIS_PREFIX}"`,
    );
  }
  const trustProxy = env.TRUST_PROXY?.trim();
  const groupDecisionHours = Number(env.GROUP_DECISION_HOURS ?? DEFAULT_GROUP_DECISION_HOURS);
  if (!Number.isFinite(groupDecisionHours) || groupDecisionHours < 0 || groupDecisionHours > 24 * 30) {
    throw new Error(
      `GROUP_DECISION_HOURS must be a number of hours from 0 to 720, got "${env.GROUP_DECISION_HOURS}"`,
    );
  }

  const classroomSecret = env.CLASSROOM_SECRET?.trim() || randomRoomSecret();
  if (classroomSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`CLASSROOM_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }

  const chatMessagesPerMinute = Number(env.CHAT_MESSAGES_PER_MINUTE ?? DEFAULT_CHAT_MESSAGES_PER_MINUTE);
  if (!Number.isInteger(chatMessagesPerMinute) || chatMessagesPerMinute < 1) {
    throw new Error(
      `CHAT_MESSAGES_PER_MINUTE must be a whole number of messages, at least 1, got "${env.CHAT_MESSAGES_PER_MINUTE}"`,
    );
  }
  const renderThreads = Number(env.RENDER_THREADS ?? Math.max(1, availableParallelism() - 1));
  if (!Number.isInteger(renderThreads) || renderThreads < 0) {
    throw new Error(
      `RENDER_THREADS must be a whole number of threads, 0 or more, got "${env.RENDER_THREADS}"`,
    );
  }
  const registrationsPerIpPerHour = Number(
    env.REGISTRATIONS_PER_IP_PER_HOUR ?? DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR,
  );
  if (!Number.isInteger(registrationsPerIpPerHour) || registrationsPerIpPerHour < 1) {
    throw new Error(
      `REGISTRATIONS_PER_IP_PER_HOUR must be a whole number of sign-ups, at least 1, got "${env.REGISTRATIONS_PER_IP_PER_HOUR}"`,
    );
  }
  const e2eHooks = env.E2E_HOOKS === '1';
  if (e2eHooks && env.NODE_ENV === 'production') {
    throw new Error(
      'E2E_HOOKS is for the end-to-end suite: a production server (NODE_ENV=production) refuses it',
    );
  }
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken && metricsToken.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  }
  const drainDelayMs = Number(
    env.DRAIN_DELAY_MS?.trim() || (env.NODE_ENV === 'production' ? DEFAULT_PRODUCTION_DRAIN_DELAY_MS : 0),
  );
  if (!Number.isInteger(drainDelayMs) || drainDelayMs < 0 || drainDelayMs > MAX_DRAIN_DELAY_MS) {
    throw new Error(
      `DRAIN_DELAY_MS must be a whole number of milliseconds from 0 to ${MAX_DRAIN_DELAY_MS}, got "${env.DRAIN_DELAY_MS}"`,
    );
  }
  const paymentGateways = readPaymentGateways(env);
  const paymentSandbox = readPaymentSandbox(env);
  const missing = GATEWAY_VARIABLES.filter(({ gateway }) => !paymentGateways[gateway]);
  if (!paymentSandbox && missing.length > 0) {
    throw new Error(
      `Payment gateways without credentials: ${missing.map(({ gateway, variables }) => `${gateway} (${variables})`).join(', ')}. ` +
        'In production (NODE_ENV=production) every gateway needs its credentials: without them it would run against ' +
        'the local sandbox, where anyone can approve a payment. Set them, or PAYMENT_SANDBOX=1 for a demo site ' +
        'whose payments are not real.',
    );
  }

  return {
    port,
    host: env.HOST || '0.0.0.0',
    logLevel,
    database,
    databaseLabel: databaseUrl
      ? `postgres ${redactUrl(databaseUrl)}`
      : `pglite ${path.join(dataDir, 'pglite')}`,
    webRoot: path.resolve(paths.cwd, env.WEB_ROOT || paths.repoRoot),
    registryFile: env.REGISTRY_FILE ? path.resolve(paths.cwd, env.REGISTRY_FILE) : undefined,
    mail: smtpUrl ? { kind: 'smtp', url: smtpUrl } : { kind: 'outbox' },
    mailFrom: env.MAIL_FROM || 'Hanyu <no-reply@localhost>',
    publicUrl,
    trustProxy: !trustProxy || trustProxy === 'false' ? false : trustProxy === 'true' ? true : trustProxy,
    oauthProviders: readOAuthProviders(env),
    oauthRedirectOrigins: (env.OAUTH_REDIRECT_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    redis: redisUrl ? { url: redisUrl, prefix: redisPrefix } : undefined,
    classroomSecret,
    classroomIceServers: readIceServers(env.CLASSROOM_ICE_SERVERS),
    storage: readStorageConfig(env, dataDir),
    serverBuildDir: path.join(dataDir, 'server-builds'),
    classroomProviders: readRoomProviders(env),
    paymentGateways,
    paymentSandbox,
    e2eHooks,
    chatMessagesPerMinute,
    registrationsPerIpPerHour,
    groupDecisionHours,
    renderThreads,
    metricsToken,
    drainDelayMs,
  };
}

const GATEWAY_VARIABLES = [
  { gateway: 'alipay', variables: 'ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY' },
  { gateway: 'paypal', variables: 'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID' },
  { gateway: 'goallpay', variables: 'GOALLPAY_MERCHANT_ID, GOALLPAY_KEY, GOALLPAY_GATEWAY_URL' },
] as const;

/** PAYMENT_SANDBOX=1|true or 0|false; unset: sandboxes outside production only (the one-command start has them). */
function readPaymentSandbox(env: Record<string, string | undefined>): boolean {
  const value = env.PAYMENT_SANDBOX?.trim().toLowerCase();
  if (!value) return env.NODE_ENV !== 'production';
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`PAYMENT_SANDBOX must be 1, true, 0 or false, got "${env.PAYMENT_SANDBOX}"`);
}

/** A JSON array of `{ urls, username?, credential? }`; none when unset. */
function readIceServers(text: string | undefined): IceServer[] {
  if (!text?.trim()) return [];
  const example = '[{"urls":["turn:turn.example.com:3478"],"username":"u","credential":"p"}]';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`CLASSROOM_ICE_SERVERS must be JSON such as ${example}`);
  }
  const parsed = v.safeParse(v.array(IceServer), json);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(top)'}: ${issue.message}`);
    throw new Error(`CLASSROOM_ICE_SERVERS must be such as ${example}; ${problems.join('; ')}`);
  }
  return parsed.output;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}
