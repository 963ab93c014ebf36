import { loansApi, type LoanScheduleRow, type LoanView } from '@app/contracts';
import { Button, Selector, Tabs, Toast } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { RuleCard, useCurrentRule } from '../../components/terms/RuleCard.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { formatDateTime, formatDay, formatMoney, formatNumber } from '../../lib/format.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import '../../components/product-page.css';
import type { PageProps } from '../types.ts';
import { invalidateLoans, useLoanDue, useLoanOffer, useLoans, useRepayments } from './queries.ts';
import './loan.css';

const mxn = (value: string | number) => formatMoney(value, 'MX');
const OPEN = new Set<LoanView['status']>(['in_review', 'passed', 'in_use']);

function Line({ label, value, testId, strong }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`bonds-line${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <span className="num" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** The French schedule: payment, interest, IVA on interest, principal and balance each month. */
function Schedule({ rows, testId }: { rows: LoanScheduleRow[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="loan-table-wrap">
      <table className="bonds-schedule loan-schedule" data-testid={testId}>
        <thead>
          <tr>
            <th>{t('loan.col.n')}</th>
            <th>{t('loan.col.payment')}</th>
            <th>{t('loan.col.interest')}</th>
            <th>{t('loan.col.iva')}</th>
            <th>{t('loan.col.principal')}</th>
            <th>{t('loan.col.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.n} data-testid={`${testId}-row-${row.n}`} className={row.status ? `loan-row-${row.status}` : undefined}>
              <td>
                {row.n}
                <small>{formatDay(row.dueDate)}</small>
                {row.status ? <small className={`loan-status-${row.status}`}>{t(`loan.rowStatus.${row.status}`)}</small> : null}
              </td>
              <td className="num">{formatNumber(row.payment)}</td>
              <td className="num">{formatNumber(row.interest)}</td>
              <td className="num">{formatNumber(row.iva)}</td>
              <td className="num">{formatNumber(row.principal)}</td>
              <td className="num">{formatNumber(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// ---- the offer and the application ---------------------------------------------------------------

function ApplyTab({ onApplied, hasOpen }: { onApplied: () => void; hasOpen: boolean }) {
  const { t } = useTranslation();
  const showError = useTradeErrors();
  const rule = useCurrentRule('loans', 'MX');
  const terms = rule.data?.terms as { termsMonths?: number[]; minAmount?: string; maxAmount?: string } | undefined;
  const months = terms?.termsMonths ?? [];
  const [amount, setAmount] = useState('10000');
  const [term, setTerm] = useState<number | undefined>(undefined);
  const termMonths = term ?? (months.includes(12) ? 12 : months[0]) ?? 12;
  const valid = /^\d{1,9}(\.\d{1,2})?$/.test(amount);
  const offer = useLoanOffer(amount, termMonths, valid && months.length > 0);
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());

  if (rule.isPending) return <DelayedLoading />;
  if (rule.isError) return <LoadError onRetry={() => void rule.refetch()} />;
  const o = offer.data;
  const offerError = offer.error instanceof ApiError ? offer.error.message : undefined;
  return (
    <div className="bonds-page" data-testid="loan-apply">
      <label className="bonds-field">
        <span>{t('loan.amount')}</span>
        <input inputMode="decimal" data-testid="loan-amount" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, '').slice(0, 12))} />
        <small>{t('loan.limits', { min: mxn(terms?.minAmount ?? 0), max: mxn(terms?.maxAmount ?? 0) })}</small>
      </label>
      <div className="bonds-field">
        <span>{t('loan.term')}</span>
        <Selector
          data-testid="loan-term"
          columns={3}
          value={[termMonths]}
          onChange={(v) => v[0] !== undefined && setTerm(v[0])}
          options={months.map((m) => ({ label: <span data-testid={`loan-term-${m}`}>{t('loan.months', { count: m })}</span>, value: m }))}
        />
      </div>
      {!valid ? <div className="bonds-error">{t('loan.badAmount')}</div> : null}
      {offerError && valid ? (
        <div className="bonds-error" data-testid="loan-offer-error">
          {offerError}
        </div>
      ) : null}
      {o && valid && !offer.isError ? (
        <>
          <section className="bonds-cost loan-offer" data-testid="loan-offer">
            <Line label={t('loan.annualRate')} value={`${o.annualRate} %`} testId="loan-rate" />
            <Line label={t('loan.cat')} value={`${o.cat} %`} testId="loan-cat" strong />
            <p className="loan-cat-text" data-testid="loan-cat-text">
              {o.catText}
            </p>
            <Line label={t('loan.firstPayment')} value={mxn(o.firstPayment)} testId="loan-first-payment" />
            <Line label={t('loan.instalment')} value={mxn(o.instalment)} />
            <Line label={t('loan.totalInterest')} value={mxn(o.totalInterest)} />
            <Line label={t('loan.totalIva')} value={mxn(o.totalIva)} testId="loan-total-iva" />
            <Line label={t('loan.commission')} value={mxn(o.openingCommission)} />
            <Line label={t('loan.defaultRate')} value={`${o.defaultAnnualRate} %`} />
            <Line label={t('loan.totalToPay')} value={mxn(o.totalToPay)} testId="loan-total" strong />
            <p className="bonds-note">{t('loan.toBalance')}</p>
          </section>
          <h3 className="bonds-h3">{t('loan.schedule')}</h3>
          <p className="bonds-note">{t('loan.scheduleNote')}</p>
          <Schedule rows={o.schedule} testId="loan-offer-schedule" />
          <section className="bonds-cost">
            <h3 className="bonds-h3">{t('loan.prepayment')}</h3>
            <p className="bonds-note" data-testid="loan-prepayment-rule">
              {o.prepaymentRule}
            </p>
          </section>
        </>
      ) : offer.isFetching ? (
        <DelayedLoading />
      ) : null}
      <RuleCard product="loans" item="MX" testId="loan-rule" />
      {hasOpen ? <div className="bonds-error">{t('loan.openExists')}</div> : null}
      <Button block color="primary" size="large" disabled={!o || !valid || offer.isError || offer.isFetching || hasOpen} data-testid="loan-apply-confirm" onClick={() => setPaying(true)}>
        {t('loan.apply')}
      </Button>
      <PayPasswordSheet
        visible={paying}
        summary={o ? t('loan.applySummary', { amount: mxn(o.amount), months: o.termMonths, cat: o.cat }) : undefined}
        onClose={() => setPaying(false)}
        onError={(error) => {
          showError(error);
          void offer.refetch();
        }}
        onSubmit={async (payPassword) => {
          const request = { amount: o!.amount, termMonths: o!.termMonths, termsVersionId: o!.rule.versionId };
          const key = keys.current.keyFor(request);
          await call(loansApi.apply, { body: { ...request, payPassword, idempotencyKey: key } });
          keys.current.reset();
          setPaying(false);
          await invalidateLoans();
          Toast.show({ content: t('loan.applied') });
          onApplied();
        }}
      />
    </div>
  );
}

// ---- the user's loans and repayment -----------------------------------------------------------

type RepayMode = 'instalment' | 'part' | 'all';

function Repay({ loan }: { loan: LoanView }) {
  const { t } = useTranslation();
  const showError = useTradeErrors();
  const due = useLoanDue(loan.id, true);
  const [mode, setMode] = useState<RepayMode | undefined>(undefined);
  const [part, setPart] = useState('');
  const [prepay, setPrepay] = useState<'fewer' | 'smaller'>('smaller');
  const keys = useRef(new AttemptKeys());
  if (due.isPending) return <DelayedLoading />;
  if (due.isError) return <LoadError onRetry={() => void due.refetch()} />;
  const d = due.data;
  const nothingDue = Number(d.dueNow) <= 0;
  const partValid = /^\d{1,9}(\.\d{1,2})?$/.test(part) && Number(part) > 0;
  const summary = mode === 'instalment' ? mxn(d.dueNow) : mode === 'all' ? mxn(d.payoff) : mode === 'part' ? mxn(part || 0) : undefined;
  return (
    <section className="bonds-cost" data-testid={`loan-due-${loan.id}`}>
      <h3 className="bonds-h3">{t('loan.dueNow')}</h3>
      <Line label={t('loan.due.principal')} value={mxn(d.principal)} />
      <Line label={t('loan.due.interest')} value={mxn(d.interest)} />
      <Line label={t('loan.due.iva')} value={mxn(d.iva)} />
      <Line label={t('loan.due.late')} value={mxn(d.lateCharge)} testId="loan-due-late" />
      <Line label={t('loan.due.total')} value={mxn(d.dueNow)} testId="loan-due-now" strong />
      {d.overdueDays > 0 ? <div className="bonds-error">{t('loan.overdue', { days: d.overdueDays })}</div> : null}
      <Line label={t('loan.due.interestToDate')} value={mxn(d.interestToDate)} />
      <Line label={t('loan.due.payoff')} value={mxn(d.payoff)} testId="loan-payoff" strong />
      {d.nextDueDate ? <p className="bonds-note">{t('loan.nextDue', { date: formatDay(d.nextDueDate) })}</p> : null}
      <div className="loan-actions">
        <Button color="primary" disabled={nothingDue} data-testid="loan-pay-instalment" onClick={() => setMode('instalment')}>
          {nothingDue ? t('loan.nothingDue') : t('loan.payInstalment')}
        </Button>
        <Button data-testid="loan-pay-all" onClick={() => setMode('all')}>
          {t('loan.payAll')}
        </Button>
      </div>
      <div className="loan-part">
        <label className="bonds-field">
          <span>{t('loan.partAmount')}</span>
          <input inputMode="decimal" data-testid="loan-part-amount" value={part} placeholder="0.00" onChange={(e) => setPart(e.target.value.replace(/[^\d.]/g, '').slice(0, 12))} />
        </label>
        <Selector
          data-testid="loan-prepay-mode"
          columns={2}
          value={[prepay]}
          onChange={(v) => v[0] && setPrepay(v[0])}
          options={[
            { label: <span data-testid="loan-prepay-smaller">{t('loan.prepaySmaller')}</span>, value: 'smaller' as const },
            { label: <span data-testid="loan-prepay-fewer">{t('loan.prepayFewer')}</span>, value: 'fewer' as const },
          ]}
        />
        <p className="bonds-note">{t('loan.prepayNote')}</p>
        <Button block disabled={!partValid} data-testid="loan-pay-part" onClick={() => setMode('part')}>
          {t('loan.payPart')}
        </Button>
      </div>
      <PayPasswordSheet
        visible={mode !== undefined}
        summary={summary ? t('loan.repaySummary', { amount: summary }) : undefined}
        onClose={() => setMode(undefined)}
        onError={(error) => {
          showError(error);
          void due.refetch();
        }}
        onSubmit={async (payPassword) => {
          const request = { loanId: loan.id, mode: mode!, prepay, ...(mode === 'part' ? { amount: part } : {}) };
          const key = keys.current.keyFor(request);
          await call(loansApi.applyRepay, { body: { ...request, payPassword, idempotencyKey: key } });
          keys.current.reset();
          setMode(undefined);
          setPart('');
          await invalidateLoans();
          Toast.show({ content: t('loan.repaid') });
        }}
      />
    </section>
  );
}

function Repayments({ loanId }: { loanId: number }) {
  const { t } = useTranslation();
  const list = useRepayments(loanId, true);
  if (!list.data || list.data.list.length === 0) return null;
  return (
    <section className="bonds-cost" data-testid={`loan-repayments-${loanId}`}>
      <h3 className="bonds-h3">{t('loan.repayments')}</h3>
      {list.data.list.map((r) => (
        <div key={r.id} className="loan-repayment" data-testid={`loan-repayment-${r.id}`}>
          <Line label={`${formatDateTime(r.createTime)} · ${t(`loan.mode.${r.mode}`)}`} value={mxn(r.amount)} strong />
          <p className="bonds-note">{t('loan.repaymentSplit', { principal: mxn(r.principal), interest: mxn(r.interest), iva: mxn(r.iva), late: mxn(r.lateCharge) })}</p>
        </div>
      ))}
    </section>
  );
}

function LoanCard({ loan }: { loan: LoanView }) {
  const { t } = useTranslation();
  const [showSchedule, setShowSchedule] = useState(loan.status === 'in_use');
  return (
    <div className="bonds-card static loan-card" data-testid={`loan-${loan.id}`}>
      <div className="bonds-card-head">
        <div>
          <div className="bonds-code num">{mxn(loan.amount)}</div>
          <div className="bonds-name">
            {t('loan.months', { count: loan.termMonths })} · {t('loan.rateShort', { rate: loan.annualRate })} · CAT {loan.cat} %
          </div>
        </div>
        <span className={`loan-badge loan-badge-${loan.status}`} data-testid={`loan-status-${loan.id}`} data-status={loan.status}>
          {t(`loan.status.${loan.status}`)}
        </span>
      </div>
      <div className="bonds-grid">
        <Line label={t('loan.outstanding')} value={mxn(loan.outstanding)} testId={`loan-outstanding-${loan.id}`} />
        <Line label={t('loan.repaidSoFar')} value={mxn(loan.repaid)} />
        <Line label={t('loan.applied_at')} value={formatDateTime(loan.longCreateTime)} />
        {loan.longAuditTime ? <Line label={t('loan.reviewed_at')} value={formatDateTime(loan.longAuditTime)} /> : null}
        {loan.status === 'in_review' && loan.approvalsNeeded > 1 ? <Line label={t('loan.approvals')} value={`${loan.approvals} / ${loan.approvalsNeeded}`} /> : null}
        {loan.rejectReason ? <Line label={t('loan.rejectReason')} value={loan.rejectReason} /> : null}
      </div>
      {loan.status === 'in_review' ? <p className="bonds-note">{t('loan.inReviewNote')}</p> : null}
      {loan.status === 'in_use' ? <Repay loan={loan} /> : null}
      {loan.schedule.length > 0 ? (
        <>
          <Button fill="none" size="small" className="loan-toggle" data-testid={`loan-schedule-toggle-${loan.id}`} onClick={() => setShowSchedule((v) => !v)}>
            {showSchedule ? t('loan.hideSchedule') : t('loan.showSchedule')}
          </Button>
          {showSchedule ? <Schedule rows={loan.schedule} testId={`loan-schedule-${loan.id}`} /> : null}
        </>
      ) : null}
      {loan.status === 'in_use' || loan.status === 'repaid' ? <Repayments loanId={loan.id} /> : null}
    </div>
  );
}

function MyLoans({ onApply }: { onApply: () => void }) {
  const { t } = useTranslation();
  const loans = useLoans(true);
  if (loans.isPending) return <DelayedLoading />;
  if (loans.isError) return <LoadError onRetry={() => void loans.refetch()} />;
  if (loans.data.list.length === 0)
    return (
      <div className="bonds-page">
        <Empty text={t('loan.none')} />
        <Button block color="primary" data-testid="loan-go-apply" onClick={onApply}>
          {t('loan.applyNow')}
        </Button>
      </div>
    );
  return (
    <div className="bonds-list" data-testid="loan-list">
      {loans.data.list.map((loan) => (
        <LoanCard key={loan.id} loan={loan} />
      ))}
    </div>
  );
}

/** /pages/loan/index: the offer before applying (rate, CAT, schedule with IVA, total), then the user's loans. */
export function LoanPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const loans = useLoans(Boolean(token));
  const hasOpen = Boolean(loans.data?.list.some((l) => OPEN.has(l.status)));
  const [tab, setTab] = useState<string | undefined>(query.tab === 'mine' || query.tab === 'apply' ? query.tab : undefined);
  useEffect(() => {
    if (tab === undefined && loans.data) setTab(hasOpen ? 'mine' : 'apply');
  }, [tab, loans.data, hasOpen]);
  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('loan.guest')} />;
  else if (loans.isPending) body = <DelayedLoading />;
  else if (loans.isError) body = <LoadError onRetry={() => void loans.refetch()} />;
  else {
    const active = tab ?? (hasOpen ? 'mine' : 'apply');
    body = (
      <>
        <p className="bonds-intro">{t('loan.intro')}</p>
        <Tabs activeKey={active} onChange={setTab} data-testid="loan-tabs">
          <Tabs.Tab title={<span data-testid="loan-tab-apply">{t('loan.tabApply')}</span>} key="apply" />
          <Tabs.Tab title={<span data-testid="loan-tab-mine">{t('loan.tabMine')}</span>} key="mine" />
        </Tabs>
        {active === 'mine' ? <MyLoans onApply={() => setTab('apply')} /> : <ApplyTab hasOpen={hasOpen} onApplied={() => setTab('mine')} />}
      </>
    );
  }
  return <PageShell title={t('loan.title')}>{body}</PageShell>;
}
