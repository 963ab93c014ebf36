/**
 * Reconnect delays of the push socket: exponential from 1 s, capped at 30 s, with up to
 * 30 % random jitter (the shared socket client's, packages/socket).
 */
export { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelay } from '@app/socket';

/**
 * Reference counts of topics shared by many components: the socket subscribes when the
 * first one wants a topic and unsubscribes when the last one lets go.
 */
export class TopicCounter {
  private readonly counts = new Map<string, number>();

  /** Adds one reference to each topic; returns the topics that were not wanted before. */
  acquire(topics: Iterable<string>): string[] {
    const added: string[] = [];
    for (const topic of topics) {
      const n = this.counts.get(topic) ?? 0;
      this.counts.set(topic, n + 1);
      if (n === 0) added.push(topic);
    }
    return added;
  }

  /** Drops one reference from each topic; returns the topics nobody wants any more. */
  release(topics: Iterable<string>): string[] {
    const removed: string[] = [];
    for (const topic of topics) {
      const n = this.counts.get(topic);
      if (n === undefined) continue;
      if (n <= 1) {
        this.counts.delete(topic);
        removed.push(topic);
      } else this.counts.set(topic, n - 1);
    }
    return removed;
  }

  has(topic: string): boolean {
    return this.counts.has(topic);
  }

  count(topic: string): number {
    return this.counts.get(topic) ?? 0;
  }

  get size(): number {
    return this.counts.size;
  }

  topics(): string[] {
    return [...this.counts.keys()];
  }
}

/**
 * Subscription changes waiting to be sent: a topic wanted and let go again before the
 * next flush cancels out, so a page switch that drops and re-adds the same quotes sends
 * nothing.
 */
export class PendingChanges {
  private readonly subs = new Set<string>();
  private readonly unsubs = new Set<string>();

  sub(topics: Iterable<string>): void {
    for (const topic of topics) {
      if (!this.unsubs.delete(topic)) this.subs.add(topic);
    }
  }

  unsub(topics: Iterable<string>): void {
    for (const topic of topics) {
      if (!this.subs.delete(topic)) this.unsubs.add(topic);
    }
  }

  /** Takes what is to send and empties the queue. */
  take(): { sub: string[]; unsub: string[] } {
    const out = { sub: [...this.subs], unsub: [...this.unsubs] };
    this.subs.clear();
    this.unsubs.clear();
    return out;
  }

  clear(): void {
    this.subs.clear();
    this.unsubs.clear();
  }
}

/** Splits a list into chunks of at most `size` (one `sub` message holds at most PUSH_MAX_TOPICS). */
export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
