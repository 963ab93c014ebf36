import { describe, expect, it } from 'vitest';
import { headerBidAsk } from './quote-utils.ts';

describe('quote header bid/ask', () => {
  it('come from the order book answer when there is one (one snapshot with its first level)', () => {
    // The live push quote moved on (20.04179 / 20.04500) while the book is of an earlier second.
    const live = { bid: 20.04179, ask: 20.045 };
    const book = { bid: 20.03943, ask: 20.04264, bids: [{ price: 20.03943 }, { price: 20.039 }], asks: [{ price: 20.04264 }, { price: 20.043 }] };
    const best = headerBidAsk(live, book);
    expect(best).toEqual({ bid: book.bids[0]!.price, ask: book.asks[0]!.price });
    expect(headerBidAsk(live, undefined)).toEqual(live);
  });
});
