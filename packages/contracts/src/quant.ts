import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';
import { strategyView, trackRecordView } from './strategies.ts';
import { amountInput, idempotencyKey, money } from './wallet.ts';

/**
 * AI quant products (issue 16, PRODUCT-RULES 7): a product is a strategy (strategies.ts)
 * offered in a cycle of `cycleDays` with a minimum and maximum and a management fee
 * (percent a year, accrued daily: day k's fee = F(k) − F(k−1), F(k) = amount × pct/100 × k/365
 * to the cent), optionally behind an access key (product 'quant', scope = product id).
 * A subscription locks the amount from the FINANCIAL wallet (USD); each day its profit
 * record is its share of the strategy's real P/L: value_k = amount × equity_k / equity_0
 * (to the cent), gross_k = value_k − value_{k−1}, net_k = gross_k − fee_k. At the end the
 * amount plus the sum of the net records returns. States: in_progress -> completed.
 */

export const QUANT_ORDER_STATUSES = ['in_progress', 'completed'] as const;
export const RANKING_WINDOWS = ['30d', '90d', '1y'] as const;

export const quantProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  strategy: strategyView,
  cycleDays: z.number().int(),
  minAmount: money,
  maxAmount: money,
  feePctYear: z.string(),
  needsKey: z.boolean(),
  status: z.enum(['open', 'closed']),
  rule: z.string().describe('cycle, limits, fee formula and daily profit formula in the caller language (the published terms of the cycle)'),
  termsVersionId: z.number().int().describe('the published terms version the rule comes from; send it back with the subscription'),
});
export type QuantProduct = z.infer<typeof quantProduct>;

export const quantRanking = z.object({
  window: z.enum(RANKING_WINDOWS),
  list: z.array(z.object({ rank: z.number().int(), productId: z.number().int(), name: z.string(), record: trackRecordView })),
  disclaimer: z.string(),
});
export type QuantRanking = z.infer<typeof quantRanking>;

export const quantOrder = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  status: z.enum(QUANT_ORDER_STATUSES),
  currency: z.literal('USD'),
  amount: money,
  cycleDays: z.number().int(),
  feePctYear: z.string(),
  startDate: z.string().describe('first day of profit records'),
  endDate: z.string(),
  days: z.number().int().describe('days with a profit record'),
  profit: money.describe('sum of the net daily records'),
  fee: money.describe('sum of the daily fees'),
  payout: money.optional(),
  createdAt: z.number().int(),
  completedAt: z.number().int().optional(),
});
export type QuantOrder = z.infer<typeof quantOrder>;

export const quantProfit = z.object({
  orderId: z.number().int(),
  productName: z.string(),
  date: z.string(),
  gross: money,
  fee: money,
  net: money,
  value: money.describe('the subscription value at the day close'),
});
export type QuantProfit = z.infer<typeof quantProfit>;

export const quantProfitStat = z.object({
  currency: z.literal('USD'),
  today: money.describe('sum of the net records of the last recorded day'),
  cumulative: money,
  inProgress: money.describe('principal in running subscriptions'),
  byProduct: z.array(z.object({ productId: z.number().int(), name: z.string(), profit: money })),
});
export type QuantProfitStat = z.infer<typeof quantProfitStat>;

export const quantErrors = {
  QUANT_PRODUCT_NOT_FOUND: 404,
  QUANT_PRODUCT_CLOSED: 409,
  QUANT_AMOUNT_OUT_OF_RANGE: 422,
  QUANT_KEY_REQUIRED: 422,
  QUANT_ORDER_NOT_FOUND: 404,
  QUANT_CYCLE_NOT_OFFERED: 422,
  QUANT_TERMS_CHANGED: 409,
} as const;

export const quantApi = {
  list: defineRoute({
    method: 'GET',
    path: '/quantization/list',
    summary: 'AI quant products with their strategies, cycles, limits, fees and track records',
    tag: 'quant',
    auth: 'public',
    response: z.object({ list: z.array(quantProduct) }),
  }),
  getRanking: defineRoute({
    method: 'GET',
    path: '/quantization/getRanking',
    summary: 'Products ranked by time-weighted return over a stated window (from real results)',
    tag: 'quant',
    auth: 'public',
    query: z.object({ window: z.enum(RANKING_WINDOWS).default('90d') }),
    response: quantRanking,
  }),
  profitList: defineRoute({
    method: 'GET',
    path: '/quantization/profit/list',
    summary: "The user's daily profit records, newest first (one subscription with orderId)",
    tag: 'quant',
    auth: 'user',
    query: pageQuery.extend({ orderId: dbId.optional() }),
    response: page(quantProfit),
  }),
  getProfitStat: defineRoute({
    method: 'GET',
    path: '/quantization/getProfitStat',
    summary: 'Today, cumulative and per-product profit: sums of the daily records',
    tag: 'quant',
    auth: 'user',
    response: quantProfitStat,
  }),
  orderPageList: defineRoute({
    method: 'POST',
    path: '/quantization/order/pageList',
    summary: "The user's subscriptions, newest first",
    tag: 'quant',
    auth: 'user',
    body: pageQuery.extend({ status: z.enum(QUANT_ORDER_STATUSES).optional() }),
    response: page(quantOrder),
  }),
  orderDetail: defineRoute({
    method: 'POST',
    path: '/quantization/order/detail',
    summary: 'One subscription of the user',
    tag: 'quant',
    auth: 'user',
    body: z.object({ id: dbId }),
    response: quantOrder,
  }),
  orderSave: defineRoute({
    method: 'POST',
    path: '/quantization/order/save',
    summary: 'Subscribes (form-encoded): locks `amount` USD from FINANCIAL for the cycle; `secret` for restricted products',
    tag: 'quant',
    auth: 'user',
    form: true,
    body: z.object({
      productId: dbId,
      amount: amountInput,
      secret: z.string().trim().max(64).optional(),
      termsVersionId: dbId.optional().describe('the terms version the user read; another one in effect answers QUANT_TERMS_CHANGED'),
      payPassword: z.string().min(1).max(20),
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: quantOrder,
  }),
};

export const quantProductInput = z.object({
  strategyId: dbId,
  nameEs: z.string().trim().min(1).max(80),
  nameEn: z.string().trim().min(1).max(80),
  nameZh: z.string().trim().min(1).max(80),
  cycleDays: z.coerce.number().int().min(1).max(365).describe('one of the published cycles; its limits and fee are that cycle\'s terms (product quant)'),
  needsKey: z.boolean(),
  status: z.enum(['open', 'closed']),
});
export const quantProductAdminView = z.object({
  id: z.number().int(),
  strategyId: z.number().int(),
  nameEs: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  cycleDays: z.number().int(),
  minAmount: money,
  maxAmount: money,
  feePctYear: z.string(),
  needsKey: z.boolean(),
  status: z.enum(['open', 'closed']),
  subscriptions: z.number().int(),
});

export const adminQuantApi = {
  products: defineRoute({
    method: 'GET',
    path: '/admin/quant/products',
    summary: 'Every quant product with its subscriptions',
    tag: 'admin-quant',
    auth: 'operator',
    response: z.object({ list: z.array(quantProductAdminView) }),
  }),
  saveProduct: defineRoute({
    method: 'POST',
    path: '/admin/quant/products/save',
    summary: 'Creates (no id) or edits a quant product (audited)',
    tag: 'admin-quant',
    auth: 'operator',
    roles: ['admin'],
    body: quantProductInput.extend({ id: dbId.optional() }),
    response: quantProductAdminView,
  }),
};
