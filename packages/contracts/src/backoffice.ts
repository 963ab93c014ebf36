import { z } from 'zod';
import { adminUser, auditEntry, kycSubmission } from './admin.ts';
import { adminConversation, chatHistory } from './chat.ts';
import { adminDeposit, adminWithdrawal, reconciliationReport } from './funding.ts';
import { notice } from './notices.ts';
import { queueFilters } from './queues.ts';
import { tradeOrder, tradePosition } from './trading.ts';
import { walletTransfer } from './wallet.ts';
import { dbId } from './ids.ts';
import { defineRoute } from './route.ts';

/**
 * The back office's own calls (issue 20): reconciliation runs (on request and daily, never
 * on opening a page), the dashboard, private data revealed on purpose.
 */
export const backofficeErrors = {
  NOTHING_TO_REVEAL: 404, // the record has no such private field
  RECONCILIATION_NEVER_RUN: 404, // no reconciliation has been recorded yet (reading runs none)
  BULK_NEEDS_SECOND_APPROVER: 409, // a large withdrawal needs two operators: never approved in bulk
} as const;

export const KYC_PRIVATE_FIELDS = ['documentNumber', 'bankAccount', 'officeAddress', 'phone'] as const;
export const WITHDRAWAL_PRIVATE_FIELDS = ['cardNo', 'bankAddress'] as const;
export const revealed = z.object({ value: z.string() });

export const reconciliationRun = z.object({
  id: z.number().int(),
  trigger: z.enum(['operator', 'job']).describe('an operator asked, or the daily job ran it'),
  operatorUsername: z.string().optional(),
  period: z.string().optional().describe('the local day of a job run (YYYY-MM-DD)'),
  ranAt: z.number().int(),
  ok: z.boolean(),
  differences: z.number().int(),
  report: reconciliationReport,
});
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

/** Service levels of the review queues: an item older than this is overdue. */
export const QUEUE_SLA_MS = {
  kyc: 24 * 3_600_000,
  deposits: 4 * 3_600_000,
  withdrawals: 24 * 3_600_000,
  serviceApplications: 48 * 3_600_000,
} as const;
export type QueueKey = keyof typeof QUEUE_SLA_MS;
export const QUEUE_KEYS = Object.keys(QUEUE_SLA_MS) as QueueKey[];

