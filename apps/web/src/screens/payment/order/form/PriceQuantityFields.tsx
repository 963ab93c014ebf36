import type { MinCount, OrderPreview, StockQuote } from '@app/contracts';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { price, quantity as qty, unitLabel } from '../../../../components/trade/format.ts';
import { cleanDecimalInput, stepQuantity } from '../../../../components/trade/quantity.ts';
import { Field, Stepper } from '../../parts.tsx';
import { KindPicker } from '../conditional/ConditionalFields.tsx';
import type { TicketKind } from '../order-types/order-types.ts';
import type { TicketState } from './use-ticket-form.ts';

interface Props {
  ticket: TicketState;
  quote: StockQuote;
  min: MinCount;
  preview: OrderPreview | undefined;
  /** The preview's refusal of a field, shown under it. */
  serverError: (field: 'price' | 'quantity') => string | undefined;
}

/** The lot, board lot or contract size under the quantity. */
function quantityExtra(t: (key: string, o?: Record<string, unknown>) => string, min: MinCount): string | undefined {
  if (min.quantityUnit === 'lot' && min.lotUnits) return t('payment.lotUnits', { units: qty(String(min.lotUnits)) });
  if (min.quantityUnit === 'contract' && min.contractSize) return t('payment.contractSize', { size: qty(String(min.contractSize)) });
  return min.lotSize > 1 ? t('payment.boardLot', { lot: min.lotSize }) : undefined;
}

/** The order type, the price (market, or a limit on the tick grid) and the quantity on the lot grid. */
export function PriceQuantityFields({ ticket, quote, min, preview: p, serverError }: Props) {
  const { t } = useTranslation();
  const { form, set, cond, patchCond, sellsHolding, errors, pDecimals, qPlaces, byAmount } = ticket;
  const unit = unitLabel(t, min.market);
  const quantityError = errors.quantity ? t(`payment.errors.quantity.${errors.quantity.key}`, errors.quantity.params) : serverError('quantity');
  const priceError = errors.price ? t(`payment.errors.price.${errors.price}`) : serverError('price');
  const extra = quantityExtra(t, min);
  function pickKind(kind: TicketKind) {
    patchCond({ kind, ...(kind !== 'limit' ? { extended: false } : {}), ...(kind === 'trailing' || kind === 'stop_limit' ? { bracket: false } : {}), ...(kind !== 'market' ? { byAmount: false } : {}) });
    const ot = kind === 'limit' ? 1 : 0;
    set({ orderType: ot, ...(ot === 1 && !form.price ? { price: new Decimal(quote.price_nominal).toFixed(pDecimals) } : {}) });
  }
  function stepPrice(direction: 1 | -1) {
    const tick = new Decimal(quote.tickSize || 10 ** -pDecimals);
    const base = /^\d+(\.\d+)?$/.test(form.price) ? new Decimal(form.price) : new Decimal(quote.price_nominal);
    const next = Decimal.max(tick, base.dividedBy(tick).round().plus(direction).times(tick));
    set({ price: next.toFixed(pDecimals) });
  }
  return (
    <>
      <KindPicker value={cond.kind} onChange={pickKind} />
      {sellsHolding && cond.kind === 'market' && (
        <p className="order-held" data-testid="order-market-only">
          {t('ticket.marketOnly')}
        </p>
      )}
      <Field
        label={form.orderType === 0 ? t('payment.fields.price') : t('payment.fields.limitPrice')}
        extra={<span className="order-field-unit">{quote.currency}</span>}
        hint={form.orderType === 1 && p ? t('payment.guardHint', { min: price(p.priceGuard.min), max: price(p.priceGuard.max) }) : undefined}
        error={priceError}
        testId="order-price-field"
      >
        {form.orderType === 0 ? (
          <div className="market-price-box" data-testid="order-market-price">
            {t('payment.fields.marketPrice')}
          </div>
        ) : (
          <Stepper label={t('payment.fields.limitPrice')} value={form.price} onChange={(v) => set({ price: cleanDecimalInput(v, pDecimals) })} onStep={stepPrice} invalid={Boolean(priceError)} testId="order-limit" />
        )}
      </Field>
      {!byAmount && (
        <Field label={t('payment.fields.quantity')} extra={<span className="order-field-unit">{unit}</span>} hint={<>{t('payment.quantityHint', { min: qty(min.minCount), step: qty(min.step), unit })}{extra ? ` · ${extra}` : ''}</>} error={quantityError} testId="order-quantity-field">
          <Stepper
            label={t('payment.fields.quantity')}
            value={form.quantity}
            onChange={(v) => set({ quantity: cleanDecimalInput(v, qPlaces) })}
            onStep={(d) => set({ quantity: stepQuantity(form.quantity, min, d) })}
            inputMode={qPlaces ? 'decimal' : 'numeric'}
            invalid={Boolean(quantityError)}
            testId="order-quantity"
          />
        </Field>
      )}
    </>
  );
}
