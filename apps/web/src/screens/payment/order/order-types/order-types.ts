import type { TradeMarket } from '@app/contracts';

/** What the ticket offers (issue 21): market and limit go straight to the create call; the others wait as conditional orders. */
export type TicketKind = 'market' | 'limit' | 'stop' | 'stop_limit' | 'trailing';

/**
 * The order types of a ticket (pure rule). Every market takes market, limit, stop, stop
 * limit and trailing stop orders, on both sides; a sale of shares held too (issue 28.1): at
 * the market now, at a limit (Day or GTC, extended hours where the market has them), or
 * when a stop is reached. Only the bracket needs a position to open (not a sale).
 */
export function ticketKinds(): readonly TicketKind[] {
  return ['market', 'limit', 'stop', 'stop_limit', 'trailing'];
}

/** Extended hours (pre-market and after-hours) are for US limit orders, when the published rule offers them. */
export function extendedHoursAllowed(market: TradeMarket, kind: TicketKind, published: boolean | undefined): boolean {
  return market === 'US' && kind === 'limit' && Boolean(published);
}

/** A bracket (take-profit and stop-loss on the position it opens) needs an order that opens one: not a sale, not a trailing stop or stop limit. */
export function bracketAllowed(kind: TicketKind, sellsHolding: boolean): boolean {
  return !sellsHolding && kind !== 'trailing' && kind !== 'stop_limit';
}

/**
 * True when the ticket's order goes to /orders/conditional/create rather than the create
 * call: the stops, a bracket, a limit with Day or extended hours, and every limit sale of
 * shares held (the create call sells shares at the market only; the conditional limit
 * sells them through the same sale path when the bid reaches the limit).
 */
export function goesConditional(c: { kind: TicketKind; tif: 'day' | 'gtc'; extended: boolean; bracket: boolean }, sellsHolding: boolean): boolean {
  if (c.kind === 'stop' || c.kind === 'stop_limit' || c.kind === 'trailing' || c.bracket) return true;
  return c.kind === 'limit' && (sellsHolding || c.tif === 'day' || c.extended);
}
