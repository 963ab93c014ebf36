import { adminMoneyApi } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
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
                    <strong>{row.house}</strong>
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

/** Recomputes every balance from the postings (on demand: it reads the whole ledger) and shows any difference. */
export function ReconciliationPage() {
  const { t } = useT();
  const report = useQuery({
    queryKey: moneyKeys.reconciliation(),
    queryFn: ({ signal }) => adminCall(adminMoneyApi.reconcile, {}, {}, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const r = report.data;
  return (
    <>
      <PageHeader
        title={t('money.recon.title')}
        subtitle={t('money.recon.subtitle')}
        actions={
          <button type="button" className="btn btn-primary" disabled={report.isFetching} onClick={() => void report.refetch()} data-testid="recon-run">
            {report.isFetching ? t('money.recon.running') : t('money.recon.run')}
          </button>
        }
      />
      {report.isError && !r ? (
        <LoadFailed error={report.error} onRetry={() => void report.refetch()} />
      ) : !r ? (
        <Loading />
      ) : (
        <>
          <section className="card recon-summary" data-testid="recon-summary" data-ok={r.ok}>
            <span className={`recon-status ${r.ok ? 'recon-ok' : 'recon-bad'}`} data-testid="recon-status">
              {r.ok ? `✓ ${t('money.recon.ok')}` : `✗ ${t('money.recon.bad', { count: r.differences.length })}`}
            </span>
            <span className="muted small num">{t('money.recon.checkedAt', { time: formatDateTime(r.checkedAt) })}</span>
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
