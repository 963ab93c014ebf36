import { formatPriceText, TradeOrderStatus, type CloseReason, type Locale, type LocalizedText } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { moneyText } from '../../ledger/index.ts';
import { closeReasonWords, noticeTexts, reasonTexts, sideWords } from './messages.ts';
import { dec } from './rates.ts';
import { isShareHolding } from './ticket.ts';
import type { OrderRow, PositionRow } from './repo.ts';

export type TradingPushEvent = 'order.updated' | 'position.updated' | 'risk.alert' | 'wallet.updated';

/**
 * What trading tells the user after the money is committed: pushes and notices. Failures
 * are logged and never undo a trade; `idle()` waits for the ones in flight.
 */
export class AfterCommit {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly ctx: AppContext) {}

  /** Runs side effects after the money is committed; failures are logged, never undo a trade. */
  track(work: Promise<unknown>): void {
    const p = work.catch((error: unknown) => this.ctx.log.warn({ err: error }, 'trading: push or notice failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Waits for the pushes and notices in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  publish(userId: number, event: TradingPushEvent, data: Record<string, unknown>): void {
    const push = this.ctx.services.push;
    if (!push) return;
    this.track(push.publishToUser(userId, event, data as never));
  }

  notify(userId: number, kind: string, title: LocalizedText, body: LocalizedText, params: Record<string, string | number>, ref: string): void {
    const notices = this.ctx.services.notices;
    if (!notices) return;
    // Words (Buy/Sell, reasons) are already filled per language; numbers go through params.
    this.track(notices.notify(userId, { kind, title, body, params, ref }));
  }

  afterOpen(order: OrderRow): void {
    this.publish(order.user_id, 'order.updated', { orderId: order.id, status: order.status, event: order.status === TradeOrderStatus.Filled ? 'filled' : 'entrusted', code: order.code });
    this.publish(order.user_id, 'wallet.updated', { walletType: order.wallet, currency: order.currency });
    if (order.status === TradeOrderStatus.Filled) this.afterFill(order);
  }

  /** A resting order the job filled. */
  afterEntrustedFill(order: OrderRow): void {
    this.publish(order.user_id, 'order.updated', { orderId: order.id, status: order.status, event: 'filled', code: order.code });
    this.publish(order.user_id, 'wallet.updated', { walletType: order.wallet, currency: order.currency });
    this.afterFill(order);
  }

  afterFill(order: OrderRow): void {
    if (order.position_id !== null) this.publish(order.user_id, 'position.updated', { positionId: order.position_id, event: 'opened', code: order.code });
    const side = order.direction === 0 ? sideWords.buy : sideWords.sell;
    this.notify(
      order.user_id,
      'order',
      noticeTexts.filledTitle,
      isShareHolding(order) ? noticeTexts.sharesBoughtBody : perLocale(noticeTexts.filledBody, { side }),
      { code: order.code, quantity: dec(order.quantity).toFixed(), price: formatPriceText(dec(order.fill_price!).toFixed(), order.price_currency), margin: moneyText(order.margin, order.currency), fee: moneyText(order.fee, order.currency) },
      `order:${order.id}`,
    );
  }

  afterCancel(order: OrderRow): void {
    const reason = order.status_reason === 'insufficient_margin' ? reasonTexts.insufficient_margin : order.status_reason === 'expired' ? reasonTexts.expired : reasonTexts.user;
    const event = order.status_reason === 'user' ? 'cancelled' : order.status_reason === 'expired' ? 'expired' : 'rejected';
    this.publish(order.user_id, 'order.updated', { orderId: order.id, status: order.status, event, code: order.code });
    this.publish(order.user_id, 'wallet.updated', { walletType: order.wallet, currency: order.currency });
    this.notify(order.user_id, 'order', noticeTexts.cancelledTitle, perLocale(noticeTexts.cancelledBody, { reason }), { code: order.code, amount: moneyText(order.margin + order.fee, order.currency) }, `order:${order.id}`);
  }

  afterClose(closed: PositionRow, order: OrderRow, remaining: PositionRow | undefined, extra: { level?: string; liquidation?: string } = {}): void {
    const reason = (closed.close_reason ?? 'user') as CloseReason;
    this.publish(closed.user_id, 'order.updated', { orderId: order.id, status: order.status, event: 'filled', code: order.code });
    this.publish(closed.user_id, 'position.updated', { positionId: remaining?.id ?? closed.id, event: remaining ? 'partially_closed' : 'closed', code: closed.code, reason, closedId: closed.id });
    this.publish(closed.user_id, 'wallet.updated', { walletType: closed.wallet, currency: closed.currency });
    const params = {
      code: closed.code,
      quantity: dec(closed.quantity).toFixed(),
      price: formatPriceText(dec(closed.close_price!).toFixed(), closed.price_currency),
      profit: moneyText(closed.realized_pnl ?? 0n, closed.currency),
      level: extra.level ?? '',
      liquidation: extra.liquidation ?? '',
    };
    if (reason === 'liquidation') {
      this.publish(closed.user_id, 'risk.alert', { level: 'liquidation', positionId: closed.id, walletType: closed.wallet, marginLevel: extra.level ?? '' });
      this.notify(closed.user_id, 'liquidation', noticeTexts.liquidationTitle, noticeTexts.liquidationBody, params, `position:${closed.id}`);
      return;
    }
    if (reason === 'user' && isShareHolding(closed)) {
      this.notify(closed.user_id, 'order', noticeTexts.soldTitle, noticeTexts.soldBody, params, `position:${closed.id}`);
      return;
    }
    this.notify(closed.user_id, 'order', noticeTexts.closedTitle, perLocale(noticeTexts.closedBody, { reason: closeReasonWords[reason] }), params, `position:${closed.id}`);
  }

  afterPositionChange(position: PositionRow, event: 'margin_added' | 'modified'): void {
    this.publish(position.user_id, 'position.updated', { positionId: position.id, event, code: position.code });
    if (event === 'margin_added') this.publish(position.user_id, 'wallet.updated', { walletType: position.wallet, currency: position.currency });
  }

  /** A resting order's stops changed. */
  afterOrderChange(order: OrderRow): void {
    this.publish(order.user_id, 'order.updated', { orderId: order.id, status: order.status, event: 'modified', code: order.code });
  }
}

/** Fills per-language words ({side}, {reason}) into a text, leaving the other placeholders for the notice's params. */
export function perLocale(text: LocalizedText, wordsByName: Record<string, LocalizedText>): LocalizedText {
  const fill = (locale: Locale) => text[locale].replace(/\{(\w+)\}/g, (whole, name: string) => wordsByName[name]?.[locale] ?? whole);
  return { es: fill('es'), en: fill('en'), zh: fill('zh') };
}
