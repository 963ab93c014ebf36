import { need, type AppContext } from '../../context.ts';
import { DEMO_USER } from '../accounts/seed.ts';

/** MXN the demo investor moves to its FINANCIAL wallet for bonds. */
const DEMO_FINANCIAL_MXN = '50000.00';

/**
 * Demo data (idempotent). The standing series come with migration 0025 (the weekly bills
 * mature relative to today); here: the terms' version 1, MXN 50,000 moved from the demo
 * investor's funding account to FINANCIAL, and two holdings bought today (CETES 91 and a
 * BONOS M), so the list, the trade tab and the sale page show something alive.
 */
export async function seedBonds(ctx: AppContext): Promise<void> {
  const bonds = ctx.services.bonds;
  if (!bonds) return;
  await bonds.currentTerms('MX');
  await bonds.currentTerms('US');
  const user = await need(ctx, 'accounts').findByUsername(DEMO_USER.username);
  const wallet = ctx.services.wallet;
  if (!user || !wallet) return;
  const userId = user.id;
  await wallet.transfer(userId, { fromWallet: 'BALANCE', fromCurrency: 'MXN', toWallet: 'FINANCIAL', toCurrency: 'MXN', amount: DEMO_FINANCIAL_MXN }, `seed:transfer:${userId}:FINANCIAL:MXN`, 'seed');
  await wallet.settleNow(userId);
  const issues = await bonds.catalog.issues();
  for (const [code, quantity] of [
    ['CETES 91', 1000],
    ['M 310529', 100],
  ] as const) {
    const issue = issues.find((i) => i.code === code);
    if (issue) await bonds.buy(userId, { bondId: issue.id, quantity }, `seed:bonds:${userId}:${code.replace(/\s/g, '')}`, 'es');
  }
}
