import Decimal from 'decimal.js';
import { RuleError } from './rule-error.ts';

/**
 * Risk rules that close positions without the user: stop-loss and take-profit, margin
 * calls and liquidation.
 *
 * - Margin level = equity / margin. Isolated ("half"): equity = margin + floating P/L of
 *   the position. Cross ("full"): equity = available balance of the wallet + margins +
 *   floating P/Ls of its cross positions, over their margins together.
 * - Below `marginCallLevel`: a margin call (once, until the level recovers above it).
 * - Below `liquidationLevel`: liquidation (isolated: that position; cross: every cross
 *   position of that wallet).
 * - A long at leverage 1 is exempt: it cannot lose more than it cost.
 */

export type RiskAction = 'none' | 'margin_call' | 'liquidate';

export interface RiskLevels {
  marginCallLevel: Decimal.Value;
  liquidationLevel: Decimal.Value;
}

export function needsRiskWatch(direction: number, leverage: number): boolean {
  return !(direction === 0 && leverage === 1);
}

export function riskAction(level: Decimal | undefined, levels: RiskLevels): RiskAction {
  if (level === undefined) return 'none';
  if (level.lt(levels.liquidationLevel)) return 'liquidate';
  if (level.lt(levels.marginCallLevel)) return 'margin_call';
  return 'none';
}

export function isolatedEquity(margin: bigint, pnl: bigint): bigint {
  return margin + pnl;
}

export function crossEquity(walletAvailable: bigint, positions: ReadonlyArray<{ margin: bigint; pnl: bigint }>): { equity: bigint; margin: bigint } {
  let equity = walletAvailable;
  let margin = 0n;
  for (const p of positions) {
    equity += p.margin + p.pnl;
    margin += p.margin;
  }
  return { equity, margin };
}

/** Which stop, if any, the mark price reaches: a long stops out at or below its stop-loss and takes profit at or above its take-profit; a short the other way round. */
export function stopTriggered(direction: number, mark: Decimal, stops: { stopLoss?: Decimal | undefined; takeProfit?: Decimal | undefined }): 'stop_loss' | 'take_profit' | undefined {
  const long = direction === 0;
  if (stops.stopLoss && (long ? mark.lte(stops.stopLoss) : mark.gte(stops.stopLoss))) return 'stop_loss';
  if (stops.takeProfit && (long ? mark.gte(stops.takeProfit) : mark.lte(stops.takeProfit))) return 'take_profit';
  return undefined;
}

/**
 * Checks new stops against the price they are set at (the mark, or the limit of an
 * entrusted order): a stop that would trigger at once is refused (INVALID_STOP).
 */
export function checkStops(direction: number, reference: Decimal, stops: { stopLoss?: Decimal | undefined; takeProfit?: Decimal | undefined }, decimals: number): void {
  const long = direction === 0;
  const ref = reference.toFixed(decimals);
  if (stops.stopLoss && (long ? stops.stopLoss.gte(reference) : stops.stopLoss.lte(reference))) {
    throw new RuleError('INVALID_STOP', { which: 'stopLoss', side: long ? 'below' : 'above', price: ref }, 'stopLoss');
  }
  if (stops.takeProfit && (long ? stops.takeProfit.lte(reference) : stops.takeProfit.gte(reference))) {
    throw new RuleError('INVALID_STOP', { which: 'takeProfit', side: long ? 'above' : 'below', price: ref }, 'takeProfit');
  }
}
