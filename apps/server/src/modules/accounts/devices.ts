import type { Device } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from './secrets.ts';
import type { SessionStore } from './sessions.ts';
import { tf } from './twofactor-messages.ts';

/** How often a session's use moves its device's "last seen" (per process): not a write per request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** The hash a device id is kept as; a login without one is a device of its own (a random id). */
export function deviceHash(deviceId: string | undefined, fallback: string): string {
  return sha256(deviceId ? `device:${deviceId}` : `once:${fallback}`);
}

/**
 * The devices a user signed in from (account_devices): remembered at each login, trusted
 * once they passed the second factor, listed in settings and signed out one by one.
 */
export class DeviceStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: SessionStore,
  ) {}

  /** Records a sign-in from a device (new or known); `trust` marks it trusted. Answers its id. */
  async remember(userId: number, hash: string, name: string, trust: boolean): Promise<number> {
    const now = new Date(this.clock.now());
    const row = await sql<{ id: number }>`
      insert into account_devices as d (user_id, device_hash, name, first_seen_at, last_seen_at, trusted_at)
      values (${userId}, ${hash}, ${name}, ${now}::timestamptz, ${now}::timestamptz, ${trust ? now : null}::timestamptz)
      on conflict (user_id, device_hash) do update set
        last_seen_at = excluded.last_seen_at,
        name = case when excluded.name = '' then d.name else excluded.name end,
        trusted_at = coalesce(d.trusted_at, excluded.trusted_at)
      returning id`.execute(this.db);
    return row.rows[0]!.id;
  }

  async isTrusted(userId: number, hash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('account_devices')
      .select(['id'])
      .where('user_id', '=', userId)
      .where('device_hash', '=', hash)
      .where('trusted_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** When the user's newest device by `at` was first seen (the withdrawal review's "new device" signal). */
  async newestSeenBy(userId: number, at: Date): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('account_devices')
      .select((eb) => eb.fn.max('first_seen_at').as('newest'))
      .where('user_id', '=', userId)
      .where('first_seen_at', '<=', at)
      .executeTakeFirst();
    return row?.newest ? new Date(row.newest).getTime() : undefined;
  }

  /** Trusts the device of a session (the one that just confirmed enrolment). */
  async trustSessionDevice(sessionId: string): Promise<void> {
    await sql`
      update account_devices set trusted_at = ${new Date(this.clock.now())}::timestamptz
      where id = (select device_id from sessions where id = ${sessionId}) and trusted_at is null`.execute(this.db);
  }

  /** Forgets every device's trust (two-factor turned off: a later enrolment starts afresh). */
  async clearTrust(userId: number): Promise<void> {
    await this.db.updateTable('account_devices').set({ trusted_at: null }).where('user_id', '=', userId).execute();
  }

  /**
   * The user's devices that can still do something: a live session, or trust. The
   * caller's own device is marked `current`.
   */
  async list(userId: number, sessionId: string): Promise<Device[]> {
    const now = new Date(this.clock.now());
    const rows = await sql<{ id: number; name: string; first_seen_at: Date; last_seen_at: Date; trusted_at: Date | null; live: number | string; current: boolean }>`
      select d.id, d.name, d.first_seen_at, d.last_seen_at, d.trusted_at,
        count(s.id) as live,
        coalesce(bool_or(s.id = ${sessionId}), false) as current
      from account_devices d
      left join sessions s on s.device_id = d.id and s.revoked_at is null and s.expires_at > ${now}::timestamptz
      where d.user_id = ${userId}
      group by d.id
      having count(s.id) > 0 or d.trusted_at is not null
      order by d.last_seen_at desc, d.id desc
      limit 50`.execute(this.db);
    return rows.rows.map((row) => ({
      id: row.id,
      name: row.name,
      firstSeenAt: row.first_seen_at.getTime(),
      lastSeenAt: row.last_seen_at.getTime(),
      trusted: row.trusted_at !== null,
      current: row.current,
      sessions: Number(row.live),
    }));
  }

  /**
   * Signs one device out: its sessions are revoked (their sockets close on every process,
   * through the sessions' revocation event) and its row goes, with its trust.
   */
  async signOut(userId: number, id: number): Promise<void> {
    const device = await this.db.selectFrom('account_devices').select(['id']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!device) throw new AppError('NOT_FOUND', tf.deviceNotFound, {}, { field: 'id' });
    await this.sessions.revokeDeviceSessions(userId, id);
    await this.db.deleteFrom('account_devices').where('id', '=', id).where('user_id', '=', userId).execute();
  }

  /** Seen now (at most once per TOUCH_EVERY_MS per device and process). */
  private readonly touched = new Map<number, number>();
  async touch(deviceId: number): Promise<void> {
    const now = this.clock.now();
    const last = this.touched.get(deviceId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
    if (this.touched.size > 10_000) this.touched.clear();
    this.touched.set(deviceId, now);
    await this.db.updateTable('account_devices').set({ last_seen_at: new Date(now) }).where('id', '=', deviceId).where('last_seen_at', '<', new Date(now)).execute();
  }
}
