import { List } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';
import { useNav } from '../../shell/nav.ts';
import type { PageProps } from '../types.ts';

/** The account tab. The user card, balances and product shortcuts arrive with the accounts capability. */
export function ProfilePage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <PageShell title={t(`nav.title.${route.title}`)} noBack>
      <List>
        <List.Item prefix={<SetOutline />} onClick={() => nav.go('/pages/setting/index')} data-testid="profile-settings">
          {t('nav.title.setting')}
        </List.Item>
      </List>
    </PageShell>
  );
}
