import type { CurvePoint, TrackRecordView } from '@app/contracts';
import type { UTCTimestamp } from 'lightweight-charts';
import { useLineChart } from '../../components/charts/useLineChart.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { formatDay, formatMoney, formatNumber, trendOf } from '../../lib/format.ts';
import { useStrategy, useStrategyTrades } from './queries.ts';
import './follow.css';

/*
 * A strategy's track record (shared by follow investing and AI quant): the figures, each
 * group with "past results do not predict future results" beside it, the equity curve
 * (lightweight-charts, loaded only here) with back-test days dashed, and the detail: rule,
 * holdings now and every trade.
 */

export const usd = (value: string | number) => formatMoney(value, 'US');

export function Disclaimer({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="follow-disclaimer" data-testid={testId ?? 'past-results'}>
      {t('follow.disclaimer')}
    </p>
  );
}

function Figure({ label, value, trend, testId }: { label: string; value: ReactNode; trend?: string; testId: string }) {
  return (
    <div className="follow-figure">
      <span className={`num${trend ? ` trend-${trend}` : ''}`} data-testid={testId}>
        {value}
      </span>
      <small>{label}</small>
    </div>
  );
}

/** The figures of a record, with the disclaimer and the back-test mark beside them. */
export function RecordFigures({ record, live, launchDate, testId }: { record: TrackRecordView; live?: TrackRecordView; launchDate: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="follow-record" data-testid={testId}>
      <div className="follow-figures">
        <Figure label={t('follow.record.twr')} value={`${formatNumber(record.twrPct)}%`} trend={trendOf(record.twrPct)} testId={`${testId}-twr`} />
        {live?.from ? <Figure label={t('follow.record.live')} value={`${formatNumber(live.twrPct)}%`} trend={trendOf(live.twrPct)} testId={`${testId}-live`} /> : null}
        <Figure label={t('follow.record.maxDrawdown')} value={`${formatNumber(record.maxDrawdownPct)}%`} testId={`${testId}-dd`} />
        <Figure label={t('follow.record.volatility')} value={`${formatNumber(record.volatilityPct)}%`} testId={`${testId}-vol`} />
        <Figure label={t('follow.record.winRate')} value={record.winRatePct ? `${formatNumber(record.winRatePct)}%` : t('follow.record.noSells')} testId={`${testId}-win`} />
        <Figure label={t('follow.record.trades')} value={record.trades} testId={`${testId}-trades`} />
      </div>
      <div className="follow-record-foot">
        {record.from && record.to ? <span>{t('follow.record.since', { from: formatDay(record.from), to: formatDay(record.to) })}</span> : null}
        {record.backtest ? <span className="follow-backtest">{t('follow.record.backtest', { date: formatDay(launchDate) })}</span> : null}
      </div>
      <Disclaimer testId={`${testId}-disclaimer`} />
    </div>
  );
}

/** The daily equity curve; back-test days dashed grey, live days blue. */
export function EquityChart({ curve, testId = 'equity-chart' }: { curve: CurvePoint[]; testId?: string }) {
  const { t } = useTranslation();
  const { ref, ready } = useLineChart(
    (chart, lc) => {
      const point = (p: CurvePoint) => ({ time: Math.floor(p.time / 1000) as UTCTimestamp, value: Number(p.equity) });
      const back = curve.filter((p) => p.backtest);
      const liveFrom = Math.max(0, back.length - 1);
      chart.addSeries(lc.LineSeries, { color: '#9aa3af', lineWidth: 2, lineStyle: lc.LineStyle.Dashed, priceLineVisible: false, lastValueVisible: false }).setData(back.map(point));
      chart.addSeries(lc.LineSeries, { color: '#1f6feb', lineWidth: 2, priceLineVisible: false }).setData(curve.slice(back.length > 0 ? liveFrom : 0).filter((p, i) => i === 0 || !p.backtest).map(point));
    },
    [curve],
  );
  return (
    <div className="follow-chart-wrap">
      <div className="follow-chart" ref={ref} data-testid={testId} data-ready={ready ? 'yes' : 'no'} />
      <div className="follow-legend">
        <span className="follow-legend-back">{t('follow.record.backtestShort')}</span>
        <span className="follow-legend-live">{t('follow.record.liveShort')}</span>
      </div>
      <Disclaimer testId={`${testId}-disclaimer`} />
    </div>
  );
}

/** The strategy's page content: rule, curve, holdings now and every trade. */
export function StrategyDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useStrategy(id, true);
  const trades = useStrategyTrades(id, true);
  if (detail.isPending) return <DelayedLoading />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  const s = detail.data;
  return (
    <div className="follow-strategy" data-testid={`strategy-${id}`}>
      <h4>{t('follow.strategy.rule')}</h4>
      <p className="follow-rule" data-testid={`strategy-rule-${id}`}>
        {s.rule}
      </p>
      <EquityChart curve={s.curve} testId={`strategy-chart-${id}`} />
      <h4>{t('follow.strategy.holdings')}</h4>
      {s.holdings.length === 0 ? <Empty text={t('follow.strategy.none')} /> : null}
      <table className="follow-table" data-testid={`strategy-holdings-${id}`}>
        <tbody>
          {s.holdings.map((h) => (
            <tr key={h.code}>
              <td>{h.code}</td>
              <td className="num">{formatNumber(h.quantity, 0)}</td>
              <td className="num">{usd(h.value)}</td>
              <td className="num">{t('follow.strategy.weight', { pct: formatNumber(h.weightPct) })}</td>
            </tr>
          ))}
          <tr>
            <td>{t('follow.strategy.cash')}</td>
            <td />
            <td className="num">{usd(s.cash)}</td>
            <td />
          </tr>
        </tbody>
      </table>
      <h4>{t('follow.strategy.trades')}</h4>
      {trades.data ? (
        <table className="follow-table" data-testid={`strategy-trades-${id}`}>
          <tbody>
            {trades.data.list.map((tr) => (
              <tr key={tr.id}>
                <td>
                  {formatDay(tr.date)}
                  {tr.backtest ? <small className="follow-backtest"> {t('follow.record.backtestShort')}</small> : null}
                </td>
                <td className={`trend-${tr.side === 'buy' ? 'rise' : 'fall'}`}>{t(`follow.strategy.${tr.side}`)}</td>
                <td>{tr.code}</td>
                <td className="num">{formatNumber(tr.quantity, 0)}</td>
                <td className="num">{usd(tr.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
