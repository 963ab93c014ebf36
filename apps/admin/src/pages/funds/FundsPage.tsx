import { ClientName, clientLabel, useClientNames } from '../../components/ClientName.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatAmount } from '../money/shared.tsx';
import { adminFundsApi, FUND_KINDS, FUND_MODELS, type FundKind, type FundModel, type FundSchemeView } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, Modal, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { navigate, type AdminRoute } from '../../router.ts';

const PAGE_SIZE = 20;
type FundOrderRow = Awaited<ReturnType<typeof adminCall<typeof adminFundsApi.orders>>>['list'][number];
const fundKeys = {
  all: ['admin', 'funds'] as const,
  orders: (status: string, page: number) => ['admin', 'funds', 'orders', status, page] as const,
  schemes: ['admin', 'funds', 'schemes'] as const,
};
const TONE = { 0: 'warn', 1: 'info', 2: 'good', 3: 'bad' } as const;

interface Form {
  id?: number;
  code: string;
  nameEs: string;
  nameEn: string;
  nameZh: string;
  kind: FundKind;
  model: FundModel;
  baseNav: string;
  launchDate: string;
  annualYield: string;
  expenseRatio: string;
  lockInYears: string;
  minAmount: string;
  status: 'open' | 'closed';
  held?: boolean;
}

const EMPTY: Form = { code: '', nameEs: '', nameEn: '', nameZh: '', kind: 'on_demand', model: 'liquid', baseNav: '1000', launchDate: '', annualYield: '6.5', expenseRatio: '0.2', lockInYears: '0', minAmount: '500', status: 'open' };

const formOf = (s: FundSchemeView): Form => ({
  id: s.id,
  code: s.code,
  nameEs: s.name.es,
  nameEn: s.name.en,
  nameZh: s.name.zh,
  kind: s.kind,
  model: s.model,
  baseNav: s.baseNav,
  launchDate: s.launchDate,
  annualYield: s.annualYield,
  expenseRatio: s.expenseRatio,
  lockInYears: String(s.lockInYears),
  minAmount: s.minAmount,
  status: s.status,
  held: s.orders > 0,
});

