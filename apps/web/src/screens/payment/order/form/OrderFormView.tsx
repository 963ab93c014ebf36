import { ERROR_CODES, type MarketSession, type MinCount, type StockQuote, type TradeAccount, type TradeOrder, type TradeRate } from '@app/contracts';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { RuleCard } from '../../../../components/terms/RuleCard.tsx';
import { price } from '../../../../components/trade/format.ts';
import { ConditionalFields, useOrderRules } from '../conditional/ConditionalFields.tsx';
import { CostCard } from '../cost/CostCard.tsx';
import { LeverageFields } from './LeverageFields.tsx';
import { OrderBar } from './OrderBar.tsx';
import { OrderSheets, type Sheet } from './OrderSheets.tsx';
import { PriceQuantityFields } from './PriceQuantityFields.tsx';
import { QuoteHeader } from './QuoteHeader.tsx';
import { SideFields } from './SideFields.tsx';
import { StopsField } from './StopsField.tsx';
import { useOrderPreview } from './use-order-preview.ts';
import { useTicketForm } from './use-ticket-form.ts';

interface Props {
  code: string;
  quote: StockQuote;
  session: MarketSession;
  min: MinCount;
  rate: TradeRate | undefined;
  account: TradeAccount;
  initialDirection: 0 | 1;
  onDone: (order: TradeOrder) => void;
}

/** The order ticket: the fields, the rules, the cost, the bar and the sheets. */
export function OrderFormView(props: Props) {
  const { quote, session, min, rate, account, onDone } = props;
  const ticket = useTicketForm(props);
  const { form, cond, valid, conditional, sellsHolding, byAmount } = ticket;
  const { preview, p, previewError, fieldOfPreviewError } = useOrderPreview(ticket.body, valid, quote.status === 'closed');
  const orderRules = useOrderRules();
  const [sheet, setSheet] = useState<Sheet>();
  const serverError = (field: string) => (fieldOfPreviewError === field ? previewError?.message : undefined);
  const side = form.direction === 0 ? 'buy' : 'sell';
  // A conditional order waits for its trigger: it may be placed while the market is closed (a bracket at the market may not).
  const closedForMarket = p ? !p.marketOpen && form.orderType === 0 && !(conditional && cond.kind !== 'market') : false;
  const oversell = Boolean(p?.sell && new Decimal(p.quantity).gt(p.sell.held));
  const canConfirm = valid && Boolean(p) && !preview.isError && (Boolean(p?.enough) || Boolean(p?.sell)) && !closedForMarket && !oversell;
  const needsRiskNotice = !ticket.isStock && !account.riskNoticeAcknowledged;
  const amountError = previewError?.errorCode === ERROR_CODES.ORDER_AMOUNT_TOO_SMALL || previewError?.errorCode === ERROR_CODES.ORDER_AMOUNT_NOT_ALLOWED ? previewError.message : undefined;
  return (
    <div className={`order-page side-${side}`} data-testid="order-page" data-market={min.market}>
      <QuoteHeader quote={quote} session={session} decimals={ticket.pDecimals} />
      <section className="order-card">
        <SideFields ticket={ticket} quote={quote} account={account} />
        <PriceQuantityFields ticket={ticket} quote={quote} min={min} preview={p} serverError={serverError} />
        <ConditionalFields
          market={min.market}
          direction={form.direction}
          sellsHolding={sellsHolding}
          amountAllowed={ticket.canByAmount}
          value={cond}
          onChange={ticket.patchCond}
          currency={quote.currency}
          priceDecimals={ticket.pDecimals}
          placeholder={price(quote.price_nominal, ticket.pDecimals)}
          error={ticket.condError}
          serverError={amountError}
          rules={orderRules.data}
        />
        {ticket.leveraged && rate && <LeverageFields ticket={ticket} rate={rate} quote={quote} leverageError={serverError('leverage')} />}
        {!sellsHolding && !conditional && !cond.bracket && <StopsField ticket={ticket} placeholder={price(quote.price_nominal, ticket.pDecimals)} serverError={serverError('stops')} />}
      </section>
      <RuleCard product="trading" item={min.market} timeZone={session.timezone} testId="order-rule" />
      {(conditional || byAmount || cond.kind !== 'market') && <RuleCard product="trading-orders" item="ALL" timeZone={session.timezone} testId="order-rule-conditional" />}
      <CostCard
        preview={p}
        timeZone={session.timezone}
        loading={valid && !preview.data && preview.isFetching}
        error={previewError && !fieldOfPreviewError ? previewError.message : undefined}
        waiting={!valid}
        orderType={form.orderType}
        at={ticket.at}
      />
      <OrderBar preview={p} closedForMarket={closedForMarket} side={side} code={quote.stock_code} canConfirm={canConfirm} onConfirm={() => setSheet(needsRiskNotice ? 'risk' : 'confirm')} />
      <OrderSheets ticket={ticket} min={min} currency={quote.currency} preview={p} refetchPreview={() => void preview.refetch()} sheet={sheet} setSheet={setSheet} onDone={onDone} />
    </div>
  );
}
