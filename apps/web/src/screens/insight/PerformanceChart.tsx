import type { PerformancePoint } from '@app/contracts';
import { useLineChart } from '../../components/charts/useLineChart.ts';

/** Line colours: the portfolio and each benchmark (the legend uses the same). */
export const LINE_COLORS = { portfolio: '#1f6feb', SPX: '#e8890c', MEXBOL: '#0f9d74' } as const;

/**
 * The portfolio's time-weighted return and the benchmarks' change since the period's start, in
 * percent by day (lightweight-charts, loaded only when this chart shows).
 */
export function PerformanceChart({ points, label }: { points: PerformancePoint[]; label: string }) {
  const { ref, ready } = useLineChart(
    (chart, lc) => {
      const line = (color: string, width: 1 | 2, values: { time: string; value: number }[]) =>
        chart.addSeries(lc.LineSeries, { color, lineWidth: width, priceLineVisible: false, lastValueVisible: false, pointMarkersVisible: values.length < 3 }).setData(values);
      for (const code of ['SPX', 'MEXBOL'] as const) {
        line(LINE_COLORS[code], 1, points.map((p) => ({ time: p.day, value: Number(p.benchmarks.find((b) => b.code === code)?.change ?? 0) })));
      }
      line(LINE_COLORS.portfolio, 2, points.map((p) => ({ time: p.day, value: Number(p.twr) })));
    },
    [points],
    (v: number) => `${v.toFixed(2)}%`,
  );
  return <div className="insight-chart" ref={ref} role="img" aria-label={label} data-testid="insight-chart" data-ready={ready ? 'yes' : 'no'} />;
}
