import { adminMiningApi, type AdminRobotView, type RobotInput } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, Modal, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { useT } from '../../i18n.ts';
import { navigate, type AdminRoute } from '../../router.ts';

const PAGE_SIZE = 20;
const miningKeys = { all: ['admin', 'mining'] as const, list: (page: number) => ['admin', 'mining', 'list', page] as const, stats: ['admin', 'mining', 'stats'] as const };

interface Form {
  id?: number;
  model: string;
  nameEs: string;
  nameEn: string;
  nameZh: string;
  mode: 'rent' | 'buy';
  hashrateThs: string;
  jPerTh: string;
  cycleDays: string;
  pricePerThDay: string;
  price: string;
  capacityUnits: string;
  userQuota: string;
  status: 'open' | 'closed';
}

const EMPTY: Form = { model: '', nameEs: '', nameEn: '', nameZh: '', mode: 'rent', hashrateThs: '', jPerTh: '', cycleDays: '30', pricePerThDay: '', price: '', capacityUnits: '100', userQuota: '5', status: 'open' };

function formOf(r: AdminRobotView): Form {
  return {
    id: r.id,
    model: r.model,
    nameEs: r.name.es,
    nameEn: r.name.en,
    nameZh: r.name.zh,
    mode: r.mode,
    hashrateThs: r.hashrateThs,
    jPerTh: r.jPerTh,
    cycleDays: String(r.cycle),
    pricePerThDay: r.pricePerThDay ?? '',
    price: r.mode === 'buy' ? r.price : '',
    capacityUnits: String(r.capacityUnits),
    userQuota: String(r.userQuota),
    status: r.status,
  };
}

function inputOf(f: Form): RobotInput {
  return {
    model: f.model,
    name: { es: f.nameEs, en: f.nameEn, zh: f.nameZh },
    mode: f.mode,
    hashrateThs: f.hashrateThs,
    jPerTh: f.jPerTh,
    cycleDays: Number(f.cycleDays),
    ...(f.mode === 'rent' ? { pricePerThDay: f.pricePerThDay } : { price: f.price }),
    capacityUnits: Number(f.capacityUnits),
    userQuota: Number(f.userQuota),
    status: f.status,
  };
}

