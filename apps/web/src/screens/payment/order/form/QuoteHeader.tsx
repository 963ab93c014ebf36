import type { MarketSession, StockQuote } from '@app/contracts';
import { ClockCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../components/market/StatusBadge.tsx';
import { SimulatedTag } from '../../../../components/Trend.tsx';
import { exchangeTime, price } from '../../../../components/trade/format.ts';
import { formatDay, formatPercent, formatSigned, trendOf } from '../../../../lib/format.ts';

/** The ticket's head: the live price, its change, bid and ask, and when a closed market opens. */
export function QuoteHeader({ quote, session, decimals }: { quote: StockQuote; session: MarketSession; decimals: number }) {
  const { t } = useTranslation();
  const trend = trendOf(quote.change);
  return (
    <section className="order-quote" data-testid="order-quote">
      <div className="order-quote-main">
        <div>
          <div className="order-quote-code">
            {quote.stock_code} <span className="order-quote-exchange">{quote.exchange}</span>
          </div>
          <div className={`order-quote-price num trend-${trend}`} data-testid="order-price">
            {price(quote.price_nominal, decimals)}
          </div>
          <div className={`order-quote-change num trend-${trend}`}>
            {formatSigned(quote.change, decimals)} {formatPercent(quote.change_ratio)}
          </div>
          {quote.contract && (
            <div className="order-quote-contract" data-testid="order-contract">
              {t('payment.futuresContract', { symbol: quote.contract.symbol, day: formatDay(quote.contract.lastTradingDay) })}
            </div>
          )}
        </div>
        <div className="order-quote-side">
          <StatusBadge status={quote.status} />
          <SimulatedTag label={t('common.simulated')} />
          <span className="order-quote-ba num">{t('payment.bidAsk', { bid: price(quote.bid, decimals), ask: price(quote.ask, decimals) })}</span>
        </div>
      </div>
      {session.status !== 'open' && session.nextOpen && (
        <div className="order-closed" data-testid="order-market-closed">
          <ClockCircleFill /> {t('payment.closed', { time: exchangeTime(session.nextOpen, session.timezone) })}
        </div>
      )}
    </section>
  );
}
