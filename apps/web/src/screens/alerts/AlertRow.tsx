import { alertsApi, type Alert } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Toast from 'antd-mobile/es/components/toast';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { alertKeys } from './queries.ts';

/** What an alert watches, in words: "Price ≥ 187.25", "Down ≥ 2.50% in the day". */
export function useDescribe() {
  const { t } = useTranslation();
  return (a: Alert) => t(`alerts.describe.${a.kind}`, { value: a.price ?? a.percent ?? '' });
}

/** One alert: its condition, one-shot or repeating, state, last firing, and a delete button. */
export function AlertRow({ alert, showName }: { alert: Alert; showName?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const describe = useDescribe();
  const what = describe(alert);
  const remove = useMutation({
    mutationFn: () => call(alertsApi.delete, {}, { params: { id: alert.id } }),
    onSuccess: () => Toast.show({ content: t('alerts.deleted'), duration: 1500 }),
    onError: (e) => {
      if (e instanceof ApiError && e.code !== 0 && e.code !== 401 && e.code !== 403) Toast.show({ content: e.message, duration: 2000 });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: alertKeys.all }),
  });
  return (
    <li className="alert-row" data-testid={`alert-row-${alert.id}`} data-state={alert.state}>
      <div className="alert-main">
        {showName && (
          <div className="alert-name">
            <span>{alert.name}</span> <span className="alert-code num">{alert.code}</span>
          </div>
        )}
        <div className="alert-what num">{what}</div>
        <div className="alert-meta">
          <span className={`alert-state alert-state-${alert.state}`} data-testid="alert-state">
            {t(`alerts.states.${alert.state}`)}
          </span>
          <span> · {t(alert.repeat ? 'alerts.repeating' : 'alerts.once')}</span>
        </div>
        {alert.firedCount > 0 && alert.lastFiredAt !== undefined && (
          <div className="alert-fired" data-testid="alert-fired">
            {t('alerts.fired', { count: alert.firedCount, price: alert.lastFiredPrice ?? '', time: formatDateTime(alert.lastFiredAt) })}
          </div>
        )}
      </div>
      <button type="button" className="alert-delete" onClick={() => remove.mutate()} disabled={remove.isPending} aria-label={t('alerts.deleteAria', { what })} data-testid={`alert-delete-${alert.id}`}>
        <DeleteOutline />
      </button>
    </li>
  );
}
