import { tradingApi, type MinCount, type OrderInput, type TradeMarket, type TradeRate } from '@app/contracts';
import { validateQuantity, type QuantityError } from '../../../../components/trade/quantity.ts';

/** The create call of each market (contract: CREATE_CALL_MARKETS). */
export function createCallOf(market: TradeMarket) {
  if (market === 'HK') return tradingApi.hkCreate;
  if (market === 'FUTURES') return tradingApi.goldCreate;
  if (market === 'FOREX') return tradingApi.crudeCreate;
  return tradingApi.stockCreate;
}

export interface OrderForm {
  direction: 0 | 1;
  orderType: 0 | 1;
  quantity: string;
  price: string;
  leverage: number | undefined;
  marginMode: 'half' | 'full';
  stops: boolean;
  stopLoss: string;
  takeProfit: string;
  /** Stocks on a margin account: sell short instead of selling shares held (issue 12). */
  short?: boolean;
}

export interface FormErrors {
  quantity?: { key: QuantityError; params: Record<string, string> };
  price?: 'required' | 'invalid';
  stops?: 'invalid';
}

const PRICE = /^\d+(\.\d+)?$/;

export function validateForm(form: OrderForm, min: MinCount | undefined): FormErrors {
  const errors: FormErrors = {};
  if (min) {
    const q = validateQuantity(form.quantity, min);
    if (q) errors.quantity = { key: q, params: { min: min.minCount, max: min.maxCount, step: min.step } };
  } else if (!PRICE.test(form.quantity.trim())) errors.quantity = { key: form.quantity.trim() ? 'invalid' : 'required', params: {} };
  if (form.orderType === 1) {
    if (!form.price.trim()) errors.price = 'required';
    else if (!PRICE.test(form.price) || Number(form.price) <= 0) errors.price = 'invalid';
  }
  if (form.stops) {
    const bad = (v: string) => v.trim() !== '' && (!PRICE.test(v) || Number(v) <= 0);
    if (bad(form.stopLoss) || bad(form.takeProfit)) errors.stops = 'invalid';
  }
  return errors;
}

/** The order the page would send (preview and create), without the password. */
export function orderBody(code: string, form: OrderForm, rate: TradeRate | undefined): OrderInput {
  return {
    code,
    direction: form.direction,
    orderType: form.orderType,
    quantity: form.quantity.trim(),
    ...(form.orderType === 1 ? { price: form.price.trim() } : {}),
    leverage: form.leverage ?? rate?.defaultLeverage,
    marginMode: rate && !rate.marginModes.includes(form.marginMode) ? rate.marginModes[0] : form.marginMode,
    ...(form.stops && form.stopLoss.trim() ? { stopLoss: form.stopLoss.trim() } : {}),
    ...(form.stops && form.takeProfit.trim() ? { takeProfit: form.takeProfit.trim() } : {}),
    ...(form.short && form.direction === 1 ? { short: true } : {}),
  };
}

/** Decimals of a price on an instrument's tick grid. */
export function tickDecimals(tickSize: number | undefined, decimals: number | undefined): number {
  return decimals ?? (tickSize ? Math.max(0, -Math.floor(Math.log10(tickSize))) : 2);
}
