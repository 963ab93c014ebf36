import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/PageShell.tsx';
import { Empty } from '../components/states.tsx';
import { useNav } from './nav.ts';
import { HOME_PATH } from './routes.ts';

export function NotFound() {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <PageShell title={t('common.pageNotFound')}>
      <Empty text={t('common.pageNotFound')} />
      <div className="padded">
        <Button block color="primary" onClick={() => nav.go(HOME_PATH)}>
          {t('common.goHome')}
        </Button>
      </div>
    </PageShell>
  );
}
