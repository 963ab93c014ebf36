import type { BillItem, TradeConfirmation } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format.ts';
import { confirmationRows, describeBillLine, ratePercent, trimZeros, type LineDeps } from './lines.ts';

const TEXTS: Record<string, string> = {
  'statement.buy': 'Buy',
  'statement.sell': 'Sell',
  'statement.tradeLine': '{{side}} {{code}} {{quantity}} @ {{price}}',
  'statement.feeLine': 'Commission · {{side}} {{code}}',
  'statement.taxLine': 'IVA on commission · {{side}} {{code}}',
  'statement.closeDetail': 'Proceeds {{proceeds}} · commission {{fee}} · IVA {{iva}} · P/L {{pnl}}',
  'statement.transferIn': 'Transfer from {{wallet}}',
  'statement.transferOut': 'Transfer to {{wallet}}',
  'statement.rate': 'rate {{rate}}',
  'statement.confirmation.iva': 'IVA ({{rate}}) on commission',
  'statement.confirmation.netBuy': 'Total debited',
  'statement.confirmation.settlementValue': '{{date}} (T+{{days}})',
};
const deps: LineDeps = {
  t: (key, params = {}) => (TEXTS[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? ''),
  walletName: (w) => ({ BALANCE: 'Funding', US_STOCK: 'US stocks' })[w] ?? w,
  money: (v, c) => `${c} ${v}`,
  signedMoney: (v, c) => `${v.startsWith('-') ? '' : '+'}${c} ${v}`,
  number: (v) => v,
  price: (v) => `${v.split('.')[0]}.${(v.split('.')[1] ?? '').padEnd(2, '0')}`,
};
const line = (over: Partial<BillItem>): BillItem => ({ id: 1, txId: 1, walletType: 'US_STOCK', currency: 'USD', amount: '-1.90', balanceAfter: '0.00', kind: 'trade', direction: 'out', title: 'Trade', createdAt: 0, ...over });

describe('statement lines', () => {
  it('a trade names side, instrument, quantity and price; its fee and IVA lines name the trade', () => {
    const detail = { code: 'AAPL', side: 'buy', openClose: 'open', quantity: '10', price: '182.6', orderId: 7 } as const;
    expect(describeBillLine(line({ detail }), deps)).toEqual({ title: 'Buy AAPL 10 @ 182.60', orderId: 7 });
    expect(describeBillLine(line({ kind: 'fee', detail }), deps)).toEqual({ title: 'Commission · Buy AAPL', orderId: 7 });
    expect(describeBillLine(line({ kind: 'tax', detail }), deps)).toEqual({ title: 'IVA on commission · Buy AAPL', orderId: 7 });
  });

  it('a close shows proceeds, commission, IVA and realized P/L', () => {
    const detail = { code: 'AAPL', side: 'sell', openClose: 'close', quantity: '10', price: '190.00', proceeds: '1900.00', fee: '1.90', iva: '0.30', realizedPnl: '74.10', orderId: 8 } as const;
    expect(describeBillLine(line({ amount: '1900.00', direction: 'in', detail }), deps)).toEqual({
      title: 'Sell AAPL 10 @ 190.00',
      detail: 'Proceeds USD 1900.00 · commission USD 1.90 · IVA USD 0.30 · P/L +USD 74.10',
      orderId: 8,
    });
  });

  it('a transfer names the other wallet and the rate (none at 1:1); other lines keep their title', () => {
    expect(describeBillLine(line({ kind: 'transfer', direction: 'in', detail: { otherWallet: 'BALANCE', rate: '0.05610000' } }), deps)).toEqual({ title: 'Transfer from Funding', detail: 'rate 0.0561' });
    expect(describeBillLine(line({ kind: 'transfer', direction: 'out', walletType: 'BALANCE', detail: { otherWallet: 'US_STOCK', rate: '1.00000000' } }), deps)).toEqual({ title: 'Transfer to US stocks' });
    expect(describeBillLine(line({ kind: 'deposit', title: 'Deposit' }), deps)).toEqual({ title: 'Deposit' });
  });

  it('formats rates exactly', () => {
    expect(ratePercent('0.16')).toBe('16 %');
    expect(ratePercent('0.085')).toBe('8.5 %');
    expect(ratePercent('0')).toBe('0 %');
    expect(trimZeros('17.25000000')).toBe('17.25');
    expect(trimZeros('20')).toBe('20');
  });

  it('a confirmation lists gross, commission, IVA at its rate, net and T+1 settlement', () => {
    const c: TradeConfirmation = {
      orderId: 7, filledAt: 0, market: 'US', code: 'AAPL', name: 'Apple', side: 'buy', openClose: 'open', quantity: '10', price: '190.255', priceCurrency: 'USD', currency: 'USD',
      gross: '1902.55', commission: '1.90', ivaRate: '0.16', iva: '0.30', net: '1904.75', tradeDate: '2026-11-24', settlementDate: '2026-11-25', settlementDays: 1,
    };
    // Trading days in the language's one date format (the sheet passes formatDate in UTC: a day, not an instant).
    const rows = confirmationRows(c, { ...deps, dateTime: () => '24/11/2026 10:00', date: (day) => formatDate(day, 'UTC', 'es') });
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.iva).toMatchObject({ label: 'IVA (16 %) on commission', value: 'USD 0.30' });
    expect(byKey.net).toMatchObject({ label: 'Total debited', value: 'USD 1904.75', strong: true });
    expect(byKey.tradeDate!.value).toBe('24/11/2026');
    expect(byKey.settlement!.value).toBe('25/11/2026 (T+1)');
    expect(confirmationRows(c, { ...deps, dateTime: () => '', date: (day) => formatDate(day, 'UTC', 'en') }).find((r) => r.key === 'settlement')!.value).toBe('11/25/2026 (T+1)');
    expect(confirmationRows(c, { ...deps, dateTime: () => '', date: (day) => formatDate(day, 'UTC', 'zh') }).find((r) => r.key === 'settlement')!.value).toBe('2026-11-25 (T+1)');
    expect(rows.map((r) => r.key)).toEqual(['time', 'market', 'instrument', 'side', 'quantity', 'price', 'gross', 'commission', 'iva', 'net', 'tradeDate', 'settlement', 'order']);
  });
});
