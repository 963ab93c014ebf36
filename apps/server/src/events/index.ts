import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub, Unsubscribe } from '../pubsub/index.ts';
import { EVENTS, type EventName, type EventPayload } from './map.ts';

export { EVENTS, type EventName, type EventPayload } from './map.ts';

/** Where a delivered event comes from: this process, or another one over ctx.pubsub. */
export interface EventMeta {
  origin: 'local' | 'remote';
}

export type EventHandler<N extends EventName> = (payload: EventPayload<N>, meta: EventMeta) => void | Promise<void>;

/**
 * The typed event bus (`ctx.events`). Names and payloads come from ONE map, `events/map.ts`.
 *
 * - `publish(name, payload)` runs this process's handlers first (awaited: when it resolves,
 *   every local cache is already told), then sends the event over ctx.pubsub to every other
 *   process (memory, Redis or NATS), where it is checked against its schema and handed to the
 *   handlers there. A process never gets its own event twice.
 * - `on(name, handler)` registers a handler and returns a function that removes it. The first
 *   handler of a name subscribes this process to that name's topic; `ready()` resolves once
 *   every such subscription is in place (buildApp awaits it after the modules' `init`).
 *
 * A failing handler is logged and does not stop the others, nor the publisher: events
 * announce what already happened (committed), they do not ask for permission.
 */
export interface Events {
  publish<N extends EventName>(name: N, payload: EventPayload<N>): Promise<void>;
  on<N extends EventName>(name: N, handler: EventHandler<N>): () => void;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The pub/sub topic of an event name. */
export const eventTopic = (name: EventName): string => `events:${name}`;

interface Wire {
  /** The publishing process's id, so it skips its own event. */
  o: string;
  /** The payload. */
  p: unknown;
}

type AnyHandler = (payload: unknown, meta: EventMeta) => void | Promise<void>;

export class EventBus implements Events {
  /** This bus's id (one per process, or per app in tests that build several). */
  readonly origin = crypto.randomUUID();
  private readonly handlers = new Map<EventName, Set<AnyHandler>>();
  private readonly subscriptions = new Map<EventName, Promise<Unsubscribe>>();
  private closed = false;

  constructor(
    private readonly pubsub: PubSub,
    private readonly log?: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {}

  async publish<N extends EventName>(name: N, payload: EventPayload<N>): Promise<void> {
    // A typo'd payload fails here, in the publisher's test, not in another process.
    const checked = EVENTS[name].parse(payload) as EventPayload<N>;
    await this.deliver(name, checked, { origin: 'local' });
    if (this.closed) return;
    try {
      await this.pubsub.publish(eventTopic(name), { o: this.origin, p: checked } satisfies Wire);
    } catch (err) {
      this.log?.error({ err, event: name }, 'event not sent to other processes');
    }
  }

  on<N extends EventName>(name: N, handler: EventHandler<N>): () => void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    const any = handler as AnyHandler;
    set.add(any);
    if (!this.subscriptions.has(name) && !this.closed) {
      const subscription = this.pubsub.subscribe(eventTopic(name), (message) => this.receive(name, message));
      // A failed subscription is reported by ready(); keep it from being an unhandled rejection meanwhile.
      subscription.catch(() => undefined);
      this.subscriptions.set(name, subscription);
    }
    return () => {
      set.delete(any);
    };
  }

  async ready(): Promise<void> {
    await Promise.all(this.subscriptions.values());
  }

  async close(): Promise<void> {
    this.closed = true;
    const subscriptions = [...this.subscriptions.values()];
    this.subscriptions.clear();
    this.handlers.clear();
    await Promise.all(subscriptions.map((s) => s.then((unsubscribe) => unsubscribe()).catch(() => undefined)));
  }

  private receive(name: EventName, message: unknown): void {
    const wire = message as Partial<Wire> | null;
    if (!wire || typeof wire !== 'object' || wire.o === this.origin) return;
    const parsed = EVENTS[name].safeParse(wire.p);
    if (!parsed.success) {
      this.log?.warn({ event: name, issues: parsed.error.issues }, 'malformed event from another process dropped');
      return;
    }
    void this.deliver(name, parsed.data as EventPayload<typeof name>, { origin: 'remote' });
  }

  private async deliver(name: EventName, payload: unknown, meta: EventMeta): Promise<void> {
    const set = this.handlers.get(name);
    if (!set) return;
    await Promise.all(
      [...set].map(async (handler) => {
        try {
          await handler(payload, meta);
        } catch (err) {
          this.log?.error({ err, event: name }, 'event handler failed');
        }
      }),
    );
  }
}

export function createEvents(pubsub: PubSub, log?: Pick<FastifyBaseLogger, 'warn' | 'error'>): EventBus {
  return new EventBus(pubsub, log);
}
