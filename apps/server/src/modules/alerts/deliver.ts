import { formatPriceText, type AlertKind, type Locale, type LocalizedText } from '@app/contracts';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import { interpolate, type TextParams } from '../../i18n/text.ts';
import { fired } from './messages.ts';
import type { AlertRow } from './tables.ts';

const LOCALES: Locale[] = ['es', 'en', 'zh'];

/**
 * What a fired alert tells its user, after the claim committed: a notice (kind `alert`,
 * which also updates the badge live), a push (`alert.fired`) and, when the alert asks for
 * it, an email (SMTP when configured, else the dev outbox). Failures are logged and never
 * un-fire the alert; `idle()` waits for the ones in flight (tests, shutdown).
 */
export class AlertDelivery {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly ctx: AppContext) {}

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  deliver(row: AlertRow, quote: { last: number; prevClose: number; text: string }): void {
    const work = this.send(row, quote).catch((error: unknown) => this.ctx.log.warn({ err: error, alertId: row.id }, 'alerts: delivery failed'));
    const tracked = work.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** The notice's title and body in the three languages. */
  texts(row: AlertRow, quote: { last: number; prevClose: number; text: string }): { title: LocalizedText; body: LocalizedText } {
    const market = need(this.ctx, 'market');
    const instrument = market.instrument(row.code);
    const decimals = instrument?.decimals ?? 2;
    const change = quote.prevClose > 0 ? new Decimal(quote.last).minus(quote.prevClose).dividedBy(quote.prevClose).times(100).abs().toFixed(2) : '0.00';
    const kind = row.kind as AlertKind;
    const per = (locale: Locale, text: LocalizedText, extra: TextParams = {}) =>
      interpolate(text[locale], {
        code: row.code,
        name: instrument ? (instrument.name[locale] ?? instrument.name.en) : row.code,
        // Prices as the app writes them, with their currency's symbol (issue 28.9).
        price: formatPriceText(quote.text, instrument?.currency ?? 'USD'),
        level: row.price === null ? '' : formatPriceText(new Decimal(row.price).toFixed(decimals), instrument?.currency ?? 'USD'),
        percent: row.percent === null ? '' : new Decimal(row.percent).toFixed(2),
        change,
        ...extra,
      }, locale);
    const note = row.repeat ? fired.repeatNote : fired.onceNote;
    const title = Object.fromEntries(LOCALES.map((l) => [l, per(l, fired.title)])) as LocalizedText;
    // Chinese sentences follow one another without a space.
    const body = Object.fromEntries(LOCALES.map((l) => [l, `${per(l, fired[kind])}${l === 'zh' ? '' : ' '}${note[l]}`])) as LocalizedText;
    return { title, body };
  }

  private async send(row: AlertRow, quote: { last: number; prevClose: number; text: string }): Promise<void> {
    const { title, body } = this.texts(row, quote);
    const jobs: Promise<unknown>[] = [];
    const notices = this.ctx.services.notices;
    // One notice per firing: the ref names the alert and its firing number.
    if (notices) jobs.push(notices.notify(row.user_id, { kind: 'alert', title, body, ref: `alert:${row.id}:${row.fired_count}` }));
    const push = this.ctx.services.push;
    if (push) jobs.push(push.publishToUser(row.user_id, 'alert.fired', { alertId: row.id, code: row.code, kind: row.kind, price: quote.text, state: row.state }));
    if (row.email) jobs.push(this.email(row, title, body));
    await Promise.all(jobs);
  }

  private async email(row: AlertRow, title: LocalizedText, body: LocalizedText): Promise<void> {
    const user = await need(this.ctx, 'accounts').getUser(row.user_id);
    if (!user?.email) return;
    const locale = row.locale as Locale;
    await need(this.ctx, 'mail').deliver({ to: user.email, subject: title[locale], text: body[locale] });
  }
}
