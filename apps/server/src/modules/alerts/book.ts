import type { AlertKind } from '@app/contracts';
import { SeqBook } from '../../jobs/seq-book.ts';
import { step, toUnits, type AlertWatch } from './rules.ts';
import type { AlertRow } from './tables.ts';

/** A process that has not evaluated for this long reloads every live alert (another process may have fired some). */
const STALE_MS = 5_000;

/** What the evaluation needs of an instrument's quote: its last price and previous close. */
export interface AlertQuote {
  last: number;
  prevClose: number;
}

export type AlertBookRow = Pick<AlertRow, 'id' | 'user_id' | 'code' | 'kind' | 'price' | 'percent' | 'repeat' | 'state' | 'seq'>;

/**
 * The live price alerts (armed and waiting) in memory by instrument, followed by `seq`
 * (jobs/seq-book.ts, as trading's trigger book): the evaluation job decides every tick
 * without reading the table.
 */
export class AlertBook extends SeqBook<AlertWatch> {
  constructor() {
    super(STALE_MS);
  }

  /** Puts a row in (armed or waiting) or takes it out (triggered, deleted). */
  apply(row: AlertBookRow, decimals: number): void {
    this.noteSeq(row.seq);
    if (row.state !== 'armed' && row.state !== 'waiting') {
      this.removeId(row.id);
      return;
    }
    const scale = 10 ** decimals;
    this.put({
      id: row.id,
      userId: row.user_id,
      code: row.code,
      kind: row.kind as AlertKind,
      level: row.price === null ? 0 : toUnits(row.price, scale),
      basisPoints: row.percent === null ? 0 : Math.round(Number(row.percent) * 100),
      repeat: row.repeat,
      state: row.state,
      scale,
    });
  }

  /** One tick's decisions (pure over the book and the quotes): which alerts fire, which waiting ones are armed again. */
  decide(quoteOf: (code: string) => AlertQuote | undefined): { fire: AlertWatch[]; rearm: AlertWatch[] } {
    const fire: AlertWatch[] = [];
    const rearm: AlertWatch[] = [];
    for (const [code, list] of this.byCode) {
      const q = quoteOf(code);
      if (!q) continue;
      const scale = list[0]!.scale;
      const last = Math.round(q.last * scale);
      const prevClose = Math.round(q.prevClose * scale);
      for (const w of list) {
        const verdict = step(w, last, prevClose);
        if (verdict === 'fire') fire.push(w);
        else if (verdict === 'rearm') rearm.push(w);
      }
    }
    return { fire, rearm };
  }
}
