import { z } from 'zod';

const userId = z.number().int().positive();

/**
 * Every event of the server: its name and the schema of its payload, ONE line per event.
 * Add yours here (name `<module>.<whatHappened>`); `ctx.events.publish`/`on` are typed from
 * this map, and a payload arriving from another process is checked against its schema
 * (a malformed one is logged and dropped).
 */
export const EVENTS = {
  'accounts.payPasswordChanged': z.object({ userId }), // set or changed: forget remembered transaction passwords
  'accounts.payPasswordLocked': z.object({ userId, until: z.number() }), // too many wrong tries: forget remembered transaction passwords
  'accounts.sessionsRevoked': z.object({ userId: userId.optional(), operatorId: userId.optional(), sessionIds: z.array(z.string()).max(1000).optional(), except: z.string().optional(), reason: z.enum(['logout', 'passwordChanged', 'passwordReset', 'signOutEverywhere', 'operatorDisabled', 'deviceSignedOut']) }), // close their sockets, forget their caches
  'accounts.userFrozen': z.object({ userId, frozen: z.boolean() }), // a frozen user's sockets close
  'terms.published': z.object({ product: z.string().max(40), item: z.string().max(64), versionId: z.number().int().positive() }), // forget cached current terms of the product
  'bonds.holdingChanged': z.object({ userId, holdingId: z.number().int().positive() }), // bought, paid, sold or redeemed: refresh what shows it
  'ipo.allotted': z.object({ ipoId: z.number().int().positive() }), // an IPO's allotment settled (ballot drawn, money captured/released): refresh what shows it
  'ipo.listed': z.object({ ipoId: z.number().int().positive() }), // an IPO listed: its instrument joins every process's market
  'push.topic': z.object({ topic: z.string().max(60), data: z.unknown() }), // a public push topic's update (auction indicative): every process sends it to its subscribed sockets
  'loans.loanChanged': z.object({ userId, loanId: z.number().int().positive() }), // applied, reviewed, disbursed or repaid: refresh what shows it
} as const;

export type EventName = keyof typeof EVENTS;
export type EventPayload<N extends EventName> = z.infer<(typeof EVENTS)[N]>;
