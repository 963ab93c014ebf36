import type { Candle, KlinePeriod } from '@app/contracts';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { formatCompact, formatNumber } from '../../lib/format.ts';
import { riseFallColors } from '../../lib/trend-colors.ts';
import { chartTime } from './chart-data.ts';
import { averagePrice, boll, macd, rsi, sma } from './indicators.ts';

export type MainIndicator = 'MA' | 'BOLL' | 'NONE';
export type SubIndicator = 'VOL' | 'MACD' | 'RSI';

export interface ChartOptions {
  mode: 'ts' | KlinePeriod;
  main: MainIndicator;
  sub: SubIndicator;
  decimals: number;
  prevClose?: number;
  timeZone?: string;
}

const LINE = '#1f6feb';
const C1 = '#a35400'; // legend text on white: >= 4.5:1 (issue 19)
const C2 = '#2f5fd0';
const C3 = '#8e3fb0';
const MA_PERIODS = [5, 10, 20] as const;
const MA_COLORS = [C1, C2, C3];
/** The price pane is this many times the height of the lower pane. */
const MAIN_STRETCH = 3;

type Line = { label: string; color: string; series: ISeriesApi<SeriesType>; values: (number | undefined)[]; digits: number | 'compact' };

/**
 * Owns one lightweight-charts chart: the price pane (candles, or the intraday line with
 * its average price) with MA or BOLL, and a lower pane with volume, MACD or RSI. Data is
 * replaced with `setData`; a live tick only updates the last point (`updateLast`).
 * A legend shows the values under the crosshair, or the latest ones.
 */
export class ChartController {
  private readonly chart: IChartApi;
  /** Rise and fall colours of the user's setting (green-up or red-up). */
  private readonly colors = riseFallColors();
  private lines: Line[] = [];
  private bars: Candle[] = [];
  private opts: ChartOptions | undefined;
  private main: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'> | undefined;
  private volume: ISeriesApi<'Histogram'> | undefined;
  private macdHist: ISeriesApi<'Histogram'> | undefined;
  private hoverIndex: number | undefined;

