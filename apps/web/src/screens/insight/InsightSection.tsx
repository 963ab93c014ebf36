import { INSIGHT_PERIODS, type AllocationSlice, type InsightAllocation, type InsightPerformance, type InsightPeriod } from '@app/contracts';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { formatDay, formatMoney, formatPercent, trendOf } from '../../lib/format.ts';
import { LINE_COLORS, PerformanceChart } from './PerformanceChart.tsx';
import { useAllocation, usePerformance } from './queries.ts';
import './insight.css';

/** Money in a currency's notation with a sign when it is not zero ("+MX$1,890.00"). */
function signed(value: string, currency: string): string {
  const text = formatMoney(value, currency);
  return text.startsWith('-') || !/[1-9]/.test(text) ? text : `+${text}`;
}

function Figure({ label, value, trend, testId, hint }: { label: string; value: string; trend?: string; testId: string; hint?: string }) {
  return (
    <div className="insight-figure">
      <small>{label}</small>
      <span className={`num${trend ? ` trend-${trend}` : ''}`} data-testid={testId}>
        {value}
      </span>
      {hint && <em>{hint}</em>}
    </div>
  );
}

/** The account tab's insight (issue 33): performance over time against the benchmarks, then the allocation. */
export default function InsightSection() {
  return (
    <>
      <PerformanceCard />
      <AllocationCard />
    </>
  );
}

function PerformanceCard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<InsightPeriod>('1M');
  const performance = usePerformance(period);
  return (
    <section className="insight-card" data-testid="insight-performance" aria-label={t('insight.performance.title')}>
      <h2 className="insight-title">{t('insight.performance.title')}</h2>
      <div className="insight-periods" role="tablist">
        {INSIGHT_PERIODS.map((p) => (
          <button key={p} type="button" role="tab" aria-selected={p === period} className={p === period ? 'is-on' : ''} onClick={() => setPeriod(p)} data-testid={`insight-period-${p}`}>
            {t(`insight.periods.${p}`)}
          </button>
        ))}
      </div>
      {performance.data ? (
        <PerformanceView data={performance.data} />
      ) : performance.isError ? (
        <LoadError onRetry={() => void performance.refetch()} />
      ) : (
        <DelayedLoading />
      )}
    </section>
  );
}

function PerformanceView({ data }: { data: InsightPerformance }) {
  const { t } = useTranslation();
  const { total } = data;
  return (
    <>
      <div className="insight-figures">
        <Figure label={t('insight.performance.value')} value={formatMoney(total.endValue, 'MXN')} testId="insight-value" />
        <Figure label={t('insight.performance.gain')} value={signed(total.gain, 'MXN')} trend={trendOf(total.gain)} testId="insight-gain" />
        <Figure label={t('insight.performance.twr')} value={formatPercent(total.twr)} trend={trendOf(total.twr)} testId="insight-twr" hint={t('insight.performance.twrHint')} />
        <Figure label={t('insight.performance.mwr')} value={formatPercent(total.mwr)} trend={trendOf(total.mwr)} testId="insight-mwr" hint={t('insight.performance.mwrHint')} />
      </div>
      <p className="insight-note" data-testid="insight-range">
        {t('insight.performance.range', { from: formatDay(data.from), to: formatDay(data.to), flows: signed(total.netFlows, 'MXN') })}
      </p>
      {data.points.length > 1 ? (
        <PerformanceChart points={data.points} label={t('insight.performance.chart')} />
      ) : (
        <p className="insight-empty" data-testid="insight-chart-soon">
          {t('insight.performance.firstDay')}
        </p>
      )}
      <ul className="insight-legend">
        <li style={{ '--line': LINE_COLORS.portfolio } as CSSProperties}>
          <span>{t('insight.performance.portfolio')}</span>
          <b className={`num trend-${trendOf(total.twr)}`}>{formatPercent(total.twr)}</b>
        </li>
        {data.benchmarks.map((b) => (
          <li key={b.code} style={{ '--line': LINE_COLORS[b.code] } as CSSProperties} data-testid={`insight-benchmark-${b.code}`}>
            <span>{b.name}</span>
            <b className={`num trend-${trendOf(b.change)}`}>{formatPercent(b.change)}</b>
          </li>
        ))}
      </ul>
      {data.currencies.length > 0 && (
        <table className="insight-currencies" data-testid="insight-currencies">
          <thead>
            <tr>
              <th>{t('insight.performance.currency')}</th>
              <th>{t('insight.performance.value')}</th>
              <th>{t('insight.performance.twrShort')}</th>
              <th>{t('insight.performance.mwrShort')}</th>
            </tr>
          </thead>
          <tbody>
            {data.currencies.map((c) => (
              <tr key={c.currency} data-testid={`insight-currency-${c.currency}`}>
                <td>{c.currency}</td>
                <td className="num">{formatMoney(c.endValue, c.currency)}</td>
                <td className={`num trend-${trendOf(c.twr)}`}>{formatPercent(c.twr)}</td>
                <td className={`num trend-${trendOf(c.mwr)}`}>{formatPercent(c.mwr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="insight-note">{t('insight.performance.method')}</p>
    </>
  );
}

const KINDS = ['market', 'assetClass', 'currency', 'sector'] as const;
type Kind = (typeof KINDS)[number];

function AllocationCard() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('assetClass');
  const allocation = useAllocation();
  return (
    <section className="insight-card" data-testid="insight-allocation" aria-label={t('insight.allocation.title')}>
      <h2 className="insight-title">{t('insight.allocation.title')}</h2>
      <div className="insight-periods" role="tablist">
        {KINDS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === kind} className={k === kind ? 'is-on' : ''} onClick={() => setKind(k)} data-testid={`insight-by-${k}`}>
            {t(`insight.allocation.by.${k}`)}
          </button>
        ))}
      </div>
      {allocation.data ? (
        <Slices data={allocation.data} kind={kind} />
      ) : allocation.isError ? (
        <LoadError onRetry={() => void allocation.refetch()} />
      ) : (
        <DelayedLoading />
      )}
    </section>
  );
}

function Slices({ data, kind }: { data: InsightAllocation; kind: Kind }) {
  const { t } = useTranslation();
  const slices: AllocationSlice[] = data[kind];
  if (slices.length === 0) return <p className="insight-empty">{t('insight.allocation.empty')}</p>;
  const label = (key: string) => (kind === 'currency' ? key : t(`insight.allocation.${kind}.${key}`, { defaultValue: t(`insight.allocation.${kind}.other`) }));
  return (
    <ul className="insight-slices" data-testid={`insight-slices-${kind}`}>
      {slices.map((s) => (
        <li key={s.key} data-testid={`insight-slice-${s.key}`}>
          <div className="insight-slice-head">
            <span>{label(s.key)}</span>
            <span className="num">
              {formatMoney(s.valueMxn, 'MXN')} · {Number(s.share) >= 0 ? `${s.share}%` : '--'}
            </span>
          </div>
          <div className="insight-bar" aria-hidden="true">
            <i style={{ width: `${Math.min(100, Math.max(0, Number(s.share)))}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
