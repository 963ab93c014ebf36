import type { ConditionalOrderInput, OrderInput, TradeMarket } from '@app/contracts';
import type { TicketKind } from '../order-types/order-types.ts';

export interface ConditionalForm {
  kind: TicketKind;
  trigger: string;
  /** Stop-limit: its limit (a plain limit uses the ticket's own price field). */
  limit: string;
  trailBy: 'amount' | 'percent';
  trail: string;
  /** A plain limit with GTC rests as before (entrusted); Day or extended hours make it a conditional order. */
  tif: 'day' | 'gtc';
  extended: boolean;
  bracket: boolean;
  takeProfit: string;
  stopLoss: string;
  byAmount: boolean;
  amount: string;
}

export const INITIAL_CONDITIONAL: ConditionalForm = {
  kind: 'market',
  trigger: '',
  limit: '',
  trailBy: 'percent',
  trail: '',
  tif: 'gtc',
  extended: false,
  bracket: false,
  takeProfit: '',
  stopLoss: '',
  byAmount: false,
  amount: '',
};

export type ConditionalError = 'trigger' | 'limit' | 'trail' | 'bracket' | 'amount';

const PRICE = /^\d+(\.\d+)?$/;
const ok = (v: string) => PRICE.test(v.trim()) && Number(v) > 0;

/** Buy by amount is for US market buys (order-terms rule). */
export function amountAllowed(market: TradeMarket, direction: number, c: ConditionalForm, cash: boolean): boolean {
  return market === 'US' && direction === 0 && c.kind === 'market' && !c.bracket && cash;
}

export function validateConditional(c: ConditionalForm, byAmount: boolean): ConditionalError | undefined {
  if (byAmount) return ok(c.amount) ? undefined : 'amount';
  if ((c.kind === 'stop' || c.kind === 'stop_limit') && !ok(c.trigger)) return 'trigger';
  if (c.kind === 'stop_limit' && !ok(c.limit)) return 'limit';
  if (c.kind === 'trailing' && !ok(c.trail)) return 'trail';
  if (c.bracket && (!ok(c.takeProfit) || !ok(c.stopLoss))) return 'bracket';
  return undefined;
}

/** The conditional order the ticket sends, from the ticket's order body and the conditional fields. */
export function conditionalBody(order: OrderInput, c: ConditionalForm): ConditionalOrderInput {
  return {
    code: order.code,
    direction: order.direction,
    kind: c.kind,
    quantity: order.quantity ?? '',
    ...(c.kind === 'stop' || c.kind === 'stop_limit' ? { triggerPrice: c.trigger.trim() } : {}),
    ...(c.kind === 'limit' && order.price !== undefined ? { limitPrice: order.price } : {}),
    ...(c.kind === 'stop_limit' ? { limitPrice: c.limit.trim() } : {}),
    ...(c.kind === 'trailing' ? (c.trailBy === 'amount' ? { trailAmount: c.trail.trim() } : { trailPercent: c.trail.trim() }) : {}),
    timeInForce: c.tif,
    ...(c.kind === 'limit' && c.extended ? { extendedHours: true } : {}),
    ...(order.leverage !== undefined ? { leverage: order.leverage } : {}),
    ...(order.marginMode ? { marginMode: order.marginMode } : {}),
    ...(order.short ? { short: true } : {}),
    ...(c.bracket ? { bracket: { takeProfit: c.takeProfit.trim(), stopLoss: c.stopLoss.trim() } } : {}),
  };
}

/** The ticket's body for the preview and the create call when buying by amount (the server works out the quantity). */
export function withAmount(order: OrderInput, c: ConditionalForm): OrderInput {
  const { quantity: _q, ...rest } = order;
  void _q;
  return { ...rest, orderType: 0, amount: c.amount.trim() };
}
