import { Button } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMessages } from '../i18n/index.ts';
import { useNav } from './nav.ts';
import type { AppRoute } from './routes.ts';

/**
 * What a product not built yet will be, said plainly, with a way back and a way to the
 * markets: never an empty page that looks like a broken product.
 */
export function ComingSoon({ route }: { route: AppRoute }) {
  const { t, i18n } = useTranslation();
  const nav = useNav();
  useEffect(() => {
    void loadMessages(['soon']);
  }, []);
  const key = `soon.what.${route.title}`;
  const what = i18n.exists(key) ? t(key) : t('common.comingSoon');
  return (
    <div className="coming-soon" data-testid="coming-soon">
      <ClockCircleOutline className="coming-soon-icon" aria-hidden />
      <span className="coming-soon-badge">{i18n.exists('soon.title') ? t('soon.title') : ''}</span>
      <p className="coming-soon-what" data-testid="coming-soon-what">
        {what}
      </p>
      {i18n.exists('soon.notYet') && <p className="coming-soon-note">{t('soon.notYet')}</p>}
      <div className="coming-soon-actions">
        <Button shape="rounded" onClick={nav.back} data-testid="coming-soon-back">
          {i18n.exists('soon.back') ? t('soon.back') : t('common.back')}
        </Button>
        <Button color="primary" shape="rounded" onClick={() => nav.go('/pages/market/index')} data-testid="coming-soon-markets">
          {i18n.exists('soon.markets') ? t('soon.markets') : ''}
        </Button>
      </div>
    </div>
  );
}
