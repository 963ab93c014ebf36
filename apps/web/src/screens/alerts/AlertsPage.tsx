import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useSession } from '../../state/session.ts';
import type { PageProps } from '../types.ts';
import { AlertRow } from './AlertRow.tsx';
import { useAlertRules, useAlerts } from './queries.ts';
import './alerts.css';

/** The account tab's list of the user's price alerts (issue 21), with the published rule. */
export function AlertsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const alerts = useAlerts('');
  const rules = useAlertRules();
  let body;
  if (!token) body = <Empty text={t('alerts.guest')} />;
  else if (alerts.isError && !alerts.data) body = <LoadError onRetry={() => void alerts.refetch()} />;
  else if (!alerts.data) body = <DelayedLoading />;
  else if (alerts.data.list.length === 0) body = <Empty text={t('alerts.empty')} />;
  else
    body = (
      <ul className="alert-list alert-page-list" data-testid="alerts-list">
        {alerts.data.list.map((a) => (
          <AlertRow key={a.id} alert={a} showName />
        ))}
      </ul>
    );
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="alerts-page" data-testid="alerts-page">
        {body}
        {rules.data && (
          <p className="alert-rule" data-testid="alerts-rule">
            {rules.data.text}
          </p>
        )}
      </div>
    </PageShell>
  );
}
