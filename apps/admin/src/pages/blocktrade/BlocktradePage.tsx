import { adminBlocktradeApi, type BlockApplicationView, type BlockOfferAdminView, type BlockOfferInput } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClientName, clientLabel, useClientNames } from '../../components/ClientName.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, Modal, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf, navigate, type AdminRoute } from '../../router.ts';

const PAGE_SIZE = 20;
const DAY = 86_400_000;
const keys = {
  all: ['admin', 'blocktrade'] as const,
  applications: (status: string, page: number) => ['admin', 'blocktrade', 'applications', status, page] as const,
  offers: (page: number) => ['admin', 'blocktrade', 'offers', page] as const,
  orders: (page: number) => ['admin', 'blocktrade', 'orders', page] as const,
};
const TABS = ['applications', 'offers', 'orders'] as const;
type Tab = (typeof TABS)[number];
const STATUSES = ['under_review', 'opened', 'refused', 'all'] as const;

const invalidate = () => void queryClient.invalidateQueries({ queryKey: keys.all });

// ---- applications (the review queue) ------------------------------------------------------

function Applications({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const status = (STATUSES as readonly string[]).includes(route.query.status ?? '') ? (route.query.status as (typeof STATUSES)[number]) : 'under_review';
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const [refusing, setRefusing] = useState<BlockApplicationView>();
  const [opening, setOpening] = useState<BlockApplicationView>();
  const [reason, setReason] = useState('');
  const list = useQuery({
    queryKey: keys.applications(status, pageNum),
    queryFn: ({ signal }) => adminCall(adminBlocktradeApi.applications, { query: { pageNum, pageSize: PAGE_SIZE, ...(status === 'all' ? {} : { status }) } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const review = useMutation({
    mutationFn: (input: { userId: number; decision: 'open' | 'refuse'; reason?: string }) => adminCall(adminBlocktradeApi.review, { body: input }),
    onSuccess: (app) => {
      notify(t('blocktrade.reviewed', { user: clientLabel(app.userId, names), status: t(`blocktrade.status.${app.status}`) }));
      setRefusing(undefined);
      setOpening(undefined);
      setReason('');
      invalidate();
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });
  const names = useClientNames(list.data?.list.map((app) => app.userId) ?? []);
  return (
    <>
      <div className="tabs" role="tablist">
        {STATUSES.map((s) => (
          <a key={s} role="tab" aria-selected={s === status} className={`tab ${s === status ? 'tab-active' : ''}`} href={hrefOf('blocktrade', undefined, { tab: 'applications', status: s })} data-testid={`block-app-filter-${s}`}>
            {t(`blocktrade.filter.${s}`)}
          </a>
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
            <table className="table" data-testid="block-applications">
              <thead>
                <tr>
                  {(['user', 'experience', 'applied', 'applications', 'status', 'reviewed', 'reason', 'actions'] as const).map((c) => (
                    <th key={c}>{t(`blocktrade.col.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((app) => (
                  <tr key={app.userId} data-testid={`block-app-${app.userId}`}>
                    <td>
                      <ClientName userId={app.userId} names={names} testId={`block-app-user-${app.userId}`} />
                    </td>
                    <td>{t(`blocktrade.exp.${app.experience}`)}</td>
                    <td>{formatDateTime(app.appliedAt)}</td>
                    <td className="num">{app.applications}</td>
                    <td>
                      <Badge tone={app.status === 'opened' ? 'good' : app.status === 'refused' ? 'bad' : 'warn'}>{t(`blocktrade.status.${app.status}`)}</Badge>
                    </td>
                    <td>{app.reviewedBy ?? '—'}</td>
                    <td>{app.reason ?? ''}</td>
                    <td>
                      {app.status === 'under_review' ? (
                        <span className="row-actions">
                          <button type="button" className="btn btn-small btn-primary" disabled={review.isPending} data-testid={`block-app-open-${app.userId}`} onClick={() => setOpening(app)}>
                            {t('blocktrade.open')}
                          </button>{' '}
                          <button type="button" className="btn btn-small" data-testid={`block-app-refuse-${app.userId}`} onClick={() => setRefusing(app)}>
                            {t('blocktrade.refuse')}
                          </button>
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('blocktrade', undefined, { tab: 'applications', status, page: String(page) })} />
        </>
      )}
      {opening && (
        <ConfirmDialog
          title={t('blocktrade.open')}
          confirmLabel={t('blocktrade.open')}
          busy={review.isPending}
          onClose={() => setOpening(undefined)}
          onConfirm={() => review.mutate({ userId: opening.userId, decision: 'open' })}
          testId="block-open-dialog"
        >
          <p>{t('blocktrade.openConfirm', { user: clientLabel(opening.userId, names) })}</p>
        </ConfirmDialog>
      )}
      {refusing ? (
        <Modal
          title={`${t('blocktrade.refuse')} ${clientLabel(refusing.userId, names)}`}
          testId="block-refuse-form"
          onClose={() => setRefusing(undefined)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setRefusing(undefined)}>
                {t('blocktrade.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={review.isPending || reason.trim() === ''} data-testid="block-refuse-save" onClick={() => review.mutate({ userId: refusing.userId, decision: 'refuse', reason: reason.trim() })}>
                {t('blocktrade.refuse')}
              </button>
            </>
          }
        >
          <label className="field">
            <span>{t('blocktrade.refuseReason')}</span>
            <input value={reason} maxLength={300} data-testid="block-refuse-reason" onChange={(e) => setReason(e.target.value)} />
          </label>
        </Modal>
      ) : null}
    </>
  );
}

// ---- offers ---------------------------------------------------------------------------------

interface Form {
  id?: number;
  code: string;
  discountPercent: string;
  minQuantity: string;
  totalQuantity: string;
  startsAt: string;
  endsAt: string;
  lockupDays: string;
  status: 'open' | 'closed';
}

/** A datetime-local value (local time) and back. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => new Date(value).getTime();

const emptyForm = (): Form => ({ code: '', discountPercent: '3', minQuantity: '10000', totalQuantity: '1000000', startsAt: localInput(Date.now()), endsAt: localInput(Date.now() + 30 * DAY), lockupDays: '0', status: 'open' });

const formOf = (o: BlockOfferAdminView): Form => ({
  id: o.id,
  code: o.code,
  discountPercent: o.discountPercent,
  minQuantity: String(o.minQuantity),
  totalQuantity: String(o.totalQuantity),
  startsAt: localInput(o.startsAt),
  endsAt: localInput(o.endsAt),
  lockupDays: String(o.lockupDays),
  status: o.status,
});

const inputOf = (f: Form): BlockOfferInput => ({
  code: f.code.trim(),
  discountPercent: f.discountPercent,
  minQuantity: Number(f.minQuantity),
  totalQuantity: Number(f.totalQuantity),
  startsAt: fromLocalInput(f.startsAt),
  endsAt: fromLocalInput(f.endsAt),
  lockupDays: Number(f.lockupDays),
  status: f.status,
});

function Offers({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const [form, setForm] = useState<Form>();
  const list = useQuery({
    queryKey: keys.offers(pageNum),
    queryFn: ({ signal }) => adminCall(adminBlocktradeApi.offers, { query: { pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: (f: Form) => (f.id ? adminCall(adminBlocktradeApi.updateOffer, { body: { ...inputOf(f), id: f.id } }) : adminCall(adminBlocktradeApi.createOffer, { body: inputOf(f) })),
    onSuccess: (offer) => {
      notify(t('blocktrade.saved', { code: offer.code }));
      setForm(undefined);
      invalidate();
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const field = (key: keyof Omit<Form, 'id' | 'status'>, type = 'text') => (
    <label className="field">
      <span>{t(`blocktrade.field.${key}`)}</span>
      <input type={type} value={form?.[key] ?? ''} data-testid={`block-form-${key}`} onChange={(e) => set({ [key]: e.target.value })} />
    </label>
  );
  return (
    <>
      <div className="toolbar">
        <button type="button" className="btn btn-primary" data-testid="block-offer-add" onClick={() => setForm(emptyForm())}>
          {t('blocktrade.add')}
        </button>
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
            <table className="table" data-testid="block-offers">
              <thead>
                <tr>
                  {(['code', 'market', 'discount', 'price', 'min', 'sold', 'window', 'lockup', 'orders', 'status', 'actions'] as const).map((c) => (
                    <th key={c}>{t(`blocktrade.col.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((o) => (
                  <tr key={o.id} data-testid={`block-offer-${o.id}`}>
                    <td>
                      {o.code}
                      <div className="muted">{o.name}</div>
                    </td>
                    <td>{o.market}</td>
                    <td className="num">{o.discountPercent}</td>
                    <td className="num">
                      {o.price} {o.currency}
                      <div className="muted">ref {o.referencePrice}</div>
                    </td>
                    <td className="num">{o.minQuantity.toLocaleString('en-US')}</td>
                    <td className="num">
                      {o.soldQuantity.toLocaleString('en-US')} / {o.totalQuantity.toLocaleString('en-US')}
                    </td>
                    <td>
                      {formatDateTime(o.startsAt)}
                      <div className="muted">{formatDateTime(o.endsAt)}</div>
                    </td>
                    <td className="num">{o.lockupDays}</td>
                    <td className="num">{o.orders}</td>
                    <td>
                      <Badge tone={o.open ? 'good' : 'neutral'}>{t(`blocktrade.status.${o.status}`)}</Badge>
                    </td>
                    <td>
                      <button type="button" className="btn btn-small" data-testid={`block-offer-edit-${o.id}`} onClick={() => setForm(formOf(o))}>
                        {t('blocktrade.edit')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('blocktrade', undefined, { tab: 'offers', page: String(page) })} />
        </>
      )}
      {form ? (
        <Modal
          title={form.id ? `${t('blocktrade.edit')} ${form.code}` : t('blocktrade.add')}
          testId="block-offer-form"
          onClose={() => setForm(undefined)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setForm(undefined)}>
                {t('blocktrade.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={save.isPending} data-testid="block-form-save" onClick={() => save.mutate(form)}>
                {t('blocktrade.save')}
              </button>
            </>
          }
        >
          {field('code')}
          {field('discountPercent')}
          {field('minQuantity', 'number')}
          {field('totalQuantity', 'number')}
          {field('startsAt', 'datetime-local')}
          {field('endsAt', 'datetime-local')}
          {field('lockupDays', 'number')}
          <label className="field">
            <span>{t('blocktrade.field.status')}</span>
            <select value={form.status} data-testid="block-form-status" onChange={(e) => set({ status: e.target.value as 'open' | 'closed' })}>
              <option value="open">{t('blocktrade.status.open')}</option>
              <option value="closed">{t('blocktrade.status.closed')}</option>
            </select>
          </label>
        </Modal>
      ) : null}
    </>
  );
}

// ---- orders ---------------------------------------------------------------------------------

function Orders({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const list = useQuery({
    queryKey: keys.orders(pageNum),
    queryFn: ({ signal }) => adminCall(adminBlocktradeApi.orders, { query: { pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const names = useClientNames(list.data?.list.map((o) => o.userId) ?? []);
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <Empty />;
  return (
    <>
      <div className="card">
        <table className="table" data-testid="block-orders">
          <thead>
            <tr>
              {(['date', 'user', 'code', 'quantity', 'price', 'total', 'status', 'locked', 'key'] as const).map((c) => (
                <th key={c}>{t(`blocktrade.col.${c}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.data.list.map((o) => (
              <tr key={o.id} data-testid={`block-order-${o.id}`}>
                <td>{formatDateTime(o.createdAt)}</td>
                <td>
                  <ClientName userId={o.userId} names={names} />
                </td>
                <td>{o.code}</td>
                <td className="num">{o.quantity.toLocaleString('en-US')}</td>
                <td className="num">
                  {o.price} {o.currency}
                </td>
                <td className="num">
                  {o.total} {o.currency}
                </td>
                <td>
                  <Badge tone={o.status === 'holding' ? 'info' : 'neutral'}>{t(`blocktrade.status.${o.status === 'closed' ? 'sold' : 'holding'}`)}</Badge>
                </td>
                <td>{o.lockedUntil ? formatDateTime(o.lockedUntil) : '—'}</td>
                <td>{o.accessKeyId !== undefined ? `#${o.accessKeyId}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('blocktrade', undefined, { tab: 'orders', page: String(page) })} />
    </>
  );
}

/** Block trades (#/blocktrade?tab=applications|offers|orders): the review queue, the offers and the trades. */
export function BlocktradePage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const tab: Tab = (TABS as readonly string[]).includes(route.query.tab ?? '') ? (route.query.tab as Tab) : 'applications';
  return (
    <div data-testid="blocktrade-page">
      <PageHeader title={t('blocktrade.title')} subtitle={t('blocktrade.subtitle')} />
      <div className="tabs" role="tablist">
        {TABS.map((s) => (
          <a key={s} role="tab" aria-selected={s === tab} className={`tab ${s === tab ? 'tab-active' : ''}`} href={hrefOf('blocktrade', undefined, { tab: s })} data-testid={`block-tab-${s}`}>
            {t(`blocktrade.tabs.${s}`)}
          </a>
        ))}
      </div>
      {tab === 'applications' ? <Applications route={route} /> : tab === 'offers' ? <Offers route={route} /> : <Orders route={route} />}
    </div>
  );
}