export const dashboardQueue = z.object({
  key: z.enum(['kyc', 'deposits', 'withdrawals', 'serviceApplications']),
  count: z.number().int().describe('open items'),
  oldestAt: z.number().int().optional().describe('when the oldest open item arrived'),
  oldestAgeMs: z.number().int().optional(),
  slaMs: z.number().int(),
  overdue: z.boolean().describe('the oldest item is older than the service level'),
});
const dayTotal = z.object({ currency: z.string(), count: z.number().int(), amount: z.string().describe('decimal, in the currency') });
export const dashboard = z.object({
  at: z.number().int(),
  dayStart: z.number().int().describe("start of today in Mexico City"),
  queues: z.array(dashboardQueue),
  today: z.object({
    deposits: z.array(dayTotal),
    withdrawals: z.array(dayTotal),
    trading: z.array(dayTotal).describe('orders filled today: count and notional per price currency'),
  }),
  reconciliation: reconciliationRun.omit({ report: true }).optional(),
  failedJobs: z.array(z.object({ name: z.string(), failures: z.number().int() })),
  openChats: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboard>;
export type DashboardQueue = z.infer<typeof dashboardQueue>;

export const userNote = z.object({ id: z.number().int(), userId: z.number().int(), operatorUsername: z.string(), text: z.string(), createdAt: z.number().int() });
export type UserNote = z.infer<typeof userNote>;

/** A user's session as the customer view lists it (where and since when they are signed in). */
export const customerSession = z.object({
  id: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  revokedAt: z.number().int().optional(),
  ip: z.string().optional(),
  live: z.boolean().describe('neither revoked nor expired'),
});

/** A text in the three languages; the back office shows the one of its language. */
const inThreeLanguages = z.object({ es: z.string(), en: z.string(), zh: z.string() });

/**
 * One cell of a product area's section: a text or number shown as it is, an amount in its
 * market's notation, a time in the operator's language, or a label in the three languages.
 */
export const customerSectionCell = z.union([
  z.string(),
  z.number(),
  z.object({ amount: z.string().describe('decimal text'), currency: z.string() }),
  z.object({ at: z.number().int().describe('epoch ms') }),
  z.object({ label: inThreeLanguages }),
]);

/**
 * What a product area shows of one customer (issue 30.4): the area's rows and columns, its
 * labels in es/en/zh, only that customer's objects, newest first, a bounded number. Each area
 * registers its own section with the back office (`backoffice.customerSections.register`),
 * so a new area appears on the page by itself.
 */
export const customerSection = z.object({
  area: z.string(),
  title: inThreeLanguages,
  columns: z.array(z.object({ key: z.string(), label: inThreeLanguages })),
  rows: z.array(z.object({ id: z.number().int(), cells: z.array(customerSectionCell).describe('one per column, in order') })),
  more: z.boolean().describe('the customer has more objects than the rows shown'),
});
export type CustomerSection = z.infer<typeof customerSection>;
export type CustomerSectionCell = z.infer<typeof customerSectionCell>;

/**
 * One page per customer (issue 20), each part answered by the module that owns it. Parts an
 * operator's roles do not cover are left out: KYC for KYC reviewers, money (balances,
 * deposits, withdrawals, transfers) for money roles, the audit trail for admins.
 */
export const customerView = z.object({
  profile: adminUser,
  kyc: z.array(kycSubmission).optional().describe('submissions, newest first; private fields masked'),
  balances: z
    .array(z.object({ walletType: z.string(), currency: z.string(), balance: z.string(), frozen: z.string(), available: z.string() }))
    .optional(),
  positions: z.array(tradePosition).describe('open positions, newest first (up to 50)'),
  orders: z.array(tradeOrder).describe('latest orders (up to 20)'),
  sections: z.array(customerSection).describe("each product area's section, in the order the areas registered"),
  deposits: z.array(adminDeposit).optional(),
  withdrawals: z.array(adminWithdrawal).optional().describe('payout card/CLABE masked'),
  transfers: z.array(walletTransfer).optional(),
  sessions: z.array(customerSession),
  notices: z.array(notice).describe('notices sent to the customer, newest first (up to 20)'),
  notes: z.array(userNote),
  chat: chatHistory
    .extend({ conversation: adminConversation })
    .optional()
    .describe("the customer's chat conversation with its latest messages (up to 30, oldest first); absent when they never wrote"),
  audit: z
    .array(auditEntry)
    .optional()
    .describe("operators' actions on this customer and on their objects (KYC submissions, deposits, withdrawals, loans, fund orders, applications, chat), newest first, up to 50 (admins)"),
});
export type CustomerView = z.infer<typeof customerView>;
export type CustomerSession = z.infer<typeof customerSession>;

/**
 * The navigation badges, pushed (issue 20): operators connect to this socket, send
 * `{ op: 'auth', token }`, then get `badges` at once and whenever a queue's count or
 * lateness changes (the server looks once every BADGES_EVERY_MS for all operators).
 * `{ op: 'ping' }` answers `pong`. A refused token closes with 4401.
 */
export const BACKOFFICE_SOCKET_PATH = '/web/admin/backoffice/socket';
export const BADGES_EVERY_MS = 5_000;
export const badgesMessage = z.object({
  type: z.literal('badges'),
  queues: z.array(dashboardQueue.pick({ key: true, count: true, overdue: true })),
  openChats: z.number().int(),
});
export type BadgesMessage = z.infer<typeof badgesMessage>;

/** Queues that export and take bulk decisions. */
export const BULK_QUEUES = ['kyc', 'deposits', 'withdrawals'] as const;
export type BulkQueue = (typeof BULK_QUEUES)[number];
/** At most this many rows in one export (narrow the filters for more). */
export const EXPORT_MAX_ROWS = 5000;
export const BULK_MAX_ITEMS = 100;

const queueStatus = z.enum(['pending', 'failed', 'completed', 'all']).default('pending');
export const queueExport = z.object({
  filename: z.string(),
  csv: z.string().describe('RFC 4180, header line first; private fields masked'),
  rows: z.number().int(),
  truncated: z.boolean().describe(`more rows matched than ${EXPORT_MAX_ROWS}`),
});
export type QueueExport = z.infer<typeof queueExport>;

const bulkIds = z.array(dbId).min(1).max(BULK_MAX_ITEMS);
const bulkBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), ids: bulkIds }),
  z.object({ decision: z.literal('reject'), ids: bulkIds, reason: z.string().trim().min(2).max(200) }),
]);
export const bulkResult = z.object({
  results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), error: z.string().optional(), msg: z.string().optional() })),
  done: z.number().int(),
  failed: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResult>;

