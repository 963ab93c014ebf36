import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';
import { strategyView } from './strategies.ts';
import { termsRule } from './terms.ts';
import { amountInput, idempotencyKey, money } from './wallet.ts';

/**
 * Follow investing (issue 16, PRODUCT-RULES 6): agencies are operator-created model
 * portfolios, each run by a strategy (strategies.ts). A copy order of minAmount..maxAmount
 * USD from the FOLLOW wallet for a published period takes the agency's allocation now
 * (quantities × share, share = amount / agency equity) and mirrors each later agency trade
 * scaled by the same share; positions worth less than the published minimum are not
 * opened (listed as `skipped`). No exit before the period ends. At the end every position
 * is sold at the day's close and principal ± real P/L − management fee
 * (amount × feePctYear/100 × days/365) returns to FOLLOW.
 * Copy states: following -> settled.
 */

export const COPY_STATUSES = ['following', 'settled'] as const;

export const followTerms = z.object({
  minAmount: money,
  maxAmount: money,
  minPosition: money.describe('positions worth less are not opened'),
  feePctYear: z.string().describe('management fee, percent a year of the amount'),
  periods: z.array(z.number().int()).describe('periods offered, days'),
});

export const investAgency = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  strategy: strategyView,
  terms: followTerms,
  rule: termsRule,
  followers: z.number().int(),
});
export type InvestAgency = z.infer<typeof investAgency>;

export const copyPosition = z.object({ code: z.string(), quantity: z.string(), price: z.string(), value: z.string() });
export const copyTrade = z.object({
  id: z.number().int(),
  date: z.string(),
  code: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.string(),
  price: z.string(),
  amount: z.string(),
  kind: z.enum(['opening', 'mirrored', 'closing', 'skipped']).describe('skipped: below the minimum position, not opened'),
});

export const copyOrder = z.object({
  id: z.number().int(),
  agencyId: z.number().int(),
  agencyName: z.string(),
  strategyId: z.number().int(),
  status: z.enum(COPY_STATUSES),
  currency: z.literal('USD'),
  amount: money,
  share: z.string().describe('copy quantities = agency quantities × share'),
  periodDays: z.number().int(),
  startDate: z.string(),
  endDate: z.string().describe('YYYY-MM-DD: settled at this day’s close'),
  cash: money,
  value: money.describe('cash + positions at the last close'),
  profit: money.describe('value − amount (before the fee while following)'),
  fee: money.describe('accrued so far while following; charged at settlement'),
  payout: money.optional().describe('what came back to FOLLOW (settled)'),
  termsVersionId: z.number().int(),
  positions: z.array(copyPosition),
  trades: z.array(copyTrade),
  createdAt: z.number().int(),
  settledAt: z.number().int().optional(),
});
export type CopyOrder = z.infer<typeof copyOrder>;

export const copyPreview = z.object({
  agencyId: z.number().int(),
  amount: money,
  share: z.string(),
  periodDays: z.number().int(),
  endDate: z.string(),
  fee: money,
  opening: z.array(copyTrade),
  cash: money,
  rule: termsRule,
  invested: money.describe('put into positions at the opening, at the executable (ask) price now'),
  worstCase: money.describe('left if every position went to zero: 0, since the copy mirrors the agency’s later buys with its cash too'),
  maxLoss: money.describe('the most the copy can lose: the whole amount (its cash can be invested later)'),
  disclaimer: z.string(),
});
export type CopyPreview = z.infer<typeof copyPreview>;

export const followErrors = {
  FOLLOW_AGENCY_NOT_FOUND: 404,
  FOLLOW_AGENCY_CLOSED: 409,
  FOLLOW_AMOUNT_OUT_OF_RANGE: 422,
  FOLLOW_PERIOD_NOT_OFFERED: 422,
  FOLLOW_TERMS_CHANGED: 409,
  FOLLOW_COPY_NOT_FOUND: 404,
  FOLLOW_NO_EXIT: 409,
} as const;

const payPassword = z.string().min(1).max(20).describe('the 6-digit transaction password');
const copyInput = z.object({ agencyId: dbId, amount: amountInput, periodDays: z.coerce.number().int().positive().max(3650) });

export const followApi = {
  getInvestAgencyList: defineRoute({
    method: 'GET',
    path: '/userFollowInvest/getInvestAgencyList',
    summary: 'Agencies (model portfolios) open to copy, each with its strategy, track record and published terms',
    tag: 'follow',
    auth: 'public',
    response: z.object({ list: z.array(investAgency) }),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/userFollowInvest/preview',
    summary: 'What a copy of `amount` would open now, the fee, the end date and the worst case',
    tag: 'follow',
    auth: 'user',
    body: copyInput,
    response: copyPreview,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/userFollowInvest/add',
    summary: 'Copies an agency with `amount` USD from FOLLOW for `periodDays` (no exit before the end)',
    tag: 'follow',
    auth: 'user',
    body: copyInput.extend({ termsVersionId: dbId.optional(), payPassword, idempotencyKey: idempotencyKey.optional() }),
    response: copyOrder,
  }),
  pageList: defineRoute({
    method: 'POST',
    path: '/userFollowInvest/pageList',
    summary: "The user's copy orders (trade tab 5), newest first",
    tag: 'follow',
    auth: 'user',
    body: pageQuery.extend({ status: z.enum(COPY_STATUSES).optional() }),
    response: page(copyOrder),
  }),
  detail: defineRoute({
    method: 'POST',
    path: '/userFollowInvest/detail',
    summary: 'One copy order of the user: value, P/L, positions and every mirrored trade',
    tag: 'follow',
    auth: 'user',
    body: z.object({ id: dbId }),
    response: copyOrder,
  }),
  exit: defineRoute({
    method: 'POST',
    path: '/userFollowInvest/exit',
    summary: 'Always refused before the period ends (FOLLOW_NO_EXIT): copy orders cannot be sold',
    tag: 'follow',
    auth: 'user',
    body: z.object({ id: dbId }),
    response: copyOrder,
  }),
};

export const agencyInput = z.object({
  strategyId: dbId,
  nameEs: z.string().trim().min(1).max(80),
  nameEn: z.string().trim().min(1).max(80),
  nameZh: z.string().trim().min(1).max(80),
  descriptionEs: z.string().trim().max(500).default(''),
  descriptionEn: z.string().trim().max(500).default(''),
  descriptionZh: z.string().trim().max(500).default(''),
  status: z.enum(['open', 'closed']),
});
export type AgencyInput = z.infer<typeof agencyInput>;
export const agencyAdminView = agencyInput.extend({ id: z.number().int(), followers: z.number().int(), invested: money });

export const adminFollowApi = {
  agencies: defineRoute({
    method: 'GET',
    path: '/admin/follow/agencies',
    summary: 'Every agency with its followers and money invested',
    tag: 'admin-follow',
    auth: 'operator',
    response: z.object({ list: z.array(agencyAdminView) }),
  }),
  saveAgency: defineRoute({
    method: 'POST',
    path: '/admin/follow/agencies/save',
    summary: 'Creates (no id) or edits an agency (audited)',
    tag: 'admin-follow',
    auth: 'operator',
    roles: ['admin'],
    body: agencyInput.extend({ id: dbId.optional() }),
    response: agencyAdminView,
  }),
};
