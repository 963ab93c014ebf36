import path from 'node:path';
import { z } from 'zod';

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
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  PUBSUB_URL: urlWithProtocols(['redis:', 'rediss:', 'nats:']).optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MARKET_SEED: z.coerce.number().int().default(20260101),
  CLOCK_START: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'must be an ISO date-time, e.g. 2026-11-20T15:00:00Z' })
    .optional(),
  NODE_ENV: z.string().optional(),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly pubsubUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  /** Demo data (demo investor, admin operator) is seeded on the embedded database, or when SEED_DEMO=1. */
  readonly seedDemo: boolean;
  readonly logLevel: string;
  readonly marketSeed: number;
  /**
   * Starts the server's clock at this instant (then it runs at normal speed), so demos
   * and browser flows can see an open market on a weekend. Unset: the real time.
   */
  readonly clockStart: number | undefined;
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
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pubsubUrl: e.PUBSUB_URL,
    smtpUrl: e.SMTP_URL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    marketSeed: e.MARKET_SEED,
    clockStart: e.CLOCK_START ? Date.parse(e.CLOCK_START) : undefined,
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
  return { ...config, databaseUrl: mask(config.databaseUrl), pubsubUrl: mask(config.pubsubUrl), smtpUrl: mask(config.smtpUrl) };
}
