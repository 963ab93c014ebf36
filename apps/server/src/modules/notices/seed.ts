import type { AppContext } from '../../context.ts';
import { verifiedSubmissionId } from '../accounts/directory.ts';
import { t as accountTexts } from '../accounts/messages.ts';

/**
 * The notices the demo investor's past would have sent that no other seed sends: the
 * identity-verification approval (the accounts seed marks the demo verified without a
 * review). Deposit notices come from the funding seed's approvals. Once: keyed by the
 * submission (`kyc:<id>`), as the live review keys it.
 */
export async function seedDemoNotices(ctx: AppContext, username = 'demo'): Promise<void> {
  const notices = ctx.services.notices;
  const user = await ctx.services.accounts?.findByUsername(username);
  if (!notices || !user) return;
  const kycId = await verifiedSubmissionId(ctx.db, user.id);
  if (kycId === undefined) return;
  const ref = `kyc:${kycId}`;
  const sent = await ctx.db.selectFrom('notices').select('id').where('user_id', '=', user.id).where('ref', '=', ref).executeTakeFirst();
  if (sent) return;
  await notices.notify(user.id, { kind: 'kyc', title: accountTexts.kycApprovedTitle, body: accountTexts.kycApprovedBody, ref });
}
