import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { useNotice } from './queries.ts';
import './notice.css';

/** One notice (query `id`); opening it marks it read. */
export function NoticeDetailPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const { token } = useSession();
  const id = Number(query.id);
  const notice = useNotice(id);

  let body;
  if (!token) body = <LoginRequired text={t('notice.loginFirst')} />;
  else if (!Number.isSafeInteger(id) || id <= 0 || (notice.error instanceof ApiError && notice.error.code === 404)) body = <Empty text={t('common.pageNotFound')} />;
  else if (notice.isError) body = <LoadError onRetry={() => void notice.refetch()} />;
  else if (!notice.data) body = <DelayedLoading />;
  else {
    const n = notice.data;
    body = (
      <article className="notice-detail" data-testid="notice-detail">
        <span className={`notice-kind kind-${n.kind}`}>{t(`notice.kinds.${n.kind}`, { defaultValue: t('notice.kinds.system') })}</span>
        <h1 data-testid="notice-detail-title">{n.title}</h1>
        <time className="num">{formatDateTime(n.createdAt)}</time>
        <p data-testid="notice-detail-body">{n.body}</p>
        {n.ref?.startsWith('kyc') && (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => nav.go('/pages/kyc/individual')} data-testid="notice-go-kyc">
            {t('notice.goKyc')}
          </Button>
        )}
      </article>
    );
  }
  return <PageShell title={t(`nav.title.${route.title}`)}>{body}</PageShell>;
}