function NetworkStats() {
  const { t } = useT();
  const stats = useQuery({ queryKey: miningKeys.stats, queryFn: ({ signal }) => adminCall(adminMiningApi.stats, {}, {}, signal), refetchInterval: 30_000 });
  if (stats.isPending) return <Loading />;
  if (stats.isError) return <LoadFailed error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const n = s.network;
  return (
    <div className="card" data-testid="mining-stats">
      <h3>
        {t('mining.network.title')} <Badge tone="info">{t('money.simulated')}</Badge>
      </h3>
      <table className="table">
        <tbody>
          <tr>
            <td>{t('mining.network.hashrate')}</td>
            <td className="num" data-testid="mining-network-hashrate">
              {n.hashrateEhs}
            </td>
            <td>{t('mining.network.difficulty')}</td>
            <td className="num">{n.difficulty}</td>
            <td>{t('mining.network.height')}</td>
            <td className="num">{n.height}</td>
          </tr>
          <tr>
            <td>{t('mining.network.retarget')}</td>
            <td className="num">
              {n.nextRetargetHeight} (−{n.blocksToRetarget})
            </td>
            <td>{t('mining.network.subsidy')}</td>
            <td className="num">{n.subsidyBtc}</td>
            <td>{t('mining.network.fees')}</td>
            <td className="num">{n.avgFeesBtc}</td>
          </tr>
          <tr>
            <td>{t('mining.network.blocks24h')}</td>
            <td className="num">{n.blocksLast24h}</td>
            <td>{t('mining.network.price')}</td>
            <td className="num">{n.btcPrice}</td>
            <td />
            <td />
          </tr>
        </tbody>
      </table>
      <h3>{t('mining.network.days')}</h3>
      <table className="table">
        <thead>
          <tr>
            <th>{t('mining.network.day')}</th>
            <th>{t('mining.network.blocks')}</th>
            <th>{t('mining.network.hashrate')}</th>
            <th>{t('mining.network.difficulty')}</th>
          </tr>
        </thead>
        <tbody>
          {s.recentDays.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td className="num">{d.blocks}</td>
              <td className="num">{d.hashrateEhs}</td>
              <td className="num">{d.difficulty}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('mining.stats.title')}</h3>
      <table className="table">
        <tbody>
          {s.orders.map((o) => (
            <tr key={o.state}>
              <td>{t(`mining.state.${o.state}`)}</td>
              <td className="num">{o.count}</td>
            </tr>
          ))}
          <tr>
            <td>{t('mining.stats.paid')}</td>
            <td className="num" data-testid="mining-paid">
              {s.paidUsd}
            </td>
          </tr>
          <tr>
            <td>{t('mining.stats.mined')}</td>
            <td className="num">{s.minedBtc}</td>
          </tr>
          <tr>
            <td>{t('mining.stats.prepaid')}</td>
            <td className="num">{s.energyPrepaidUsd}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Mining robots (#/mining?page=): the simulated network, clients' robots, and the robots on offer (add, edit; admin only; audited). */
export function MiningPage({ route }: { route: AdminRoute }) {
  const { t, locale } = useT();
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const [form, setForm] = useState<Form>();
  const list = useQuery({
    queryKey: miningKeys.list(pageNum),
    queryFn: ({ signal }) => adminCall(adminMiningApi.robots, { query: { pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: (f: Form) => (f.id ? adminCall(adminMiningApi.update, { body: { ...inputOf(f), id: f.id } }) : adminCall(adminMiningApi.create, { body: inputOf(f) })),
    onSuccess: (robot) => {
      notify(t('mining.saved', { model: robot.model }));
      setForm(undefined);
      void queryClient.invalidateQueries({ queryKey: miningKeys.all });
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const field = (key: keyof Form, label: string) => (
    <label className="field">
      <span>{label}</span>
      <input value={String(form?.[key] ?? '')} data-testid={`mining-form-${key}`} onChange={(e) => set({ [key]: e.target.value } as Partial<Form>)} />
    </label>
  );

  return (
    <div data-testid="mining-page">
      <PageHeader
        title={t('mining.title')}
        subtitle={t('mining.subtitle')}
        actions={
          <button type="button" className="btn btn-primary" data-testid="mining-add" onClick={() => setForm(EMPTY)}>
            {t('mining.add')}
          </button>
        }
      />
      <NetworkStats />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <Empty />
      ) : (
        <>
          <div className="card">
            <table className="table" data-testid="mining-robots">
              <thead>
                <tr>
                  {(['model', 'name', 'mode', 'hashrate', 'efficiency', 'cycle', 'price', 'units', 'quota', 'running', 'status', 'actions'] as const).map((c) => (
                    <th key={c}>{t(`mining.col.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((r) => (
                  <tr key={r.id} data-testid={`mining-robot-${r.id}`}>
                    <td>{r.model}</td>
                    <td>{r.name[locale]}</td>
                    <td>{t(`mining.mode.${r.mode}`)}</td>
                    <td className="num">{r.hashrateThs}</td>
                    <td className="num">{r.jPerTh}</td>
                    <td className="num">{r.cycle}</td>
                    <td className="num">{r.mode === 'rent' ? `${r.price} (${r.pricePerThDay}/TH·d)` : r.price}</td>
                    <td className="num">
                      {r.soldUnits} / {r.capacityUnits}
                    </td>
                    <td className="num">{r.userQuota}</td>
                    <td className="num">{r.runningOrders}</td>
                    <td>
                      <Badge tone={r.status === 'open' ? 'good' : 'neutral'}>{t(`mining.status.${r.status}`)}</Badge>
                    </td>
                    <td>
                      <button type="button" className="btn btn-small" data-testid={`mining-edit-${r.id}`} onClick={() => setForm(formOf(r))}>
                        {t('mining.edit')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('mining', undefined, { page: String(page) })} />
        </>
      )}
      {form ? (
        <Modal
          title={form.id ? `${t('mining.edit')} ${form.model}` : t('mining.add')}
          testId="mining-form"
          onClose={() => setForm(undefined)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setForm(undefined)}>
                {t('mining.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={save.isPending} data-testid="mining-form-save" onClick={() => save.mutate(form)}>
                {t('mining.save')}
              </button>
            </>
          }
        >
          {field('model', t('mining.field.model'))}
          {field('nameEs', t('mining.field.nameEs'))}
          {field('nameEn', t('mining.field.nameEn'))}
          {field('nameZh', t('mining.field.nameZh'))}
          <label className="field">
            <span>{t('mining.field.mode')}</span>
            <select value={form.mode} data-testid="mining-form-mode" onChange={(e) => set({ mode: e.target.value as 'rent' | 'buy' })}>
              <option value="rent">{t('mining.mode.rent')}</option>
              <option value="buy">{t('mining.mode.buy')}</option>
            </select>
          </label>
          {field('hashrateThs', t('mining.field.hashrate'))}
          {field('jPerTh', t('mining.field.efficiency'))}
          {field('cycleDays', t('mining.field.cycle'))}
          {form.mode === 'rent' ? field('pricePerThDay', t('mining.field.pricePerTh')) : field('price', t('mining.field.price'))}
          {field('capacityUnits', t('mining.field.capacity'))}
          {field('userQuota', t('mining.field.quota'))}
          <label className="field">
            <span>{t('mining.field.status')}</span>
            <select value={form.status} data-testid="mining-form-status" onChange={(e) => set({ status: e.target.value as 'open' | 'closed' })}>
              <option value="open">{t('mining.status.open')}</option>
              <option value="closed">{t('mining.status.closed')}</option>
            </select>
          </label>
        </Modal>
      ) : null}
    </div>
  );
}
