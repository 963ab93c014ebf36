import crypto from 'node:crypto';

/**
 * Remembers, per session and for a few minutes, that a transaction password was right,
 * so that a burst of orders does not pay an argon2 verification (tens of milliseconds of
 * CPU) each. Only this process's memory holds it (never the database), as an HMAC under
 * a random per-process key; a miss, another pin, another user or an expired entry goes
 * to the accounts service, which counts wrong tries and locks after five.
 */
export class PayPasswordCache {
  private readonly key = crypto.randomBytes(32);
  private readonly entries = new Map<string, { userId: number; digest: Buffer; until: number }>();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly verify: (userId: number, pin: string) => Promise<void>,
    private readonly now: () => number,
    private readonly ttlMs = 5 * 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  private digest(pin: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(pin).digest();
  }

  async check(userId: number, sessionId: string | undefined, pin: string): Promise<void> {
    const digest = this.digest(pin);
    const entry = sessionId ? this.entries.get(sessionId) : undefined;
    if (entry && entry.userId === userId && entry.until > this.now() && crypto.timingSafeEqual(entry.digest, digest)) return;
    // Orders sent together with the same pin share one verification (and count as one guess).
    const flight = `${userId}:${digest.toString('hex')}`;
    let verifying = this.inFlight.get(flight);
    if (!verifying) {
      verifying = this.verify(userId, pin).finally(() => this.inFlight.delete(flight));
      this.inFlight.set(flight, verifying);
    }
    await verifying;
    if (!sessionId) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { userId, digest, until: this.now() + this.ttlMs });
  }

  /** Forgets a session (logout, password change). */
  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }
}
