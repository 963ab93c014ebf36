import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { Authenticator } from './http/auth.ts';
import type { JobsService } from './jobs/service.ts';
import type { Clock } from './lib/clock.ts';
import type { Events } from './events/index.ts';
import type { PubSub } from './pubsub/index.ts';

/**
 * Services that modules offer each other. Each module adds its own entry by
 * declaration merging from its own folder:
 *
 *   declare module '../../context.ts' { interface Services { market: MarketService } }
 *
 * Modules talk through these services, never through each other's tables.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each module
export interface Services {}

/** What every module gets: configuration and the shared infrastructure. */
export interface AppContext {
  readonly config: Config;
  readonly db: Db;
  readonly dbKind: 'pglite' | 'postgres';
  readonly clock: Clock;
  readonly pubsub: PubSub;
  /** The typed event bus (events/map.ts), in-process and across processes over `pubsub`. */
  readonly events: Events;
  readonly log: FastifyBaseLogger;
  /** Background jobs on the database (jobs/service.ts): `ctx.jobs.define({ name, schedule, run })` at init. */
  readonly jobs: JobsService;
  /** Replaced by the accounts module; until then every private call is a 401. */
  authenticator: Authenticator;
  readonly services: Partial<Services>;
}

/**
 * A product area of the server. `init` builds the module's services (in list order,
 * so later modules may use earlier ones), `routes` registers its calls, `start` and
 * `stop` run background work (tickers, jobs) for a listening server only.
 */
export interface AppModule {
  name: string;
  init?(ctx: AppContext): void | Promise<void>;
  routes?(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
  seedDemo?(ctx: AppContext): Promise<void>;
  start?(ctx: AppContext): void | Promise<void>;
  stop?(ctx: AppContext): void | Promise<void>;
}

/** Gets a service another module provides, failing loudly at start-up when it is missing. */
export function need<K extends keyof Services>(ctx: AppContext, key: K): Services[K] {
  const service = ctx.services[key];
  if (!service) throw new Error(`service "${String(key)}" is not registered; check the module order in modules/index.ts`);
  return service as Services[K];
}
