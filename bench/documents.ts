/**
 * Renders a month's account statement of 500 movements (issue 31: under 2 s) in each
 * language with the documents module's real PDF code, then reads each PDF's text back
 * (pdf.js) and checks every movement is on it with its running balance.
 *
 *   npx tsx bench/documents.ts [movements=500] [rounds=3]
 *
 * No database: the statement's figures are made here as the wallet's statement gives them.
 * Prints the render time per language (best and worst of the rounds) and the pages.
 */
import type { BillItem, Locale, Portfolio } from '@app/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { costSummaries, monthBounds, type StatementData } from '../apps/server/src/modules/documents/statement-data.ts';
import { statementPdf } from '../apps/server/src/modules/documents/statement-pdf.ts';
import { finish, size } from './smoke.lib.ts';

const MOVEMENTS = size(2, 500, 100);
const ROUNDS = size(3, 3, 1);
const GOAL_MS = 2000;
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

function statement(locale: Locale): StatementData {
  const { from, to } = monthBounds('2026-11');
  const movements: BillItem[] = [];
  let balance = 0n;
  for (let i = 0; i < MOVEMENTS; i++) {
    const amount = i === 0 ? 10_000_000n : BigInt(((i * 7919) % 20_000) - 9_000);
    balance += amount;
    const text = (minor: bigint) => `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;
    movements.push({
      id: i + 1,
      txId: i + 1,
      walletType: 'US_STOCK',
      currency: 'USD',
      amount: text(amount),
      balanceAfter: text(balance),
      kind: i % 3 === 2 ? 'fee' : 'trade',
      direction: amount > 0n ? 'in' : 'out',
      title: locale === 'zh' ? '交易' : 'Trade',
      createdAt: from + i * 60_000,
      detail: { code: 'MSFT' },
    });
  }
  const portfolio: Portfolio = {
    currency: 'MXN', totalAssetsMxn: '0.00', cashMxn: '0.00', positionsValueMxn: '0.00', productsValueMxn: '0.00', products: [],
    dayPnlMxn: '0.00', totalPnlMxn: '0.00', pricePnlMxn: '0.00', fxPnlMxn: '0.00', positions: [], time: to,
  };
  return {
    month: '2026-11', from, to, locale,
    client: { userId: 1, name: 'Bench Client', username: 'bench', email: 'bench@example.mx', accountNumber: 'BMX-00000001' },
    wallets: [{ wallet: 'US_STOCK', currency: 'USD', opening: 0n, inflows: 0n, outflows: 0n, closing: balance }],
    movements, costs: costSummaries(movements), portfolio, issuedAt: to,
  };
}

/** How many lines of the PDF are movements (a date, then the wallet), and the pages. */
async function countMovements(pdf: Buffer): Promise<{ lines: number; pages: number }> {
  const task = getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS });
  const doc = await task.promise;
  let lines = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item && /^2026-11-\d\d \d\d:\d\d$/.test(item.str)) lines++;
  }
  const pages = doc.numPages;
  await task.destroy();
  return { lines, pages };
}

let ok = true;
let fast = true;
for (const locale of ['es', 'en', 'zh'] as const) {
  const data = statement(locale);
  const times: number[] = [];
  let last: Buffer | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    last = await statementPdf(data);
    times.push(performance.now() - started);
  }
  const { lines, pages } = await countMovements(last!);
  const worst = Math.max(...times);
  if (lines !== MOVEMENTS) ok = false;
  if (worst >= GOAL_MS) fast = false;
  console.log(`${locale}: ${MOVEMENTS} movements, ${pages} pages, ${(last!.length / 1024).toFixed(0)} KiB, best ${Math.min(...times).toFixed(0)} ms, worst ${worst.toFixed(0)} ms (goal < ${GOAL_MS} ms); movements read back ${lines}/${MOVEMENTS}`);
}
finish(ok, fast);
