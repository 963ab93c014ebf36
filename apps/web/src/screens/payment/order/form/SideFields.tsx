import type { StockQuote, TradeAccount } from '@app/contracts';
import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MarginApply } from './MarginApply.tsx';
import type { TicketState } from './use-ticket-form.ts';

/** Buy or sell, what the account holds of the instrument, the margin account and short selling. */
export function SideFields({ ticket, quote, account }: { ticket: TicketState; quote: StockQuote; account: TradeAccount }) {
  const { t } = useTranslation();
  const { form, set, isStock, cash, held } = ticket;
  return (
    <>
      <div className="side-toggle" role="tablist" data-testid="order-side">
        {([0, 1] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={form.direction === d}
            className={`side-${d === 0 ? 'buy' : 'sell'}${form.direction === d ? ' active' : ''}`}
            onClick={() => set({ direction: d })}
            data-testid={`order-side-${d === 0 ? 'buy' : 'sell'}`}
          >
            {t(d === 0 ? 'payment.side.buy' : 'payment.side.sell')}
            <small>{isStock ? t(d === 0 ? 'ticket.buyShares' : form.short ? 'ticket.short' : 'ticket.sellShares') : t(d === 0 ? 'payment.side.long' : 'payment.side.short')}</small>
          </button>
        ))}
      </div>
      {isStock && (
        <p className="order-held" data-testid="order-held" data-held={held.toFixed()}>
          {held.gt(0) ? t('ticket.own', { count: Number(held.toFixed()), code: quote.stock_code }) : t('ticket.ownNone', { code: quote.stock_code })}
          {cash ? ` · ${t('ticket.cashAccount')}` : ` · ${t('ticket.marginAccount')}`}
        </p>
      )}
      {isStock && cash && <MarginApply status={account.marginApplication} />}
      {isStock && !cash && form.direction === 1 && (
        <div className="order-field-head" data-testid="order-short">
          <span className="order-field-label">
            {t('ticket.short')} <small className="muted">{t('ticket.shortHint')}</small>
          </span>
          <Switch checked={Boolean(form.short)} onChange={(v) => set({ short: v })} data-testid="order-short-toggle" />
        </div>
      )}
    </>
  );
}
