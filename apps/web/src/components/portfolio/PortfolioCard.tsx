import type { Portfolio, PortfolioPosition } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signedMoney, money, pricedIn, quantity } from '../trade/format.ts';
import { trendOf } from '../../lib/format.ts';
import { usePortfolio, useTicketTexts } from './queries.ts';
import './portfolio.css';
import './skeleton.css';

/**
 * The portfolio first (issue 12): total assets in MXN, today's P/L and total P/L (split
 * into price and FX), for a logged-in user on home, trade and account. With `positions`,
 * each holding too: market value, average cost, day P/L and total P/L. While loading it
 * holds the summary's place (a skeleton of the same height), so nothing below it jumps when
 * the figures arrive (or `placeholder`: home's copy of what the HTML shell painted); nothing for a guest.
 */
export default function PortfolioCard({ positions = false, onOpen, placeholder }: { positions?: boolean; onOpen?: (p: PortfolioPosition) => void; placeholder?: ReactNode }) {
  const ready = useTicketTexts();
  const portfolio = usePortfolio();
  if (!ready || !portfolio.data) return portfolio.isError ? null : (placeholder ?? <PortfolioSkeleton />);
  return <PortfolioView data={portfolio.data} positions={positions} onOpen={onOpen} />;
}

/** The summary's place while the portfolio loads (also the Suspense fallback of the lazy card). */
export function PortfolioSkeleton() {
  return <div className="pf-skeleton" aria-hidden="true" data-testid="portfolio-skeleton" />;
}

/**
 * Home's list of holdings, below the first screen's market cards: arriving after them, it only
 * adds to the end of what is painted instead of pushing the index cards down.
 */
export function PortfolioPositions({ onOpen }: { onOpen?: (p: PortfolioPosition) => void }) {
  const { t } = useTranslation();
  const ready = useTicketTexts();
  const portfolio = usePortfolio();
  if (!ready || !portfolio.data) return null;
  return (
    <section className="pf-card" aria-label={t('ticket.portfolio.positions')}>
      <h2 className="pf-title">{t('ticket.portfolio.positions')}</h2>
      <PositionList positions={portfolio.data.positions} onOpen={onOpen} />
    </section>
  );
}

/** An amount that wraps as one word: its sign never left at the end of a line ("FX -" / "MX$10.96"). */
const unbroken = (amount: string) => amount.replace('-', '\u2011');

function Pnl({ value, testId }: { value: string; testId: string }) {
  return (
    <span className={`pf-pnl num trend-${trendOf(value)}`} data-testid={testId}>
      {signedMoney(value, 'MXN')}
    </span>
  );
}

export function PortfolioView({ data, positions, onOpen }: { data: Portfolio; positions: boolean; onOpen?: ((p: PortfolioPosition) => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="pf-card" data-testid="portfolio-card" aria-label={t('ticket.portfolio.title')}>
      <div className="pf-head">
        <span className="pf-label">{t('ticket.portfolio.totalAssets')}</span>
        <strong className="pf-total num" data-testid="portfolio-total">
          {money(data.totalAssetsMxn, 'MXN')}
        </strong>
        <span className="pf-note" data-testid="portfolio-note">
          {data.products.length > 0 ? <ProductsNote products={data.products} value={data.productsValueMxn} /> : t('ticket.portfolio.mxnNote')}
        </span>
      </div>
      <div className="pf-row">
        <div>
          <span className="pf-label">{t('ticket.portfolio.dayPnl')}</span>
          <Pnl value={data.dayPnlMxn} testId="portfolio-day" />
        </div>
        <div>
          <span className="pf-label">{t('ticket.portfolio.totalPnl')}</span>
          <Pnl value={data.totalPnlMxn} testId="portfolio-pnl" />
          <span className="pf-split" data-testid="portfolio-split">
            {t('ticket.portfolio.split', { price: unbroken(signedMoney(data.pricePnlMxn, 'MXN')), fx: unbroken(signedMoney(data.fxPnlMxn, 'MXN')) })}
          </span>
        </div>
      </div>
      {positions && <PositionList positions={data.positions} onOpen={onOpen} />}
    </section>
  );
}

/** What the total holds beyond cash and positions (bond titles, fund units, block positions): one line, in the note's place. */
function ProductsNote({ products, value }: { products: Portfolio['products']; value: string }) {
  const { t, i18n } = useTranslation();
  const areas = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(products.map((p) => t(`ticket.portfolio.area.${p.area}`, { defaultValue: p.area })));
  return <>{t('ticket.portfolio.productsNote', { value: money(value, 'MXN'), areas })}</>;
}

function PositionList({ positions, onOpen }: { positions: PortfolioPosition[]; onOpen?: ((p: PortfolioPosition) => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className="pf-list" data-testid="portfolio-positions">
      {positions.length === 0 && <li className="pf-empty">{t('ticket.portfolio.empty')}</li>}
      {positions.map((p) => (
        <li key={p.positionId}>
          <button type="button" className="pf-item" onClick={() => onOpen?.(p)} data-testid={`portfolio-position-${p.code}`}>
            <span className="pf-item-main">
              <strong>{p.code}</strong>
              <small>{p.shares ? t('ticket.portfolio.shares', { count: Number(p.quantity), defaultValue: quantity(p.quantity) }) : `${quantity(p.quantity)} · ×${p.leverage}`}</small>
              <small>
                {t('ticket.portfolio.averageCost')} {pricedIn(p.averageCost, p.priceCurrency)}
              </small>
            </span>
            <span className="pf-item-side">
              <span className="num">{money(p.marketValueMxn, 'MXN')}</span>
              <Pnl value={p.dayPnlMxn} testId={`portfolio-day-${p.code}`} />
              <Pnl value={p.totalPnlMxn} testId={`portfolio-pnl-${p.code}`} />
            </span>
            {/* The total P/L above, split as the summary splits it: the price's move and the peso's (issue 12). */}
            <span className="pf-split pf-item-split num" data-testid={`portfolio-split-${p.code}`}>
              {t('ticket.portfolio.split', { price: unbroken(signedMoney(p.pricePnlMxn, 'MXN')), fx: unbroken(signedMoney(p.fxPnlMxn, 'MXN')) })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