export const adminBackofficeApi = {
  clock: defineRoute({
    method: 'GET',
    path: '/admin/backoffice/clock',
    summary: "The server's time (issue 30.8): the back office counts ages and waits from it, not from the operator's computer (a demo's clock starts in the past)",
    tag: 'admin-backoffice',
    auth: 'operator',
    response: z.object({ now: z.number().int().describe('ms, the server clock') }),
  }),
  clientNames: defineRoute({
    method: 'GET',
    path: '/admin/backoffice/client-names',
    summary: "The usernames of a page of clients (issue 30.5): every queue names the client, not only its id; at most 100 ids, unknown ones left out",
    tag: 'admin-backoffice',
    auth: 'operator',
    query: z.object({
      ids: z
        .string()
        .trim()
        .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
        .describe('comma-separated user ids (1 to 100)'),
    }),
    response: z.object({ list: z.array(z.object({ userId: z.number().int(), username: z.string() })) }),
  }),
  exportKyc: defineRoute({
    method: 'GET',
    path: '/admin/backoffice/export/kyc',
    summary: 'CSV of the KYC queue as filtered (ID numbers masked); audited',
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['kyc_reviewer'],
    query: queueFilters.extend({ status: z.enum(['pending', 'verified', 'failed', 'all']).default('pending') }),
    response: queueExport,
  }),
  exportDeposits: defineRoute({
    method: 'GET',
    path: '/admin/backoffice/export/deposits',
    summary: 'CSV of the deposit queue as filtered; audited',
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['money_reviewer'],
    query: queueFilters.extend({ status: queueStatus, method: z.enum(['bank', 'crypto']).optional() }),
    response: queueExport,
  }),
  exportWithdrawals: defineRoute({
    method: 'GET',
    path: '/admin/backoffice/export/withdrawals',
    summary: 'CSV of the withdrawal queue as filtered (payout numbers masked); audited',
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    query: queueFilters.extend({ status: queueStatus, method: z.enum(['bank', 'crypto']).optional() }),
    response: queueExport,
  }),
  bulkKyc: defineRoute({
    method: 'POST',
    path: '/admin/backoffice/bulk/kyc',
    summary: 'Approves or rejects (with one reason) up to 100 pending KYC submissions, each its own audited review',
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['kyc_reviewer'],
    body: bulkBody,
    response: bulkResult,
  }),
  bulkDeposits: defineRoute({
    method: 'POST',
    path: '/admin/backoffice/bulk/deposits',
    summary: 'Approves or rejects up to 100 pending bank deposits, each its own audited review',
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['money_reviewer'],
    body: bulkBody,
    response: bulkResult,
  }),
  bulkWithdrawals: defineRoute({
    method: 'POST',
    path: '/admin/backoffice/bulk/withdrawals',
    summary: 'Approves (only those one operator may approve) or rejects up to 100 pending withdrawals, each its own audited review',
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    body: bulkBody,
    response: bulkResult,
  }),
  customer: defineRoute({
    method: 'GET',
    path: '/admin/backoffice/customers/{id}',
    summary: 'One customer: profile, KYC, balances, positions, orders, holdings, money movements, sessions, notices, notes and audit trail (parts by role)',
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['kyc_reviewer', 'money_reviewer', 'money_approver'],
    response: customerView,
  }),
  customerSignOut: defineRoute({
    method: 'POST',
    path: '/admin/backoffice/customers/sign-out',
    summary: "Signs a customer out everywhere (every session revoked, their sockets closed); audited with the reason",
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: z.object({ userId: dbId, reason: z.string().trim().min(2).max(200) }),
    response: z.object({ revoked: z.number().int() }),
  }),
  userNotes: defineRoute({
    method: 'GET',
    path: '/admin/backoffice/users/{id}/notes',
    summary: "Operators' notes on a customer, newest first (append-only)",
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['kyc_reviewer', 'money_reviewer', 'money_approver'],
    response: z.object({ list: z.array(userNote) }),
  }),
  addUserNote: defineRoute({
    method: 'POST',
    path: '/admin/backoffice/users/notes',
    summary: 'Adds a note on a customer (never edited or deleted; audited)',
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['kyc_reviewer', 'money_reviewer', 'money_approver'],
    body: z.object({ userId: dbId, text: z.string().trim().min(1).max(2000) }),
    response: userNote,
  }),
  dashboard: defineRoute({
    method: 'GET',
    path: '/admin/backoffice/dashboard',
    summary: "The back office's first page: open queues against their service level, today's money, the last reconciliation, failed jobs, open chats",
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['kyc_reviewer', 'money_reviewer', 'money_approver'],
    response: dashboard,
  }),
  reconciliation: defineRoute({
    method: 'GET',
    path: '/admin/backoffice/reconciliation',
    summary: 'The latest reconciliation run and its result (reading it runs nothing)',
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    response: z.object({ last: reconciliationRun.optional() }),
  }),
  reconciliationRun: defineRoute({
    method: 'POST',
    path: '/admin/backoffice/reconciliation/run',
    summary: 'Reconciles the ledger now (audited) and answers the run',
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    body: z.object({}).optional(),
    response: reconciliationRun,
  }),
  revealKyc: defineRoute({
    method: 'POST',
    path: '/admin/backoffice/reveal/kyc',
    summary: "Shows one private field of a KYC submission in full (ID number, company CLABE, address, phone); audited",
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['kyc_reviewer'],
    body: z.object({ id: dbId, field: z.enum(KYC_PRIVATE_FIELDS) }),
    response: revealed,
  }),
  revealWithdrawal: defineRoute({
    method: 'POST',
    path: '/admin/backoffice/reveal/withdrawal',
    summary: "Shows a withdrawal's payout card/CLABE number or bank address in full; audited",
    tag: 'admin-backoffice',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    body: z.object({ id: dbId, field: z.enum(WITHDRAWAL_PRIVATE_FIELDS) }),
    response: revealed,
  }),
};

export { queueFilters, type QueueFilters } from './queues.ts';
