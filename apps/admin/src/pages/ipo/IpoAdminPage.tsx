import { adminIpoApi, type AdminIpo, type IpoSetupInput } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, Modal, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { useT } from '../../i18n.ts';
import { useServerNow } from '../../clock.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { navigate, type AdminRoute } from '../../router.ts';

const PAGE_SIZE = 20;
const ipoKeys = { all: ['admin', 'ipo'] as const, list: (page: number) => ['admin', 'ipo', 'list', page] as const };
type Market = 'US' | 'HK' | 'MX';

interface Form {
  id?: number;
  market: Market;
  code: string;
  nameEs: string;
  nameEn: string;
  nameZh: string;
  exchange: string;
  sector: string;
  priceLow: string;
  priceHigh: string;
  lotSize: string;
  sharesOffered: string;
  opensAt: string;
  closesAt: string;
  allotAt: string;
  listAt: string;
  mechanism: 'A' | 'B';
  percent: string;
  poolAThreshold: string;
  maxLots: string;
  description: string;
}

/** datetime-local in the operator's time zone <-> ms. */
const toLocal = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const fromLocal = (value: string) => new Date(value).getTime();
const DAY = 86_400_000;

function emptyForm(): Form {
  const now = Date.now();
  return {
    market: 'HK',
    code: '',
    nameEs: '',
    nameEn: '',
    nameZh: '',
    exchange: 'HKEX',
    sector: '',
    priceLow: '',
    priceHigh: '',
    lotSize: '500',
    sharesOffered: '',
    opensAt: toLocal(now + DAY),
    closesAt: toLocal(now + 4 * DAY),
    allotAt: toLocal(now + 6 * DAY),
    listAt: toLocal(now + 7 * DAY),
    mechanism: 'B',
    percent: '10',
    poolAThreshold: '5000000',
    maxLots: '1000',
    description: '',
  };
}

function formOf(ipo: AdminIpo): Form {
  return {
    id: ipo.id,
    market: ipo.market as Market,
    code: ipo.stock_code,
    nameEs: ipo.names.es,
    nameEn: ipo.names.en,
    nameZh: ipo.names.zh,
    exchange: ipo.exchange,
    sector: ipo.sector,
    priceLow: String(ipo.priceLow),
    priceHigh: String(ipo.priceHigh),
    lotSize: String(ipo.lotSize),
    sharesOffered: String(ipo.sharesOffered),
    opensAt: toLocal(ipo.purchaseStartDateTimestamp ?? Date.now()),
    closesAt: toLocal(ipo.purchaseEndDateTimestamp),
    allotAt: toLocal(ipo.allotmentDateTimestamp ?? ipo.listDateTimestamp),
    listAt: toLocal(ipo.listDateTimestamp),
    mechanism: ipo.mechanism?.kind ?? 'B',
    percent: ipo.mechanism?.kind === 'B' ? String(ipo.mechanism.percent) : '10',
    poolAThreshold: ipo.poolAThreshold ? String(Number(ipo.poolAThreshold)) : '5000000',
    maxLots: String(ipo.tiers?.at(-1)?.lots ?? 1000),
    description: ipo.description,
  };
}

function inputOf(f: Form): IpoSetupInput {
  const hk = f.market === 'HK';
  return {
    market: f.market,
    code: f.code,
    nameEs: f.nameEs,
    nameEn: f.nameEn,
    nameZh: f.nameZh,
    exchange: f.exchange,
    sector: f.sector,
    priceLow: f.priceLow,
    priceHigh: f.priceHigh,
    lotSize: Number(f.lotSize),
    sharesOffered: Number(f.sharesOffered),
    opensAt: fromLocal(f.opensAt),
    closesAt: fromLocal(f.closesAt),
    allotAt: fromLocal(f.allotAt),
    listAt: fromLocal(f.listAt),
    description: f.description,
    ...(hk
      ? {
          mechanism:
            f.mechanism === 'A'
              ? { kind: 'A' as const, steps: [{ multiple: 0, percent: 5 }, { multiple: 15, percent: 15 }, { multiple: 50, percent: 25 }, { multiple: 100, percent: 35 }] }
              : { kind: 'B' as const, percent: Number(f.percent) },
          poolAThreshold: f.poolAThreshold,
          maxLots: Number(f.maxLots),
        }
      : {}),
  };
}

