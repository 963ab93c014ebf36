import type { PushQuote, TradeOrder, TradePosition } from '@app/contracts';
import Decimal from 'decimal.js';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatPercent } from '../../lib/format.ts';
import { Trend } from '../Trend.tsx';
import { money, price, quantity, signedMoney, unitLabel } from './format.ts';
import { adjustMoney, liveFigures, markOf } from './live-pnl.ts';
import './trade.css';

/** A long stock position without leverage: shares held (no margin level, no add margin). */
export function isShares(p: Pick<TradePosition, 'direction' | 'leverage' | 'market'>): boolean {
  return p.direction === 0 && p.leverage === 1 && (p.market === 'US' || p.market === 'MX' || p.market === 'HK');
}

/** "Long ×10 · Isolated" chips of a position or order. */
export function SideChips({ direction, leverage, marginMode }: { direction: number; leverage: number; marginMode: 'half' | 'full' }) {
  const { t } = useTranslation();
  return (
    <span className="side-chips">
      <span className={`side-chip ${direction === 0 ? 'is-long' : 'is-short'}`}>
        {t(direction === 0 ? 'trade.dir.long' : 'trade.dir.short')} ×{leverage}
      </span>
      <span className="mode-chip">{t(`trade.mode.${marginMode}`)}</span>
    </span>
  );
}

function Instrument({ name, code, market }: { name: string; code: string; market: string }) {
  const { t } = useTranslation();
  return (
    <span className="row-instrument">
      <span className="row-code">{code}</span>
      <span className="row-name">{name}</span>
      <span className="row-market">{t(`trade.markets.${market}`)}</span>
    </span>
  );
}

/**
 * A holding position: floating P/L recomputed from the live quote when one is there; with
 * `dayPnlMxn` (the portfolio's figure for this position, GET /trade/portfolio), today's P/L
 * in pesos as home's holdings list shows it (issue 12).
 */
