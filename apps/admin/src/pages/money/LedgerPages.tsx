import { adminBackofficeApi, adminMoneyApi } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api.ts';
import { Badge, Empty, LoadFailed, Loading, PageHeader } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { formatAmount, moneyKeys } from './shared.tsx';
import './money.css';

/** The house's own ledger accounts (bank in transit, crypto custody, fees, FX, suspense, demo funding) and balances. */
export function HouseAccountsPage() {
  const { t } = useT();
  const house = useQuery({ queryKey: moneyKeys.house(), queryFn: ({ signal }) => adminCall(adminMoneyApi.houseAccounts, {}, {}, signal) });
  return (
    <>
      <PageHeader
        title={t('money.house.title')}
        subtitle={t('money.house.subtitle')}
        actions={
          <button type="button" className="btn" onClick={() => void house.refetch()} data-testid="house-refresh">
            {t('common.refresh')}
          </button>
        }
      />
      <section className="card">
        {house.isError && !house.data ? (
          <LoadFailed error={house.error} onRetry={() => void house.refetch()} />
        ) : !house.data ? (
          <Loading />
        ) : house.data.list.length === 0 ? (
          <Empty />
        ) : (
          <table className="table" data-testid="house-table">
            <thead>
              <tr>
                <th>{t('money.col.house')}</th>
                <th>{t('money.col.code')}</th>
                <th>{t('money.col.currency')}</th>
                <th className="amount-cell">{t('money.col.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {house.data.list.map((row) => (
                <tr key={row.code} data-testid={`house-row-${row.code}`}>
                  <td>
                    {/* The base accounts in words; a product's own (IPO_IVA, QUANT_PNL...) by its code. */}
                    <strong>{t(`money.houseName.${row.house}`) === `money.houseName.${row.house}` ? <code>{row.house}</code> : t(`money.houseName.${row.house}`)}</strong>
                  </td>
                  <td>
                    <code>{row.code}</code>
                  </td>
                  <td>{row.currency}</td>
                  <td className={`amount-cell ${row.balance.startsWith('-') ? 'text-bad' : ''}`}>{formatAmount(row.balance, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/**
 * The latest reconciliation run and its result. Opening the page reads the last run only;
 * "reconcile now" runs one (audited); the daily job runs one at 00:05 Mexico City.
 */
export function ReconciliationPage() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const latest = useQuery({
    queryKey: moneyKeys.reconciliation(),
    queryFn: ({ signal }) => adminCall(adminBackofficeApi.reconciliation, {}, {}, signal),
  });
  const runNow = useMutation({
    mutationFn: () => adminCall(adminBackofficeApi.reconciliationRun, { body: {} }),
    onSuccess: (run) => queryClient.setQueryData(moneyKeys.reconciliation(), { last: run }),
  });
  const last = latest.data?.last;
  const r = last?.report;
  return (
    <>
      <PageHeader
        title={t('money.recon.title')}
        subtitle={t('money.recon.subtitle')}
        actions={
          <button type="button" className="btn btn-primary" disabled={runNow.isPending} onClick={() => runNow.mutate()} data-testid="recon-run">
            {runNow.isPending ? t('money.recon.running') : t('money.recon.run')}
          </button>
        }
      />
      {runNow.isError ? (
        <p className="text-bad" role="alert" data-testid="recon-run-error">
          {t('money.recon.runFailed')}
        </p>
      ) : null}
      {latest.isError && !latest.data ? (
        <LoadFailed error={latest.error} onRetry={() => void latest.refetch()} />
      ) : !latest.data ? (
        <Loading />
      ) : !last || !r ? (
        <section className="card card-pad" data-testid="recon-never">
          <p className="muted">{t('money.recon.never')}</p>
        </section>
      ) : (
        <>
          <section className="card recon-summary" data-testid="recon-summary" data-ok={r.ok}>
            <span className={`recon-status ${r.ok ? 'recon-ok' : 'recon-bad'}`} data-testid="recon-status">
              {r.ok ? `✓ ${t('money.recon.ok')}` : `✗ ${t('money.recon.bad', { count: r.differences.length })}`}
            </span>
            <span className="muted small num">{t('money.recon.checkedAt', { time: formatDateTime(last.ranAt) })}</span>
            <span className="muted small" data-testid="recon-trigger">
              {last.trigger === 'job' ? t('money.recon.byJob', { period: last.period ?? '' }) : t('money.recon.byOperator', { name: last.operatorUsername ?? '' })}
            </span>
          </section>
          <div className="stats section-gap">
            <div className="stat">
              <span>{t('money.recon.accounts')}</span>
              <strong>{r.accounts.toLocaleString('en-US')}</strong>
            </div>
            <div className="stat">
              <span>{t('money.recon.transactions')}</span>
              <strong>{r.transactions.toLocaleString('en-US')}</strong>
            </div>
            <div className="stat">
              <span>{t('money.recon.postings')}</span>
              <strong>{r.postings.toLocaleString('en-US')}</strong>
            </div>
          </div>
          <section className="card card-pad">
            <h2 className="card-title">{t('money.recon.trial')}</h2>
            <table className="table" data-testid="recon-trial">
              <thead>
                <tr>
                  <th>{t('money.col.currency')}</th>
                  <th className="amount-cell">Σ</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {r.trialBalance.map((row) => (
                  <tr key={row.currency}>
                    <td>{row.currency}</td>
                    <td className="amount-cell">{formatAmount(row.sum, row.currency)}</td>
                    <td>{/^-?0+(\.0+)?$/.test(row.sum) ? <Badge tone="good">0</Badge> : <Badge tone="bad">≠ 0</Badge>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="card card-pad section-gap">
            <h2 className="card-title">{t('money.recon.differences')}</h2>
            {r.differences.length === 0 ? (
              <p className="muted" data-testid="recon-no-differences">
                {t('money.recon.none')}
              </p>
            ) : (
              <table className="table" data-testid="recon-differences">
                <thead>
                  <tr>
                    <th>{t('money.recon.kind')}</th>
                    <th>{t('money.recon.account')}</th>
                    <th>{t('money.col.currency')}</th>
                    <th className="amount-cell">{t('money.recon.expected')}</th>
                    <th className="amount-cell">{t('money.recon.actual')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.differences.map((d, i) => (
                    <tr key={i}>
                      <td>{d.kind}</td>
                      <td>
                        <code>{d.account ?? (d.txId ? `tx ${d.txId}` : '—')}</code>
                      </td>
                      <td>{d.currency ?? '—'}</td>
                      <td className="amount-cell">{d.expected}</td>
                      <td className="amount-cell text-bad">{d.actual}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </>
  );
}
