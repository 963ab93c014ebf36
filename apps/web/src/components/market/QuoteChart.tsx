import { KLINE_PERIODS, marketApi, type Candle, type KlinePeriod, type MarketStatus } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { marketKeys } from '../../screens/market/queries.ts';
import { foldTick, lastSession } from './chart-data.ts';
import { ChartController, type MainIndicator, type SubIndicator } from './chart-controller.ts';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { Segmented } from './Segmented.tsx';
import './chart.css';

type Mode = 'ts' | KlinePeriod;
const MODES: Mode[] = ['ts', ...KLINE_PERIODS];
const MAIN: MainIndicator[] = ['MA', 'BOLL'];
const SUB: SubIndicator[] = ['VOL', 'MACD', 'RSI'];

export interface ChartQuote {
  code: string;
  crypto?: boolean;
  decimals: number;
  prevClose: number;
  timeZone?: string;
  status: MarketStatus;
  price: number;
  time: number;
  volume: number;
}

/**
 * The quote page chart (lightweight-charts, loaded only with the quote page): intraday
 * line or candles of 1m to 1w with volume, MA or BOLL, and MACD or RSI. Live ticks move
 * the last candle while the market is open.
 */
export default function QuoteChart({ quote }: { quote: ChartQuote }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(() => (sessionStorage.getItem('quote.chartMode') as Mode | null) ?? 'ts');
  const [main, setMain] = useState<MainIndicator>('MA');
  const [sub, setSub] = useState<SubIndicator>('VOL');
  const period: KlinePeriod = mode === 'ts' ? '1m' : mode;
  const count = mode === 'ts' ? 1000 : mode === '1w' ? 260 : 300;
  const kline = useQuery({
    queryKey: marketKeys.kline(quote.code, period, count),
    queryFn: () => call(quote.crypto ? marketApi.cryptoKline : marketApi.kline, { query: { code: quote.code, period, count } }),
    staleTime: 30_000,
  });
  const bars = useMemo<Candle[]>(() => {
    const list = kline.data?.list ?? [];
    return mode === 'ts' ? lastSession(list, quote.timeZone) : list.slice();
  }, [kline.data, mode, quote.timeZone]);

  const box = useRef<HTMLDivElement>(null);
  const legend = useRef<HTMLDivElement>(null);
  const controller = useRef<ChartController | undefined>(undefined);
  const working = useRef<Candle[]>([]);
  const lastDayVolume = useRef<number | undefined>(undefined);

  useEffect(() => {
    const c = new ChartController(box.current!, legend.current!);
    controller.current = c;
    return () => {
      c.destroy();
      controller.current = undefined;
    };
  }, []);

  useEffect(() => {
    working.current = bars.slice();
    lastDayVolume.current = undefined;
    controller.current?.setData(working.current, { mode, main, sub, decimals: quote.decimals, prevClose: quote.prevClose, timeZone: quote.timeZone });
  }, [bars, mode, main, sub, quote.decimals, quote.prevClose, quote.timeZone]);

  useEffect(() => {
    if (quote.status !== 'open' || !working.current.length) {
      lastDayVolume.current = quote.volume;
      return;
    }
    const changed = foldTick(working.current, period, { price: quote.price, time: quote.time, dayVolume: quote.volume }, lastDayVolume.current);
    lastDayVolume.current = quote.volume;
    if (changed) controller.current?.updateLast(working.current);
  }, [quote.price, quote.time, quote.volume, quote.status, period]);

  const selectMode = (next: Mode) => {
    sessionStorage.setItem('quote.chartMode', next);
    setMode(next);
  };

  // What the chart shows, in words, for screen readers (the canvas itself is hidden from them).
  const summary = useMemo(() => {
    if (bars.length === 0) return '';
    const low = Math.min(...bars.map((b) => b.low));
    const high = Math.max(...bars.map((b) => b.high));
    const change = quote.prevClose ? ((quote.price - quote.prevClose) / quote.prevClose) * 100 : 0;
    return t('quote.chartSummary', {
      period: mode === 'ts' ? t('quote.timeshare') : t(`quote.periods.${mode}`),
      price: formatNumber(quote.price, quote.decimals),
      change: formatPercent(change),
      low: formatNumber(low, quote.decimals),
      high: formatNumber(high, quote.decimals),
    });
  }, [bars, mode, quote.price, quote.prevClose, quote.decimals, t]);

  return (
    <div className="quote-chart" data-testid="quote-chart">
      <Segmented
        items={MODES.map((key) => ({ key, label: key === 'ts' ? t('quote.timeshare') : t(`quote.periods.${key}`) }))}
        value={mode}
        onChange={selectMode}
        variant="pills"
        testId="chart-period"
      />
      <div className="chart-legend num" ref={legend} />
      <p className="visually-hidden" aria-live="off" data-testid="chart-summary">
        {summary}
      </p>
      <div className="chart-box" ref={box} data-period={mode} data-bars={bars.length} aria-hidden="true">
        {kline.isError && (
          <button type="button" className="chart-overlay" onClick={() => void kline.refetch()} data-testid="chart-error">
            {t('common.connectionTimeout')}
          </button>
        )}
        {kline.isPending && <div className="chart-overlay skeleton" data-testid="chart-loading" />}
        {kline.isSuccess && bars.length === 0 && <div className="chart-overlay">{t('quote.noBars')}</div>}
      </div>
      <div className="chart-indicators">
        {mode !== 'ts' && <Segmented items={MAIN.map((key) => ({ key, label: key }))} value={main} onChange={setMain} variant="chips" testId="chart-main" />}
        <span className="spacer" />
        <Segmented items={SUB.map((key) => ({ key, label: key }))} value={sub} onChange={setSub} variant="chips" testId="chart-sub" />
      </div>
    </div>
  );
}
