import { adminNoticesApi, LOCALES, rolesAllow, type Locale } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf, navigate, type AdminRoute } from '../../router.ts';
import { useOperatorSession } from '../../session.ts';
import { engagementKeys } from './shared.ts';
import './engagement.css';

const PAGE_SIZE = 20;
type Texts = Record<Locale, string>;
const empty = (): Texts => ({ es: '', en: '', zh: '' });

/** Operator notices: write one (to a user or to all, in up to three languages) and see what was sent. `?userId=` preselects a user. */
export function NoticesPage({ route }: { route: AdminRoute }) {
  const { t, locale } = useT();
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  // A notice to everybody is the admin's; other operators write to one user.
  const { operator } = useOperatorSession();
  const mayBroadcast = rolesAllow(operator?.roles ?? [], ['admin']);
  const [target, setTarget] = useState<'user' | 'all'>(route.query.userId || !mayBroadcast ? 'user' : 'all');
  const [userId, setUserId] = useState(route.query.userId ?? '');
  const [title, setTitle] = useState<Texts>(empty);
  const [body, setBody] = useState<Texts>(empty);
  const [error, setError] = useState<string>();

  const history = useQuery({
    queryKey: engagementKeys.notices(pageNum),
    queryFn: ({ signal }) => adminCall(adminNoticesApi.list, { query: { pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const send = useMutation({
    mutationFn: () =>
      adminCall(adminNoticesApi.send, {
        body: {
          target,
          ...(target === 'user' ? { userId: Number(userId) } : {}),
          title: Object.fromEntries(LOCALES.filter((l) => title[l].trim()).map((l) => [l, title[l]])),
          body: Object.fromEntries(LOCALES.filter((l) => body[l].trim()).map((l) => [l, body[l]])),
        },
      }),
    onSuccess: () => {
      notify(t('engagement.notices.sent'));
      setTitle(empty());
      setBody(empty());
      setError(undefined);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
    },
    onError: (e) => setError(errorText(e, t('common.loadFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = LOCALES.some((l) => title[l].trim()) && LOCALES.some((l) => body[l].trim());
    if (!complete) return setError(t('engagement.notices.missing'));
    if (target === 'all' && !window.confirm(t('engagement.notices.confirmAll'))) return;
    send.mutate();
  };

  return (
    <>
      <PageHeader title={t('engagement.notices.title')} subtitle={t('engagement.notices.subtitle')} />
      <form className="card narrow notice-form" onSubmit={submit} data-testid="notice-form">
        <div className="field-row">
          <label className="field">
            {t('engagement.notices.target')}
            <select value={target} onChange={(e) => setTarget(e.target.value as 'user' | 'all')} data-testid="notice-target">
              {mayBroadcast && <option value="all">{t('engagement.notices.toAll')}</option>}
              <option value="user">{t('engagement.notices.toUser')}</option>
            </select>
          </label>
          {target === 'user' && (
            <label className="field">
              {t('engagement.notices.userId')}
              <input inputMode="numeric" value={userId} required onChange={(e) => setUserId(e.target.value.replace(/\D/g, ''))} data-testid="notice-user" />
            </label>
          )}
        </div>
        {LOCALES.map((code) => {
          const lang = t(`engagement.news.languages.${code}`);
          return (
            <div key={code} className="notice-lang">
              <label className="field">
                {t('engagement.notices.titleIn', { lang })}
                <input value={title[code]} maxLength={120} onChange={(e) => setTitle((v) => ({ ...v, [code]: e.target.value }))} data-testid={`notice-title-${code}`} />
              </label>
              <label className="field">
                {t('engagement.notices.bodyIn', { lang })}
                <textarea rows={3} value={body[code]} maxLength={4000} onChange={(e) => setBody((v) => ({ ...v, [code]: e.target.value }))} data-testid={`notice-body-${code}`} />
              </label>
            </div>
          );
        })}
        <p className="muted small">{t('engagement.notices.fallbackHint')}</p>
        {error && (
          <div className="form-error" role="alert" data-testid="notice-error">
            {error}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={send.isPending} data-testid="notice-send">
          {t('engagement.notices.send')}
        </button>
      </form>

      <h2 className="card-subtitle">{t('engagement.notices.history')}</h2>
      <section className="card">
        {history.isError && !history.data ? (
          <LoadFailed error={history.error} onRetry={() => void history.refetch()} />
        ) : !history.data ? (
          <Loading />
        ) : history.data.list.length === 0 ? (
          <Empty />
        ) : (
          <>
            <table className="table" data-testid="notice-history">
              <thead>
                <tr>
                  <th>{t('engagement.notices.col.id')}</th>
                  <th>{t('engagement.notices.col.target')}</th>
                  <th>{t('engagement.notices.col.title')}</th>
                  <th>{t('engagement.notices.col.reads')}</th>
                  <th>{t('engagement.notices.col.by')}</th>
                  <th>{t('engagement.notices.col.at')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.list.map((notice) => (
                  <tr key={notice.id} data-testid={`notice-row-${notice.id}`}>
                    <td className="num">{notice.id}</td>
                    <td>
                      {notice.target === 'all' ? (
                        <Badge tone="info">{t('engagement.notices.everyone')}</Badge>
                      ) : (
                        <a href={hrefOf('users', notice.userId)}>{notice.username ?? `#${notice.userId}`}</a>
                      )}
                    </td>
                    <td className="detail-cell">
                      <strong>{notice.title[locale]}</strong>
                      <div className="muted small">{notice.body[locale]}</div>
                    </td>
                    <td className="num">{notice.readCount}</td>
                    <td>{notice.operatorUsername ?? '—'}</td>
                    <td className="nowrap num">{formatDateTime(notice.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={history.data.total} onPage={(page) => navigate('notices', undefined, { page })} />
          </>
        )}
      </section>
    </>
  );
}
