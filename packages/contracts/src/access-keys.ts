import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { dbId } from './ids.ts';
import { defineRoute } from './route.ts';

/**
 * Access keys (issue 11 item 7): keys that operators issue per product (AI quant
 * products, block trades, placings), single or multi use, with an optional expiry,
 * optionally bound to one user. The server keeps only a hash; the clear key is shown
 * once, when issued. Wrong guesses are throttled per user and per address: after
 * ACCESS_KEY_MAX_FAILURES_USER (or _IP) misses in ACCESS_KEY_WINDOW_MINUTES, checks
 * answer 429 ACCESS_KEY_LOCKED for ACCESS_KEY_LOCK_MINUTES. Every check and use is kept.
 */

export const ACCESS_KEY_PRODUCTS = ['quant', 'blocktrade', 'placing'] as const;
export type AccessKeyProduct = (typeof ACCESS_KEY_PRODUCTS)[number];

export const ACCESS_KEY_MAX_FAILURES_USER = 5;
export const ACCESS_KEY_MAX_FAILURES_IP = 20;
export const ACCESS_KEY_WINDOW_MINUTES = 15;
export const ACCESS_KEY_LOCK_MINUTES = 15;

/** Error codes (envelope `data.error`) of access keys, with their HTTP status. */
export const accessKeysErrors = {
  ACCESS_KEY_LOCKED: 429, // too many wrong keys from this user or address; msg names the minutes left
  ACCESS_KEY_INVALID: 422, // consume: the key does not open this product (msg says why; field secret)
  ACCESS_KEY_NOT_FOUND: 404, // back office: no key with that id
  ACCESS_KEY_USER_UNKNOWN: 422, // issue: no user with that id (field userId)
  ACCESS_KEY_EXPIRY_PAST: 422, // issue: expiresAt is not in the future (field expiresAt)
} as const satisfies Record<string, number>;

/** Why a key does not open a product (a check answers it; `ok` when it does). */
export const ACCESS_KEY_OUTCOMES = ['ok', 'unknown', 'expired', 'revoked', 'used_up', 'other_user', 'wrong_scope', 'locked'] as const;
export type AccessKeyOutcome = (typeof ACCESS_KEY_OUTCOMES)[number];

const secret = z.string().trim().min(1).max(100).describe('the access key as given to the user');

/** Body of the three secret checks. `productId` names the item when the key is for one (a placing, a quant product). */
export const checkSecretBody = z.object({
  secret,
  productId: z.union([z.string().trim().max(64), z.number().int()]).optional().transform((v) => (v === undefined ? undefined : String(v))),
});

export const checkSecretResult = z.object({
  valid: z.boolean(),
  reason: z.enum(ACCESS_KEY_OUTCOMES).describe('ok when valid, else why not'),
  message: z.string().describe("the outcome in the caller's language"),
  remainingUses: z.number().int().optional(),
  expiresAt: z.number().int().optional(),
});
export type CheckSecretResult = z.infer<typeof checkSecretResult>;

export const accessKeyView = z.object({
  id: z.number().int(),
  product: z.enum(ACCESS_KEY_PRODUCTS),
  scope: z.string().optional().describe('the item the key opens; absent = any item of the product'),
  prefix: z.string().describe('first characters of the key, to tell keys apart'),
  label: z.string().optional(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  userId: z.number().int().optional(),
  expiresAt: z.number().int().optional(),
  revokedAt: z.number().int().optional(),
  status: z.enum(['active', 'expired', 'revoked', 'used_up']),
  createdBy: z.string().optional(),
  createdAt: z.number().int(),
});
export type AccessKeyView = z.infer<typeof accessKeyView>;

export const accessKeyUseView = z.object({
  id: z.number().int(),
  keyId: z.number().int().optional(),
  product: z.string(),
  userId: z.number().int().optional(),
  ip: z.string().optional(),
  action: z.enum(['check', 'consume']),
  outcome: z.enum(ACCESS_KEY_OUTCOMES),
  ref: z.string().optional(),
  createdAt: z.number().int(),
});
export type AccessKeyUseView = z.infer<typeof accessKeyUseView>;

export const issueAccessKeyBody = z.object({
  product: z.enum(ACCESS_KEY_PRODUCTS),
  scope: z.string().trim().min(1).max(64).optional(),
  label: z.string().trim().max(100).optional(),
  maxUses: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('1 = single use'),
  userId: dbId.optional().describe('bind the key to this user'),
  expiresAt: z.coerce.number().int().positive().optional().describe('ms; absent = never expires'),
});
export type IssueAccessKeyBody = z.output<typeof issueAccessKeyBody>;

const checkRoute = (path: string, what: string) =>
  defineRoute({
    method: 'POST',
    path,
    summary: `Checks an access key for ${what} (does not use it); wrong guesses are throttled (429 ACCESS_KEY_LOCKED)`,
    tag: 'access-keys',
    auth: 'user',
    body: checkSecretBody,
    response: checkSecretResult,
  });

export const accessKeysApi = {
  checkQuant: checkRoute('/quantization/checkSecret', 'an AI quant product'),
  checkBlockTrade: checkRoute('/blockTrade/checkSecret', 'block trades'),
  checkPlacing: checkRoute('/placing_order/checkSecret', 'a placing'),
  adminIssue: defineRoute({
    method: 'POST',
    path: '/admin/access-keys/issue',
    summary: 'Issues a key (admin only; audited). The clear key is in this answer only',
    tag: 'access-keys',
    auth: 'operator',
    roles: ['admin'],
    body: issueAccessKeyBody,
    response: z.object({ key: z.string().describe('shown once; only its hash is kept'), accessKey: accessKeyView }),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/access-keys',
    summary: 'Issued keys, newest first',
    tag: 'access-keys',
    auth: 'operator',
    query: pageQuery.extend({ product: z.enum(ACCESS_KEY_PRODUCTS).optional(), status: z.enum(['active', 'expired', 'revoked', 'used_up']).optional() }),
    response: page(accessKeyView),
  }),
  adminUses: defineRoute({
    method: 'GET',
    path: '/admin/access-keys/uses',
    summary: 'Checks and uses of keys (all, or of one key), newest first',
    tag: 'access-keys',
    auth: 'operator',
    query: pageQuery.extend({ keyId: dbId.optional() }),
    response: page(accessKeyUseView),
  }),
  adminRevoke: defineRoute({
    method: 'POST',
    path: '/admin/access-keys/revoke',
    summary: 'Revokes a key at once (admin only; audited)',
    tag: 'access-keys',
    auth: 'operator',
    roles: ['admin'],
    body: z.object({ id: dbId }),
    response: accessKeyView,
  }),
};
