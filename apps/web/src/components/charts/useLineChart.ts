import type { IChartApi } from 'lightweight-charts';
import { useEffect, useRef, useState, type DependencyList } from 'react';

type Charts = typeof import('lightweight-charts');

/**
 * A small line chart drawn with lightweight-charts, loaded only when the chart shows (the
 * library stays out of the first page's code): the app's quiet look (white, light grid, no
 * borders, no scrolling or zooming), `draw` adds the series, and the chart is fitted and
 * removed with the component. `ready` says when it is drawn (flows wait on `data-ready`).
 */
export function useLineChart(draw: (chart: IChartApi, lc: Charts) => void, deps: DependencyList, priceFormatter?: (value: number) => string) {
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
        ...(priceFormatter ? { localization: { priceFormatter } } : {}),
        handleScroll: false,
        handleScale: false,
      });
      draw(chart, lc);
      chart.timeScale().fitContent();
      setReady(true);
    });
    return () => {
      disposed = true;
      chart?.remove();
    };
    // The caller names what the drawing depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { ref, ready };
}
