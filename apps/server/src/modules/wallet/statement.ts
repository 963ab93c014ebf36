import type { BillDetail, BillItem, Currency, LedgerWallet, Locale, Page } from '@app/contracts';
import type { Db } from '../../db/index.ts';
import { render } from '../../i18n/text.ts';
import { lineTitle, refLabel } from '../../ledger/line-titles.ts';
import { decimalsOf, formatMinor } from '../../ledger/money.ts';
import { statementPage, type StatementLine } from '../../ledger/statement.ts';
import { t } from './messages.ts';

/** The statement's generic titles, by line or transaction kind (a product area's own come from ledger/line-titles.ts). */
const BILL_TITLES: Record<string, keyof typeof t> = {
  deposit: 'billDeposit',
  withdrawal: 'billWithdrawal',
  seed: 'billSeed',
  reversal: 'billReversal',
  adjustment: 'billAdjustment',
  trade: 'billTrade',
  fee: 'billFee',
  tax: 'billTax',
  income: 'billIncome',
  interest: 'billInterest',
};

export interface BillQuery {
  pageNum: number;
  pageSize: number;
  walletType?: LedgerWallet | undefined;
  currency?: Currency | undefined;
  kind?: string | undefined;
  direction?: 'in' | 'out' | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/** A page of the user's statement (the wallet's /bill): each posting with its title, reference in words and detail, amounts in their currency's decimals. */
export function billPage(db: Db, userId: number, query: BillQuery, locale: Locale): Promise<Page<BillItem>> {
  return statementPage(db, userId, { ...query, wallet: query.walletType }, (rows) =>
    rows.map((row) => {
      const currency = row.currency as Currency;
      const decimals = decimalsOf(currency);
      const direction = row.amount > 0n ? 'in' : 'out';
      return {
        id: Number(row.id),
        txId: Number(row.tx_id),
        walletType: row.wallet as LedgerWallet,
        currency,
        amount: formatMinor(row.amount, decimals),
        balanceAfter: formatMinor(row.balance_after, decimals),
        kind: row.kind,
        direction,
        title: billTitle(row.kind, direction, locale),
        ...(row.ref ? { ref: row.ref } : {}),
        ...refTextOf(row.ref, locale),
        createdAt: row.created_at.getTime(),
        ...billDetailOf(row, currency),
      } satisfies BillItem;
    }),
  );
}

function billTitle(kind: string, direction: 'in' | 'out', locale: Locale): string {
  if (kind === 'transfer') return render(direction === 'in' ? t.billTransferIn : t.billTransferOut, locale);
  const own = lineTitle(kind);
  if (own) return render(own, locale);
  const key = BILL_TITLES[kind];
  return key ? render(t[key], locale) : render(t.billOther, locale, { kind });
}

/** The reference in words when its area declares how it reads (ledger/line-titles.ts defineRefLabels). */
function refTextOf(ref: string | null, locale: Locale): { refText?: string } {
  const label = ref ? refLabel(ref) : undefined;
  return label ? { refText: label[locale] } : {};
}

/**
 * What a statement line is about, from its transaction's memo: a trade's instrument, side,
 * quantity and price (a close: proceeds, commission, IVA, realized P/L); a transfer's other
 * wallet and rate. Lines of other kinds carry no detail.
 */
export function billDetailOf(row: StatementLine, currency: Currency): { detail?: BillDetail } {
  const memo = row.memo ?? {};
  const text = (key: string) => (typeof memo[key] === 'string' || typeof memo[key] === 'number' ? String(memo[key]) : undefined);
  const minor = (key: string) => {
    const value = text(key);
    return value !== undefined && /^-?\d+$/.test(value) ? formatMinor(BigInt(value), decimalsOf(currency)) : undefined;
  };
  const detail: BillDetail = {};
  if ((row.tx_kind === 'trade' || row.tx_kind === 'liquidation') && text('code')) {
    const close = memo.openClose === 1 || (row.ref ?? '').startsWith('position:');
    const direction = Number(memo.direction);
    detail.code = text('code');
    detail.openClose = close ? 'close' : 'open';
    if (direction === 0 || direction === 1) detail.side = (direction === 0) === !close ? 'buy' : 'sell';
    detail.quantity = text('quantity');
    detail.price = text('price');
    detail.fee = minor('fee');
    detail.iva = minor('iva');
    if (close) {
      detail.proceeds = minor('proceeds');
      detail.realizedPnl = minor('realizedPnl');
    }
    const orderId = text('orderId') ?? /^order:(\d+)$/.exec(row.ref ?? '')?.[1];
    if (orderId) detail.orderId = Number(orderId);
  } else if (row.tx_kind === 'transfer' && text('fromWallet')) {
    const other = row.wallet === text('fromWallet') ? text('toWallet') : text('fromWallet');
    if (other) detail.otherWallet = other as LedgerWallet;
    detail.rate = text('rate');
  }
  const clean = Object.fromEntries(Object.entries(detail).filter(([, v]) => v !== undefined)) as BillDetail;
  return Object.keys(clean).length > 0 ? { detail: clean } : {};
}
