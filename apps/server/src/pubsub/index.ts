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

export async function createPubSub(url: string | undefined): Promise<PubSub> {
  if (!url) return new MemoryPubSub();
  const protocol = new URL(url).protocol;
  if (protocol === 'nats:') {
    const { NatsPubSub } = await import('./nats.ts');
    return NatsPubSub.connect(url);
  }
  const { RedisPubSub } = await import('./redis.ts');
  return RedisPubSub.connect(url);
}
