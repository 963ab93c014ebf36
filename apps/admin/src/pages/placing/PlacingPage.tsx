import { adminAuctionApi, adminPlacingApi } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, Modal, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { navigate, type AdminRoute } from '../../router.ts';

const PAGE_SIZE = 20;
const keys = { all: ['admin', 'placing'] as const, list: (page: number) => ['admin', 'placing', 'list', page] as const, bench: (code: string) => ['admin', 'placing', 'bench', code] as const };

interface Form {
  code: string;
  price: string;
  quantity: string;
  minQuantity: string;
  startAt: string;
  endAt: string;
  lockupDays: string;
}

const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const emptyForm = (): Form => ({ code: '', price: '', quantity: '100000', minQuantity: '100', startAt: local(Date.now()), endAt: local(Date.now() + 3 * 86_400_000), lockupDays: '30' });
const TONE = { upcoming: 'info', open: 'good', allocating: 'warn', allocated: 'neutral', cancelled: 'bad' } as const;

/** Placing tranches (#/placing): list, setup checked against the benchmark, cancellation (admin; audited). */
export function PlacingAdminPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const [form, setForm] = useState<Form>();
  const list = useQuery({ queryKey: keys.list(pageNum), queryFn: ({ signal }) => adminCall(adminPlacingApi.list, { query: { pageNum, pageSize: PAGE_SIZE } }, {}, signal), placeholderData: keepPreviousData });
  const code = form?.code.trim().toUpperCase() ?? '';
  const bench = useQuery({ queryKey: keys.bench(code), queryFn: ({ signal }) => adminCall(adminPlacingApi.benchmark, { query: { code } }, {}, signal), enabled: code.length > 0, retry: false });
  const create = useMutation({
    mutationFn: (f: Form) =>
      adminCall(adminPlacingApi.create, {
        body: { code: f.code.trim().toUpperCase(), price: f.price, quantity: Number(f.quantity), minQuantity: Number(f.minQuantity), startAt: new Date(f.startAt).getTime(), endAt: new Date(f.endAt).getTime(), lockupDays: Number(f.lockupDays) },
      }),
    onSuccess: (tranche) => {
      notify(t('placing.created', { code: tranche.stock_code }));
      setForm(undefined);
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });
  const cancel = useMutation({
    mutationFn: (id: number) => adminCall(adminPlacingApi.cancel, { body: { id } }),
    onSuccess: (tranche) => {
      notify(t('placing.cancelled', { id: tranche.id }));
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const field = (key: keyof Form, type = 'text') => (
    <label className="field">
      <span>{t(`placing.field.${key}`)}</span>
      <input type={type} value={form?.[key] ?? ''} data-testid={`placing-form-${key}`} onChange={(e) => set({ [key]: e.target.value } as Partial<Form>)} />
    </label>
  );

  return (
    <div data-testid="placing-admin-page">
      <PageHeader
        title={t('placing.title')}
        subtitle={t('placing.subtitle')}
        actions={
          <button type="button" className="btn btn-primary" data-testid="placing-add" onClick={() => setForm(emptyForm())}>
            {t('placing.add')}
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
            <table className="table" data-testid="placing-tranches">
              <thead>
                <tr>
                  {(['id', 'code', 'price', 'benchmark', 'discount', 'quantity', 'subscribed', 'allotted', 'orders', 'window', 'lockup', 'status', 'actions'] as const).map((c) => (
                    <th key={c}>{t(`placing.col.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((x) => (
                  <tr key={x.id} data-testid={`placing-tranche-${x.id}`}>
                    <td className="num">{x.id}</td>
                    <td>
                      {x.stock_code} <small>{x.name}</small>
                    </td>
                    <td className="num">
                      {x.price} {x.currency}
                    </td>
                    <td className="num">{x.benchmark}</td>
                    <td className="num">{x.discountPercent}</td>
                    <td className="num">{x.quantity}</td>
                    <td className="num">{x.subscribedQuantity}</td>
                    <td className="num">{x.allottedQuantity}</td>
                    <td className="num">{x.orders}</td>
                    <td>
                      {formatDateTime(x.startTime)} – {formatDateTime(x.endTime)}
                    </td>
                    <td>{formatDateTime(x.lockupUntil)}</td>
                    <td>
                      <Badge tone={TONE[x.status]}>{t(`placing.status.${x.status}`)}</Badge>
                    </td>
                    <td>
                      {x.status === 'upcoming' || x.status === 'open' || x.status === 'allocating' ? (
                        <button
                          type="button"
                          className="btn btn-small"
                          data-testid={`placing-cancel-${x.id}`}
                          disabled={cancel.isPending}
                          onClick={() => {
                            if (window.confirm(t('placing.confirmCancel', { id: x.id }))) cancel.mutate(x.id);
                          }}
                        >
                          {t('placing.cancel')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('placing', undefined, { page: String(page) })} />
        </>
      )}
      {form ? (
        <Modal
          title={t('placing.add')}
          testId="placing-form"
          onClose={() => setForm(undefined)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setForm(undefined)}>
                {t('placing.close')}
              </button>
              <button type="button" className="btn btn-primary" disabled={create.isPending} data-testid="placing-form-save" onClick={() => create.mutate(form)}>
                {t('placing.save')}
              </button>
            </>
          }
        >
          {field('code')}
          {bench.data ? (
            <p className="muted" data-testid="placing-bench">
              {t('placing.bench', { last: bench.data.lastClose, avg: bench.data.average5Close, bench: bench.data.benchmark, min: bench.data.minPrice, max: bench.data.maxDiscountPercent })}
            </p>
          ) : bench.isError ? (
            <p className="muted">{errorText(bench.error, t('common.loadFailed'))}</p>
          ) : null}
          {field('price')}
          {field('quantity')}
          {field('minQuantity')}
          {field('startAt', 'datetime-local')}
          {field('endAt', 'datetime-local')}
          {field('lockupDays')}
        </Modal>
      ) : null}
    </div>
  );
}

/** Opening crosses (#/auction): one row per market, day and stock. */
export function AuctionAdminPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const crosses = useQuery({ queryKey: ['admin', 'auction', pageNum], queryFn: ({ signal }) => adminCall(adminAuctionApi.crosses, { query: { pageNum, pageSize: PAGE_SIZE } }, {}, signal), placeholderData: keepPreviousData });
  return (
    <div data-testid="auction-admin-page">
      <PageHeader title={t('placing.auctionTitle')} subtitle={t('placing.auctionSubtitle')} />
      {crosses.isPending ? (
        <Loading />
      ) : crosses.isError ? (
        <LoadFailed error={crosses.error} onRetry={() => void crosses.refetch()} />
      ) : crosses.data.list.length === 0 ? (
        <Empty />
      ) : (
        <>
          <div className="card">
            <table className="table" data-testid="auction-crosses">
              <thead>
                <tr>
                  {(['day', 'market', 'code', 'price', 'volume', 'imbalance', 'orders', 'filled', 'at'] as const).map((c) => (
                    <th key={c}>{t(`placing.auctionCol.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {crosses.data.list.map((c) => (
                  <tr key={c.id}>
                    <td>{c.day}</td>
                    <td>{c.market}</td>
                    <td>{c.code}</td>
                    <td className="num">{c.price ?? t('placing.noPrice')}</td>
                    <td className="num">{c.volume}</td>
                    <td className="num">{c.imbalance}</td>
                    <td className="num">{c.userOrders}</td>
                    <td className="num">{c.filledOrders}</td>
                    <td>{formatDateTime(c.crossedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={crosses.data.total} onPage={(page) => navigate('auction', undefined, { page: String(page) })} />
        </>
      )}
    </div>
  );
}
