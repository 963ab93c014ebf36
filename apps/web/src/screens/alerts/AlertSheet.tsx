import { ALERT_KINDS, alertsApi, ERROR_CODES, type AlertKind } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import Toast from 'antd-mobile/es/components/toast';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { AlertRow } from './AlertRow.tsx';
import { alertKeys, useAlertRules, useAlerts } from './queries.ts';
import './alerts.css';

/**
 * The quote page's bell sheet (issue 21): create a price alert on this instrument (a level
 * above or below, or a day's move up or down in percent; once or every crossing; also by
 * email) and see or delete its alerts. The level starts just past the last price.
 */
export function AlertSheet({ code, last, decimals, open, onClose }: { code: string; last: number | undefined; decimals: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const alerts = useAlerts(code, open);
  const rules = useAlertRules(open);
  const [kind, setKind] = useState<AlertKind>('price_above');
  const [value, setValue] = useState('');
  const [repeat, setRepeat] = useState(false);
  const [email, setEmail] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const inputId = useId();
  const priceKind = kind === 'price_above' || kind === 'price_below';
  // A fresh default each time the sheet opens or the kind changes: one step past the last price, or 1 %.
  // The level is suggested one step beside the live price until the user types one: a tick
  // must not overwrite what they typed (it did, and the alert they confirmed was another).
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (!open) return;
    setFieldError(undefined);
    setTyped(false);
  }, [open, kind]);
  useEffect(() => {
    if (!open || typed) return;
    if (!priceKind) setValue('1');
    else if (last !== undefined) {
      const step = 10 ** -decimals;
      setValue((kind === 'price_above' ? last + step : last - step).toFixed(decimals));
    }
  }, [open, kind, priceKind, last, decimals, typed]);
  const create = useMutation({
    mutationFn: () => call(alertsApi.create, { body: { code, kind, ...(priceKind ? { price: value.trim() } : { percent: value.trim() }), repeat, email } }),
    onSuccess: () => {
      setFieldError(undefined);
      Toast.show({ content: t('alerts.created'), duration: 1500 });
    },
    onError: (e) => {
      if (!(e instanceof ApiError) || e.code === 0 || e.code === 401 || e.code === 403) return;
      if (e.errorCode === ERROR_CODES.ALERT_INVALID || e.errorCode === ERROR_CODES.ALERT_ALREADY_MET) setFieldError(e.message);
      else Toast.show({ content: e.message, duration: 2500 });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: alertKeys.all }),
  });
  const list = alerts.data?.list ?? [];
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh', overflowY: 'auto' }}>
      <div className="alert-sheet" data-testid="alert-sheet">
        <h3>{t('alerts.sheetTitle', { code })}</h3>
        {last !== undefined && <p className="alert-last num">{t('alerts.last', { price: last.toFixed(decimals) })}</p>}
        <div className="alert-kinds" role="group" aria-label={t('alerts.bell')}>
          {ALERT_KINDS.map((k) => (
            <button key={k} type="button" className={`alert-kind${k === kind ? ' on' : ''}`} aria-pressed={k === kind} onClick={() => setKind(k)} data-testid={`alert-kind-${k}`}>
              {t(`alerts.kinds.${k}`)}
            </button>
          ))}
        </div>
        <label className="alert-field" htmlFor={inputId}>
          <span>{t(priceKind ? 'alerts.priceLabel' : 'alerts.percentLabel')}</span>
          <input
            id={inputId}
            className="num"
            inputMode="decimal"
            value={value}
            onChange={(e) => {
              setTyped(true);
              setValue(e.target.value);
            }}
            aria-invalid={fieldError !== undefined}
            aria-describedby={fieldError ? `${inputId}-error` : undefined}
            data-testid="alert-value"
          />
        </label>
        {fieldError && (
          <p className="alert-error" id={`${inputId}-error`} role="alert" data-testid="alert-error">
            {fieldError}
          </p>
        )}
        <label className="alert-check">
          <input type="checkbox" checked={repeat} onChange={(e) => setRepeat(e.target.checked)} data-testid="alert-repeat" />
          <span>{t('alerts.repeat')}</span>
        </label>
        <label className="alert-check">
          <input type="checkbox" checked={email} onChange={(e) => setEmail(e.target.checked)} data-testid="alert-email" />
          <span>{t('alerts.email')}</span>
        </label>
        <button type="button" className="primary-button alert-create" disabled={create.isPending || value.trim() === ''} onClick={() => create.mutate()} data-testid="alert-create">
          {t('alerts.create')}
        </button>
        {rules.data && <p className="alert-limit">{t('alerts.limit', { max: rules.data.maxActive })}</p>}
        {alerts.data && list.length === 0 ? (
          <p className="alert-none" data-testid="alert-none">
            {t('alerts.none')}
          </p>
        ) : (
          <ul className="alert-list" data-testid="alert-sheet-list">
            {list.map((a) => (
              <AlertRow key={a.id} alert={a} />
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
}
