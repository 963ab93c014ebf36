import crypto from 'node:crypto';
import type { Currency, LedgerWallet } from '@app/contracts';
import { need, type AppContext } from '../../context.ts';
import { base58CheckEncode } from './addresses.ts';
import type { Reviewer } from './deposits.ts';
import { orderNumber, recordHistory } from './history.ts';
import { clabeOf } from './rules.ts';

/** The demo investor's money, as it sits in the wallets once the seed is done (HKD comes from a USD conversion at the live rate). */
export const DEMO_FUNDS: { wallet: LedgerWallet; currency: Currency; amount: bigint }[] = [
  { wallet: 'BALANCE', currency: 'MXN', amount: 250_000_00n },
  { wallet: 'BALANCE', currency: 'USD', amount: 2_000_00n },
  { wallet: 'BALANCE', currency: 'EUR', amount: 1_000_00n },
  { wallet: 'US_STOCK', currency: 'USD', amount: 10_000_00n },
  { wallet: 'MX', currency: 'MXN', amount: 100_000_00n },
  { wallet: 'FUTURE', currency: 'USD', amount: 5_000_00n },
  { wallet: 'FOREX', currency: 'USD', amount: 5_000_00n },
];

/** US dollars the demo converts into Hong Kong dollars for its HK stock wallet (about HK$50,000). */
export const DEMO_HKD_FROM_USD = 6_420_00n;

const MINUTE = 60_000;

/**
 * Funds the demo investor the way a real investor's money arrives: bank deposits (SPEI in
 * pesos, wires in dollars and euros) approved by the demo operator, whose approval posts
 * the ledger, writes the history and sends the "deposit credited" notices; then transfers
 * from the balance account to each product wallet (dollars to Hong Kong dollars at the live
 * rate). Saves a bank card and a crypto wallet. Idempotent: it does nothing to the money
 * once the investor has deposits (or was funded by the older direct seed).
 */
export async function seedDemoFunding(ctx: AppContext, username = 'demo'): Promise<void> {
  const user = await need(ctx, 'accounts').findByUsername(username);
  if (!user) return;
  const legacy = await need(ctx, 'ledger').hasTransactionWithKey(`seed:${user.id}:BALANCE:MXN`);
  const deposited = await ctx.db.selectFrom('deposits').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
  if (!legacy && !deposited) {
    const operator = (await ctx.services.operators?.findByUsername('reviewer')) ?? (await ctx.services.operators?.findByUsername('admin'));
    if (operator) await depositAndDistribute(ctx, user.id, { id: operator.id, username: operator.username, roles: operator.roles });
    else await fundDirectly(ctx, user.id);
  }
  const cards = need(ctx, 'funding').cards;
  if ((await cards.listCards(user.id)).length === 0 && (await cards.listWallets(user.id)).length === 0) {
    const body = crypto.createHash('sha256').update('bolsa-mx/demo-wallet').digest().subarray(0, 20);
    await cards.seedPayoutAccounts(
      user.id,
      {
        bankName: 'BBVA México',
        accountName: user.realName ?? 'Ana García López',
        cardNo: clabeOf('01218000123456789'),
        country: 'MX',
        swiftCode: 'BCMRMXMM',
        city: 'Ciudad de México',
        region: 'CDMX',
        postalCode: '06600',
        bankAddress: 'Av. Paseo de la Reforma 510',
      },
      { currency: 'USDT', network: 'TRC20', address: base58CheckEncode(Buffer.concat([Buffer.from([0x41]), body])), label: 'Mi cartera USDT' },
    );
  }
  ctx.log.info({ username }, 'demo funding seeded');
}

/** What each currency's deposit must bring: its balance plus what moves on to product wallets. */
export function depositTotals(): Map<Currency, bigint> {
  const totals = new Map<Currency, bigint>();
  for (const fund of DEMO_FUNDS) totals.set(fund.currency, (totals.get(fund.currency) ?? 0n) + fund.amount);
  totals.set('USD', (totals.get('USD') ?? 0n) + DEMO_HKD_FROM_USD);
  return totals;
}

async function depositAndDistribute(ctx: AppContext, userId: number, reviewer: Reviewer): Promise<void> {
  const funding = need(ctx, 'funding');
  const wallet = need(ctx, 'wallet');
  const now = ctx.clock.now();
  // The investor sent them a little before the seed, a quarter of an hour apart, oldest
  // first; they are approved (and their notices sent) at the seed's time.
  let minutesAgo = 15 * depositTotals().size;
  for (const [currency, amount] of depositTotals()) {
    const createdAt = now - minutesAgo * MINUTE;
    minutesAgo -= 15;
    const row = await ctx.db
      .insertInto('deposits')
      .values({
        order_no: orderNumber('D', createdAt),
        user_id: userId,
        method: 'bank',
        currency,
        network: null,
        amount_minor: amount,
        crypto_amount: null,
        credit_currency: currency,
        credit_minor: null,
        rate: null,
        proof_url: null,
        address: null,
        tx_hash: null,
        confirmations: null,
        status: 1,
        reason: null,
        reviewed_by: null,
        reviewed_by_name: null,
        ledger_tx_id: null,
        lease_until: null,
        created_at: new Date(createdAt),
        reviewed_at: null,
        completed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordHistory(ctx.db, 'deposit', row.id, 'created', `user:${userId}`, createdAt);
    await funding.deposits.review(row.id, reviewer, 'approve', undefined, 'es');
  }
  // From the balance account to each product wallet (same currency: 1:1, no quote needed).
  for (const fund of DEMO_FUNDS) {
    if (fund.wallet === 'BALANCE') continue;
    await wallet.transfer(
      userId,
      { fromWallet: 'BALANCE', fromCurrency: fund.currency, toWallet: fund.wallet, toCurrency: fund.currency, amount: formatCents(fund.amount) },
      `seed:transfer:${userId}:${fund.wallet}:${fund.currency}`,
      'seed',
    );
  }
  const hkd = { fromWallet: 'BALANCE' as const, fromCurrency: 'USD' as const, toWallet: 'HK_STOCK' as const, toCurrency: 'HKD' as const, amount: formatCents(DEMO_HKD_FROM_USD) };
  const quote = await wallet.quote(userId, hkd);
  await wallet.transfer(userId, { ...hkd, quoteId: quote.quoteId }, `seed:transfer:${userId}:HK_STOCK:HKD`, 'seed');
  // The transfers' undo window has passed for the demo: settle them now.
  await wallet.settleNow(userId);
}

/** Without an operator to approve deposits (a trimmed test app): the money straight from the demo account. */
async function fundDirectly(ctx: AppContext, userId: number): Promise<void> {
  const ledger = need(ctx, 'ledger');
  for (const fund of [...DEMO_FUNDS, { wallet: 'HK_STOCK' as const, currency: 'HKD' as const, amount: 50_000_00n }]) {
    await ledger.post({
      idempotencyKey: `seed:${userId}:${fund.wallet}:${fund.currency}`,
      kind: 'seed',
      ref: `seed:${userId}`,
      by: 'system',
      legs: [{ from: { house: 'DEMO_FUNDING', currency: fund.currency }, to: { userId, wallet: fund.wallet, currency: fund.currency }, amount: fund.amount }],
    });
  }
}

const formatCents = (minor: bigint): string => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
