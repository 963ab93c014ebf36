import { adminStrategiesApi, type StrategyAdminView } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { blankStrategyForm, formOfStrategy, strategyBody } from './strategy-form.ts';

const schema = adminStrategiesApi.save.body!;

describe('strategy form (back office)', () => {
  it('a filled creation form gives a body the save contract accepts', () => {
    const body = strategyBody({ ...blankStrategyForm(), code: ' ops-momo ', nameEs: 'Impulso', nameEn: 'Momentum', nameZh: '动量', codes: 'aapl, MSFT  nvda', fast: '10', slow: '30', bandPct: '2.5', investPct: '95', capital: '250000', backtestDays: '60' });
    expect(body).toEqual({
      code: 'OPS-MOMO',
      nameEs: 'Impulso',
      nameEn: 'Momentum',
      nameZh: '动量',
      params: { kind: 'ma_momentum', codes: ['AAPL', 'MSFT', 'NVDA'], fast: 10, slow: 30, investPct: 95, bandPct: 2.5 },
      capital: '250000',
      backtestDays: 60,
      status: 'running',
    });
    expect(schema.safeParse(body).success).toBe(true);
    const reversion = strategyBody({ ...blankStrategyForm(), kind: 'mean_reversion', code: 'MXN-2', nameEs: 'a', nameEn: 'b', nameZh: 'c', pair: 'usd/mxn', lookback: '15', entryZ: '1.5', exitZ: '-0.5' });
    expect(reversion.params).toEqual({ kind: 'mean_reversion', code: 'USD/MXN', lookback: 15, entryZ: 1.5, exitZ: -0.5, investPct: 90 });
    expect(schema.safeParse(reversion).success).toBe(true);
  });

  it('a form left incomplete is refused by the contract before it is sent', () => {
    expect(schema.safeParse(strategyBody(blankStrategyForm())).success).toBe(false);
    expect(schema.safeParse(strategyBody({ ...blankStrategyForm(), code: 'OK-1', nameEs: 'a', nameEn: 'b', nameZh: 'c', codes: 'AAPL', fast: '' })).success).toBe(false);
  });

  it('editing a strategy starts from its parameters and sends them back unchanged', () => {
    const view: StrategyAdminView = {
      id: 7,
      code: 'MXN-REVERT',
      nameEs: 'Reversión',
      nameEn: 'Reversion',
      nameZh: '回归',
      params: { kind: 'mean_reversion', code: 'USD/MXN', lookback: 20, entryZ: 1, exitZ: 0, investPct: 90 },
      capital: '500000.00',
      backtestDays: 120,
      launchDate: '2026-11-01',
      status: 'running',
      trades: 12,
    };
    const body = strategyBody(formOfStrategy(view));
    expect(body).toMatchObject({ id: 7, code: 'MXN-REVERT', params: view.params, capital: '500000.00', backtestDays: 120, status: 'running' });
    expect(schema.safeParse(body).success).toBe(true);
  });
});
