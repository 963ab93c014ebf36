import crypto from 'node:crypto';
import { need, type AppContext } from '../../context.ts';

interface Entry {
  userId: number;
  digest: Buffer;
  /** The stamp of the stored password it was checked against (accounts.payPasswordStamp). */
  stamp: string;
  until: number;
}

/**
 * What the product areas call before they move a user's money: throws the localized
 * refusal (not set, wrong with tries left, locked, throttled) unless `pin` is the user's
 * transaction password. `need(ctx, 'accounts').payPasswords.check(userId, sessionId, pin)`.
 */
export interface PayPasswords {
  check(userId: number, sessionId: string | undefined, pin: string): Promise<void>;
}

/**
 * The one memory of the accounts service (`accounts.payPasswords`), shared by every area:
 * remembers, per session and for a few minutes, that a transaction password was right,
 * so that a burst of orders does not pay an argon2 verification (tens of milliseconds of
 * CPU) each. Only this process's memory holds it (never the database), as an HMAC under
 * a random per-process key.
 *
 * The memory never outranks the accounts service: every check first reads the password's
 * lock and stamp (one query, `payPasswordStamp`), so a locked password refuses even a
 * remembered one, and a remembered one stands only for the stored password it was checked
 * against (a change takes effect at once on every process, whatever the event delay). The
 * events `accounts.payPasswordChanged`/`payPasswordLocked`/`sessionsRevoked`/`userFrozen`
 * also forget the entries at once. A miss, another pin, another user or an expired entry
 * goes to `verifyPayPassword`, which throttles, counts wrong tries and locks after five.
 */
export class PayPasswordMemory implements PayPasswords {
  private readonly key = crypto.randomBytes(32);
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly ctx: AppContext,
    options: { ttlMs?: number; maxEntries?: number } = {},
  ) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    ctx.events.on('accounts.payPasswordChanged', ({ userId }) => this.forgetUser(userId));
    ctx.events.on('accounts.payPasswordLocked', ({ userId }) => this.forgetUser(userId));
    ctx.events.on('accounts.userFrozen', ({ userId }) => this.forgetUser(userId));
    ctx.events.on('accounts.sessionsRevoked', ({ userId, sessionIds, except }) => {
      if (sessionIds) for (const id of sessionIds) this.forget(id);
      else if (userId !== undefined) this.forgetUser(userId, except);
    });
  }

  /** Remembered sessions (tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  private digest(pin: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(pin).digest();
  }

  async check(userId: number, sessionId: string | undefined, pin: string): Promise<void> {
    const accounts = need(this.ctx, 'accounts');
    // The lock first: throws while locked (or not set), whatever this process remembers.
    const stamp = await accounts.payPasswordStamp(userId);
    const digest = this.digest(pin);
    const entry = sessionId ? this.entries.get(sessionId) : undefined;
    const now = this.ctx.clock.now();
    if (entry && entry.userId === userId && entry.stamp === stamp && entry.until > now && crypto.timingSafeEqual(entry.digest, digest)) return;
    if (entry && sessionId) this.entries.delete(sessionId);
    // Orders sent together with the same pin share one verification (accounts merges them).
    await accounts.verifyPayPassword(userId, pin);
    if (!sessionId) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { userId, digest, stamp, until: this.ctx.clock.now() + this.ttlMs });
  }

  /** Forgets a session (logout, password change). */
  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  /** Forgets every session of a user (but `except`). */
  forgetUser(userId: number, except?: string): void {
    for (const [sessionId, entry] of this.entries) if (entry.userId === userId && sessionId !== except) this.entries.delete(sessionId);
  }
}
