import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PUBSUB_NAMESPACE } from './pubsub/index.ts';

/**
 * Configuration, read once from the environment at start-up, validated and frozen.
 * A bad value stops the process with a message naming the variable.
 */
const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  PUBSUB_URL: urlWithProtocols(['redis:', 'rediss:', 'nats:']).optional(),
  // One NATS subject token and a plain Redis channel prefix: no dots, spaces or wildcards.
  PUBSUB_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be 1-64 letters, digits, - or _' })
    .default(DEFAULT_PUBSUB_NAMESPACE),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  PUBLIC_URL: urlWithProtocols(['https:', 'http:'])
    .refine((value) => !/[?#]/.test(value), { message: 'must be an address without ? or # (e.g. https://app.bolsa.mx)' })
    .optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  SIMULATED_CHAIN: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MARKET_SEED: z.coerce.number().int().default(20260101),
  CLOCK_START: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'must be an ISO date-time, e.g. 2026-11-20T15:00:00Z' })
    .optional(),
  CLOCK_CONTROL: z.enum(['0', '1']).optional(),
  NODE_ENV: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a comma-separated list of addresses/CIDRs' });
      return parsed ?? false;
    })
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, { message: 'must have at least 16 characters' }).optional(),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .transform((value, ctx) => {
      const key = parseKey256(value);
      if (!key) ctx.addIssue({ code: 'custom', message: 'must be 32 bytes as 64 hex digits or base64 (e.g. `openssl rand -hex 32`)' });
      return key ?? Buffer.alloc(0);
    })
    .optional(),
});

/** A 256-bit key written as 64 hex digits or as base64 (44 characters with its padding). */
export function parseKey256(raw: string): Buffer | undefined {
  const value = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : undefined;
  }
  return undefined;
}

/**
 * The TOTP key outside production when TOTP_ENCRYPTION_KEY is unset: fixed (so a dev database
 * keeps working across restarts) and public, so it protects nothing; production refuses to start without one.
 */
export const DEV_TOTP_ENCRYPTION_KEY = crypto.createHash('sha256').update('bolsa-mx development TOTP encryption key (public, not for production)').digest();

export interface Config {
  readonly port: number;
  /** HOST, else 127.0.0.1 in demo mode (demo passwords are seeded) and 0.0.0.0 otherwise. */
  readonly host: string;
  /** Prometheus /metrics on a port of its own (on `host`); unset: not served on a port of its own. */
  readonly metricsPort: number | undefined;
  /** /metrics on the API port, only for `Authorization: Bearer <METRICS_TOKEN>`; unset: 404 there. */
  readonly metricsToken: string | undefined;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly pubsubUrl: string | undefined;
  /**
   * PUBSUB_NAMESPACE: every pub/sub topic is `<namespace>.<topic>` and the Redis rate-limit
   * counters `<namespace>:rl:…`, so deployments sharing one Redis or NATS stay apart.
   */
  readonly pubsubNamespace: string;
  readonly smtpUrl: string | undefined;
  /** PUBLIC_URL: where users reach the app, for shared links (the referral link); unset, no link is offered. */
  readonly publicUrl: string | undefined;
  /** Demo data (demo investor, admin operator) is seeded on the embedded database, or when SEED_DEMO=1. */
  readonly seedDemo: boolean;
  /**
   * SIMULATED_CHAIN=1: crypto deposits are sent on the simulated chain and credited by the chain
   * watcher at 3 confirmations. Default: on in demo mode only; off, crypto deposits wait for an
   * operator's review (there is no real chain provider in this build).
   */
  readonly simulatedChain: boolean;
  readonly logLevel: string;
  readonly marketSeed: number;
  /**
   * Starts the server's clock at this instant (then it runs at normal speed), so demos
   * and browser flows can see an open market on a weekend. Unset: the real time.
   */
  readonly clockStart: number | undefined;
  /**
   * CLOCK_CONTROL=1 (browser flows only): `POST /web/test/clock` from this machine moves the
   * server's clock forward (http/clock-control.ts). Refused with NODE_ENV=production.
   */
  readonly clockControl: boolean;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): false (default) ignores X-Forwarded-For; true trusts
   * every hop; a number trusts that many hops; a list trusts those addresses/CIDRs. Decides
   * `req.ip`, and so the rate-limit buckets and audited addresses.
   */
  readonly trustProxy: TrustProxy;
  /**
   * AES-256-GCM key of the TOTP secrets at rest (TOTP_ENCRYPTION_KEY, 32 bytes). Required when
   * NODE_ENV=production; elsewhere a fixed development key when unset (`totpKeyIsDev`).
   */
  readonly totpEncryptionKey: Buffer;
  readonly totpKeyIsDev: boolean;
  /** NODE_ENV=production: the dev servers' origins (Vite, ports 5173/5174) may not open the sockets. */
  readonly production: boolean;
}

export type TrustProxy = boolean | number | string[];

/** Names Fastify (proxy-addr) accepts in a trusted list besides addresses and CIDRs. */
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: 'true'/'false', a hop count, or addresses/CIDRs separated by commas; undefined if invalid. */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const list = value.split(',').map((item) => item.trim()).filter(Boolean);
  const isAddress = (item: string) => {
    const [address = '', bits, extra] = item.split('/');
    if (extra === undefined && bits === undefined && PROXY_ADDRESS_NAMES.has(address)) return true;
    if (extra !== undefined || !net.isIP(address)) return false;
    if (bits === undefined) return true;
    const max = net.isIPv4(address) ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) <= max;
  };
  return list.length > 0 && list.every(isAddress) ? list : undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as they do in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT && e.METRICS_PORT === e.PORT) throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT');
  if (!e.TOTP_ENCRYPTION_KEY && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  TOTP_ENCRYPTION_KEY: required when NODE_ENV=production (32 bytes as 64 hex digits or base64, e.g. `openssl rand -hex 32`)');
  }
  if (e.CLOCK_CONTROL === '1' && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  CLOCK_CONTROL: the test clock cannot be on with NODE_ENV=production');
  }
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST ?? (seedDemo ? '127.0.0.1' : '0.0.0.0'),
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pubsubUrl: e.PUBSUB_URL,
    pubsubNamespace: e.PUBSUB_NAMESPACE,
    smtpUrl: e.SMTP_URL,
    /** Where users reach the app (shared links: the referral link); none, and no link is offered. */
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    seedDemo,
    simulatedChain: e.SIMULATED_CHAIN ? e.SIMULATED_CHAIN === '1' : seedDemo,
    logLevel: e.LOG_LEVEL,
    marketSeed: e.MARKET_SEED,
    clockStart: e.CLOCK_START ? Date.parse(e.CLOCK_START) : undefined,
    clockControl: e.CLOCK_CONTROL === '1',
    trustProxy: e.TRUST_PROXY ?? false,
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY ?? DEV_TOTP_ENCRYPTION_KEY,
    totpKeyIsDev: !e.TOTP_ENCRYPTION_KEY,
    production: e.NODE_ENV === 'production',
  });
}

/** The configuration with secrets (passwords in URLs) masked, for the start-up log. */
export function maskedConfig(config: Config): Record<string, unknown> {
  const mask = (url: string | undefined) => {
    if (!url) return undefined;
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  };
  return { ...config, metricsToken: config.metricsToken ? '***' : undefined, totpEncryptionKey: config.totpKeyIsDev ? 'development key' : '***', databaseUrl: mask(config.databaseUrl), pubsubUrl: mask(config.pubsubUrl), smtpUrl: mask(config.smtpUrl) };
}