function Orders({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const status = route.query.status === 'all' ? undefined : ['0', '1', '2', '3'].includes(route.query.status ?? '') ? Number(route.query.status) : 0;
  const [rejecting, setRejecting] = useState<{ id: number; reason: string }>();
  const [passing, setPassing] = useState<FundOrderRow>();
  const list = useQuery({
    queryKey: fundKeys.orders(String(status ?? 'all'), pageNum),
    queryFn: ({ signal }) => adminCall(adminFundsApi.orders, { query: { pageNum, pageSize: PAGE_SIZE, ...(status !== undefined ? { status } : {}) } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const review = useMutation({
    mutationFn: (input: { orderId: number; decision: 'pass' | 'reject'; reason?: string }) => adminCall(adminFundsApi.review, { body: input }),
    onSuccess: (order) => {
      notify(t('funds.done', { id: order.id, status: t(`funds.status.${order.status}`) }));
      setRejecting(undefined);
      setPassing(undefined);
      void queryClient.invalidateQueries({ queryKey: fundKeys.all });
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });
  const names = useClientNames(list.data?.list.map((o) => o.userId) ?? []);
  return (
    <>
      <div className="filters" data-testid="fund-filters">
        {(['0', '1', '2', '3', 'all'] as const).map((s) => (
          <button key={s} type="button" className={`btn btn-small${String(status ?? 'all') === s ? ' btn-primary' : ''}`} data-testid={`fund-filter-${s}`} onClick={() => navigate('funds', undefined, { status: s })}>
            {t(`funds.filter.${s}`)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <Empty />
      ) : (
        <>
          <div className="card">
            <table className="table" data-testid="fund-orders">
              <thead>
                <tr>
                  {(['id', 'user', 'fund', 'amount', 'duty', 'navDate', 'units', 'status', 'created', 'actions'] as const).map((c) => (
                    <th key={c}>{t(`funds.col.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((o) => (
                  <tr key={o.id} data-testid={`fund-order-row-${o.id}`}>
                    <td className="num">{o.id}</td>
                    <td>
                      <ClientName userId={o.userId} names={names} testId={`fund-order-user-${o.id}`} />
                    </td>
                    <td>{o.code}</td>
                    <td className="num">{formatAmount(o.amount, 'MXN')}</td>
                    <td className="num">{formatAmount(o.stampDuty, 'MXN')}</td>
                    <td>{o.navDate}</td>
                    <td className="num">{o.units ?? '—'}</td>
                    <td>
                      <Badge tone={TONE[o.status]} testId={`fund-order-status-${o.id}`}>
                        {t(`funds.status.${o.status}`)}
                      </Badge>
                    </td>
                    <td>{formatDateTime(o.createTime)}</td>
                    <td>
                      {o.status === 0 ? (
                        <span>
                          <button type="button" className="btn btn-small btn-primary" disabled={review.isPending} data-testid={`fund-pass-${o.id}`} onClick={() => setPassing(o)}>
                            {t('funds.pass')}
                          </button>{' '}
                          <button type="button" className="btn btn-small" disabled={review.isPending} data-testid={`fund-reject-${o.id}`} onClick={() => setRejecting({ id: o.id, reason: '' })}>
                            {t('funds.reject')}
                          </button>
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('funds', undefined, { status: String(status ?? 'all'), page: String(page) })} />
        </>
      )}
      {passing && (
        <ConfirmDialog
          title={t('funds.pass')}
          confirmLabel={t('funds.pass')}
          busy={review.isPending}
          onClose={() => setPassing(undefined)}
          onConfirm={() => review.mutate({ orderId: passing.id, decision: 'pass' })}
          testId="fund-pass-dialog"
        >
          <p>{t('funds.passConfirm', { id: passing.id, user: clientLabel(passing.userId, names), amount: formatAmount(passing.amount, 'MXN'), fund: passing.code, navDate: passing.navDate })}</p>
        </ConfirmDialog>
      )}
      {rejecting ? (
        <Modal
          title={t('funds.rejectTitle', { id: rejecting.id })}
          testId="fund-reject-form"
          onClose={() => setRejecting(undefined)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setRejecting(undefined)}>
                {t('funds.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={review.isPending} data-testid="fund-reject-confirm" onClick={() => review.mutate({ orderId: rejecting.id, decision: 'reject', ...(rejecting.reason.trim() ? { reason: rejecting.reason.trim() } : {}) })}>
                {t('funds.reject')}
              </button>
            </>
          }
        >
          <label className="field">
            <span>{t('funds.reason')}</span>
            <textarea value={rejecting.reason} maxLength={500} data-testid="fund-reject-reason" onChange={(e) => setRejecting({ ...rejecting, reason: e.target.value })} />
          </label>
        </Modal>
      ) : null}
    </>
  );
}

function Schemes() {
  const { t, locale } = useT();
  const [form, setForm] = useState<Form>();
  const list = useQuery({ queryKey: fundKeys.schemes, queryFn: ({ signal }) => adminCall(adminFundsApi.schemes, { query: { pageNum: 1, pageSize: 100 } }, {}, signal) });
  const save = useMutation({
    mutationFn: (f: Form) =>
      adminCall(adminFundsApi.saveScheme, {
        body: {
          ...(f.id ? { id: f.id } : {}),
          code: f.code,
          name: { es: f.nameEs, en: f.nameEn, zh: f.nameZh },
          kind: f.kind,
          model: f.model,
          baseNav: f.baseNav,
          launchDate: f.launchDate,
          annualYield: f.annualYield || '0',
          expenseRatio: f.expenseRatio || '0',
          lockInYears: Number(f.lockInYears) || 0,
          minAmount: f.minAmount,
          status: f.status,
        },
      }),
    onSuccess: (s) => {
      notify(t('funds.saved', { code: s.code }));
      setForm(undefined);
      void queryClient.invalidateQueries({ queryKey: fundKeys.all });
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const field = (key: keyof Form, label: string, type = 'text', locked = false) => (
    <label className="field">
      <span>{label}</span>
      <input type={type} value={String(form?.[key] ?? '')} disabled={locked} data-testid={`fund-form-${key}`} onChange={(e) => set({ [key]: e.target.value } as Partial<Form>)} />
    </label>
  );
  const held = Boolean(form?.held);
  return (
    <>
      <div className="filters">
        <button type="button" className="btn btn-primary" data-testid="fund-add" onClick={() => setForm(EMPTY)}>
          {t('funds.add')}
        </button>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <Empty />
      ) : (
        <div className="card">
          <table className="table" data-testid="fund-schemes">
            <thead>
              <tr>
                {(['code', 'name', 'kind', 'model', 'nav', 'yield', 'expense', 'lockIn', 'minimum', 'status', 'orders', 'actions'] as const).map((c) => (
                  <th key={c}>{t(`funds.scol.${c}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((s) => (
                <tr key={s.id} data-testid={`fund-scheme-${s.code}`}>
                  <td>{s.code}</td>
                  <td>{s.name[locale]}</td>
                  <td>{t(`funds.kind.${s.kind}`)}</td>
                  <td>{t(`funds.model.${s.model}`)}</td>
                  <td className="num">{s.nav ? `₹${s.nav} (${s.navDate})` : '—'}</td>
                  <td className="num">{s.model === 'liquid' ? s.annualYield : '—'}</td>
                  <td className="num">{s.expenseRatio}</td>
                  <td className="num">{s.lockInYears}</td>
                  <td className="num">{s.minAmount}</td>
                  <td>
                    <Badge tone={s.status === 'open' ? 'good' : 'neutral'}>{t(`funds.sstatus.${s.status}`)}</Badge>
                  </td>
                  <td className="num">{s.orders}</td>
                  <td>
                    <button type="button" className="btn btn-small" data-testid={`fund-edit-${s.code}`} onClick={() => setForm(formOf(s))}>
                      {t('funds.edit')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {form ? (
        <Modal
          title={form.id ? `${t('funds.edit')} ${form.code}` : t('funds.add')}
          testId="fund-form"
          onClose={() => setForm(undefined)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setForm(undefined)}>
                {t('funds.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={save.isPending} data-testid="fund-form-save" onClick={() => save.mutate(form)}>
                {t('funds.save')}
              </button>
            </>
          }
        >
          {held ? <p className="muted">{t('funds.navRuleKept')}</p> : null}
          {field('code', t('funds.field.code'))}
          {field('nameEs', t('funds.field.nameEs'))}
          {field('nameEn', t('funds.field.nameEn'))}
          {field('nameZh', t('funds.field.nameZh'))}
          <label className="field">
            <span>{t('funds.field.kind')}</span>
            <select value={form.kind} disabled={held} data-testid="fund-form-kind" onChange={(e) => set({ kind: e.target.value as FundKind, lockInYears: e.target.value === 'fixed_term' ? '3' : '0' })}>
              {FUND_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`funds.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('funds.field.model')}</span>
            <select value={form.model} disabled={held} data-testid="fund-form-model" onChange={(e) => set({ model: e.target.value as FundModel })}>
              {FUND_MODELS.map((m) => (
                <option key={m} value={m}>
                  {t(`funds.model.${m}`)}
                </option>
              ))}
            </select>
          </label>
          {field('baseNav', t('funds.field.baseNav'), 'text', held)}
          {field('launchDate', t('funds.field.launchDate'), 'date', held)}
          {field('annualYield', t('funds.field.annualYield'), 'text', held)}
          {field('expenseRatio', t('funds.field.expenseRatio'), 'text', held)}
          {field('lockInYears', t('funds.field.lockInYears'), 'text', held)}
          {field('minAmount', t('funds.field.minAmount'))}
          <label className="field">
            <span>{t('funds.field.status')}</span>
            <select value={form.status} data-testid="fund-form-status" onChange={(e) => set({ status: e.target.value as 'open' | 'closed' })}>
              <option value="open">{t('funds.sstatus.open')}</option>
              <option value="closed">{t('funds.sstatus.closed')}</option>
            </select>
          </label>
        </Modal>
      ) : null}
    </>
  );
}

/** Mutual funds (#/funds?tab=&status=&page=): the order review queue and the schemes (admin edits; audited). */
export function FundsPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const tab = route.query.tab === 'schemes' ? 'schemes' : 'orders';
  return (
    <div data-testid="funds-page">
      <PageHeader title={t('funds.title')} subtitle={t('funds.subtitle')} />
      <div className="filters">
        {(['orders', 'schemes'] as const).map((k) => (
          <button key={k} type="button" className={`btn${tab === k ? ' btn-primary' : ''}`} data-testid={`fund-tab-${k}`} onClick={() => navigate('funds', undefined, { tab: k })}>
            {t(k === 'orders' ? 'funds.tabOrders' : 'funds.tabSchemes')}
          </button>
        ))}
      </div>
      {tab === 'orders' ? <Orders route={route} /> : <Schemes />}
    </div>
  );
}