export const PositionRow = memo(function PositionRow({
  position,
  quote,
  dayPnlMxn,
  onOpen,
}: {
  position: TradePosition;
  quote: PushQuote | undefined;
  dayPnlMxn?: string | undefined;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const live = liveFigures(position, markOf(position.direction, quote));
  // Shares bought without leverage read as shares: market value and average cost, no "Long ×1 · Isolated" (issue 12).
  const shares = isShares(position);
  return (
    <li>
      <button
        type="button"
        className="trade-row"
        onClick={onOpen}
        data-testid={`position-${position.id}`}
        data-code={position.code}
        data-profit={live.profit}
        data-live={live.live}
      >
        <div className="row-top">
          <Instrument name={position.name} code={position.code} market={position.market} />
          <Trend change={live.profit} className="row-pnl">
            <span data-testid="position-profit">{signedMoney(live.profit, position.currency)}</span>
          </Trend>
        </div>
        <div className="row-mid">
          {shares ? (
            <span className="row-market" data-testid="position-shares">
              {t('trade.fields.marketValue')} {money(new Decimal(live.currentPrice).times(position.positionNum).toFixed(2), position.priceCurrency)}
            </span>
          ) : (
            <SideChips direction={position.direction} leverage={position.leverage} marginMode={position.marginMode} />
          )}
          <Trend change={live.zdf} className="row-pct">
            {formatPercent(live.zdf)}
          </Trend>
        </div>
        <dl className="row-grid num">
          <div>
            <dt>{t('trade.fields.quantity')}</dt>
            <dd>
              {quantity(position.positionNum)} <small>{unitLabel(t, position.market, position.positionNum)}</small>
            </dd>
          </div>
          <div>
            <dt>{shares ? t('ticket.portfolio.averageCost') : t('trade.fields.openPrice')}</dt>
            <dd>{price(position.openPrice)}</dd>
          </div>
          <div>
            <dt>
              {t('trade.fields.currentPrice')}
              {live.live && <i className="live-dot" role="img" aria-label={t('trade.live')} />}
            </dt>
            <dd data-testid="position-current">{price(live.currentPrice)}</dd>
          </div>
        </dl>
        {dayPnlMxn !== undefined && (
          <div className="row-day num">
            <span>{t('ticket.portfolio.dayPnl')}</span>
            <Trend change={dayPnlMxn}>
              <span data-testid="position-day">{signedMoney(dayPnlMxn, 'MXN')}</span>
            </Trend>
          </div>
        )}
      </button>
    </li>
  );
});

export const ClosedRow = memo(function ClosedRow({ position, onOpen }: { position: TradePosition; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" className="trade-row" onClick={onOpen} data-testid={`closed-${position.id}`} data-code={position.code}>
        <div className="row-top">
          <Instrument name={position.name} code={position.code} market={position.market} />
          <Trend change={position.profit} className="row-pnl">
            {signedMoney(position.profit, position.currency)}
          </Trend>
        </div>
        <div className="row-mid">
          <SideChips direction={position.direction} leverage={position.leverage} marginMode={position.marginMode} />
          <span className="reason-chip">{t(`trade.reasons.${position.closeReason ?? 'user'}`)}</span>
        </div>
        <dl className="row-grid num">
          <div>
            <dt>{t('trade.fields.quantity')}</dt>
            <dd>
              {quantity(position.positionNum)} <small>{unitLabel(t, position.market, position.positionNum)}</small>
            </dd>
          </div>
          <div>
            <dt>{t('trade.fields.openPrice')}</dt>
            <dd>{price(position.openPrice)}</dd>
          </div>
          <div>
            <dt>{t('trade.fields.closePrice')}</dt>
            <dd>{price(position.closePrice)}</dd>
          </div>
        </dl>
        <div className="row-foot num">{position.closeTime ? formatDateTime(position.closeTime) : ''}</div>
      </button>
    </li>
  );
});

export const OrderRow = memo(function OrderRow({ order, onCancel, cancelling }: { order: TradeOrder; onCancel: () => void; cancelling: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="trade-row is-static" data-testid={`order-${order.id}`} data-code={order.code}>
      <div className="row-top">
        <Instrument name={order.name} code={order.code} market={order.market} />
        <button type="button" className="row-cancel" onClick={onCancel} disabled={cancelling} data-testid={`order-cancel-${order.id}`}>
          {t('trade.cancel.button')}
        </button>
      </div>
      <div className="row-mid">
        <span className="side-chips">
          <span className={`side-chip ${order.direction === 0 ? 'is-long' : 'is-short'}`}>
            {t(order.direction === 0 ? 'trade.dir.buy' : 'trade.dir.sell')} · {t('trade.orderType.limit')}
          </span>
          <span className="mode-chip">
            ×{order.leverage} {t(`trade.mode.${order.marginMode}`)}
          </span>
        </span>
        <span className="status-chip">{t(`trade.status.s${order.status}`)}</span>
      </div>
      <dl className="row-grid num">
        <div>
          <dt>{t('trade.fields.quantity')}</dt>
          <dd>{quantity(order.quantity)}</dd>
        </div>
        <div>
          <dt>{t('trade.fields.limitPrice')}</dt>
          <dd>{price(order.limitPrice ?? order.price)}</dd>
        </div>
        <div>
          <dt>{t('trade.fields.held')}</dt>
          <dd>{money(adjustMoney(order.margin, '0', order.fee), order.currency)}</dd>
        </div>
      </dl>
      <div className="row-foot num">
        {order.orderNo} · {formatDateTime(order.createTimeTimestamp)}
        {order.expiresAt !== undefined && (
          <div className="row-expiry" data-testid={`order-expiry-${order.id}`}>
            {t('trade.fields.gtcUntil', { date: formatDate(order.expiresAt) })}
          </div>
        )}
      </div>
    </li>
  );
});
