import { z } from 'zod';
import { dbIdNumber } from './ids.ts';
import { instrumentKind, marketCode, marketStatus } from './market.ts';
import { defineRoute } from './route.ts';

/** The watchlist and its groups (SPEC section 3 and the userSelfSecurity calls): rows with live prices, served by the market module; its error codes are the market's (marketErrors). */

/** Watchlist row (SPEC section 3: f14 name, f12 code, f4 change, f3 ratio, f5 volume, f2 price). */
export const watchlistRow = z.object({
  id: z.number().int(),
  f14: z.string().describe('Name'),
  f12: z.string().describe('Code'),
  f4: z.number().describe('Change'),
  f3: z.number().describe('Change percent'),
  f5: z.number().describe('Volume'),
  f2: z.number().describe('Price'),
  market: marketCode,
  source: z.number().int(),
  kind: instrumentKind,
  currency: z.string(),
  decimals: z.number().int(),
  status: marketStatus,
  fall: z.boolean(),
  sort: z.number().int().describe('Position in the list, 0 first'),
});
export type WatchlistRow = z.infer<typeof watchlistRow>;

/** Groups of the user's own: at most this many (the built-in groups come on top). */
export const WATCHLIST_GROUPS_MAX = 20;
/** The watchlist groups every user has: everything, and one per stock market. */
export const WATCHLIST_BUILT_IN_GROUPS = ['all', 'US', 'MX', 'HK'] as const;
/** A group in a query: a built-in one or the id of one of the user's own. */
export const watchlistGroupKey = z.union([z.enum(WATCHLIST_BUILT_IN_GROUPS), z.string().regex(/^[1-9]\d{0,9}$/, 'a group id')]);
const watchlistGroupName = z.string().trim().min(1).max(20);
export const watchlistGroup = z.object({
  key: z.string().describe("'all', 'US', 'MX', 'HK' or the id of a group of the user's own"),
  kind: z.enum(['all', 'market', 'custom']),
  /** A group of the user's own carries its name and id; the app names the built-in ones in the user's language. */
  name: z.string().optional(),
  id: z.number().int().optional(),
  count: z.number().int(),
});
export type WatchlistGroup = z.infer<typeof watchlistGroup>;

export const watchlistApi = {
  list: defineRoute({
    method: 'GET',
    path: '/userSelfSecurity/selectSelfSelectionStocksData',
    summary: "The caller's watchlist with live prices, in the user's order; `group` narrows it to one group (default: all)",
    tag: 'watchlist',
    auth: 'user',
    query: z.object({ group: watchlistGroupKey.optional() }),
    response: z.array(watchlistRow),
  }),
  groups: defineRoute({
    method: 'GET',
    path: '/userSelfSecurity/groups',
    summary: "The caller's watchlist groups: All, US, MX and HK (by market), then the user's own, with their counts",
    tag: 'watchlist',
    auth: 'user',
    response: z.array(watchlistGroup),
  }),
  createGroup: defineRoute({
    method: 'POST',
    path: '/userSelfSecurity/groups/create',
    summary: "Creates a group of the user's own (a name unique for the user, at most WATCHLIST_GROUPS_MAX groups)",
    tag: 'watchlist',
    auth: 'user',
    body: z.object({ name: watchlistGroupName }),
    response: watchlistGroup,
  }),
  renameGroup: defineRoute({
    method: 'POST',
    path: '/userSelfSecurity/groups/rename/{id}',
    summary: "Renames a group of the user's own",
    tag: 'watchlist',
    auth: 'user',
    body: z.object({ name: watchlistGroupName }),
    response: watchlistGroup,
  }),
  deleteGroup: defineRoute({
    method: 'POST',
    path: '/userSelfSecurity/groups/delete/{id}',
    summary: "Deletes a group of the user's own; its instruments stay on the watchlist (All)",
    tag: 'watchlist',
    auth: 'user',
    response: z.object({ deleted: z.boolean() }),
  }),
  assign: defineRoute({
    method: 'POST',
    path: '/userSelfSecurity/groups/assign',
    summary: "Sets which of the user's own groups hold an instrument (adding it to the watchlist when it is not there)",
    tag: 'watchlist',
    auth: 'user',
    body: z.object({ stockCode: z.string().min(1).max(20), groupIds: z.array(dbIdNumber).max(WATCHLIST_GROUPS_MAX) }),
    response: z.object({ id: z.number().int(), groupIds: z.array(z.number().int()) }),
  }),
  codeGroups: defineRoute({
    method: 'GET',
    path: '/userSelfSecurity/groups/of',
    summary: "The user's own groups that hold an instrument",
    tag: 'watchlist',
    auth: 'user',
    query: z.object({ stockCode: z.string().min(1).max(20) }),
    response: z.object({ groupIds: z.array(z.number().int()) }),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/userSelfSecurity/save',
    summary: 'Adds an instrument to the watchlist (at the top); adding one already there is a no-op',
    tag: 'watchlist',
    auth: 'user',
    body: z.object({ stockCode: z.string().min(1).max(20) }),
    response: z.object({ id: z.number().int() }),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/userSelfSecurity/delete/{id}',
    summary: 'Removes a watchlist row by id',
    tag: 'watchlist',
    auth: 'user',
    response: z.object({ deleted: z.boolean() }),
  }),
  deleteByStockCode: defineRoute({
    method: 'POST',
    path: '/userSelfSecurity/deleteByStockCode/{stockCode}',
    summary: 'Removes an instrument from the watchlist by code (URL-encode it: WALMEX%20*, USD%2FMXN)',
    tag: 'watchlist',
    auth: 'user',
    response: z.object({ deleted: z.boolean() }),
  }),
  sort: defineRoute({
    method: 'POST',
    path: '/userSelfSecurity/sort',
    summary: 'Reorders the watchlist: ids in the new order (ids left out keep their relative order after them)',
    tag: 'watchlist',
    auth: 'user',
    body: z.object({ ids: z.array(dbIdNumber).max(500) }),
    response: z.object({ ok: z.boolean() }),
  }),
};

export const WATCHLIST_MAX = 200;
