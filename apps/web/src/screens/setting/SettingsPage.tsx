import { LOCALES, type Locale } from '@app/contracts';
import { CheckList, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';
import { currentLocale, setLocale } from '../../i18n/index.ts';
import type { PageProps } from '../types.ts';

export function SettingsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <List header={t('settings.language')}>
        <CheckList value={[locale]} onChange={(values) => values[0] && void setLocale(values[0] as Locale)} data-testid="language-list">
          {LOCALES.map((code) => (
            <CheckList.Item key={code} value={code} data-testid={`language-${code}`}>
              {t(`settings.languages.${code}`)}
            </CheckList.Item>
          ))}
        </CheckList>
      </List>
      <List header={t('settings.version')}>
        <List.Item extra={__APP_VERSION__}>{t('common.appName')}</List.Item>
      </List>
    </PageShell>
  );
}
