import type { PerformancePoint } from '@app/contracts';
import type { IChartApi } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';

/** Line colours: the portfolio and each benchmark (the legend uses the same). */
export const LINE_COLORS = { portfolio: '#1f6feb', SPX: '#e8890c', MEXBOL: '#0f9d74' } as const;

/**
 * The portfolio's time-weighted return and the benchmarks' change since the period's start, in
 * percent by day (lightweight-charts, loaded only when this chart shows).
 */
export function PerformanceChart({ points, label }: { points: PerformancePoint[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let disposed = false;
    let chart: IChartApi | undefined;
    void import('lightweight-charts').then((lc) => {
      if (disposed || !ref.current) return;
      chart = lc.createChart(ref.current, {
        autoSize: true,
        layout: { background: { type: lc.ColorType.Solid, color: '#ffffff' }, textColor: '#646b78', fontSize: 10, attributionLogo: false },
        grid: { vertLines: { visible: false }, horzLines: { color: '#f3f4f6' } },
        rightPriceScale: { borderVisible: false },
        timeScale: { borderVisible: false },
        localization: { priceFormatter: (v: number) => `${v.toFixed(2)}%` },
        handleScroll: false,
        handleScale: false,
      });
      const line = (color: string, width: 1 | 2, values: { time: string; value: number }[]) =>
        chart!.addSeries(lc.LineSeries, { color, lineWidth: width, priceLineVisible: false, lastValueVisible: false, pointMarkersVisible: values.length < 3 }).setData(values);
      for (const code of ['SPX', 'MEXBOL'] as const) {
        line(LINE_COLORS[code], 1, points.map((p) => ({ time: p.day, value: Number(p.benchmarks.find((b) => b.code === code)?.change ?? 0) })));
      }
      line(LINE_COLORS.portfolio, 2, points.map((p) => ({ time: p.day, value: Number(p.twr) })));
      chart.timeScale().fitContent();
      setReady(true);
    });
    return () => {
      disposed = true;
      chart?.remove();
    };
  }, [points]);
  return <div className="insight-chart" ref={ref} role="img" aria-label={label} data-testid="insight-chart" data-ready={ready ? 'yes' : 'no'} />;
}
