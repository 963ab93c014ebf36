import { CURRENCY_DECIMALS, QUEUE_SLA_MS, type Currency, type Dashboard, type DashboardQueue, type Locale, type QueueKey } from '@app/contracts';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import { formatMinor } from '../../ledger/money.ts';
import { adminApplications } from '../wallet/applications.ts';

/** Midnight in Mexico City (UTC-6 all year since Mexico dropped daylight saving in 2022) of the day containing `at`. */
export function mexicoDayStart(at: number): number {
  const offset = 6 * 3_600_000;
  const local = at - offset;
  return local - (local % 86_400_000) + offset;
}

const queue = (key: QueueKey, count: number, oldestAt: number | undefined, now: number): DashboardQueue => {
  const slaMs = QUEUE_SLA_MS[key];
  if (oldestAt === undefined || count === 0) return { key, count, slaMs, overdue: false };
  const oldestAgeMs = Math.max(0, now - oldestAt);
  return { key, count, oldestAt, oldestAgeMs, slaMs, overdue: oldestAgeMs > slaMs };
};

const totals = (rows: { currency: string; count: number; minor: bigint }[]) =>
  rows.map((row) => ({ currency: row.currency, count: row.count, amount: formatMinor(row.minor, CURRENCY_DECIMALS[row.currency as Currency] ?? 2) }));

/**
 * The back office's first page. Each module answers its own part through its service
 * (each queue's first page of one, oldest first, gives its count and its oldest item).
 */
export async function dashboardOf(ctx: AppContext, operatorId: number, locale: Locale): Promise<Dashboard> {
  const now = ctx.clock.now();
  const dayStart = mexicoDayStart(now);
  const funding = need(ctx, 'funding');
  const first = { pageNum: 1, pageSize: 1 };
  const [kyc, deposits, withdrawals, applications, depositsToday, withdrawalsToday, tradingToday, reconciliation, jobs, chats] = await Promise.all([
    need(ctx, 'kyc').list('pending', 1, 1),
    funding.deposits.adminList({ ...first, status: 'pending' }, locale),
    // Awaiting review; the approved ones waiting to be sent are the payout queue's (issue 30.2).
    funding.withdrawals.adminList({ ...first, status: 'pending', stage: 'review' }, locale),
    adminApplications(ctx, { ...first, status: 'pending' }, locale),
    funding.deposits.completedSince(new Date(dayStart)),
    funding.withdrawals.completedSince(new Date(dayStart)),
    need(ctx, 'trading').reads.volumeSince(new Date(dayStart)),
    need(ctx, 'backoffice').reconciliation.last(),
    ctx.jobs.list(),
    need(ctx, 'chat').queue({ ...first, status: 'open', operatorId }),
  ]);
  const last = reconciliation ? (({ report: _report, ...rest }) => rest)(reconciliation) : undefined;
  return {
    at: now,
    dayStart,
    queues: [
      queue('kyc', kyc.total, kyc.list[0]?.submittedAt, now),
      queue('deposits', deposits.total, deposits.list[0]?.createdAt, now),
      queue('withdrawals', withdrawals.total, withdrawals.list[0]?.createdAt, now),
      queue('serviceApplications', applications.total, applications.list[0]?.createdAt, now),
    ],
    today: {
      deposits: totals(depositsToday),
      withdrawals: totals(withdrawalsToday),
      trading: tradingToday.map((row) => ({ currency: row.currency, count: row.count, amount: new Decimal(row.notional).toFixed(CURRENCY_DECIMALS[row.currency as Currency] ?? 2) })),
    },
    ...(last ? { reconciliation: last } : {}),
    failedJobs: jobs.filter((job) => job.failures > 0).map((job) => ({ name: job.name, failures: job.failures })),
    openChats: chats.total,
  };
}
