import { CURRENCY_DECIMALS, LEDGER_WALLETS, WALLET_CURRENCIES, type BillItem, type Currency, type LedgerWallet, type Locale, type Portfolio } from '@app/contracts';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import { fromDecimal } from '../../ledger/money.ts';
import { dayFromKey, zonedToUtc } from '../../market/time.ts';

/** Months start and end at midnight in Mexico City. */
export const STATEMENT_TZ = 'America/Mexico_City';

/** Line kinds of the ledger that are fees, IVA or taxes withheld (each area's own kinds). */
export const COST_KINDS = {
  fees: ['fee', 'hkex_fee', 'sfc_levy', 'afrc_levy', 'late_charge'],
  iva: ['tax', 'iva_interest'],
  taxes: ['isr', 'stamp_duty'],
} as const;

export interface WalletSummary {
  wallet: LedgerWallet;
  currency: Currency;
  opening: bigint;
  inflows: bigint;
  outflows: bigint;
  closing: bigint;
}

export interface CostSummary {
  currency: Currency;
  fees: bigint;
  iva: bigint;
  taxes: bigint;
  realizedPnl: bigint;
}

export interface StatementData {
  month: string;
  /** ms, first instant of the month (included) and of the next one (excluded). */
  from: number;
  to: number;
  locale: Locale;
  client: { userId: number; name: string; username: string; email: string; accountNumber: string };
  wallets: WalletSummary[];
  /** Oldest first. */
  movements: BillItem[];
  costs: CostSummary[];
  portfolio: Portfolio;
  issuedAt: number;
}

/** The first instant of a month 'YYYY-MM' and of the month after it, in ms. */
export function monthBounds(month: string): { from: number; to: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: zonedToUtc(STATEMENT_TZ, dayFromKey(`${month}-01`), 0), to: zonedToUtc(STATEMENT_TZ, dayFromKey(`${next}-01`), 0) };
}

/** The month 'YYYY-MM' (Mexico City) an instant falls in. */
export function monthOf(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: STATEMENT_TZ, year: 'numeric', month: '2-digit' }).formatToParts(ms);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** The client's account number as documents print it. */
export const accountNumberOf = (userId: number) => `BMX-${String(userId).padStart(8, '0')}`;

const minorOf = (text: string, currency: Currency) => fromDecimal(new Decimal(text), CURRENCY_DECIMALS[currency]);
const PAGE = 500;

/** Every posting of the user in [from, to), oldest first, through the wallet's statement. */
async function movementsOf(ctx: AppContext, userId: number, from: number, to: number, locale: Locale): Promise<BillItem[]> {
  const wallet = need(ctx, 'wallet');
  const all: BillItem[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await wallet.bill(userId, { pageNum, pageSize: PAGE, startTime: from, endTime: to }, locale);
    all.push(...page.list);
    if (page.list.length < PAGE) break;
  }
  return all.reverse();
}

/** The balance of one wallet and currency just before `at`: the running balance of its last posting before then. */
async function balanceBefore(ctx: AppContext, userId: number, wallet: LedgerWallet, currency: Currency, at: number, locale: Locale): Promise<bigint> {
  const page = await need(ctx, 'wallet').bill(userId, { pageNum: 1, pageSize: 1, walletType: wallet, currency, endTime: at }, locale);
  const last = page.list[0];
  return last ? minorOf(last.balanceAfter, currency) : 0n;
}

async function walletSummaries(ctx: AppContext, userId: number, movements: BillItem[], from: number, locale: Locale): Promise<WalletSummary[]> {
  const byKey = new Map<string, WalletSummary>();
  for (const line of movements) {
    const key = `${line.walletType}:${line.currency}`;
    const amount = minorOf(line.amount, line.currency);
    let summary = byKey.get(key);
    if (!summary) {
      const opening = minorOf(line.balanceAfter, line.currency) - amount;
      summary = { wallet: line.walletType, currency: line.currency, opening, inflows: 0n, outflows: 0n, closing: opening };
      byKey.set(key, summary);
    }
    if (amount > 0n) summary.inflows += amount;
    else summary.outflows -= amount;
    summary.closing = minorOf(line.balanceAfter, line.currency);
  }
  const list: WalletSummary[] = [];
  for (const wallet of LEDGER_WALLETS) {
    for (const currency of WALLET_CURRENCIES[wallet]) {
      const moved = byKey.get(`${wallet}:${currency}`);
      if (moved) {
        list.push(moved);
        continue;
      }
      // No movement in the month: opening and closing are the balance it had before.
      const balance = await balanceBefore(ctx, userId, wallet, currency, from, locale);
      if (balance !== 0n) list.push({ wallet, currency, opening: balance, inflows: 0n, outflows: 0n, closing: balance });
    }
  }
  return list;
}

/** Fees, IVA and taxes withheld (what left the client's wallets on those lines) and realised P/L, per currency. */
export function costSummaries(movements: BillItem[]): CostSummary[] {
  const byCurrency = new Map<Currency, CostSummary>();
  const of = (currency: Currency) => {
    let row = byCurrency.get(currency);
    if (!row) byCurrency.set(currency, (row = { currency, fees: 0n, iva: 0n, taxes: 0n, realizedPnl: 0n }));
    return row;
  };
  const pnlTx = new Set<number>();
  for (const line of movements) {
    const amount = minorOf(line.amount, line.currency);
    for (const [group, kinds] of Object.entries(COST_KINDS) as [keyof typeof COST_KINDS, readonly string[]][]) {
      if (kinds.includes(line.kind)) of(line.currency)[group] -= amount;
    }
    // A closing trade's realised P/L is on every posting of its transaction: counted once.
    const pnl = line.detail?.realizedPnl;
    if (pnl !== undefined && !pnlTx.has(line.txId)) {
      pnlTx.add(line.txId);
      of(line.currency).realizedPnl += minorOf(pnl, line.currency);
    }
  }
  return [...byCurrency.values()];
}

/** Everything a month's statement prints, read through the accounts, wallet and trading services. */
export async function statementData(ctx: AppContext, userId: number, month: string, locale: Locale): Promise<StatementData> {
  const { from, to } = monthBounds(month);
  const user = await need(ctx, 'accounts').getUser(userId);
  if (!user) throw new Error(`no user ${userId}`);
  const movements = await movementsOf(ctx, userId, from, to, locale);
  const wallets = await walletSummaries(ctx, userId, movements, from, locale);
  const portfolio = await need(ctx, 'trading').portfolio(userId, locale);
  return {
    month,
    from,
    to,
    locale,
    client: { userId, name: user.realName ?? user.username, username: user.username, email: user.email, accountNumber: accountNumberOf(userId) },
    wallets,
    movements,
    costs: costSummaries(movements),
    portfolio,
    issuedAt: ctx.clock.now(),
  };
}
