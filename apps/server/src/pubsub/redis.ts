import { Redis } from 'ioredis';
import type { PubSub, PubSubHandler, Unsubscribe } from './index.ts';

/** Redis pub/sub: one connection publishes, one (in subscriber mode) listens. */
export class RedisPubSub implements PubSub {
  readonly kind = 'redis';
  private readonly handlers = new Map<string, Set<PubSubHandler>>();
  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
  ) {
    sub.on('message', (topic: string, raw: string) => {
      const message: unknown = JSON.parse(raw);
      for (const handler of this.handlers.get(topic) ?? []) handler(message);
    });
  }

  static async connect(url: string): Promise<RedisPubSub> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    await Promise.all([pub.connect(), sub.connect()]);
    return new RedisPubSub(pub, sub);
  }

  async publish(topic: string, message: unknown): Promise<void> {
    await this.pub.publish(topic, JSON.stringify(message));
  }

  async subscribe(topic: string, handler: PubSubHandler): Promise<Unsubscribe> {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
      await this.sub.subscribe(topic);
    }
    set.add(handler);
    return async () => {
      const current = this.handlers.get(topic);
      if (!current) return;
      current.delete(handler);
      if (current.size === 0) {
        this.handlers.delete(topic);
        await this.sub.unsubscribe(topic);
      }
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