  constructor(
    container: HTMLElement,
    private readonly legend: HTMLElement,
  ) {
    this.chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: '#646b78',
        fontSize: 10,
        fontFamily: getComputedStyle(document.documentElement).fontFamily,
        attributionLogo: false,
        panes: { separatorColor: '#eef0f3', separatorHoverColor: '#e3e6eb', enableResize: false },
      },
      grid: { vertLines: { color: '#f3f4f6' }, horzLines: { color: '#f3f4f6' } },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.08, bottom: 0.06 } },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false, rightOffset: 2, minBarSpacing: 0.5 },
      crosshair: { mode: CrosshairMode.Magnet },
      handleScale: { axisPressedMouseMove: false },
    });
    this.chart.subscribeCrosshairMove(this.onCrosshair);
  }

  destroy(): void {
    this.chart.unsubscribeCrosshairMove(this.onCrosshair);
    this.chart.remove();
  }

  setData(bars: readonly Candle[], opts: ChartOptions): void {
    this.opts = opts;
    this.bars = bars.slice();
    for (const line of this.lines) this.chart.removeSeries(line.series);
    if (this.main) this.chart.removeSeries(this.main);
    if (this.volume) this.chart.removeSeries(this.volume);
    if (this.macdHist) this.chart.removeSeries(this.macdHist);
    this.lines = [];
    this.main = this.volume = this.macdHist = undefined;

    const priceFormat = { type: 'custom' as const, minMove: 1 / 10 ** opts.decimals, formatter: (p: number) => formatNumber(p, opts.decimals) };
    this.chart.applyOptions({ timeScale: { timeVisible: opts.mode !== '1d' && opts.mode !== '1w' } });

    if (opts.mode === 'ts') {
      this.main = this.chart.addSeries(AreaSeries, {
        lineColor: LINE,
        topColor: 'rgba(31, 111, 235, 0.18)',
        bottomColor: 'rgba(31, 111, 235, 0.01)',
        lineWidth: 2,
        priceFormat,
        lastValueVisible: true,
        priceLineVisible: false,
      });
      if (opts.prevClose !== undefined) {
        this.main.createPriceLine({ price: opts.prevClose, color: '#a3a8b2', lineStyle: LineStyle.Dashed, lineWidth: 1, axisLabelVisible: false, title: '' });
      }
    } else {
      this.main = this.chart.addSeries(CandlestickSeries, {
        upColor: this.colors.rise,
        downColor: this.colors.fall,
        borderVisible: false,
        wickUpColor: this.colors.rise,
        wickDownColor: this.colors.fall,
        priceFormat,
        priceLineVisible: false,
      });
    }
    this.main.setData(this.mainData());
    this.addOverlays(priceFormat);
    this.addLower();
    const [upper, lower] = this.chart.panes();
    if (upper && lower) {
      upper.setStretchFactor(MAIN_STRETCH);
      lower.setStretchFactor(1);
    }
    if (opts.mode === 'ts') this.chart.timeScale().fitContent();
    else this.chart.timeScale().setVisibleLogicalRange({ from: Math.max(0, this.bars.length - 70), to: this.bars.length + 1 });
    this.renderLegend();
  }

  /** The last bar changed or a new one started: update the last point of every series. */
  updateLast(bars: readonly Candle[]): void {
    if (!this.opts || !this.main) return;
    this.bars = bars.slice();
    const i = this.bars.length - 1;
    const last = this.bars[i];
    if (!last) return;
    const time = this.time(last);
    if (this.opts.mode === 'ts') (this.main as ISeriesApi<'Area'>).update({ time, value: last.close });
    else (this.main as ISeriesApi<'Candlestick'>).update({ time, open: last.open, high: last.high, low: last.low, close: last.close });
    this.volume?.update({ time, value: last.volume, color: this.volumeColor(i) });
    // Indicators depend on history: recompute and push the last point of each line.
    const fresh = this.indicatorValues();
    for (const line of this.lines) {
      line.values = fresh[line.label] ?? line.values;
      const v = line.values[i];
      if (v !== undefined) (line.series as ISeriesApi<'Line'>).update({ time, value: v });
    }
    if (this.macdHist) {
      const h = macd(this.closes())[i]!.hist;
      this.macdHist.update({ time, value: h, color: h >= 0 ? this.colors.rise : this.colors.fall });
    }
    if (this.hoverIndex === undefined) this.renderLegend();
  }

  private closes(): number[] {
    return this.bars.map((b) => b.close);
  }

  private time(bar: Candle): Time {
    return chartTime(bar.time, this.opts?.timeZone) as UTCTimestamp;
  }

  private mainData() {
    return this.bars.map((b) => (this.opts!.mode === 'ts' ? { time: this.time(b), value: b.close } : { time: this.time(b), open: b.open, high: b.high, low: b.low, close: b.close }));
  }

  private volumeColor(i: number): string {
    const bar = this.bars[i]!;
    const ref = this.opts?.mode === 'ts' ? (this.bars[i - 1]?.close ?? this.opts.prevClose ?? bar.open) : bar.open;
    return `${bar.close >= ref ? this.colors.rise : this.colors.fall}8c`; // 55 % opaque
  }

  /** Every indicator line's values by legend label, for the current options. */
  private indicatorValues(): Record<string, (number | undefined)[]> {
    const closes = this.closes();
    const out: Record<string, (number | undefined)[]> = {};
    const opts = this.opts!;
    if (opts.mode === 'ts') out.AVG = averagePrice(this.bars);
    else if (opts.main === 'MA') for (const n of MA_PERIODS) out[`MA${n}`] = sma(closes, n);
    else if (opts.main === 'BOLL') {
      const b = boll(closes);
      out.MID = b.map((p) => p?.mid);
      out.UPPER = b.map((p) => p?.upper);
      out.LOWER = b.map((p) => p?.lower);
    }
    if (opts.sub === 'MACD') {
      const m = macd(closes);
      out.DIF = m.map((p) => p.dif);
      out.DEA = m.map((p) => p.dea);
    } else if (opts.sub === 'RSI') out.RSI14 = rsi(closes, 14);
    return out;
  }

  private addLine(label: string, color: string, values: (number | undefined)[], pane: number, digits: number, priceFormat?: object): void {
    const series = this.chart.addSeries(
      LineSeries,
      { color, lineWidth: 1, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false, ...(priceFormat ? { priceFormat } : {}) },
      pane,
    );
    series.setData(this.bars.map((b, i) => (values[i] === undefined ? { time: this.time(b) } : { time: this.time(b), value: values[i]! })));
    this.lines.push({ label, color, series, values, digits });
  }

  private addOverlays(priceFormat: object): void {
    const values = this.indicatorValues();
    const d = this.opts!.decimals;
    if (values.AVG) this.addLine('AVG', C1, values.AVG, 0, d, priceFormat);
    for (const [i, n] of MA_PERIODS.entries()) if (values[`MA${n}`]) this.addLine(`MA${n}`, MA_COLORS[i]!, values[`MA${n}`]!, 0, d, priceFormat);
    if (values.MID) {
      this.addLine('MID', C1, values.MID, 0, d, priceFormat);
      this.addLine('UPPER', C2, values.UPPER!, 0, d, priceFormat);
      this.addLine('LOWER', C3, values.LOWER!, 0, d, priceFormat);
    }
  }

  private addLower(): void {
    const opts = this.opts!;
    const values = this.indicatorValues();
    if (opts.sub === 'VOL') {
      this.volume = this.chart.addSeries(HistogramSeries, { priceFormat: { type: 'custom', minMove: 1, formatter: (p: number) => formatCompact(p) }, priceLineVisible: false, lastValueVisible: false }, 1);
      this.volume.setData(this.bars.map((b, i) => ({ time: this.time(b), value: b.volume, color: this.volumeColor(i) })));
    } else if (opts.sub === 'MACD') {
      const m = macd(this.closes());
      this.macdHist = this.chart.addSeries(HistogramSeries, { priceLineVisible: false, lastValueVisible: false, priceFormat: { type: 'custom', minMove: 0.001, formatter: (p: number) => formatNumber(p, 3) } }, 1);
      this.macdHist.setData(this.bars.map((b, i) => ({ time: this.time(b), value: m[i]!.hist, color: m[i]!.hist >= 0 ? this.colors.rise : this.colors.fall })));
      const small = { type: 'custom', minMove: 0.001, formatter: (p: number) => formatNumber(p, 3) };
      this.addLine('DIF', C1, values.DIF!, 1, 3, small);
      this.addLine('DEA', C2, values.DEA!, 1, 3, small);
    } else {
      this.addLine('RSI14', C3, values.RSI14!, 1, 2, { type: 'custom', minMove: 0.01, formatter: (p: number) => formatNumber(p, 2) });
      const rsiSeries = this.lines[this.lines.length - 1]!.series;
      for (const level of [30, 70]) rsiSeries.createPriceLine({ price: level, color: '#d5d8de', lineStyle: LineStyle.Dotted, lineWidth: 1, axisLabelVisible: false, title: '' });
    }
  }

  private readonly onCrosshair = (param: MouseEventParams) => {
    this.hoverIndex = param.logical === undefined || param.point === undefined ? undefined : Math.max(0, Math.min(this.bars.length - 1, Math.round(param.logical)));
    this.renderLegend();
  };

  private renderLegend(): void {
    const i = this.hoverIndex ?? this.bars.length - 1;
    const bar = this.bars[i];
    if (!bar || !this.opts) {
      this.legend.textContent = '';
      return;
    }
    const parts: string[] = [];
    for (const line of this.lines) {
      const v = line.values[i];
      if (v === undefined) continue;
      const text = line.digits === 'compact' ? formatCompact(v) : formatNumber(v, line.digits);
      parts.push(`<span style="color:${line.color}">${line.label} ${text}</span>`);
    }
    if (this.opts.sub === 'VOL') parts.push(`<span class="legend-vol">VOL ${formatCompact(bar.volume)}</span>`);
    this.legend.innerHTML = parts.join('');
  }
}
