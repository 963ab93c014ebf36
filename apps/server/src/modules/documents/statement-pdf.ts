import { CURRENCY_DECIMALS, formatMoneyText, type Currency, type Locale } from '@app/contracts';
import { formatMinor } from '../../ledger/money.ts';
import { render } from '../../i18n/text.ts';
import { AREA_NAMES, MONTHS, pdfText as p, WALLET_NAMES } from './messages.ts';
import { PdfWriter, type Column } from './pdf.ts';
import { STATEMENT_TZ, type StatementData } from './statement-data.ts';

const LOCAL_TIME = new Intl.DateTimeFormat('en-CA', { timeZone: STATEMENT_TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'YYYY-MM-DD HH:MM' in Mexico City. */
export function localTime(ms: number): string {
  const parts = Object.fromEntries(LOCAL_TIME.formatToParts(ms).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export const moneyOf = (minor: bigint, currency: Currency) => formatMoneyText(formatMinor(minor, CURRENCY_DECIMALS[currency]), currency);

export function monthName(month: string, locale: Locale): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return MONTHS[locale](year, m);
}

function walletsPart(w: PdfWriter, data: StatementData, l: Locale): void {
  w.heading(render(p.wallets, l));
  if (data.wallets.length === 0) return w.note(render(p.noBalances, l));
  const columns: Column[] = [
    { label: render(p.wallet, l), width: 115 },
    { label: render(p.opening, l), width: 100, align: 'right' },
    { label: render(p.inflows, l), width: 100, align: 'right' },
    { label: render(p.outflows, l), width: 100, align: 'right' },
    { label: render(p.closing, l), width: 100, align: 'right' },
  ];
  w.table(columns, data.wallets.map((s) => [
    `${WALLET_NAMES[s.wallet][l]} ${s.currency}`,
    moneyOf(s.opening, s.currency),
    moneyOf(s.inflows, s.currency),
    moneyOf(-s.outflows, s.currency),
    moneyOf(s.closing, s.currency),
  ]));
}

function movementsPart(w: PdfWriter, data: StatementData, l: Locale): void {
  w.heading(render(p.movements, l));
  if (data.movements.length === 0) return w.note(render(p.noMovements, l));
  const columns: Column[] = [
    { label: render(p.date, l), width: 68 },
    { label: render(p.wallet, l), width: 100 },
    { label: render(p.concept, l), width: 112 },
    { label: render(p.instrument, l), width: 45 },
    { label: render(p.amount, l), width: 95, align: 'right' },
    { label: render(p.balance, l), width: 95, align: 'right' },
  ];
  w.table(columns, data.movements.map((m) => [
    localTime(m.createdAt),
    `${WALLET_NAMES[m.walletType][l]} ${m.currency}`,
    m.refText ? `${m.title} · ${m.refText}` : m.title,
    m.detail?.code ?? '',
    formatMoneyText(m.amount, m.currency),
    formatMoneyText(m.balanceAfter, m.currency),
  ]));
}

function positionsPart(w: PdfWriter, data: StatementData, l: Locale): void {
  w.heading(render(p.positions, l, { time: localTime(data.portfolio.time) }));
  const positions = data.portfolio.positions;
  if (positions.length === 0 && data.portfolio.products.length === 0) return w.note(render(p.noPositions, l));
  const columns: Column[] = [
    { label: render(p.instrument, l), width: 150 },
    { label: render(p.quantity, l), width: 70, align: 'right' },
    { label: render(p.price, l), width: 90, align: 'right' },
    { label: render(p.value, l), width: 100, align: 'right' },
    { label: render(p.valueMxn, l), width: 105, align: 'right' },
  ];
  const rows = positions.map((pos) => [
    `${pos.code} ${pos.name}`,
    pos.quantity,
    formatMoneyText(pos.price, pos.priceCurrency, Math.max(2, pos.price.split('.')[1]?.length ?? 0)),
    formatMoneyText(pos.marketValue, pos.priceCurrency),
    formatMoneyText(pos.marketValueMxn, 'MXN'),
  ]);
  for (const product of data.portfolio.products) rows.push([`${render(p.products, l)}: ${AREA_NAMES[product.area]?.[l] ?? product.area} (${product.holdings})`, '', '', '', formatMoneyText(product.valueMxn, 'MXN')]);
  rows.push([render(p.totalMxn, l), '', '', '', formatMoneyText(data.portfolio.totalAssetsMxn, 'MXN')]);
  w.table(columns, rows, { boldLast: true });
}

function costsPart(w: PdfWriter, data: StatementData, l: Locale): void {
  w.heading(render(p.costs, l));
  if (data.costs.length === 0) return w.note(render(p.noCosts, l));
  const columns: Column[] = [
    { label: render(p.currency, l), width: 55 },
    { label: render(p.fees, l), width: 115, align: 'right' },
    { label: render(p.iva, l), width: 115, align: 'right' },
    { label: render(p.taxesWithheld, l), width: 115, align: 'right' },
    { label: render(p.realizedPnl, l), width: 115, align: 'right' },
  ];
  w.table(columns, data.costs.map((c) => [c.currency, moneyOf(c.fees, c.currency), moneyOf(c.iva, c.currency), moneyOf(c.taxes, c.currency), moneyOf(c.realizedPnl, c.currency)]));
}

/** The month's statement as a PDF in the data's language. */
export async function statementPdf(data: StatementData): Promise<Buffer> {
  const l = data.locale;
  const title = render(p.statementTitle, l);
  const w = new PdfWriter({ title: `${title} ${data.month}`, author: render(p.broker, l), created: new Date(data.issuedAt) });
  w.title(title, render(p.broker, l));
  w.pairs([
    [render(p.client, l), data.client.name],
    [render(p.accountNumber, l), data.client.accountNumber],
    [render(p.username, l), data.client.username],
    [render(p.email, l), data.client.email],
  ]);
  w.pairs([
    [render(p.period, l), `${monthName(data.month, l)} (${render(p.periodRange, l, { from: localTime(data.from).slice(0, 10), to: localTime(data.to - 1).slice(0, 10) })})`],
    [render(p.issued, l), localTime(data.issuedAt)],
  ], 1);
  walletsPart(w, data, l);
  costsPart(w, data, l);
  positionsPart(w, data, l);
  movementsPart(w, data, l);
  return w.finish(render(p.footer, l), (n, total) => render(p.pageOf, l, { n, total }));
}
