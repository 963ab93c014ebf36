import crypto from 'node:crypto';
import type { Currency, LedgerWallet } from '@app/contracts';
import { need, type AppContext } from '../../context.ts';
import { base58CheckEncode } from './addresses.ts';
import { clabeOf } from './rules.ts';

/** The demo investor's money: real ledger transactions from the DEMO_FUNDING house account. */
export const DEMO_FUNDS: { wallet: LedgerWallet; currency: Currency; amount: bigint }[] = [
  { wallet: 'BALANCE', currency: 'MXN', amount: 250_000_00n },
  { wallet: 'BALANCE', currency: 'USD', amount: 2_000_00n },
  { wallet: 'BALANCE', currency: 'EUR', amount: 1_000_00n },
  { wallet: 'US_STOCK', currency: 'USD', amount: 10_000_00n },
  { wallet: 'MX', currency: 'MXN', amount: 100_000_00n },
  { wallet: 'HK_STOCK', currency: 'HKD', amount: 50_000_00n },
  { wallet: 'FUTURE', currency: 'USD', amount: 5_000_00n },
  { wallet: 'FOREX', currency: 'USD', amount: 5_000_00n },
];

/** Funds the demo investor, saves a bank card and a crypto wallet (idempotent: keys and existence checks). */
export async function seedDemoFunding(ctx: AppContext, username = 'demo'): Promise<void> {
  const user = await need(ctx, 'accounts').findByUsername(username);
  if (!user) return;
  const ledger = need(ctx, 'ledger');
  for (const fund of DEMO_FUNDS) {
    await ledger.post({
      idempotencyKey: `seed:${user.id}:${fund.wallet}:${fund.currency}`,
      kind: 'seed',
      ref: `seed:${user.id}`,
      by: 'system',
      legs: [{ from: { house: 'DEMO_FUNDING', currency: fund.currency }, to: { userId: user.id, wallet: fund.wallet, currency: fund.currency }, amount: fund.amount }],
    });
  }
  const cards = need(ctx, 'funding').cards;
  if ((await cards.listCards(user.id)).length === 0) {
    await cards.addCard(user.id, {
      bankName: 'BBVA México',
      accountName: user.realName ?? 'Ana García López',
      cardNo: clabeOf('01218000123456789'),
      country: 'MX',
      swiftCode: 'BCMRMXMM',
      city: 'Ciudad de México',
      region: 'CDMX',
      postalCode: '06600',
      bankAddress: 'Av. Paseo de la Reforma 510',
    });
  }
  if ((await cards.listWallets(user.id)).length === 0) {
    const body = crypto.createHash('sha256').update('bolsa-mx/demo-wallet').digest().subarray(0, 20);
    await cards.addWallet(user.id, { currency: 'USDT', network: 'TRC20', address: base58CheckEncode(Buffer.concat([Buffer.from([0x41]), body])), label: 'Mi cartera USDT' });
  }
  ctx.log.info({ username }, 'demo funding seeded');
}
