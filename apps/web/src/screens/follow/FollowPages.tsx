import { followApi, type CopyOrder, type InvestAgency } from '@app/contracts';
import { Button, Tabs, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { RuleCard } from '../../components/terms/RuleCard.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatDay, formatNumber, formatSigned, trendOf } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { invalidateFollow, useAgencies, useCopies, useCopy, useCopyPreview } from './queries.ts';
import { Disclaimer, RecordFigures, StrategyDetail, usd } from './Strategy.tsx';
import './follow.css';

export function Line({ label, value, testId, strong }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`follow-line${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <span className="num" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

// ---- agencies -------------------------------------------------------------------------------

function AgencyCard({ agency }: { agency: InvestAgency }) {
  const { t } = useTranslation();
  const nav = useNav();
  const [open, setOpen] = useState(false);
  const s = agency.strategy;
  return (
    <div className="follow-card" data-testid={`agency-${agency.id}`}>
      <div className="follow-card-head">
        <div>
          <div className="follow-name">{agency.name}</div>
          <div className="follow-sub">
            {s.name} · {t('follow.followers', { count: agency.followers })}
          </div>
        </div>
        <div className="follow-name num">{usd(s.equity)}</div>
      </div>
      <RecordFigures record={s.record} live={s.live} launchDate={s.launchDate} testId={`agency-record-${agency.id}`} />
      {open ? <StrategyDetail id={s.id} /> : null}
      <div className="follow-actions">
        <Button fill="outline" data-testid={`agency-more-${agency.id}`} onClick={() => setOpen((v) => !v)}>
          {open ? t('follow.strategy.less') : t('follow.strategy.more')}
        </Button>
        <Button color="primary" data-testid={`agency-copy-${agency.id}`} onClick={() => nav.go('/pages/payment/follow', { id: String(agency.id) })}>
          {t('follow.copy')}
        </Button>
      </div>
    </div>
  );
}

function AgencyList() {
  const { t } = useTranslation();
  const list = useAgencies();
  if (list.isPending) return <DelayedLoading />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <Empty text={t('follow.empty')} />;
  return (
    <div className="follow-list" data-testid="agency-list">
      {list.data.list.map((agency) => (
        <AgencyCard key={agency.id} agency={agency} />
      ))}
    </div>
  );
}

// ---- my copies ------------------------------------------------------------------------------

function CopyRow({ copy, onOpen }: { copy: CopyOrder; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="follow-row-button" data-testid={`copy-${copy.id}`} onClick={onOpen}>
      <div className="follow-card-head">
        <div>
          <div className="follow-name">{copy.agencyName}</div>
          <div className="follow-sub">
            {t(`follow.mine.status.${copy.status}`)} · {t('follow.mine.until', { date: formatDay(copy.endDate) })}
          </div>
        </div>
        <div className={`follow-name num trend-${trendOf(copy.profit)}`}>{formatSigned(copy.profit)}</div>
      </div>
      <Line label={t('follow.mine.invested')} value={usd(copy.amount)} />
      <Line label={t('follow.mine.value')} value={usd(copy.value)} />
      <Disclaimer testId={`copy-disclaimer-${copy.id}`} />
    </button>
  );
}

/** The user's copy orders (also the trade tab's follow list). */
export function Copies({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const copies = useCopies(Boolean(token));
  if (!token) return <LoginRequired text={t('follow.order.guest')} />;
  if (copies.isPending) return <DelayedLoading />;
  if (copies.isError) return <LoadError onRetry={() => void copies.refetch()} />;
  if (copies.data.list.length === 0) return <Empty text={t('follow.mine.empty')} />;
  return (
    <div className="follow-list" data-testid="copy-list">
      {copies.data.list.map((copy) => (
        <CopyRow key={copy.id} copy={copy} onOpen={() => onOpen(copy.id)} />
      ))}
    </div>
  );
}

function CopyDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const copy = useCopy(id, true);
  if (copy.isPending) return <DelayedLoading />;
  if (copy.isError) return copy.error instanceof ApiError && copy.error.code === 404 ? <Empty text={copy.error.message} /> : <LoadError onRetry={() => void copy.refetch()} />;
  const c = copy.data;
  return (
    <div className="follow-page" data-testid="copy-detail">
      <div className="follow-box">
        <div className="follow-name">{c.agencyName}</div>
        <div className="follow-sub" data-testid="copy-status">
          {t(`follow.mine.status.${c.status}`)} · {formatDay(c.startDate)} – {formatDay(c.endDate)}
        </div>
        <Line label={t('follow.mine.invested')} value={usd(c.amount)} />
        <Line label={t('follow.mine.value')} value={usd(c.value)} testId="copy-value" strong />
        <Line label={t('follow.mine.profit')} value={<span className={`trend-${trendOf(c.profit)}`}>{formatSigned(c.profit)}</span>} testId="copy-profit" />
        <Line label={t('follow.mine.fee')} value={usd(c.fee)} testId="copy-fee" />
        {c.payout ? <Line label={t('follow.mine.payout')} value={usd(c.payout)} testId="copy-payout" strong /> : null}
        <Disclaimer testId="copy-detail-disclaimer" />
      </div>
      <h4>{t('follow.mine.positions')}</h4>
      {c.positions.length === 0 ? <Empty text={t('follow.strategy.none')} /> : null}
      <table className="follow-table" data-testid="copy-positions">
        <tbody>
          {c.positions.map((p) => (
            <tr key={p.code}>
              <td>{p.code}</td>
              <td className="num">{formatNumber(p.quantity, 6)}</td>
              <td className="num">{usd(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>{t('follow.mine.trades')}</h4>
      {c.trades.length === 0 ? <Empty text={t('follow.mine.noTrades')} /> : null}
      <table className="follow-table" data-testid="copy-trades">
        <tbody>
          {c.trades.map((tr) => (
            <tr key={tr.id} data-testid={`copy-trade-${tr.kind}`}>
              <td>{formatDay(tr.date)}</td>
              <td>{t(`follow.mine.kind.${tr.kind}`)}</td>
              <td className={`trend-${tr.side === 'buy' ? 'rise' : 'fall'}`}>
                {t(`follow.strategy.${tr.side}`)} {tr.code}
              </td>
              <td className="num">{formatNumber(tr.quantity, 6)}</td>
              <td className="num">{usd(tr.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button fill="outline" data-testid="copy-back" onClick={onBack}>
        {t('follow.mine.back')}
      </Button>
    </div>
  );
}

export function FollowAgenciesPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(query.tab === 'mine' ? 'mine' : 'agencies');
  const [copyId, setCopyId] = useState(query.copy ? Number(query.copy) : 0);
  return (
    <PageShell title={t('follow.title')} right={<SimulatedTag label={t('follow.simulated')} />}>
      <p className="follow-intro">{t('follow.intro')}</p>
      <Tabs activeKey={tab} onChange={(key) => { setTab(key); setCopyId(0); }} data-testid="follow-tabs">
        <Tabs.Tab title={t('follow.tabs.agencies')} key="agencies" />
        <Tabs.Tab title={t('follow.tabs.mine')} key="mine" />
      </Tabs>
      {tab === 'agencies' ? <AgencyList /> : copyId > 0 ? <CopyDetail id={copyId} onBack={() => setCopyId(0)} /> : <Copies onOpen={setCopyId} />}
    </PageShell>
  );
}

// ---- the copy order ---------------------------------------------------------------------------

export function FollowOrderPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const showError = useTradeErrors();
  const agencyId = Number(query.id);
  const agencies = useAgencies();
  const agency = agencies.data?.list.find((a) => a.id === agencyId);
  const [amount, setAmount] = useState('');
  const [period, setPeriod] = useState(0);
  const periodDays = period || agency?.terms.periods[0] || 0;
  const shown = amount === '' ? (agency?.terms.minAmount ?? '') : amount;
  const validAmount = /^\d{1,9}(\.\d{1,2})?$/.test(shown);
  const preview = useCopyPreview(agencyId, shown, periodDays, Boolean(token && agency && validAmount && periodDays > 0));
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());

  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('follow.order.guest')} />;
  else if (agencies.isPending) body = <DelayedLoading />;
  else if (agencies.isError) body = <LoadError onRetry={() => void agencies.refetch()} />;
  else if (!agency) body = <Empty text={t('follow.order.notFound')} />;
  else {
    const p = preview.data;
    const previewError = preview.error instanceof ApiError ? preview.error.message : undefined;
    body = (
      <div className="follow-page" data-testid="follow-order">
        <div className="follow-box">
          <div className="follow-name">{agency.name}</div>
          <div className="follow-sub">{agency.strategy.name}</div>
          <RecordFigures record={agency.strategy.record} live={agency.strategy.live} launchDate={agency.strategy.launchDate} testId="order-record" />
        </div>
        <label className="follow-field">
          <span>{t('follow.order.amount')}</span>
          <input inputMode="decimal" data-testid="follow-amount" value={shown} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, '').slice(0, 12))} />
          <small>{t('follow.order.amountHint', { min: usd(agency.terms.minAmount), max: usd(agency.terms.maxAmount) })}</small>
        </label>
        <div className="follow-field">
          <span>{t('follow.order.period')}</span>
          <div className="follow-chips">
            {agency.terms.periods.map((days) => (
              <button key={days} type="button" className={`follow-chip${days === periodDays ? ' on' : ''}`} data-testid={`follow-period-${days}`} onClick={() => setPeriod(days)}>
                {t('follow.order.days', { days })}
              </button>
            ))}
          </div>
        </div>
        {previewError ? (
          <div className="follow-error" data-testid="follow-preview-error">
            {previewError}
          </div>
        ) : null}
        {p ? (
          <section className="follow-box" data-testid="follow-preview">
            <h4>{t('follow.order.preview')}</h4>
            <p className="follow-note">{t('follow.order.share', { share: p.share })}</p>
            <table className="follow-table">
              <tbody>
                {p.opening.map((o) => (
                  <tr key={o.code} data-testid={`follow-open-${o.code}`}>
                    <td>{o.code}</td>
                    <td className="num">{formatNumber(o.quantity, 6)}</td>
                    <td className="num">{o.kind === 'skipped' ? t('follow.order.skipped', { min: usd(agency.terms.minPosition) }) : usd(o.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Line label={t('follow.order.invested')} value={usd(p.invested)} testId="follow-invested" />
            <Line label={t('follow.order.cashLeft')} value={usd(p.cash)} />
            <Line label={t('follow.order.fee')} value={usd(p.fee)} testId="follow-fee" />
            <Line label={t('follow.order.end')} value={formatDay(p.endDate)} testId="follow-end" />
            <Line label={t('follow.order.worst')} value={usd(p.worstCase)} testId="follow-worst" />
            <small>{t('follow.order.worstNote', { loss: usd(p.maxLoss) })}</small>
            <div className="follow-warn" data-testid="follow-no-exit">
              {t('follow.order.noExit', { end: p.endDate })}
            </div>
            <Disclaimer testId="follow-preview-disclaimer" />
          </section>
        ) : null}
        <RuleCard product="follow" testId="follow-rule" />
        <Button block color="primary" size="large" disabled={!p || preview.isError || preview.isFetching} data-testid="follow-confirm" onClick={() => setPaying(true)}>
          {t('follow.order.confirm')}
        </Button>
        <PayPasswordSheet
          visible={paying}
          summary={p ? `${agency.name} · ${usd(p.amount)} · ${t('follow.order.days', { days: p.periodDays })}` : undefined}
          onClose={() => setPaying(false)}
          onError={(error) => {
            showError(error);
            void preview.refetch();
          }}
          onSubmit={async (payPassword) => {
            const request = { agencyId, amount: shown, periodDays, termsVersionId: p!.rule.versionId };
            const key = keys.current.keyFor(request);
            const copy = await call(followApi.add, { body: { ...request, payPassword, idempotencyKey: key } });
            keys.current.reset();
            setPaying(false);
            await invalidateFollow();
            Toast.show({ content: t('follow.order.done') });
            nav.go('/pages/product/follow', { tab: 'mine', copy: String(copy.id) });
          }}
        />
      </div>
    );
  }
  return <PageShell title={t('follow.order.title')}>{body}</PageShell>;
}
