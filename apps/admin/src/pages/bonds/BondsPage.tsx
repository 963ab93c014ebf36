import { adminBondsApi, BOND_TYPES, type BondIssueInput, type BondIssueView, type BondType } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, Modal, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { useT } from '../../i18n.ts';
import { navigate, type AdminRoute } from '../../router.ts';

const PAGE_SIZE = 20;
const bondKeys = { all: ['admin', 'bonds'] as const, list: (page: number) => ['admin', 'bonds', 'list', page] as const };

interface Form {
  id?: number;
  code: string;
  type: BondType;
  nameEs: string;
  nameEn: string;
  nameZh: string;
  couponRate: string;
  issueDate: string;
  maturityDate: string;
  rollingDays: string;
  face: string;
  minAmount: string;
  status: 'open' | 'closed';
}

const EMPTY: Form = { code: '', type: 'BONOS_M', nameEs: '', nameEn: '', nameZh: '', couponRate: '', issueDate: '', maturityDate: '', rollingDays: '', face: '100', minAmount: '1000', status: 'open' };

function formOf(issue: BondIssueView): Form {
  return {
    id: issue.id,
    code: issue.code,
    type: issue.type,
    nameEs: issue.name.es,
    nameEn: issue.name.en,
    nameZh: issue.name.zh,
    couponRate: issue.couponRate,
    issueDate: issue.issueDate,
    maturityDate: issue.maturityDate ?? '',
    rollingDays: issue.rollingDays !== undefined ? String(issue.rollingDays) : '',
    face: issue.face,
    minAmount: issue.minAmount,
    status: issue.status,
  };
}

function inputOf(form: Form): BondIssueInput {
  return {
    code: form.code,
    type: form.type,
    name: { es: form.nameEs, en: form.nameEn, zh: form.nameZh },
    couponRate: form.couponRate || '0',
    issueDate: form.issueDate,
    ...(form.maturityDate ? { maturityDate: form.maturityDate } : {}),
    ...(form.rollingDays ? { rollingDays: Number(form.rollingDays) } : {}),
    face: form.face,
    minAmount: form.minAmount,
    status: form.status,
  };
}

/** Bond issues (#/bonds?page=): the list with holders, add and edit (admin only; audited). */
export function BondsPage({ route }: { route: AdminRoute }) {
  const { t, locale } = useT();
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const [form, setForm] = useState<Form>();
  const list = useQuery({
    queryKey: bondKeys.list(pageNum),
    queryFn: ({ signal }) => adminCall(adminBondsApi.list, { query: { pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: (f: Form) => (f.id ? adminCall(adminBondsApi.update, { body: { ...inputOf(f), id: f.id } }) : adminCall(adminBondsApi.create, { body: inputOf(f) })),
    onSuccess: (issue) => {
      notify(t('bonds.saved', { code: issue.code }));
      setForm(undefined);
      void queryClient.invalidateQueries({ queryKey: bondKeys.all });
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));

  const field = (key: keyof Form, label: string, type = 'text') => (
    <label className="field">
      <span>{label}</span>
      <input type={type} value={String(form?.[key] ?? '')} data-testid={`bond-form-${key}`} onChange={(e) => set({ [key]: e.target.value } as Partial<Form>)} />
    </label>
  );

  return (
    <div data-testid="bonds-page">
      <PageHeader
        title={t('bonds.title')}
        subtitle={t('bonds.subtitle')}
        actions={
          <button type="button" className="btn btn-primary" data-testid="bond-add" onClick={() => setForm(EMPTY)}>
            {t('bonds.add')}
          </button>
        }
      />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <Empty />
      ) : (
        <>
          <div className="card">
          <table className="table" data-testid="bond-issues">
            <thead>
              <tr>
                {(['code', 'type', 'name', 'coupon', 'issue', 'maturity', 'face', 'minimum', 'status', 'holdings', 'actions'] as const).map((c) => (
                  <th key={c}>{t(`bonds.col.${c}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((issue) => (
                <tr key={issue.id} data-testid={`bond-issue-${issue.id}`}>
                  <td>{issue.code}</td>
                  <td>{issue.type}</td>
                  <td>{issue.name[locale]}</td>
                  <td className="num">{issue.couponRate}</td>
                  <td>{issue.issueDate}</td>
                  <td>{issue.maturityDate ?? t('bonds.rolling', { days: issue.rollingDays ?? 0 })}</td>
                  <td className="num">
                    {issue.face} {issue.currency}
                  </td>
                  <td className="num">{issue.minAmount}</td>
                  <td>
                    <Badge tone={issue.status === 'open' ? 'good' : 'neutral'}>{t(`bonds.status.${issue.status}`)}</Badge>
                  </td>
                  <td className="num">{issue.holdings}</td>
                  <td>
                    <button type="button" className="btn btn-small" data-testid={`bond-edit-${issue.id}`} onClick={() => setForm(formOf(issue))}>
                      {t('bonds.edit')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
          <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('bonds', undefined, { page: String(page) })} />
        </>
      )}
      {form ? (
        <Modal
          title={form.id ? `${t('bonds.edit')} ${form.code}` : t('bonds.add')}
          testId="bond-form"
          onClose={() => setForm(undefined)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setForm(undefined)}>
                {t('bonds.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={save.isPending} data-testid="bond-form-save" onClick={() => save.mutate(form)}>
                {t('bonds.save')}
              </button>
            </>
          }
        >
          {field('code', t('bonds.field.code'))}
          <label className="field">
            <span>{t('bonds.field.type')}</span>
            <select value={form.type} data-testid="bond-form-type" onChange={(e) => set({ type: e.target.value as BondType })}>
              {BOND_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          {field('nameEs', t('bonds.field.nameEs'))}
          {field('nameEn', t('bonds.field.nameEn'))}
          {field('nameZh', t('bonds.field.nameZh'))}
          {field('couponRate', t('bonds.field.coupon'))}
          {field('issueDate', t('bonds.field.issueDate'), 'date')}
          {field('maturityDate', t('bonds.field.maturityDate'), 'date')}
          {field('rollingDays', t('bonds.field.rollingDays'))}
          {field('face', t('bonds.field.face'))}
          {field('minAmount', t('bonds.field.minimum'))}
          <label className="field">
            <span>{t('bonds.field.status')}</span>
            <select value={form.status} data-testid="bond-form-status" onChange={(e) => set({ status: e.target.value as 'open' | 'closed' })}>
              <option value="open">{t('bonds.status.open')}</option>
              <option value="closed">{t('bonds.status.closed')}</option>
            </select>
          </label>
        </Modal>
      ) : null}
    </div>
  );
}
