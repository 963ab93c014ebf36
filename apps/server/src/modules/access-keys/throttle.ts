import { ACCESS_KEY_LOCK_MINUTES, ACCESS_KEY_WINDOW_MINUTES } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Wrong access-key guesses counted per subject (a user, an address) in a window of
 * ACCESS_KEY_WINDOW_MINUTES; reaching the subject's limit locks it for
 * ACCESS_KEY_LOCK_MINUTES. Counts and locks are rows, so they hold across server
 * processes; each failure is one atomic upsert, so parallel guesses cannot slip past.
 */
export class GuessThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The latest lock end among the subjects, when one is locked now. */
  async lockedUntil(subjects: string[], db: Db = this.db): Promise<number | undefined> {
    const now = this.clock.now();
    const rows = await db.selectFrom('access_key_throttle').select(['locked_until']).where('key', 'in', subjects).execute();
    const ends = rows.map((r) => r.locked_until?.getTime() ?? 0).filter((end) => end > now);
    return ends.length ? Math.max(...ends) : undefined;
  }

  /** Counts a failure of each subject (with its limit); answers the lock end if one is now locked. */
  async fail(subjects: { key: string; max: number }[], db: Db = this.db): Promise<number | undefined> {
    const now = new Date(this.clock.now());
    const windowStart = new Date(this.clock.now() - ACCESS_KEY_WINDOW_MINUTES * 60_000);
    const lockUntil = new Date(this.clock.now() + ACCESS_KEY_LOCK_MINUTES * 60_000);
    let locked: number | undefined;
    for (const subject of subjects) {
      // A window that has run out (or a lock that has) starts again from one.
      const fresh = sql<boolean>`(s.window_start <= ${windowStart}::timestamptz or (s.locked_until is not null and s.locked_until <= ${now}::timestamptz))`;
      const count = sql<number>`case when ${fresh} then 1 else s.failures + 1 end`;
      const result = await sql<{ failures: number; locked_until: Date | null }>`
        insert into access_key_throttle as s (key, failures, window_start, locked_until, updated_at)
        values (${subject.key}, 1, ${now}, ${subject.max <= 1 ? lockUntil : null}, ${now})
        on conflict (key) do update set
          failures = ${count},
          window_start = case when ${fresh} then ${now}::timestamptz else s.window_start end,
          locked_until = case when ${count} >= ${subject.max} then ${lockUntil}::timestamptz
                              when ${fresh} then null else s.locked_until end,
          updated_at = ${now}
        returning failures, locked_until`.execute(db);
      const until = result.rows[0]?.locked_until;
      if (until && new Date(until).getTime() > this.clock.now()) locked = Math.max(locked ?? 0, new Date(until).getTime());
    }
    return locked;
  }
}
