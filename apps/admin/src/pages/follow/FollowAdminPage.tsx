import { adminFollowApi, adminQuantApi, adminStrategiesApi, type RouteBody } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, notify, PageHeader } from '../../components/ui.tsx';
import { useT } from '../../i18n.ts';
import { StrategiesSection, strategyKeys } from './StrategiesSection.tsx';

const keys = { all: ['admin', 'follow'] as const, agencies: ['admin', 'follow', 'agencies'] as const, products: ['admin', 'follow', 'products'] as const };

/** Follow agencies and quant products (#/follow): status, followers, money in; open/close (admin, audited); run the strategies now. */
export function FollowAdminPage() {
  const { t } = useT();
  const agencies = useQuery({ queryKey: keys.agencies, queryFn: ({ signal }) => adminCall(adminFollowApi.agencies, {}, {}, signal) });
  const products = useQuery({ queryKey: keys.products, queryFn: ({ signal }) => adminCall(adminQuantApi.products, {}, {}, signal) });
  const done = () => {
    notify(t('follow.saved'));
    void queryClient.invalidateQueries({ queryKey: keys.all });
  };
  const fail = (e: unknown) => notify(errorText(e, t('common.loadFailed')), 'bad');
  const saveAgency = useMutation({ mutationFn: (body: RouteBody<typeof adminFollowApi.saveAgency>) => adminCall(adminFollowApi.saveAgency, { body }), onSuccess: done, onError: fail });
  const saveProduct = useMutation({ mutationFn: (body: RouteBody<typeof adminQuantApi.saveProduct>) => adminCall(adminQuantApi.saveProduct, { body }), onSuccess: done, onError: fail });
  const run = useMutation({
    mutationFn: () => adminCall(adminStrategiesApi.run, { body: {} }),
    onSuccess: (out) => {
      notify(t('follow.ran', { days: out.days, trades: out.trades }));
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: strategyKeys.all });
    },
    onError: fail,
  });

  return (
    <div data-testid="follow-admin-page">
      <PageHeader
        title={t('follow.title')}
        subtitle={t('follow.subtitle')}
        actions={
          <button type="button" className="btn btn-primary" data-testid="strategies-run" disabled={run.isPending} onClick={() => run.mutate()}>
            {t('follow.run')}
          </button>
        }
      />
      <StrategiesSection />
      <h3>{t('follow.agencies')}</h3>
      {agencies.isPending ? (
        <Loading />
      ) : agencies.isError ? (
        <LoadFailed error={agencies.error} onRetry={() => void agencies.refetch()} />
      ) : agencies.data.list.length === 0 ? (
        <Empty />
      ) : (
        <div className="card">
          <table className="table" data-testid="follow-agencies">
            <thead>
              <tr>
                {(['id', 'name', 'strategy', 'status', 'followers', 'invested', 'actions'] as const).map((c) => (
                  <th key={c}>{t(`follow.col.${c}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {agencies.data.list.map((a) => (
                <tr key={a.id} data-testid={`follow-agency-${a.id}`}>
                  <td>{a.id}</td>
                  <td>{a.nameEs}</td>
                  <td>{a.strategyId}</td>
                  <td>
                    <Badge tone={a.status === 'open' ? 'good' : 'neutral'}>{t(`follow.status.${a.status}`)}</Badge>
                  </td>
                  <td className="num">{a.followers}</td>
                  <td className="num">{a.invested}</td>
                  <td>
                    <button type="button" className="btn" data-testid={`follow-agency-toggle-${a.id}`} onClick={() => saveAgency.mutate({ ...a, status: a.status === 'open' ? 'closed' : 'open' })}>
                      {a.status === 'open' ? t('follow.close') : t('follow.open')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>{t('follow.products')}</h3>
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <LoadFailed error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.list.length === 0 ? (
        <Empty />
      ) : (
        <div className="card">
          <table className="table" data-testid="quant-products">
            <thead>
              <tr>
                {(['id', 'name', 'strategy', 'cycle', 'limits', 'fee', 'key', 'status', 'subscriptions', 'actions'] as const).map((c) => (
                  <th key={c}>{t(`follow.col.${c}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {products.data.list.map((p) => (
                <tr key={p.id} data-testid={`quant-product-${p.id}`}>
                  <td>{p.id}</td>
                  <td>{p.nameEs}</td>
                  <td>{p.strategyId}</td>
                  <td className="num">{p.cycleDays}</td>
                  <td className="num">
                    {p.minAmount} – {p.maxAmount}
                  </td>
                  <td className="num">{p.feePctYear}</td>
                  <td>{p.needsKey ? t('follow.yes') : t('follow.no')}</td>
                  <td>
                    <Badge tone={p.status === 'open' ? 'good' : 'neutral'}>{t(`follow.status.${p.status}`)}</Badge>
                  </td>
                  <td className="num">{p.subscriptions}</td>
                  <td>
                    <button
                      type="button"
                      className="btn"
                      data-testid={`quant-product-toggle-${p.id}`}
                      onClick={() => {
                        const { subscriptions: _n, ...rest } = p;
                        void _n;
                        saveProduct.mutate({ ...rest, status: p.status === 'open' ? 'closed' : 'open' });
                      }}
                    >
                      {p.status === 'open' ? t('follow.close') : t('follow.open')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
