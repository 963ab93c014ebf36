import { WALLET_CURRENCIES, type CryptoAsset, type Currency, type FundingOverview } from '@app/contracts';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import { decimalsOf, formatMinor, fromDecimal } from '../../ledger/money.ts';
import './tables.ts';

/** The user's money at a glance, in MXN at the current rates (/userCenter/getFundingOverview). */
export async function fundingOverview(ctx: AppContext, userId: number): Promise<FundingOverview> {
  const wallet = need(ctx, 'wallet');
  const market = need(ctx, 'market');
  const accounts = await wallet.accountBalances(userId);
  let funding = 0n;
  let products = 0n;
  let frozen = 0n;
  for (const account of accounts) {
    const value = wallet.toMxn(account.balance, account.currency);
    if (account.wallet === 'BALANCE') funding += value;
    else products += value;
    frozen += wallet.toMxn(account.held, account.currency);
  }
  const fundingBalances = WALLET_CURRENCIES.BALANCE.map((currency) => {
    const account = accounts.find((a) => a.wallet === 'BALANCE' && a.currency === currency);
    const d = decimalsOf(currency);
    return {
      currency,
      balance: formatMinor(account?.balance ?? 0n, d),
      available: formatMinor(account?.available ?? 0n, d),
      frozen: formatMinor(account?.held ?? 0n, d),
    };
  });

  const deposits = await ctx.db
    .selectFrom('deposits')
    .select(['method', 'currency', 'status', 'amount_minor', 'crypto_amount', 'credit_minor', 'credit_currency'])
    .where('user_id', '=', userId)
    .where('status', 'in', [1, 3])
    .execute();
  let pendingDepositCount = 0;
  let pendingDepositMxn = 0n;
  let depositedMxn = 0n;
  for (const d of deposits) {
    if (d.status === 3) {
      depositedMxn += wallet.toMxn(d.credit_minor ?? 0n, d.credit_currency as Currency);
      continue;
    }
    pendingDepositCount++;
    if (d.method === 'bank') {
      pendingDepositMxn += wallet.toMxn(d.amount_minor ?? 0n, d.currency as Currency);
    } else {
      const asset = d.currency as CryptoAsset;
      const usd = fromDecimal(new Decimal(d.crypto_amount ?? '0').times(String(market.quote(`${asset}/USD`).bid)), 2);
      pendingDepositMxn += wallet.toMxn(usd, 'USD');
    }
  }

  const withdrawals = await ctx.db
    .selectFrom('withdrawals')
    .select(['currency', 'status', 'amount_minor'])
    .where('user_id', '=', userId)
    .where('status', 'in', [1, 3])
    .execute();
  let pendingWithdrawalCount = 0;
  let pendingWithdrawalMxn = 0n;
  let withdrawnMxn = 0n;
  for (const w of withdrawals) {
    const value = wallet.toMxn(w.amount_minor, w.currency as Currency);
    if (w.status === 3) withdrawnMxn += value;
    else {
      pendingWithdrawalCount++;
      pendingWithdrawalMxn += value;
    }
  }

  // Loans in use are owed, not owned: shown apart, never added to the total.
  const loans = await ctx.services.loans?.liability(userId);

  return {
    currency: 'MXN',
    total: formatMinor(funding + products, 2),
    funding: formatMinor(funding, 2),
    products: formatMinor(products, 2),
    frozen: formatMinor(frozen, 2),
    fundingBalances,
    pendingDeposits: { count: pendingDepositCount, amountMxn: formatMinor(pendingDepositMxn, 2) },
    pendingWithdrawals: { count: pendingWithdrawalCount, amountMxn: formatMinor(pendingWithdrawalMxn, 2) },
    depositedMxn: formatMinor(depositedMxn, 2),
    withdrawnMxn: formatMinor(withdrawnMxn, 2),
    ...(loans && loans.loans > 0 ? { loans: { outstanding: loans.outstanding, count: loans.loans } } : {}),
    time: ctx.clock.now(),
  };
}
