import { PAYOUT_COOLING_OFF_HOURS, type Locale } from '@app/contracts';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { momentInWords, render } from '../../i18n/text.ts';
import { t } from './messages.ts';

const COOLING_OFF_MS = PAYOUT_COOLING_OFF_HOURS * 3_600_000;

/** What adding or changing a payout account must carry: the transaction password, the second factor once enrolled. */
export interface PayoutSecret {
  payPassword: string;
  totp?: string | undefined;
}

/**
 * The guard on payout accounts (issue 29.8): who adds or changes one proves it (transaction
 * password, second factor), is told at once by notice and email, and money may go to it only
 * after the published cooling-off (PAYOUT_COOLING_OFF_HOURS), so that a stolen session cannot
 * add an account and empty the wallet into it within a minute.
 */
export class PayoutGuard {
  constructor(private readonly ctx: AppContext) {}

  /** Throws the accounts service's own errors (wrong password, locked, second factor required). */
  async prove(userId: number, secret: PayoutSecret): Promise<void> {
    const accounts = need(this.ctx, 'accounts');
    await accounts.verifyPayPassword(userId, secret.payPassword);
    await accounts.twoFactor.requireCode(userId, secret.totp);
  }

  /** When an account saved now may first receive a withdrawal. */
  usableFrom(now: number): Date {
    return new Date(now + COOLING_OFF_MS);
  }

  /** Refuses a withdrawal to an account still in its cooling-off. */
  assertUsable(usableFrom: Date, field: 'cardId' | 'walletId'): void {
    if (usableFrom.getTime() <= this.ctx.clock.now()) return;
    throw new AppError('PAYOUT_ACCOUNT_COOLING_OFF', t.payoutCoolingOff, { from: momentInWords(usableFrom.getTime()), hours: PAYOUT_COOLING_OFF_HOURS }, { field });
  }

  /** Tells the user, by notice and by email in the language of the request, that a payout account was saved. */
  async tell(userId: number, change: 'added' | 'changed', account: string, usableFrom: Date, locale: Locale): Promise<void> {
    const title = change === 'added' ? t.payoutAddedTitle : t.payoutChangedTitle;
    const params = { account, from: momentInWords(usableFrom.getTime()) };
    await need(this.ctx, 'notices').notify(userId, { kind: 'withdrawal', title, body: t.payoutBody, params, ref: `payout-account:${userId}:${usableFrom.getTime()}` });
    const user = await need(this.ctx, 'accounts').getUser(userId);
    if (!user?.email) return;
    await need(this.ctx, 'mail').deliver({ to: user.email, subject: title[locale], text: render(t.payoutBody, locale, params) });
  }
}
