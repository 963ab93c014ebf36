import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';

/**
 * Referral sharing: the user's invitation code (from /api/user/info), the registration
 * link that carries it, and the people who registered with it. No reward is promised.
 */
export const REFERRAL_REGISTER_ROUTE = '/pages/auth/registerindividual';

/** The registration link a user shares: `<origin>/#/pages/auth/registerindividual?inviteCode=CODE`. */
export function referralLink(origin: string, invitationCode: string): string {
  return `${origin}/#${REFERRAL_REGISTER_ROUTE}?inviteCode=${encodeURIComponent(invitationCode)}`;
}

export const invitee = z.object({
  /** Masked, e.g. "ma***o": enough to recognise a friend, not to find their account. */
  username: z.string(),
  registeredAt: z.number().int().describe('ms since epoch'),
});
export type Invitee = z.infer<typeof invitee>;

export const referralSummary = z.object({
  invitationCode: z.string(),
  invitedCount: z.number().int().nonnegative(),
  link: z.string().optional().describe("The registration link with the code, at the server's PUBLIC_URL; absent when none is configured"),
});
export type ReferralSummary = z.infer<typeof referralSummary>;

export const referralApi = {
  summary: defineRoute({
    method: 'GET',
    path: '/referral/summary',
    summary: "The user's invitation code and how many people registered with it",
    tag: 'referral',
    auth: 'user',
    response: referralSummary,
  }),
  invitees: defineRoute({
    method: 'GET',
    path: '/referral/invitees',
    summary: 'People who registered with the user’s code, newest first, usernames masked',
    tag: 'referral',
    auth: 'user',
    query: pageQuery,
    response: page(invitee),
  }),
};
