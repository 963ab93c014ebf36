/**
 * Live rows of one table kept in memory by instrument, for a job that evaluates them on
 * every market tick (the conditional orders' `trading.triggers`, the price alerts'
 * `alerts.evaluate`) without reading them all from the database each second.
 *
 * The table carries a `seq` column that every change bumps (from a sequence). The book
 * follows it: each tick it reads the rows whose seq is past the last one it saw (looking
 * back a little, because a seq taken before a slower transaction committed shows up a
 * tick later); after a pause (another process held the job's lease and may have changed
 * rows it did not follow, or the clock went back) it reloads every live row.
 *
 * A row the table no longer holds live must arrive as a change (a status moved on, a soft
 * delete), never as a DELETE: a deleted row bumps no seq and would stay in the book.
 */
export interface SeqWatch {
  id: number;
  code: string;
}

/** Where a book reads its rows from (the module's own queries on its own table). */
export interface SeqSource<R extends { seq: bigint }> {
  /** Every live row, and the table's highest seq (`coalesce(max(seq), 0)`), read together. */
  all(): Promise<{ rows: R[]; top: bigint }>;
  /** Every row (live or not) whose seq is above `from`, in seq order. */
  since(from: bigint): Promise<R[]>;
  /** Puts a live row in (replacing what the book had) or takes it out. */
  apply(row: R): void;
}

/** Seqs to read again on each tick: commits that took their seq earlier but landed later. */
const LOOK_BACK = 1000n;

export class SeqBook<W extends SeqWatch> {
  readonly byCode = new Map<string, W[]>();
  private readonly index = new Map<number, W>();
  lastSeq = 0n;
  private lastFollowAt = 0;

  /** @param staleMs a follower that has not followed for this long reloads everything. */
  constructor(private readonly staleMs = 5_000) {}

  get size(): number {
    return this.index.size;
  }

  get(id: number): W | undefined {
    return this.index.get(id);
  }

  clear(): void {
    this.byCode.clear();
    this.index.clear();
    this.lastSeq = 0n;
  }

  /** Remembers the highest seq seen. */
  noteSeq(seq: bigint): void {
    if (seq > this.lastSeq) this.lastSeq = seq;
  }

  /** Puts a watch in, replacing the one with its id. */
  put(watch: W): void {
    const known = this.index.get(watch.id);
    if (known) this.remove(known);
    this.index.set(watch.id, watch);
    const list = this.byCode.get(watch.code);
    if (list) list.push(watch);
    else this.byCode.set(watch.code, [watch]);
  }

  remove(watch: W): void {
    this.index.delete(watch.id);
    const list = this.byCode.get(watch.code);
    if (!list) return;
    const at = list.indexOf(watch);
    if (at >= 0) {
      list[at] = list[list.length - 1]!;
      list.pop();
    }
    if (list.length === 0) this.byCode.delete(watch.code);
  }

  removeId(id: number): void {
    const known = this.index.get(id);
    if (known) this.remove(known);
  }

  /** Brings the book up to date at `now` (ms): 'full' when it reloaded every live row, 'changes' when it read what changed. */
  async follow<R extends { seq: bigint }>(now: number, source: SeqSource<R>): Promise<'full' | 'changes'> {
    const stale = now - this.lastFollowAt > this.staleMs || now < this.lastFollowAt;
    this.lastFollowAt = now;
    if (stale) {
      this.clear();
      const { rows, top } = await source.all();
      for (const row of rows) source.apply(row);
      this.lastSeq = top;
      return 'full';
    }
    const from = this.lastSeq > LOOK_BACK ? this.lastSeq - LOOK_BACK : 0n;
    for (const row of await source.since(from)) {
      source.apply(row);
      this.noteSeq(row.seq);
    }
    return 'changes';
  }
}
