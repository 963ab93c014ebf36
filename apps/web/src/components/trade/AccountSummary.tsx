import { type FundDetail, type PushQuote, type TradeMarket, type TradePosition } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Trend } from '../Trend.tsx';
import { money, signedMoney } from './format.ts';
import { adjustMoney, liveFigures, markOf, sumMoney } from './live-pnl.ts';
import './trade.css';

const STOCK_WALLETS: ReadonlySet<string> = new Set(['US_STOCK', 'MX', 'HK_STOCK']);

/**
 * The trading accounts strip of the trade tab: per product wallet its equity, floating
 * P/L and what it can spend (buying power for stocks, available margin for futures and forex). Floating P/L and equity follow the live quotes of the loaded
 * positions (the server's figure plus the live change of each position). Tapping a card
 * filters the lists to that market; tapping it again shows all markets.
 */
export function AccountSummary({
  funds,
  positions,
  quotes,
  market,
  onSelect,
}: {
  funds: readonly FundDetail[];
  positions: readonly TradePosition[];
  quotes: ReadonlyMap<string, PushQuote>;
  market: TradeMarket | undefined;
  onSelect: (market: TradeMarket | undefined) => void;
}) {
  const { t } = useTranslation();
  const active = funds.filter((f) => f.openPositions > 0 || f.entrustedOrders > 0 || !/^-?0(\.0+)?$/.test(f.equity) || f.market === market);
  const shown = active.length ? active : funds;
  return (
    <section className="acct-strip" data-testid="account-summary" aria-label={t('trade.summary.title')}>
      {shown.map((fund) => {
        const mine = positions.filter((p) => p.walletType === fund.walletType && p.status === 0);
        const delta = sumMoney(mine.map((p) => adjustMoney(liveFigures(p, markOf(p.direction, quotes.get(p.code))).profit, p.profit, '0')));
        const floating = adjustMoney(fund.floatingProfit, '0', delta);
        const equity = adjustMoney(fund.equity, '0', delta);
        const selected = market === fund.market;
        return (
          <button
            key={fund.walletType}
            type="button"
            className={`acct-card${selected ? ' is-selected' : ''}`}
            aria-pressed={selected}
            onClick={() => onSelect(selected ? undefined : fund.market)}
            data-testid={`account-${fund.walletType}`}
            data-floating={floating}
          >
            <span className="acct-head">
              <span className="acct-name">{t(`trade.wallets.${fund.walletType}`, { defaultValue: fund.walletType })}</span>
              <span className="acct-ccy">{fund.currency}</span>
            </span>
            <span className="acct-label">{t('trade.summary.equity')}</span>
            <span className="acct-equity num" data-testid="account-equity">
              {money(equity, fund.currency)}
            </span>
            <span className="acct-row">
              <span>{t('trade.summary.floating')}</span>
              <Trend change={floating}>
                <span data-testid="account-floating">{signedMoney(floating, fund.currency)}</span>
              </Trend>
            </span>
            <span className="acct-row">
              {/* Stock wallets hold cash to buy shares; margin is what futures and forex wallets lend against. */}
              <span>{t(STOCK_WALLETS.has(fund.walletType) ? 'trade.summary.buyingPower' : 'trade.summary.available')}</span>
              <span className="num" data-testid="account-available">
                {money(fund.available, fund.currency)}
              </span>
            </span>
          </button>
        );
      })}
    </section>
  );
}
