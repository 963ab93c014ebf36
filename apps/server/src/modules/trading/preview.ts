import { CURRENCY_DECIMALS, type OrderPreview } from '@app/contracts';
import Decimal from 'decimal.js';
import { formatMinor } from '../../ledger/index.ts';
import type { OrderPlan, TradingCore } from './base.ts';
import { needsRiskWatch } from './liquidation.ts';
import { priceGuardRange } from './price-guard.ts';
import { ivaOf } from './tax.ts';

/** What the order page shows before the user commits (/trade/preview): the plan, its money and the wallet's. */
export async function previewOf(core: TradingCore, userId: number, plan: OrderPlan): Promise<OrderPreview> {
  const { instrument, rules, quote, request } = plan;
  const decimals = CURRENCY_DECIMALS[rules.currency];
  // The commission's IVA leaves the wallet with it (tax.ts): the total the user sees is what the order takes.
  const tax = await core.tax.rate();
  const iva = ivaOf(plan.fee, tax.rate);
  const total = plan.margin + plan.fee + iva;
  const balance = await core.ledger.balance(core.walletRef(userId, rules));
  const guard = priceGuardRange(quote, rules.priceGuardPercent, instrument.decimals);
  const session = quote.open ? undefined : core.market.session(instrument.code);
  let totalMxn: string | undefined;
  if (rules.currency !== 'MXN') {
    const mid = new Decimal(core.market.fxRate(rules.currency, 'MXN').mid);
    totalMxn = new Decimal(total.toString()).times(mid).dividedBy(100).toFixed(2, Decimal.ROUND_HALF_UP);
  }
  const liquidation = core.triggerPrice(request.direction, plan.price, plan.margin, plan.quantity, plan.spec.multiplier, plan.rate, rules.liquidationLevel, rules.currency, instrument.decimals);
  return {
    code: instrument.code,
    name: instrument.name.en,
    market: plan.market,
    source: instrument.source,
    walletType: rules.walletType,
    currency: rules.currency,
    priceCurrency: instrument.currency,
    direction: request.direction,
    orderType: request.orderType,
    marginMode: request.marginMode,
    leverage: plan.leverage,
    price: plan.price.toFixed(instrument.decimals),
    quantity: plan.quantity.toFixed(),
    multiplier: plan.spec.multiplier.toFixed(),
    notional: plan.notional.toFixed(instrument.decimals),
    margin: formatMinor(plan.margin, decimals),
    fee: formatMinor(plan.fee, decimals),
    feeRate: plan.feeRate.toString(),
    termsVersionId: rules.termsVersionId,
    total: formatMinor(total, decimals),
    iva: formatMinor(iva, decimals),
    ivaRate: tax.rate.toFixed(),
    // A market order fills at the ask (buy) or the bid (sell); a limit that does not cross waits at its limit.
    priceBasis: plan.fillsNow ? (request.direction === 0 ? 'ask' : 'bid') : 'limit',
    ...(instrument.currency !== rules.currency
      ? { conversion: { from: instrument.currency, to: rules.currency, rate: plan.rate.toSignificantDigits(10).toString(), notional: plan.notionalWallet.toFixed(decimals, Decimal.ROUND_HALF_UP) } }
      : {}),
    ...(totalMxn !== undefined ? { totalMxn } : {}),
    available: formatMinor(balance.available, decimals),
    enough: balance.available >= total,
    marketStatus: quote.status,
    marketOpen: quote.open,
    ...(session?.nextOpen !== undefined ? { nextOpen: session.nextOpen } : {}),
    fillsNow: plan.fillsNow && quote.open,
    priceGuard: { min: guard.min.toFixed(instrument.decimals), max: guard.max.toFixed(instrument.decimals), percent: rules.priceGuardPercent.toString() },
    minCount: plan.spec.min.toFixed(),
    step: plan.spec.step.toFixed(),
    ...(request.marginMode === 'half' && liquidation && needsRiskWatch(request.direction, plan.leverage) ? { liquidationPrice: liquidation.toFixed(instrument.decimals) } : {}),
    quote: quote.snapshot,
  };
}
