import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginRequired } from '../../screens/setting/LoginRequired.tsx';
import { useSession } from '../../state/session.ts';
import { PageShell } from '../PageShell.tsx';
import { useMoneyLive } from './queries.ts';
import './money.css';

/** A money page: its top bar, a login prompt for guests, live refresh on wallet and review events. */
export function MoneyPage({ title, right, children }: { title: string; right?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = useSession();
  useMoneyLive();
  return (
    <PageShell title={title} right={token ? right : undefined}>
      {token ? children : <LoginRequired text={t('money.loginFirst')} />}
    </PageShell>
  );
}
