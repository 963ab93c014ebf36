import { referralLink, type Invitee, type Page, type ReferralSummary } from '@app/contracts';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { maskUsername } from './mask.ts';

/** How many invitees a list shows at most (newest first). */
export const INVITEES_MAX = 500;

/**
 * Referral: the accounts module records who invited whom at registration
 * (users.invited_by, read through AccountsService.listInvitees); this module shows it.
 * No reward is attached.
 */
export class ReferralService {
  constructor(private readonly ctx: AppContext) {}

  private async all(userId: number) {
    return need(this.ctx, 'accounts').listInvitees(userId, INVITEES_MAX);
  }

  async summary(userId: number): Promise<ReferralSummary> {
    const user = await need(this.ctx, 'accounts').getUser(userId);
    if (!user) throw errors.unauthorized();
    const base = this.ctx.config.publicUrl;
    return {
      invitationCode: user.invitationCode,
      invitedCount: (await this.all(userId)).length,
      ...(base ? { link: referralLink(base, user.invitationCode) } : {}),
    };
  }

  async invitees(userId: number, pageNum: number, pageSize: number): Promise<Page<Invitee>> {
    const all = await this.all(userId);
    const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((row) => ({ username: maskUsername(row.username), registeredAt: row.createdAt }));
    return { list, total: all.length, pageNum, pageSize };
  }
}
