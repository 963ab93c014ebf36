import { adminStrategiesApi, rolesAllow } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, Modal, notify } from '../../components/ui.tsx';
import { useT } from '../../i18n.ts';
import { useOperatorSession } from '../../session.ts';
import { blankStrategyForm, formOfStrategy, strategyBody, type StrategyForm } from './strategy-form.ts';

export const strategyKeys = { all: ['admin', 'strategies'] as const };

/** Strategies (#/follow): parameters, state, trades; admins create one or edit its parameters from a form (audited). */
export function StrategiesSection() {
  const { t } = useT();
  const { operator } = useOperatorSession();
  const isAdmin = rolesAllow(operator?.roles ?? [], adminStrategiesApi.save.roles);
  const [form, setForm] = useState<StrategyForm>();
  const list = useQuery({ queryKey: strategyKeys.all, queryFn: ({ signal }) => adminCall(adminStrategiesApi.list, {}, {}, signal) });
  return (
    <>
      <h3>
        {t('follow.strategies.title')}{' '}
        {isAdmin && (
          <button type="button" className="btn btn-small" data-testid="strategy-new" onClick={() => setForm(blankStrategyForm())}>
            {t('follow.strategies.new')}
          </button>
        )}
      </h3>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <Empty />
      ) : (
        <div className="card">
          <table className="table" data-testid="strategies-table">
            <thead>
              <tr>
                {(['id', 'code', 'name', 'params', 'capital', 'launch', 'asOf', 'trades', 'status', 'actions'] as const).map((c) => (
                  <th key={c}>{t(`follow.strategies.col.${c}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((s) => (
                <tr key={s.id} data-testid={`strategy-${s.id}`}>
                  <td>{s.id}</td>
                  <td>{s.code}</td>
                  <td>{s.nameEs}</td>
                  <td className="small">
                    {s.params.kind === 'ma_momentum'
                      ? `${s.params.codes.join(', ')} · ${s.params.fast}/${s.params.slow} · ${s.params.investPct} % · ±${s.params.bandPct} %`
                      : `${s.params.code} · ${s.params.lookback} · z ${s.params.entryZ}/${s.params.exitZ} · ${s.params.investPct} %`}
                  </td>
                  <td className="num">{s.capital}</td>
                  <td className="nowrap">{s.launchDate}</td>
                  <td className="nowrap">{s.asOf ?? '—'}</td>
                  <td className="num">{s.trades}</td>
                  <td>
                    <Badge tone={s.status === 'running' ? 'good' : 'neutral'}>{t(`follow.strategies.status.${s.status}`)}</Badge>
                  </td>
                  <td>
                    {isAdmin && (
                      <button type="button" className="btn btn-small" data-testid={`strategy-edit-${s.id}`} onClick={() => setForm(formOfStrategy(s))}>
                        {t('follow.strategies.edit')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {form && <StrategyDialog initial={form} onClose={() => setForm(undefined)} />}
    </>
  );
}

function StrategyDialog({ initial, onClose }: { initial: StrategyForm; onClose: () => void }) {
  const { t } = useT();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string>();
  const editing = form.id !== undefined;
  const set = (patch: Partial<StrategyForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = useMutation({
    mutationFn: () => adminCall(adminStrategiesApi.save, { body: strategyBody(form) }),
    onSuccess: () => {
      notify(t('follow.saved'));
      void queryClient.invalidateQueries({ queryKey: strategyKeys.all });
      onClose();
    },
    onError: (e) => setError(errorText(e, t('common.loadFailed'))),
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = adminStrategiesApi.save.body!.safeParse(strategyBody(form));
    if (!checked.success) {
      setError(t('follow.strategies.invalid', { fields: [...new Set(checked.error.issues.map((i) => i.path.join('.')))].join(', ') }));
      return;
    }
    save.mutate();
  };
  const field = (key: keyof StrategyForm, props: { disabled?: boolean; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <label className="field" key={key}>
      {t(`follow.strategies.field.${key}`)}
      <input value={String(form[key] ?? '')} disabled={props.disabled} inputMode={props.inputMode} onChange={(e) => set({ [key]: e.target.value })} data-testid={`strategy-field-${key}`} />
    </label>
  );
  return (
    <Modal
      title={editing ? t('follow.strategies.editTitle', { code: initial.code }) : t('follow.strategies.newTitle')}
      onClose={onClose}
      testId="strategy-dialog"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('follow.strategies.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={save.isPending} onClick={() => submit()} data-testid="strategy-save">
            {t('follow.strategies.save')}
          </button>
        </>
      }
    >
      <form onSubmit={submit} data-testid="strategy-form">
        {editing && <p className="muted small">{t('follow.strategies.editNote')}</p>}
        {field('code', { disabled: editing })}
        {field('nameEs')}
        {field('nameEn')}
        {field('nameZh')}
        <label className="field">
          {t('follow.strategies.field.kind')}
          <select value={form.kind} disabled={editing} onChange={(e) => set({ kind: e.target.value as StrategyForm['kind'] })} data-testid="strategy-field-kind">
            <option value="ma_momentum">{t('follow.strategies.kind.ma_momentum')}</option>
            <option value="mean_reversion">{t('follow.strategies.kind.mean_reversion')}</option>
          </select>
        </label>
        {form.kind === 'ma_momentum' ? (
          <>
            {field('codes', { disabled: editing })}
            {field('fast', { inputMode: 'numeric' })}
            {field('slow', { inputMode: 'numeric' })}
            {field('bandPct', { inputMode: 'decimal' })}
          </>
        ) : (
          <>
            {field('pair', { disabled: editing })}
            {field('lookback', { inputMode: 'numeric' })}
            {field('entryZ', { inputMode: 'decimal' })}
            {field('exitZ', { inputMode: 'decimal' })}
          </>
        )}
        {field('investPct', { inputMode: 'numeric' })}
        {field('capital', { disabled: editing, inputMode: 'decimal' })}
        {field('backtestDays', { disabled: editing, inputMode: 'numeric' })}
        <label className="field">
          {t('follow.strategies.field.status')}
          <select value={form.status} onChange={(e) => set({ status: e.target.value as StrategyForm['status'] })} data-testid="strategy-field-status">
            <option value="running">{t('follow.strategies.status.running')}</option>
            <option value="stopped">{t('follow.strategies.status.stopped')}</option>
          </select>
        </label>
        {error && (
          <div className="form-error" role="alert" data-testid="strategy-error">
            {error}
          </div>
        )}
      </form>
    </Modal>
  );
}
