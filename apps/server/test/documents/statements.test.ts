import type { BillItem, DocumentFile, DocumentView, Page, TradeConfirmation, TradeOrder } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { call, get, investor, key, tradingApp } from '../trading/_setup.ts';
import { pdfLines } from './_pdf.ts';

/** Tuesday 24 November 2026, 10:00 in New York: the US session is open, commissions carry IVA. */
const NOV_24_OPEN = Date.UTC(2026, 10, 24, 15, 0, 0);
/** Wednesday 2 December 2026, 12:00 in Mexico City: November has closed, December has not. */
const DEC_2 = Date.UTC(2026, 11, 2, 18, 0, 0);
const pin = '123456';

describe('the monthly statement and trade confirmation PDFs (issue 31)', () => {
  let t: TestApp;
  let clock: ManualClock;
  let user: TestUser;
  let other: TestUser;
  const orders: number[] = [];
  /** The US stocks wallet's line of the Spanish statement after its name: opening, in, out, closing. */
  let walletFigures = '';

  const post = <T>(who: TestUser, url: string, payload: unknown, lang = 'en') => call<T>(t, who, url, payload, { lang });
  const pdfOf = async (who: TestUser, id: number) => {
    const res = await get<DocumentFile>(t, who, `/documents/file?id=${id}`);
    expect(res.code).toBe(200);
    return { lines: await pdfLines(Buffer.from(res.data.base64, 'base64')), file: res.data };
  };

  beforeAll(async () => {
    ({ t, clock } = await tradingApp(NOV_24_OPEN));
    user = await investor(t, { US_STOCK: ['USD', '100000'] });
    other = await investor(t, { US_STOCK: ['USD', '500'] });
    const buy = await post<TradeOrder>(user, '/stock/create', { payPassword: pin, idempotencyKey: key(), code: 'MSFT', direction: 0, quantity: 3 });
    expect(buy.code).toBe(200);
    orders.push(buy.data.id);
    clock.advance(60_000);
    const sell = await post<TradeOrder>(user, '/stock/create', { payPassword: pin, idempotencyKey: key(), code: 'MSFT', direction: 1, quantity: 2 });
    expect(sell.code).toBe(200);
    orders.push(sell.data.id);
    clock.set(DEC_2);
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  it("prints every wallet's opening and closing balance, every movement with its running balance, and the costs, equal to the ledger's", async () => {
    const made = await post<DocumentView>(user, '/documents/statement', { month: '2026-11' }, 'mx');
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ kind: 'statement', period: '2026-11', locale: 'es', title: 'Estado de cuenta de noviembre de 2026', fileName: 'estado-de-cuenta-2026-11-es.pdf' });
    const { lines, file } = await pdfOf(user, made.data.id);
    expect(file.document.checksum).toMatch(/^[0-9a-f]{64}$/);

    // The ledger's figures for the month: its balance now (nothing moved in December) and its postings.
    const closing = (await need(t.ctx, 'ledger').balance({ userId: user.userId, wallet: 'US_STOCK', currency: 'USD' })).balance;
    const bill = await call<Page<BillItem>>(t, user, '/wallet/getWalletBill', { pageSize: 100, walletType: 'US_STOCK' });
    expect(bill.data.total).toBeGreaterThanOrEqual(5);
    const confirmations: TradeConfirmation[] = [];
    for (const orderId of orders) confirmations.push((await get<TradeConfirmation>(t, user, `/stock/confirmation?orderId=${orderId}`)).data);
    const cents = (s: string) => BigInt(s.replace('.', ''));
    const text = (minor: bigint) => `US$${(Number(minor / 100n)).toLocaleString('en-US')}.${String(minor % 100n).padStart(2, '0')}`;
    const fees = confirmations.reduce((sum, c) => sum + cents(c.commission), 0n);
    const iva = confirmations.reduce((sum, c) => sum + cents(c.iva), 0n);
    const amounts = bill.data.list.map((line) => cents(line.amount));
    const inflows = amounts.filter((a) => a > 0n).reduce((sum, a) => sum + a, 0n);
    const outflows = -amounts.filter((a) => a < 0n).reduce((sum, a) => sum + a, 0n);
    // The sale's realised P/L as the statement's wallet line carries it (trading's figure).
    const realized = cents(bill.data.list.find((line) => line.detail?.realizedPnl !== undefined)!.detail!.realizedPnl!);

    expect(lines.slice(0, 2)).toEqual(['Bolsa MX, Casa de Bolsa', 'Estado de cuenta']);
    expect(lines).toContain(`Cliente: Test User Número de cuenta: BMX-${String(user.userId).padStart(8, '0')}`);
    expect(lines).toContain('Periodo: noviembre de 2026 (del 2026-11-01 al 2026-11-30)');
    expect(lines).toContain(`Acciones EE. UU. USD US$0.00 ${text(inflows)} -${text(outflows)} ${text(closing)}`);
    expect(inflows - outflows).toBe(closing);
    walletFigures = `USD US$0.00 ${text(inflows)} -${text(outflows)} ${text(closing)}`;
    expect(lines).toContain(`USD ${text(fees)} ${text(iva)} US$0.00 ${realized < 0n ? '-' : ''}${text(realized < 0n ? -realized : realized)}`);
    // Every posting is a line of the movements table, the last one with the closing balance.
    const movementLines = lines.filter((l) => /^2026-11-\d\d \d\d:\d\d Acciones EE\. UU\. USD /.test(l));
    expect(movementLines).toHaveLength(bill.data.total);
    expect(movementLines[movementLines.length - 1]!.endsWith(` ${text(closing)}`)).toBe(true);
    expect(movementLines[0]).toMatch(/US\$100,000\.00 US\$100,000\.00$/);
  });

  it('writes the statement in English and Chinese (Chinese glyphs embedded)', async () => {
    const en = await post<DocumentView>(user, '/documents/statement', { month: '2026-11' }, 'en');
    expect(en.data.title).toBe('Statement for November 2026');
    const enLines = (await pdfOf(user, en.data.id)).lines;
    expect(enLines.slice(0, 2)).toEqual(['Bolsa MX, Casa de Bolsa', 'Account statement']);
    expect(enLines).toContain(`US stocks ${walletFigures}`);

    const zh = await post<DocumentView>(user, '/documents/statement', { month: '2026-11' }, 'zh_Hans_CN');
    expect(zh.data.title).toBe('2026年11月对账单');
    const zhLines = (await pdfOf(user, zh.data.id)).lines;
    expect(zhLines.slice(0, 2)).toEqual(['Bolsa MX 证券', '月度对账单']);
    expect(zhLines).toContain(`美股账户 ${walletFigures}`);
    expect(zhLines).toContain('持仓（估值时间 2026-12-02 12:00）');
    expect(zhLines).toContain('币种 佣金及费用 增值税 (IVA) 代扣税款 已实现盈亏');

    // The same month and language again is the same file.
    const again = await post<DocumentView>(user, '/documents/statement', { month: '2026-11' }, 'zh_Hans_CN');
    expect(again.data.id).toBe(zh.data.id);
    const list = await get<Page<DocumentView>>(t, user, '/documents/list?kind=statement');
    expect(list.data.list.map((d) => d.locale)).toEqual(['zh', 'en', 'es']);
  });

  it('a trade confirmation per fill: trade and settlement date, price, quantity, commission, IVA, taxes, net, venue', async () => {
    const c = (await get<TradeConfirmation>(t, user, `/stock/confirmation?orderId=${orders[0]}`)).data;
    const made = await post<DocumentView>(user, '/documents/confirmation', { orderId: orders[0] }, 'mx');
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ kind: 'confirmation', period: `order:${orders[0]}`, title: `Confirmación de la orden ${orders[0]}` });
    const { lines } = await pdfOf(user, made.data.id);
    expect(lines.slice(0, 2)).toEqual(['Bolsa MX, Casa de Bolsa', 'Confirmación de operación']);
    expect(lines).toContain('Fecha de operación: 2026-11-24 Fecha de liquidación: 2026-11-25 (T+1)');
    expect(lines).toContain(`Operación: Compra Mercado de ejecución: NYSE / Nasdaq (EE. UU.)`);
    expect(lines.find((l) => l.startsWith('Hora de ejecución:'))).toBe(`Hora de ejecución: 2026-11-24 09:00 Cantidad: 3`);
    expect(lines).toContain(`Importe bruto US$${Number(c.gross).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(lines).toContain(`Comisión US$${c.commission}`);
    expect(lines).toContain(`IVA sobre comisión (16 %) US$${c.iva}`);
    expect(lines).toContain('Impuestos retenidos US$0.00');
    expect(lines).toContain(`Importe neto cargado US$${Number(c.net).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

    const zh = await post<DocumentView>(user, '/documents/confirmation', { orderId: orders[1] }, 'zh_Hans_CN');
    const zhLines = (await pdfOf(user, zh.data.id)).lines;
    expect(zhLines.slice(0, 2)).toEqual(['Bolsa MX 证券', '成交确认书']);
    expect(zhLines.some((l) => l.startsWith('方向: 卖出 交易场所: 纽约证券交易所 / 纳斯达克'))).toBe(true);
  });

  it('refuses a month that has not ended and another client\'s document, in every language, writing nothing', async () => {
    const before = (await get<Page<DocumentView>>(t, user, '/documents/list')).data.total;
    for (const [lang, msg] of [
      ['mx', 'El mes 2026-12 aún no termina: su estado de cuenta estará listo al cierre del mes'],
      ['en', 'The month 2026-12 has not ended yet: its statement is ready once the month closes'],
      ['zh_Hans_CN', '2026-12 尚未结束：月结单将在月末生成'],
    ] as const) {
      const res = await post<{ error: string }>(user, '/documents/statement', { month: '2026-12' }, lang);
      expect(res).toMatchObject({ status: 409, code: 409, msg, data: { error: 'DOCUMENT_PERIOD_OPEN' } });
    }
    const future = await post<{ error: string }>(user, '/documents/statement', { month: '2027-03' });
    expect(future.data.error).toBe('DOCUMENT_PERIOD_OPEN');
    const bad = await post<{ error: string }>(user, '/documents/statement', { month: '2026-13' });
    expect(bad.status).toBe(422);
    expect(bad.data.error).toBe('VALIDATION');

    const mine = (await get<Page<DocumentView>>(t, user, '/documents/list')).data.list[0]!;
    const theirs = await get<{ error: string }>(t, other, `/documents/file?id=${mine.id}`);
    expect(theirs).toMatchObject({ status: 404, data: { error: 'DOCUMENT_NOT_FOUND' }, msg: 'The document does not exist' });
    const mailed = await post<{ error: string }>(other, '/documents/email', { id: mine.id });
    expect(mailed.data.error).toBe('DOCUMENT_NOT_FOUND');
    const notMine = await post<{ error: string }>(other, '/documents/confirmation', { orderId: orders[0] });
    expect(notMine.data.error).toBe('ORDER_NOT_FOUND');
    expect((await get<Page<DocumentView>>(t, user, '/documents/list')).data.total).toBe(before);
    expect((await get<Page<DocumentView>>(t, other, '/documents/list')).data.total).toBe(0);
  });
});
