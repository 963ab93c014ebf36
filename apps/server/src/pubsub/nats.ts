import { connect, type NatsConnection, type Subscription } from 'nats';
import type { PubSub, PubSubHandler, Unsubscribe } from './index.ts';

/** NATS core pub/sub (no JetStream: push events are live, not replayed). */
export class NatsPubSub implements PubSub {
  readonly kind = 'nats';
  private readonly subscriptions = new Set<Subscription>();
  private constructor(private readonly nc: NatsConnection) {}

  static async connect(url: string): Promise<NatsPubSub> {
    const u = new URL(url);
    const nc = await connect({ servers: `${u.hostname}:${u.port || 4222}`, ...(u.username ? { user: u.username, pass: u.password } : {}) });
    return new NatsPubSub(nc);
  }

  async publish(topic: string, message: unknown): Promise<void> {
    this.nc.publish(topic, JSON.stringify(message));
  }

  async subscribe(topic: string, handler: PubSubHandler): Promise<Unsubscribe> {
    const subscription = this.nc.subscribe(topic, {
      callback: (err, msg) => {
        if (!err) handler(JSON.parse(msg.string()));
      },
    });
    this.subscriptions.add(subscription);
    // Make sure the server knows of the subscription before the caller publishes.
    await this.nc.flush();
    return async () => {
      subscription.unsubscribe();
      this.subscriptions.delete(subscription);
    };
  }

  async close(): Promise<void> {
    await this.nc.drain();
  }
}
