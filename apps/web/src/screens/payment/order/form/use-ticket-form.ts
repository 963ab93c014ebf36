import { tradingApi, type MinCount, type OrderInput, type StockQuote, type TradeAccount, type TradeRate } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../api/client.ts';
import { decimalsOfStep } from '../../../../components/trade/quantity.ts';
import { tradeKeys } from '../../../trade/queries.ts';
import { executablePrice, type PriceAt } from '../estimate/estimate.ts';
import { goesConditional } from '../order-types/order-types.ts';
import { amountAllowed, INITIAL_CONDITIONAL, validateConditional, withAmount, type ConditionalError, type ConditionalForm } from '../conditional/conditional-form.ts';
import { readDraft, saveDraft } from './draft.ts';
import { orderBody, tickDecimals, validateForm, type FormErrors, type OrderForm } from './order-form.ts';

export interface TicketInput {
  code: string;
  quote: StockQuote;
  min: MinCount;
  rate: TradeRate | undefined;
  account: TradeAccount;
  initialDirection: 0 | 1;
}

/** The ticket's state: the order form, its conditional part, what the account holds, and the body it sends. */
export interface TicketState {
  form: OrderForm;
  set: (patch: Partial<OrderForm>) => void;
  cond: ConditionalForm;
  patchCond: (patch: Partial<ConditionalForm>) => void;
  held: Decimal;
  isStock: boolean;
  cash: boolean;
  /** "Sell" on shares held (or on a cash account) sells them. */
  sellsHolding: boolean;
  leveraged: boolean;
  conditional: boolean;
  canByAmount: boolean;
  byAmount: boolean;
  condError: ConditionalError | undefined;
  errors: FormErrors;
  valid: boolean;
  body: OrderInput;
  pDecimals: number;
  qPlaces: number;
  /** The price the order would execute at, from the live quote (estimate.ts). */
  at: PriceAt | undefined;
}

/** Shares of `code` the user holds (long positions), for a stock. */
function useHeld(code: string, enabled: boolean): Decimal {
  const { i18n } = useTranslation();
  const byStock = useQuery({
    queryKey: tradeKeys.byStock(code, i18n.language),
    queryFn: ({ signal }) => call(tradingApi.getByStock, { body: { code } }, { signal }),
    enabled,
    staleTime: 5_000,
  });
  return (byStock.data?.positions ?? []).filter((x) => x.direction === 0).reduce((sum, x) => sum.plus(x.positionNum), new Decimal(0));
}

export function useTicketForm({ code, quote, min, rate, account, initialDirection }: TicketInput): TicketState {
  // Stocks: a cash account buys and sells shares (leverage 1); futures and forex open at the
  // published default leverage, as their rule says ("por defecto 10 / 50", issue 28.6).
  const isStock = min.market === 'US' || min.market === 'MX' || min.market === 'HK';
  const cash = account.account === 'cash';
  const held = useHeld(code, isStock);
  const [draft] = useState(() => readDraft(code, initialDirection));
  const [form, setForm] = useState<OrderForm>(() => draft?.form ?? ({
    direction: initialDirection,
    orderType: 0,
    quantity: min.minCount,
    price: '',
    leverage: isStock && cash ? 1 : rate?.defaultLeverage,
    marginMode: 'half',
    stops: false,
    stopLoss: '',
    takeProfit: '',
  }));
  const set = (patch: Partial<OrderForm>) => setForm((f) => ({ ...f, ...patch }));
  // Conditional orders, time in force, extended hours, buy by amount (issue 21; conditional-form.ts).
  const [cond, setCond] = useState<ConditionalForm>(draft?.cond ?? INITIAL_CONDITIONAL);
  const patchCond = (patch: Partial<ConditionalForm>) => setCond((c) => ({ ...c, ...patch }));
  useEffect(() => saveDraft(code, { form, cond }), [code, form, cond]);
  const sellsHolding = isStock && form.direction === 1 && !form.short && (held.gt(0) || cash);
  const leveraged = !isStock || (!cash && !sellsHolding);
  // A sale of shares held opens no position: nothing to bracket (its limit is a conditional limit, order-types.ts).
  useEffect(() => {
    if (sellsHolding && cond.bracket) setCond((c) => ({ ...c, bracket: false }));
  }, [sellsHolding, cond.bracket]);
  const conditional = goesConditional(cond, sellsHolding);
  const canByAmount = amountAllowed(min.market, form.direction, cond, cash);
  const byAmount = cond.byAmount && canByAmount;
  const condError = validateConditional(cond, byAmount);
  // Buying by amount, the server works out the quantity.
  const errors: FormErrors = { ...validateForm(form, min) };
  if (byAmount) delete errors.quantity;
  const valid = Object.keys(errors).length === 0 && !condError;
  const body = useMemo(() => (byAmount ? withAmount(orderBody(code, form, rate), cond) : orderBody(code, conditional ? { ...form, stops: false } : form, rate)), [code, form, rate, byAmount, cond, conditional]);
  const pDecimals = tickDecimals(quote.tickSize, quote.decimals);
  const at = executablePrice({ direction: form.direction, kind: cond.kind, bid: quote.bid, ask: quote.ask, limit: cond.kind === 'stop_limit' ? cond.limit : form.price, trigger: cond.trigger, trail: cond.trail, trailBy: cond.trailBy, decimals: pDecimals });
  return { form, set, cond, patchCond, held, isStock, cash, sellsHolding, leveraged, conditional, canByAmount, byAmount, condError, errors, valid, body, pDecimals, qPlaces: decimalsOfStep(min.step), at };
}
