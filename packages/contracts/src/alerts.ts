import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';
import { decimalInput } from './trading.ts';

/**
 * Price alerts (issue 21): a user watches any instrument of the simulated market (stocks,
 * ETFs, futures, forex, indices, crypto) for
 * - `price_above` / `price_below`: the last price reaches a level (at or above / at or below);
 * - `change_up` / `change_down`: the day's move against the previous close reaches a percent
 *   (up: change >= +percent; down: change <= -percent).
 * When it fires the user gets a notice (kind `alert`), a push (`alert.fired`) and, when the
 * alert asks for it, an email (SMTP when the server has mail configured, else the dev outbox).
 * One-shot alerts end (`triggered`); repeating ones wait (`waiting`) until the price crosses
 * back, then are armed again: they fire once per crossing. At most the published number of
 * live alerts per user (GET /alerts/rules).
 */
export const ALERT_KINDS = ['price_above', 'price_below', 'change_up', 'change_down'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/** armed: watched, fires when its condition is met; waiting: a repeating alert that fired, armed again when the price crosses back; triggered: a one-shot alert that fired. */
export const ALERT_STATES = ['armed', 'waiting', 'triggered'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

export const alertInput = z.object({
  code: z.string().trim().min(1).max(20),
  kind: z.enum(ALERT_KINDS),
  price: decimalInput.optional().describe('price_above / price_below: the level, in the instrument currency, at most its decimals'),
  percent: decimalInput.optional().describe('change_up / change_down: the move against the previous close, in percent (0.01 to 100, two decimals)'),
  repeat: z.boolean().default(false).describe('fire once per crossing (re-armed when the price crosses back) instead of once'),
  email: z.boolean().default(false).describe('also send an email when it fires'),
});
export type AlertInput = z.input<typeof alertInput>;

export const alertView = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(ALERT_KINDS),
  price: z.string().optional().describe('the level (price kinds), instrument decimals'),
  percent: z.string().optional().describe('the move in percent (change kinds)'),
  repeat: z.boolean(),
  email: z.boolean(),
  state: z.enum(ALERT_STATES),
  firedCount: z.number().int(),
  lastFiredAt: z.number().int().optional(),
  lastFiredPrice: z.string().optional().describe('the last price when it last fired'),
  createTime: z.number().int(),
});
export type Alert = z.infer<typeof alertView>;

export const alertRules = z.object({
  termsVersionId: z.number().int(),
  maxActive: z.number().int().describe('live (armed or waiting) alerts per user at most'),
  text: z.string().describe('the rule text in the request language'),
});
export type AlertRules = z.infer<typeof alertRules>;

export const alertsErrors = {
  ALERT_NOT_FOUND: 404, // no alert of the caller with that id (another user's id answers the same)
  ALERT_INVALID: 422, // a level or percent missing, not a positive number, too many decimals (field price or percent)
  ALERT_ALREADY_MET: 422, // the condition holds already: it would fire at once (field price or percent)
  ALERTS_FULL: 422, // the published number of live alerts already
} as const;

export const alertsApi = {
  create: defineRoute({
    method: 'POST',
    path: '/alerts/create',
    summary: 'Creates a price alert on an instrument (a level above or below the last price, or a percent move in the day)',
    tag: 'alerts',
    auth: 'user',
    body: alertInput,
    response: alertView,
  }),
  list: defineRoute({
    method: 'POST',
    path: '/alerts/list',
    summary: "The caller's alerts, newest first; code: one instrument's",
    tag: 'alerts',
    auth: 'user',
    body: pageQuery.extend({ code: z.string().trim().max(20).optional() }).optional(),
    response: page(alertView),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/alerts/delete/{id}',
    summary: 'Deletes one of the caller\'s alerts',
    tag: 'alerts',
    auth: 'user',
    response: z.object({ deleted: z.boolean() }),
  }),
  rules: defineRoute({
    method: 'GET',
    path: '/alerts/rules',
    summary: 'The published rules of price alerts (how many per user), with their text',
    tag: 'alerts',
    auth: 'public',
    query: z.object({}),
    response: alertRules,
  }),
};
