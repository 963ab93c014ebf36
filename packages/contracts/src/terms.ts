import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';

/**
 * Published, versioned product terms (issue 11 item 6). A product's terms (prices, fees,
 * rates, limits, dates, allocation basis, lock, exit) are a typed JSON document that the
 * product's module validates with its own zod schema; operators publish a new version
 * (never an edit in place), effective from a time, with the rule text in es, en and zh.
 * The text may name fields of the document as `{field}` (or `{a.b}`); the server fills
 * them, so the numbers a user reads are the numbers the server computes with.
 * Every order keeps the id of the version it was taken under.
 */

/** Error codes (envelope `data.error`) of product terms, with their HTTP status. */
export const termsErrors = {
  TERMS_NOT_FOUND: 404, // no version is in effect for the product and item
  TERMS_PRODUCT_UNKNOWN: 422, // no module registered terms for that product (field product)
  TERMS_ITEM_UNKNOWN: 422, // the product does not have that item (field item)
  TERMS_INVALID: 422, // the document does not match the product's schema (field terms.<path>)
  TERMS_TEXT_PLACEHOLDER: 422, // the rule text names a field the document does not have (field text.<locale>)
  TERMS_EFFECTIVE_PAST: 422, // effectiveFrom is earlier than now (field effectiveFrom)
} as const satisfies Record<string, number>;

export const termsProduct = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{1,39}$/)
  .describe('the product area, e.g. "trading"');
export const termsItem = z.string().trim().max(64).describe('the item inside the product (e.g. a market "US"); "" when the product has one rule');

const localizedRuleText = z.object({
  es: z.string().trim().min(10).max(4000),
  en: z.string().trim().min(10).max(4000),
  zh: z.string().trim().min(2).max(4000),
});

/** The rule as a user sees it: the text in their language with the numbers filled in. */
export const termsRule = z.object({
  versionId: z.number().int().describe('id to keep with an order taken under this rule'),
  product: z.string(),
  item: z.string(),
  version: z.number().int().describe('1, 2, 3... per product and item'),
  effectiveFrom: z.number().int(),
  text: z.string().describe("the rule in the caller's language, placeholders filled"),
  terms: z.record(z.string(), z.unknown()).describe('the typed document (the numbers the server computes with)'),
});
export type TermsRule = z.infer<typeof termsRule>;

/** One version as the back office sees it. */
export const termsVersionView = z.object({
  id: z.number().int(),
  product: z.string(),
  item: z.string(),
  version: z.number().int(),
  terms: z.record(z.string(), z.unknown()),
  text: localizedRuleText.describe('as published, with the placeholders'),
  rendered: localizedRuleText.describe('placeholders filled'),
  note: z.string().optional(),
  effectiveFrom: z.number().int(),
  createdBy: z.string().describe('operator username, or "system" for seeded versions'),
  createdAt: z.number().int(),
  current: z.boolean().describe('the version in effect now'),
});
export type TermsVersionView = z.infer<typeof termsVersionView>;

/** A product that registered terms, with its items and the version in effect for each. */
export const termsProductView = z.object({
  product: z.string(),
  description: z.string(),
  items: z.array(
    z.object({
      item: z.string(),
      current: termsVersionView.optional(),
      pending: z.number().int().describe('versions published with a later effectiveFrom'),
    }),
  ),
  /** Field names of the document, for the editor (JSON Schema of the product's zod schema). */
  schema: z.record(z.string(), z.unknown()),
});
export type TermsProductView = z.infer<typeof termsProductView>;

export const termsPublishBody = z.object({
  product: termsProduct,
  item: termsItem.default(''),
  terms: z.record(z.string(), z.unknown()),
  text: localizedRuleText,
  effectiveFrom: z.coerce.number().int().positive().optional().describe('ms; default now; never in the past'),
  note: z.string().trim().max(500).optional().describe('why the terms change (kept with the version and in the audit log)'),
});
export type TermsPublishBody = z.infer<typeof termsPublishBody>;

export const termsApi = {
  current: defineRoute({
    method: 'GET',
    path: '/terms/current',
    summary: "A product's rule in effect now: its text in the caller's language, its numbers and the version id",
    tag: 'terms',
    auth: 'public',
    query: z.object({ product: termsProduct, item: termsItem.default('') }),
    response: termsRule,
  }),
  version: defineRoute({
    method: 'GET',
    path: '/terms/version/{id}',
    summary: 'One published version (e.g. the rule an order was taken under), in the caller\'s language',
    tag: 'terms',
    auth: 'public',
    response: termsRule,
  }),
  adminProducts: defineRoute({
    method: 'GET',
    path: '/admin/terms/products',
    summary: 'Products with published terms, their items and the version in effect for each',
    tag: 'terms',
    auth: 'operator',
    response: z.object({ list: z.array(termsProductView) }),
  }),
  adminVersions: defineRoute({
    method: 'GET',
    path: '/admin/terms/versions',
    summary: "A product's versions, newest first",
    tag: 'terms',
    auth: 'operator',
    query: pageQuery.extend({ product: termsProduct, item: termsItem.optional() }),
    response: page(termsVersionView),
  }),
  adminPublish: defineRoute({
    method: 'POST',
    path: '/admin/terms/publish',
    summary: 'Publishes a new version of a product\'s terms (admin only; audited). Versions are never edited in place',
    tag: 'terms',
    auth: 'operator',
    roles: ['admin'],
    body: termsPublishBody,
    response: termsVersionView,
  }),
};
