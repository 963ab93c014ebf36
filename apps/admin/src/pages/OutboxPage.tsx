import { adminApi } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall } from '../api.ts';
import { Empty, LoadFailed, Loading, notify, PageHeader, Pager } from '../components/ui.tsx';
import { extractCode, formatDateTime } from '../format.ts';
import { useT } from '../i18n.ts';
import { adminKeys } from '../queries.ts';
import { navigate, type AdminRoute } from '../router.ts';

const PAGE_SIZE = 20;

/** Emails kept instead of sent (no SMTP_URL), with the verification code shown big. */
export function OutboxPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const to = route.query.to ?? '';
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const [draft, setDraft] = useState(to);
  const list = useQuery({
    queryKey: adminKeys.outbox(to, pageNum),
    queryFn: ({ signal }) => adminCall(adminApi.outbox, { query: { to: to || undefined, pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
  const filter = (event: FormEvent) => {
    event.preventDefault();
    navigate('outbox', undefined, { to: draft.trim() });
  };
  const copy = (code: string) => void navigator.clipboard?.writeText(code).then(() => notify(t('common.copied')));

  return (
    <>
      <PageHeader title={t('outbox.title')} subtitle={t('outbox.subtitle')} />
      <form className="toolbar" onSubmit={filter} role="search">
        <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('outbox.to')} maxLength={100} data-testid="outbox-to" />
        <button type="submit" className="btn btn-primary" data-testid="outbox-search">
          {t('common.search')}
        </button>
      </form>
      {list.isError && !list.data ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.list.length === 0 ? (
        <section className="card">
          <Empty />
        </section>
      ) : (
        <>
          <div className="mail-list" data-testid="outbox-list">
            {list.data.list.map((mail) => {
              const code = extractCode(mail.text);
              return (
                <article key={mail.id} className="card mail" data-testid={`outbox-mail-${mail.id}`} data-to={mail.to}>
                  <header className="mail-head">
                    <div>
                      <strong>{mail.subject}</strong>
                      <div className="muted small">
                        {mail.to} · <span className="num">{formatDateTime(mail.createdAt)}</span>
                      </div>
                    </div>
                    {code && (
                      <button type="button" className="mail-code" onClick={() => copy(code)} title={t('common.copy')} data-testid="outbox-code">
                        <span className="muted small">{t('outbox.code')}</span>
                        <span className="num">{code}</span>
                      </button>
                    )}
                  </header>
                  <pre className="mail-text">{mail.text}</pre>
                </article>
              );
            })}
          </div>
          <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('outbox', undefined, { to, page })} />
        </>
      )}
    </>
  );
}