const EXCHANGE: Record<Market, string> = { US: 'NASDAQ', HK: 'HKEX', MX: 'BMV' };

/** IPOs (#/ipo?page=): list an IPO with all its fields, edit it before it opens, set the final price, allot, see the published allotment. Admin only; audited. */
export function IpoAdminPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const [form, setForm] = useState<Form>();
  const [pricing, setPricing] = useState<{ ipo: AdminIpo; price: string }>();
  const [viewing, setViewing] = useState<AdminIpo>();
  const [allotting, setAllotting] = useState<AdminIpo>();
  const list = useQuery({
    queryKey: ipoKeys.list(pageNum),
    queryFn: ({ signal }) => adminCall(adminIpoApi.list, { query: { pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ipoKeys.all });
  const onError = (e: unknown) => notify(errorText(e, t('common.loadFailed')), 'bad');
  const save = useMutation({
    mutationFn: (f: Form) => (f.id ? adminCall(adminIpoApi.update, { body: { ...inputOf(f), id: f.id } }) : adminCall(adminIpoApi.create, { body: inputOf(f) })),
    onSuccess: (ipo) => {
      notify(t('ipo.saved', { code: ipo.stock_code }));
      setForm(undefined);
      refresh();
    },
    onError,
  });
  const price = useMutation({
    mutationFn: (p: { id: number; price: string }) => adminCall(adminIpoApi.setFinalPrice, { body: p }),
    onSuccess: (ipo) => {
      notify(t('ipo.priced', { code: ipo.stock_code, price: String(ipo.issuePrice ?? '') }));
      setPricing(undefined);
      refresh();
    },
    onError,
  });
  const allot = useMutation({
    mutationFn: (id: number) => adminCall(adminIpoApi.allot, { body: { id } }),
    onSuccess: (ipo) => {
      notify(t('ipo.allotted', { code: ipo.stock_code }));
      setAllotting(undefined);
      setViewing(ipo);
      refresh();
    },
    onError,
  });
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const field = (key: keyof Form, type = 'text') => (
    <label className="field">
      <span>{t(`ipo.field.${key}`)}</span>
      <input type={type} value={String(form?.[key] ?? '')} data-testid={`ipo-form-${key}`} onChange={(e) => set({ [key]: e.target.value } as Partial<Form>)} />
    </label>
  );
  // What each row may do follows its state at the server's time (issue 30.6/30.8).
  const now = useServerNow();

  return (
    <div data-testid="ipo-admin-page">
      <PageHeader
        title={t('ipo.title')}
        subtitle={t('ipo.subtitle')}
        actions={
          <button type="button" className="btn btn-primary" data-testid="ipo-add" onClick={() => setForm(emptyForm())}>
            {t('ipo.add')}
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
            <table className="table ipo-table" data-testid="ipo-issues">
              <thead>
                <tr>
                  {(['name', 'range', 'lot', 'window', 'status', 'subs', 'actions'] as const).map((c) => (
                    <th key={c}>{t(`ipo.col.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((ipo) => (
                  <IpoRow
                    key={ipo.id}
                    ipo={ipo}
                    now={now}
                    allotting={allot.isPending}
                    onEdit={() => setForm(formOf(ipo))}
                    onPrice={() => setPricing({ ipo, price: String(ipo.issuePrice ?? ipo.priceHigh) })}
                    onAllot={() => setAllotting(ipo)}
                    onView={() => setViewing(ipo)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('ipo', undefined, { page: String(page) })} />
        </>
      )}
      {allotting && (
        <ConfirmDialog title={t('ipo.allot')} confirmLabel={t('ipo.allot')} busy={allot.isPending} onClose={() => setAllotting(undefined)} onConfirm={() => allot.mutate(allotting.id)} testId="ipo-allot-dialog">
          <p>{t('ipo.allotConfirm', { code: allotting.stock_code })}</p>
        </ConfirmDialog>
      )}
      {form ? (
        <Modal
          title={form.id ? `${t('ipo.edit')} ${form.code}` : t('ipo.add')}
          testId="ipo-form"
          onClose={() => setForm(undefined)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setForm(undefined)}>
                {t('ipo.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={save.isPending} data-testid="ipo-form-save" onClick={() => save.mutate(form)}>
                {t('ipo.save')}
              </button>
            </>
          }
        >
          <label className="field">
            <span>{t('ipo.field.market')}</span>
            <select value={form.market} data-testid="ipo-form-market" onChange={(e) => set({ market: e.target.value as Market, exchange: EXCHANGE[e.target.value as Market], lotSize: e.target.value === 'HK' ? '500' : '1' })}>
              {(['US', 'HK', 'MX'] as const).map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
          {field('code')}
          {field('nameEs')}
          {field('nameEn')}
          {field('nameZh')}
          {field('exchange')}
          {field('sector')}
          {field('priceLow')}
          {field('priceHigh')}
          {field('lotSize')}
          {field('sharesOffered')}
          {field('opensAt', 'datetime-local')}
          {field('closesAt', 'datetime-local')}
          {field('allotAt', 'datetime-local')}
          {field('listAt', 'datetime-local')}
          {form.market === 'HK' ? (
            <>
              <label className="field">
                <span>{t('ipo.field.mechanism')}</span>
                <select value={form.mechanism} data-testid="ipo-form-mechanism" onChange={(e) => set({ mechanism: e.target.value as 'A' | 'B' })}>
                  <option value="A">{t('ipo.field.mechanismA')}</option>
                  <option value="B">{t('ipo.field.mechanismB')}</option>
                </select>
              </label>
              {form.mechanism === 'B' ? field('percent') : null}
              {field('poolAThreshold')}
              {field('maxLots')}
            </>
          ) : null}
          {field('description')}
          <p className="muted">{t('ipo.feesNote', { market: form.market })}</p>
        </Modal>
      ) : null}
      {pricing ? (
        <Modal
          title={`${t('ipo.setPrice')} · ${pricing.ipo.stock_code}`}
          testId="ipo-price-form"
          onClose={() => setPricing(undefined)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setPricing(undefined)}>
                {t('ipo.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={price.isPending} data-testid="ipo-price-save" onClick={() => price.mutate({ id: pricing.ipo.id, price: pricing.price })}>
                {t('ipo.save')}
              </button>
            </>
          }
        >
          <label className="field">
            <span>
              {t('ipo.finalPrice')} ({pricing.ipo.priceLow} – {pricing.ipo.priceHigh} {pricing.ipo.currency})
            </span>
            <input value={pricing.price} data-testid="ipo-price-input" onChange={(e) => setPricing({ ...pricing, price: e.target.value })} />
          </label>
        </Modal>
      ) : null}
      {viewing ? (
        <Modal
          title={`${t('ipo.basis')} · ${viewing.stock_code}`}
          testId="ipo-allotment"
          onClose={() => setViewing(undefined)}
          footer={
            <button type="button" className="btn" onClick={() => setViewing(undefined)}>
              {t('ipo.close')}
            </button>
          }
        >
          <p>
            {t('ipo.finalPrice')}: <strong className="num">{viewing.issuePrice ?? '—'}</strong> {viewing.currency}
          </p>
          <p>
            {t('ipo.seed')}: <code data-testid="ipo-allotment-seed">{viewing.seed ?? '—'}</code>
          </p>
          {viewing.basis?.tiers ? (
            <>
              <p>{t('ipo.basisSummary', { publicLots: viewing.basis.publicLots ?? 0, poolALots: viewing.basis.poolALots ?? 0, poolBLots: viewing.basis.poolBLots ?? 0 })}</p>
              <table className="table" data-testid="ipo-basis">
                <thead>
                  <tr>
                    {(['pool', 'lots', 'applicants', 'winners', 'lotsAllotted'] as const).map((c) => (
                      <th key={c}>{t(`ipo.basisCol.${c}`)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {viewing.basis.tiers.map((row) => (
                    <tr key={`${row.pool}-${row.lots}`}>
                      <td>{t(`ipo.pool.${row.pool}`)}</td>
                      <td className="num">{row.lots}</td>
                      <td className="num">{row.applicants}</td>
                      <td className="num">{row.winners}</td>
                      <td className="num">{row.lotsAllotted}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : viewing.basis ? (
            <p>{t('ipo.basisUs', { requests: viewing.basis.requests ?? 0, lapsed: viewing.basis.lapsed ?? 0 })}</p>
          ) : null}
        </Modal>
      ) : null}
    </div>
  );
}

/**
 * One IPO in the list, in seven columns that fit a 1,440 px screen (issue 30.6): the actions its
 * state allows at the server's time: edit before the window opens; once it closed and before the
 * allotment, set the final price and allot; after it, see the allotment.
 */
function IpoRow({ ipo, now, allotting, onEdit, onPrice, onAllot, onView }: { ipo: AdminIpo; now: number; allotting: boolean; onEdit: () => void; onPrice: () => void; onAllot: () => void; onView: () => void }) {
  const { t, locale } = useT();
  const closed = ipo.purchaseEndDateTimestamp <= now;
  const canEdit = (ipo.purchaseStartDateTimestamp ?? 0) > now;
  const canPrice = closed && !ipo.allotted;
  return (
    <tr data-testid={`ipo-issue-${ipo.id}`}>
      <td>
        <strong>{ipo.names[locale]}</strong>
        <div className="muted small">
          {ipo.stock_code} · {ipo.market}
        </div>
      </td>
      <td className="num nowrap">
        {ipo.priceLow} – {ipo.priceHigh} {ipo.currency}
        <div className="muted small">
          {t('ipo.col.final')}: {ipo.issuePrice ?? '—'}
        </div>
      </td>
      <td className="num nowrap">
        {ipo.lotSize}
        <div className="muted small">
          {t('ipo.col.offered')}: {ipo.sharesOffered.toLocaleString('en-US')}
        </div>
      </td>
      <td className="small nowrap">
        {ipo.purchaseStartDate} → {ipo.purchaseEndDate}
        <div className="muted">
          {t('ipo.col.allot')}: {ipo.allotmentDate} · {t('ipo.col.list')}: {ipo.listDate}
        </div>
      </td>
      <td>
        <Badge tone={ipo.status === 'subscribing' ? 'good' : ipo.status === 'upcoming' ? 'info' : 'neutral'} testId={`ipo-status-${ipo.id}`}>
          {t(`ipo.status.${ipo.allotted && ipo.status !== 'listed' ? 'allotted' : ipo.status}`)}
        </Badge>
      </td>
      <td className="num">
        {ipo.subscriptions}
        <div className="muted small">
          {t('ipo.col.requested')}: {ipo.requestedShares.toLocaleString('en-US')}
        </div>
      </td>
      <td className="actions">
        {canEdit ? (
          <button type="button" className="btn btn-small" data-testid={`ipo-edit-${ipo.id}`} onClick={onEdit}>
            {t('ipo.edit')}
          </button>
        ) : null}
        {canPrice ? (
          <>
            <button type="button" className="btn btn-small" data-testid={`ipo-price-${ipo.id}`} onClick={onPrice}>
              {t('ipo.setPrice')}
            </button>
            <button type="button" className="btn btn-small btn-primary" data-testid={`ipo-allot-${ipo.id}`} disabled={allotting} onClick={onAllot}>
              {t('ipo.allot')}
            </button>
          </>
        ) : null}
        {ipo.allotted ? (
          <button type="button" className="btn btn-small" data-testid={`ipo-view-${ipo.id}`} onClick={onView}>
            {t('ipo.allotment')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
