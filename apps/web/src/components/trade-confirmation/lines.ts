import type { BillItem, TradeConfirmation } from '@app/contracts';

/** What the statement and the confirmation need to turn data into words (i18next's t, names, number formats). */
export interface LineDeps {
  t: (key: string, params?: Record<string, string>) => string;
  walletName: (wallet: string) => string;
  money: (value: string, currency: string) => string;
  signedMoney: (value: string, currency: string) => string;
  /** A quantity as sent ("10", "0.5"), grouped. */
  number: (value: string) => string;
  /** A price with at least 2 decimals ("342.34", "190.255"). */
  price: (value: string) => string;
}

export interface LineText {
  title: string;
  /** A second line with the details (a close's proceeds, commission, IVA and P/L; a transfer's rate). */
  detail?: string;
  /** The order whose confirmation the line opens. */
  orderId?: number;
}

/**
 * The words of a statement line (issue 12): "Buy AAPL 10 @ 182.60" for a trade, "Commission ·
 * Buy AAPL" for its fee, "IVA on commission · Buy AAPL" for its tax, "Transfer from Funding" and
 * its rate for a transfer; otherwise the server's title.
 */
export function describeBillLine(item: BillItem, deps: LineDeps): LineText {
  const d = item.detail;
  const { t } = deps;
  if (d?.code && d.side) {
    const side = t(`statement.${d.side}`);
    const base = { side, code: d.code };
    const order = d.orderId !== undefined ? { orderId: d.orderId } : {};
    if (item.kind === 'fee') return { title: t('statement.feeLine', base), ...order };
    if (item.kind === 'tax') return { title: t('statement.taxLine', base), ...order };
    const title = d.quantity && d.price ? t('statement.tradeLine', { ...base, quantity: deps.number(d.quantity), price: deps.price(d.price) }) : `${side} ${d.code}`;
    if (d.openClose === 'close' && d.proceeds !== undefined) {
      const detail = t('statement.closeDetail', {
        proceeds: deps.money(d.proceeds, item.currency),
        fee: deps.money(d.fee ?? '0', item.currency),
        iva: deps.money(d.iva ?? '0', item.currency),
        pnl: deps.signedMoney(d.realizedPnl ?? '0', item.currency),
      });
      return { title, detail, ...order };
    }
    return { title, ...order };
  }
  if (item.kind === 'transfer' && d?.otherWallet) {
    const title = t(item.direction === 'in' ? 'statement.transferIn' : 'statement.transferOut', { wallet: deps.walletName(d.otherWallet) });
    const rate = d.rate && !isOne(d.rate) ? { detail: t('statement.rate', { rate: trimZeros(d.rate) }) } : {};
    return { title, ...rate };
  }
  return { title: item.title };
}

const isOne = (rate: string) => /^1(\.0*)?$/.test(rate);

/** "17.25000000" -> "17.25"; "0.05610000" -> "0.0561". */
export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** A rate as a percent, exactly: "0.16" -> "16 %", "0.085" -> "8.5 %". */
export function ratePercent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const padded = fraction.padEnd(2, '0');
  const integer = String(Number(`${whole}${padded.slice(0, 2)}`));
  const rest = padded.slice(2).replace(/0+$/, '');
  return `${integer}${rest ? `.${rest}` : ''} %`;
}

/** The rows of a confirmation, in order: label key, value and the test id. */
/** `dateTime` writes the fill's instant; `date` a trading day ("2026-11-25") in the language's one date format. */
export function confirmationRows(
  c: TradeConfirmation,
  deps: LineDeps & { dateTime: (ms: number) => string; date: (isoDate: string) => string },
): Array<{ key: string; label: string; value: string; strong?: boolean }> {
  const { t } = deps;
  const money = (value: string) => deps.money(value, c.currency);
  return [
    { key: 'time', label: t('statement.confirmation.time'), value: deps.dateTime(c.filledAt) },
    { key: 'market', label: t('statement.confirmation.market'), value: t(`statement.confirmation.markets.${c.market}`) },
    { key: 'instrument', label: t('statement.confirmation.instrument'), value: `${c.code} · ${c.name}` },
    { key: 'side', label: t('statement.confirmation.side'), value: t(`statement.${c.side}`) },
    { key: 'quantity', label: t('statement.confirmation.quantity'), value: deps.number(c.quantity) },
    { key: 'price', label: t('statement.confirmation.price'), value: deps.money(c.price, c.priceCurrency) },
    { key: 'gross', label: t('statement.confirmation.gross'), value: money(c.gross) },
    { key: 'commission', label: t('statement.confirmation.commission'), value: money(c.commission) },
    { key: 'iva', label: t('statement.confirmation.iva', { rate: ratePercent(c.ivaRate) }), value: money(c.iva) },
    { key: 'net', label: t(c.side === 'buy' ? 'statement.confirmation.netBuy' : 'statement.confirmation.netSell'), value: money(c.net), strong: true },
    { key: 'tradeDate', label: t('statement.confirmation.tradeDate'), value: deps.date(c.tradeDate) },
    { key: 'settlement', label: t('statement.confirmation.settlement'), value: t('statement.confirmation.settlementValue', { date: deps.date(c.settlementDate), days: String(c.settlementDays) }) },
    { key: 'order', label: t('statement.confirmation.order'), value: `#${c.orderId}` },
  ];
}
