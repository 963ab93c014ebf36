import Badge from 'antd-mobile/es/components/badge';
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { useUnreadCount } from '../../screens/profile/queries.ts';
import { badgeText } from './unread.ts';
import './notices.css';

/**
 * The home header's bell: opens the notices, with the live unread count (kept current
 * by TabBadges, which is mounted on every tab page). Drop it in the header's `right`.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const nav = useNav();
  const { token } = useSession();
  const unread = useUnreadCount();
  const text = token ? badgeText(unread.data) : undefined;
  return (
    <button type="button" className="notice-bell" onClick={() => nav.go('/pages/notice/index')} aria-label={text ? `${t('nav.title.notice')} ${text}` : t('nav.title.notice')} data-testid="home-notice-bell">
      <Badge content={text ? <span data-testid="home-notice-badge">{text}</span> : null} style={{ '--right': '-4px', '--top': '2px' }}>
        <BellOutline fontSize={22} />
      </Badge>
    </button>
  );
}
