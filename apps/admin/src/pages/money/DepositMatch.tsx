import { LARGE_ADJUSTED_CREDIT_MXN, type AdminDeposit } from '@app/contracts';
import { useT, type T } from '../../i18n.ts';
import { Fact, formatAmount } from './shared.tsx';

/** What the reviewer credits: the amount typed (the proof's) and, when it differs from the declared one, why. */
export interface CreditDraft {
  amount: string;
  reason: string;
}

/** Names compared as a person reads them: case, accents and spacing aside ("Lucía  HERNÁNDEZ" = "lucia hernandez"). */
export const sameName = (a: string, b: string): boolean => {
  const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return plain(a) === plain(b);
};

/** The typed amount as the server compares it (digits with up to 2 decimals), or undefined. */
const amountOf = (text: string): string | undefined => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? text.trim() : undefined);
const minorOf = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** Whether the draft credits another amount than declared, and whether that makes it a proposal (MXN above the threshold). */
export function draftState(d: AdminDeposit, draft: CreditDraft): { valid: boolean; differs: boolean; proposal: boolean } {
  const typed = amountOf(draft.amount);
  if (!typed || minorOf(typed) === 0n) return { valid: false, differs: false, proposal: false };
  const differs = minorOf(typed) !== minorOf(d.amount);
  const proposal = differs && d.currency === 'MXN' && minorOf(typed) > minorOf(LARGE_ADJUSTED_CREDIT_MXN);
  return { valid: !differs || draft.reason.trim().length >= 2, differs, proposal };
}

/** The bank side of a deposit: the reference the user was told, who paid, and the verified name to compare. */
export function MatchFacts({ d }: { d: AdminDeposit }) {
  const { t } = useT();
  const missing = <span className="muted">{t('money.match.notGiven')}</span>;
  const differs = d.payer?.name && d.kycName && !sameName(d.payer.name, d.kycName);
  return (
    <dl className="facts" data-testid="deposit-match">
      <Fact label={t('money.match.reference')}>
        <code data-testid="deposit-reference">{d.reference ?? '—'}</code>
      </Fact>
      <Fact label={t('money.match.payerBank')}>{d.payer?.bank ?? missing}</Fact>
      <Fact label={t('money.match.payerName')}>
        <span data-testid="deposit-payer-name">{d.payer?.name ?? missing}</span>
        {differs && <div className="text-bad small">{t('money.match.nameDiffers')}</div>}
      </Fact>
      <Fact label={t('money.match.payerAccount')}>{d.payer?.account ? <code>{d.payer.account}</code> : missing}</Fact>
      <Fact label={t('money.match.kycName')}>{d.kycName ?? '—'}</Fact>
      <Fact label={t('money.match.declared')}>
        <strong className="num">{formatAmount(d.amount, d.currency)}</strong>
      </Fact>
      {d.creditReason && <Fact label={t('money.match.creditReasonShown')}>{d.creditReason}</Fact>}
    </dl>
  );
}

/** The amount and reason fields of the approve dialog (a pending bank deposit without a proposal). */
export function CreditFields({ d, draft, onChange }: { d: AdminDeposit; draft: CreditDraft; onChange: (draft: CreditDraft) => void }) {
  const { t } = useT();
  const state = draftState(d, draft);
  const typed = amountOf(draft.amount);
  return (
    <div data-testid="deposit-credit-fields">
      <label className="field">
        {t('money.match.creditAmount')}
        <input inputMode="decimal" value={draft.amount} onChange={(e) => onChange({ ...draft, amount: e.target.value })} data-testid="deposit-credit-amount" />
      </label>
      {state.differs && typed && (
        <>
          <p className="small">{t('money.match.adjustedNote', { amount: formatAmount(typed, d.currency), declared: formatAmount(d.amount, d.currency) })}</p>
          <label className="field">
            {t('money.match.creditReason')}
            <textarea rows={2} maxLength={200} value={draft.reason} onChange={(e) => onChange({ ...draft, reason: e.target.value })} data-testid="deposit-credit-reason" />
          </label>
        </>
      )}
      {state.proposal && (
        <div className="second-approval" data-testid="deposit-maker-checker">
          {t('money.match.makerChecker', { threshold: formatAmount(LARGE_ADJUSTED_CREDIT_MXN, 'MXN') })}
        </div>
      )}
    </div>
  );
}

/** A proposal waiting for a second operator: who proposed what and why. */
export function ProposalNote({ d, mine }: { d: AdminDeposit; mine: boolean }) {
  const { t } = useT();
  if (!d.proposal) return null;
  return (
    <div className="second-approval" data-testid="deposit-proposal">
      <span aria-hidden>⚠</span>
      <div>
        <strong>{t('money.match.proposal', { by: d.proposal.by, amount: formatAmount(d.proposal.amount, d.currency) })}</strong>
        {t('money.match.proposalReason', { reason: d.proposal.reason })}
        {mine && <div>{t('money.match.youProposed')}</div>}
      </div>
    </div>
  );
}

/** The approve dialog's sentence: what exactly the click will do. */
export function approveSentence(t: T, d: AdminDeposit, draft: CreditDraft): string {
  if (d.proposal) return t('money.match.confirmProposalText', { amount: formatAmount(d.proposal.amount, d.currency), user: d.username, by: d.proposal.by });
  const state = draftState(d, draft);
  const amount = formatAmount(amountOf(draft.amount) ?? d.amount, d.currency);
  if (state.proposal) return t('money.match.proposeConfirm', { amount, user: d.username, declared: formatAmount(d.amount, d.currency) });
  return t('money.match.approveConfirm', { amount, user: d.username });
}
