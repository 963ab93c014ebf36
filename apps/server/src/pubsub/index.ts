import { EventEmitter } from 'node:events';

export type Unsubscribe = () => Promise<void>;
export type PubSubHandler = (message: unknown) => void;

/**
 * Carries events between server processes (push ticks, private notices). In one
 * process it is an EventEmitter; with PUBSUB_URL it is Redis or NATS, so that a user
 * connected to one process hears what another process did.
 */
export interface PubSub {
  readonly kind: 'memory' | 'redis' | 'nats';
  publish(topic: string, message: unknown): Promise<void>;
  subscribe(topic: string, handler: PubSubHandler): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export class MemoryPubSub implements PubSub {
  readonly kind = 'memory';
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  async publish(topic: string, message: unknown): Promise<void> {
    // Same-process delivery is asynchronous, as it would be over a network.
    queueMicrotask(() => this.emitter.emit(topic, message));
  }
  async subscribe(topic: string, handler: PubSubHandler): Promise<Unsubscribe> {
    this.emitter.on(topic, handler);
    return async () => {
      this.emitter.off(topic, handler);
    };
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** PUBSUB_NAMESPACE when unset (config.ts). */
export const DEFAULT_PUBSUB_NAMESPACE = 'bolsa';

/**
 * Puts every topic under `<namespace>.`, so that two deployments (or two test files) sharing
 * one Redis or NATS never hear each other, whatever topics their modules build.
 */
class NamespacedPubSub implements PubSub {
  readonly kind: PubSub['kind'];
  constructor(
    private readonly inner: PubSub,
    private readonly namespace: string,
  ) {
    this.kind = inner.kind;
  }
  publish(topic: string, message: unknown): Promise<void> {
    return this.inner.publish(`${this.namespace}.${topic}`, message);
  }
  subscribe(topic: string, handler: PubSubHandler): Promise<Unsubscribe> {
    return this.inner.subscribe(`${this.namespace}.${topic}`, handler);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

/** The broker of PUBSUB_URL (in-process without one), its topics under PUBSUB_NAMESPACE. */
export async function createPubSub(url: string | undefined, namespace: string = DEFAULT_PUBSUB_NAMESPACE): Promise<PubSub> {
  if (!url) return new MemoryPubSub();
  const protocol = new URL(url).protocol;
  if (protocol === 'nats:') {
    const { NatsPubSub } = await import('./nats.ts');
    return new NamespacedPubSub(await NatsPubSub.connect(url), namespace);
  }
  const { RedisPubSub } = await import('./redis.ts');
  return new NamespacedPubSub(await RedisPubSub.connect(url), namespace);
}
