import type { LocalizedText } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { TextParams } from '../../i18n/text.ts';

export interface NoticeInput {
  title: LocalizedText;
  body: LocalizedText;
  params?: TextParams;
  ref: string;
  /** A wallet whose balance changed: a `wallet.updated` push for it. */
  wallet?: { walletType: string; currency: string };
}

export type Notify = (userId: number, notice: NoticeInput) => void;

/** Notices and pushes after commit; `idle` waits for the ones in flight (tests, shutdown). */
export function afterCommit(ctx: AppContext): { notify: Notify; idle: () => Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  const notify: Notify = (userId, notice) => {
    const work = (async () => {
      await ctx.services.notices?.notify(userId, { kind: 'blocktrade', title: notice.title, body: notice.body, ...(notice.params ? { params: notice.params } : {}), ref: notice.ref });
      if (notice.wallet) await ctx.services.push?.publishToUser(userId, 'wallet.updated', notice.wallet as never);
    })();
    const p = work.catch((error: unknown) => ctx.log.warn({ err: error }, 'blocktrade: notice or push failed')).finally(() => pending.delete(p));
    pending.add(p);
  };
  const idle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return { notify, idle };
}
