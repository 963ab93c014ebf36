import type { StrategyAdminView, StrategyInput } from '@app/contracts';

/** The strategy form's fields as typed (text inputs), for both kinds. */
export interface StrategyForm {
  id?: number | undefined;
  code: string;
  nameEs: string;
  nameEn: string;
  nameZh: string;
  kind: 'ma_momentum' | 'mean_reversion';
  /** ma_momentum: instrument codes separated by commas or spaces. */
  codes: string;
  fast: string;
  slow: string;
  bandPct: string;
  /** mean_reversion: one USD/XXX pair. */
  pair: string;
  lookback: string;
  entryZ: string;
  exitZ: string;
  investPct: string;
  capital: string;
  backtestDays: string;
  status: 'running' | 'stopped';
}

export const blankStrategyForm = (): StrategyForm => ({
  code: '',
  nameEs: '',
  nameEn: '',
  nameZh: '',
  kind: 'ma_momentum',
  codes: '',
  fast: '20',
  slow: '50',
  bandPct: '3',
  pair: 'USD/MXN',
  lookback: '20',
  entryZ: '1',
  exitZ: '0',
  investPct: '90',
  capital: '100000.00',
  backtestDays: '120',
  status: 'running',
});

/** The form to edit a strategy (its current parameters; capital and back-test shown, fixed). */
export function formOfStrategy(s: StrategyAdminView): StrategyForm {
  const base = { ...blankStrategyForm(), id: s.id, code: s.code, nameEs: s.nameEs, nameEn: s.nameEn, nameZh: s.nameZh, capital: s.capital, backtestDays: String(s.backtestDays), status: s.status };
  const p = s.params;
  if (p.kind === 'ma_momentum') return { ...base, kind: p.kind, codes: p.codes.join(', '), fast: String(p.fast), slow: String(p.slow), bandPct: String(p.bandPct), investPct: String(p.investPct) };
  return { ...base, kind: p.kind, pair: p.code, lookback: String(p.lookback), entryZ: String(p.entryZ), exitZ: String(p.exitZ), investPct: String(p.investPct) };
}

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The body of POST /admin/strategies/save from the form (the server validates it with the contract). */
export function strategyBody(form: StrategyForm): StrategyInput & { id?: number } {
  const params: StrategyInput['params'] =
    form.kind === 'ma_momentum'
      ? {
          kind: 'ma_momentum',
          codes: form.codes
            .split(/[\s,]+/)
            .map((c) => c.trim().toUpperCase())
            .filter(Boolean),
          fast: num(form.fast),
          slow: num(form.slow),
          investPct: num(form.investPct),
          bandPct: num(form.bandPct),
        }
      : { kind: 'mean_reversion', code: form.pair.trim().toUpperCase(), lookback: num(form.lookback), entryZ: num(form.entryZ), exitZ: num(form.exitZ), investPct: num(form.investPct) };
  return {
    ...(form.id !== undefined ? { id: form.id } : {}),
    code: form.code.trim().toUpperCase(),
    nameEs: form.nameEs.trim(),
    nameEn: form.nameEn.trim(),
    nameZh: form.nameZh.trim(),
    params,
    capital: form.capital.trim(),
    backtestDays: num(form.backtestDays),
    status: form.status,
  };
}
