import { formatMoneyText, formatPriceText, type Locale, type TradeConfirmation } from '@app/contracts';
import Decimal from 'decimal.js';
import { render } from '../../i18n/text.ts';
import { pdfText as p, VENUES } from './messages.ts';
import { PdfWriter } from './pdf.ts';
import { localTime } from './statement-pdf.ts';

export interface ConfirmationData {
  confirmation: TradeConfirmation;
  client: { name: string; accountNumber: string };
  locale: Locale;
  issuedAt: number;
}

/**
 * Taxes withheld on the fill besides IVA: what the net leaves after gross, commission and IVA
 * (buy: net - gross - commission - IVA; sell: gross - commission - IVA - net).
 */
export function withheldOf(c: TradeConfirmation): string {
  const rest = new Decimal(c.net).minus(c.gross).abs().minus(c.commission).minus(c.iva);
  return rest.toFixed(2);
}

/** One fill's trade confirmation as a PDF. */
export async function confirmationPdf(data: ConfirmationData): Promise<Buffer> {
  const { confirmation: c, locale: l } = data;
  const title = render(p.confirmationTitle, l);
  const w = new PdfWriter({ title: `${title} ${c.orderId}`, author: render(p.broker, l), created: new Date(data.issuedAt) });
  const money = (value: string) => formatMoneyText(value, c.currency);
  w.title(title, render(p.broker, l));
  w.pairs([
    [render(p.client, l), data.client.name],
    [render(p.accountNumber, l), data.client.accountNumber],
    [render(p.order, l), String(c.orderId)],
    [render(p.issued, l), localTime(data.issuedAt)],
  ]);
  w.heading(`${c.code} ${c.name}`);
  w.pairs([
    [render(p.side, l), render(c.side === 'buy' ? p.buy : p.sell, l)],
    [render(p.venue, l), render(VENUES[c.market] ?? { es: c.market, en: c.market, zh: c.market }, l)],
    [render(p.tradeDate, l), c.tradeDate],
    [render(p.settlementDate, l), `${c.settlementDate} (T+${c.settlementDays})`],
    [render(p.executedAt, l), localTime(c.filledAt)],
    [render(p.quantity, l), c.quantity],
    [render(p.price, l), formatPriceText(c.price, c.priceCurrency)],
    [render(p.currency, l), c.currency],
  ]);
  w.heading(render(p.amount, l));
  w.table(
    [
      { label: render(p.concept, l), width: 300 },
      { label: render(p.amount, l), width: 215, align: 'right' },
    ],
    [
      [render(p.gross, l), money(c.gross)],
      [render(p.commission, l), money(c.commission)],
      [render(p.ivaOnCommission, l, { rate: new Decimal(c.ivaRate).times(100).toFixed() }), money(c.iva)],
      [render(p.taxesWithheld, l), money(withheldOf(c))],
      [render(c.side === 'buy' ? p.netBuy : p.netSell, l), money(c.net)],
    ],
    { boldLast: true },
  );
  return w.finish(render(p.footer, l), (n, total) => render(p.pageOf, l, { n, total }));
}
