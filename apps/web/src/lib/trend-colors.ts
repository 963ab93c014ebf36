/**
 * Which colour means "up": green-up (rise green, fall red; the default, as in Mexico and
 * the US) or red-up (rise red, fall green, as mainland Chinese investors read prices).
 * Stored on the device; applied as `data-trend` on <html>, which swaps the
 * --color-rise / --color-fall variables (styles.css) that every trend colour uses.
 */
export type TrendColors = 'green-up' | 'red-up';
export const TREND_COLOR_CHOICES: readonly TrendColors[] = ['green-up', 'red-up'];

const KEY = 'trendColors';
const GREEN = '#007a4d';
const RED = '#c9262d';

/** The stored choice, or undefined when the user never chose (then green-up applies). */
export function chosenTrendColors(): TrendColors | undefined {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return saved === 'green-up' || saved === 'red-up' ? saved : undefined;
}

export const trendColors = (): TrendColors => chosenTrendColors() ?? 'green-up';

/** The hex colours of rise and fall for canvases (charts) that cannot read CSS variables. */
export function riseFallColors(colors: TrendColors = trendColors()): { rise: string; fall: string } {
  return colors === 'red-up' ? { rise: RED, fall: GREEN } : { rise: GREEN, fall: RED };
}

export function applyTrendColors(colors: TrendColors = trendColors()): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.trend = colors;
}

export function setTrendColors(colors: TrendColors): void {
  localStorage.setItem(KEY, colors);
  applyTrendColors(colors);
}

/** Whether to offer red-up: a Chinese-speaking user who has not chosen yet. */
export const shouldOfferRedUp = (locale: string): boolean => locale === 'zh' && chosenTrendColors() === undefined;
