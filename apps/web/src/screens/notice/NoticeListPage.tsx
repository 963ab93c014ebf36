import type { Notice } from '@app/contracts';
import { PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { InfiniteTail } from '../../components/InfiniteTail.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { showCallError, toastOk } from '../auth/forms.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { useMarkAllRead, useNoticeList } from './queries.ts';
import './notice.css';

export function NoticeListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const { token } = useSession();
  const list = useNoticeList();
  const markAll = useMarkAllRead();
  const notices = list.data?.pages.flatMap((page) => page.list) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  const right =
    token && unread > 0 ? (
      <button
        type="button"
        className="notice-mark-all"
        disabled={markAll.isPending}
        onClick={() => markAll.mutate(undefined, { onSuccess: () => toastOk(t('notice.markedAll')), onError: (error) => showCallError(error) })}
        data-testid="notice-mark-all"
      >
        {t('notice.markAll')}
      </button>
    ) : null;

  let body;
  if (!token) body = <LoginRequired text={t('notice.loginFirst')} />;
  else if (list.isError && !list.data) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <DelayedLoading />;
  else if (notices.length === 0) body = <Empty text={t('notice.empty')} />;
  else
    body = (
      <PullToRefresh
        onRefresh={async () => void (await list.refetch())}
        pullingText={t('notice.pull.pulling')}
        canReleaseText={t('notice.pull.release')}
        refreshingText={t('notice.pull.refreshing')}
        completeText={t('notice.pull.done')}
      >
        <div className="notice-summary" data-testid="notice-summary">
          {unread > 0 ? t('notice.unreadCount', { count: unread }) : t('notice.allRead')}
        </div>
        <ul className="notice-list" data-testid="notice-list">
          {notices.map((notice) => (
            <NoticeRow key={notice.id} notice={notice} onOpen={() => nav.go('/pages/notice/detail', { id: notice.id })} />
          ))}
        </ul>
        <InfiniteTail pages={list} endText={t('notice.noMore')} endClassName="notice-end" />
      </PullToRefresh>
    );

  return (
    <PageShell title={t(`nav.title.${route.title}`)} right={right}>
      {body}
    </PageShell>
  );
}

function NoticeRow({ notice, onOpen }: { notice: Notice; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" className={`notice-row ${notice.read ? 'is-read' : 'is-unread'}`} onClick={onOpen} data-testid={`notice-${notice.id}`} data-read={notice.read}>
        <span className={`notice-kind kind-${notice.kind}`}>{t(`notice.kinds.${notice.kind}`, { defaultValue: t('notice.kinds.system') })}</span>
        <span className="notice-main">
          <span className="notice-title">
            {!notice.read && <i className="notice-dot" aria-label={t('notice.unread')} data-testid="notice-unread-dot" />}
            {notice.title}
          </span>
          <span className="notice-body">{notice.body}</span>
          <span className="notice-time num">{formatDateTime(notice.createdAt)}</span>
        </span>
      </button>
    </li>
  );
}
