import { adminNewsApi, LOCALES, NEWS_CATEGORIES, type AdminArticle, type Locale, type NewsCategory } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { PagedTable, pageNumOf, StatusTabs } from '../../components/PagedTable.tsx';
import { AuthImage, Badge, errorText, LoadFailed, Loading, notify, PageHeader } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf, navigate, type AdminRoute } from '../../router.ts';
import { engagementKeys, toLocalInput, uploadOperatorImage } from './shared.ts';
import './engagement.css';

const PAGE_SIZE = 20;
const STATUSES = ['all', 'draft', 'published'] as const;

function stateOf(article: AdminArticle): 'draft' | 'scheduled' | 'live' {
  if (article.status === 'draft') return 'draft';
  return article.live ? 'live' : 'scheduled';
}
const STATE_TONE = { draft: 'neutral', scheduled: 'warn', live: 'good' } as const;

/** The articles: every language and status, newest first; `?new=1` opens an empty editor. */
export function NewsPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  if (route.query.new) return <ArticleEditor />;
  const status = (STATUSES as readonly string[]).includes(route.query.status ?? '') ? (route.query.status as (typeof STATUSES)[number]) : 'all';
  const language = (LOCALES as readonly string[]).includes(route.query.language ?? '') ? (route.query.language as Locale) : '';
  const pageNum = pageNumOf(route.query.page);
  return <NewsList status={status} language={language} pageNum={pageNum} t={t} />;
}

function NewsList({ status, language, pageNum, t }: { status: (typeof STATUSES)[number]; language: Locale | ''; pageNum: number; t: ReturnType<typeof useT>['t'] }) {
  const list = useQuery({
    queryKey: engagementKeys.newsList(status, language, pageNum),
    queryFn: ({ signal }) => adminCall(adminNewsApi.list, { query: { status, pageNum, pageSize: PAGE_SIZE, ...(language ? { language } : {}) } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title={t('engagement.news.title')}
        subtitle={t('engagement.news.subtitle')}
        actions={
          <a className="btn btn-primary" href={hrefOf('news', undefined, { new: 1 })} data-testid="news-create">
            {t('engagement.news.create')}
          </a>
        }
      />
      <StatusTabs
        statuses={STATUSES}
        current={status}
        href={(s) => hrefOf('news', undefined, { status: s, language })}
        label={(s) => t(`engagement.news.status.${s === 'published' ? 'published' : s}`)}
        testId="news"
      />
      <div className="filters">
        <label className="inline-field">
          {t('engagement.news.col.language')}
          <select value={language} onChange={(e) => navigate('news', undefined, { status, language: e.target.value })} data-testid="news-language">
            <option value="">{t('common.all')}</option>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {t(`engagement.news.languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        query={list}
        testId="news-table"
        columns={[
          t('engagement.news.col.id'),
          t('engagement.news.col.title'),
          t('engagement.news.col.language'),
          t('engagement.news.col.category'),
          t('engagement.news.col.status'),
          t('engagement.news.col.publishAt'),
          t('engagement.news.col.updatedBy'),
        ]}
        row={(article) => {
          const state = stateOf(article);
          return (
            <tr key={article.id} className="row-link" onClick={() => navigate('news', article.id)} data-testid={`news-row-${article.id}`}>
              <td className="num">{article.id}</td>
              <td className="detail-cell">{article.title}</td>
              <td>{t(`engagement.news.languages.${article.language}`)}</td>
              <td>{t(`engagement.news.categories.${article.category}`)}</td>
              <td>
                <Badge tone={STATE_TONE[state]}>{t(`engagement.news.status.${state}`)}</Badge>
              </td>
              <td className="nowrap num">{article.publishAt ? formatDateTime(article.publishAt) : '—'}</td>
              <td>{article.updatedBy ?? '—'}</td>
            </tr>
          );
        }}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={(page) => navigate('news', undefined, { status, language, page })}
      />
    </>
  );
}

/** `#/news/<id>`: edit, publish now or at a time, unpublish, delete. */
export function NewsEditPage({ id }: { id: number }) {
  const article = useQuery({ queryKey: engagementKeys.article(id), queryFn: ({ signal }) => adminCall(adminNewsApi.detail, {}, { id }, signal) });
  if (article.isError) return <LoadFailed error={article.error} onRetry={() => void article.refetch()} />;
  if (!article.data) return <Loading />;
  return <ArticleEditor key={article.data.updatedAt} article={article.data} />;
}

interface Draft {
  title: string;
  summary: string;
  body: string;
  category: NewsCategory;
  language: Locale;
  source: string;
  cover: string;
}

function ArticleEditor({ article }: { article?: AdminArticle }) {
  const { t } = useT();
  const [draft, setDraft] = useState<Draft>({
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    body: article?.body ?? '',
    category: article?.category ?? 'markets',
    language: article?.language ?? 'es',
    source: article?.source ?? '',
    cover: article?.cover ?? '',
  });
  const [when, setWhen] = useState(() => toLocalInput(Date.now() + 3_600_000));
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const done = (saved: AdminArticle, message: string) => {
    void queryClient.invalidateQueries({ queryKey: engagementKeys.news() });
    queryClient.setQueryData(engagementKeys.article(saved.id), saved);
    notify(message);
    setError(undefined);
    if (!article) navigate('news', saved.id);
  };
  const fail = (e: unknown) => setError(errorText(e, t('common.loadFailed')));

  const save = useMutation({
    mutationFn: () =>
      adminCall(adminNewsApi.save, {
        body: {
          ...(article ? { id: article.id } : {}),
          title: draft.title,
          body: draft.body,
          category: draft.category,
          language: draft.language,
          ...(draft.summary.trim() ? { summary: draft.summary } : {}),
          ...(draft.source.trim() ? { source: draft.source } : {}),
          ...(draft.cover ? { cover: draft.cover } : {}),
        },
      }),
    onSuccess: (saved) => done(saved, t('engagement.news.saved')),
    onError: fail,
  });
  const publish = useMutation({
    mutationFn: (publishAt?: number) => adminCall(adminNewsApi.publish, { body: { id: article!.id, ...(publishAt ? { publishAt } : {}) } }),
    onSuccess: (saved) => done(saved, t(saved.live ? 'engagement.news.published' : 'engagement.news.scheduled')),
    onError: fail,
  });
  const unpublish = useMutation({
    mutationFn: () => adminCall(adminNewsApi.unpublish, { body: { id: article!.id } }),
    onSuccess: (saved) => done(saved, t('engagement.news.unpublished')),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => adminCall(adminNewsApi.remove, { body: { id: article!.id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: engagementKeys.news() });
      notify(t('engagement.news.removed'));
      navigate('news');
    },
    onError: fail,
  });

  async function onCover(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      set('cover', await uploadOperatorImage(file));
    } catch (e) {
      notify(errorText(e, t('engagement.news.uploadFail')), 'bad');
    } finally {
      setUploading(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const busy = save.isPending || publish.isPending || unpublish.isPending || remove.isPending;
  const state = article ? stateOf(article) : 'draft';

  return (
    <>
      <PageHeader
        title={article ? t('engagement.news.edit') : t('engagement.news.create')}
        subtitle={article ? `#${article.id}` : undefined}
        actions={
          <>
            <a className="btn" href={hrefOf('news')} data-testid="news-back">
              {t('common.back')}
            </a>
            {article && state === 'live' && (
              <a className="btn" href={`/#/pages/news/detail?id=${article.id}`} target="_blank" rel="noreferrer" data-testid="news-preview">
                {t('engagement.news.preview')}
              </a>
            )}
          </>
        }
      />
      <form className="card narrow article-form" onSubmit={submit} data-testid="news-form">
        {article && (
          <div className="article-state">
            <Badge tone={STATE_TONE[state]} testId="news-state">
              {t(`engagement.news.status.${state}`)}
            </Badge>
            {article.publishAt && <span className="muted num">{formatDateTime(article.publishAt)}</span>}
          </div>
        )}
        <label className="field">
          {t('engagement.news.field.title')}
          <input value={draft.title} maxLength={160} required onChange={(e) => set('title', e.target.value)} data-testid="news-title" />
        </label>
        <div className="field-row">
          <label className="field">
            {t('engagement.news.field.language')}
            <select value={draft.language} onChange={(e) => set('language', e.target.value as Locale)} data-testid="news-lang">
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {t(`engagement.news.languages.${code}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('engagement.news.field.category')}
            <select value={draft.category} onChange={(e) => set('category', e.target.value as NewsCategory)} data-testid="news-category">
              {NEWS_CATEGORIES.map((code) => (
                <option key={code} value={code}>
                  {t(`engagement.news.categories.${code}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('engagement.news.field.source')}
            <input value={draft.source} maxLength={80} onChange={(e) => set('source', e.target.value)} data-testid="news-source" />
          </label>
        </div>
        <label className="field">
          {t('engagement.news.field.summary')}
          <textarea rows={2} value={draft.summary} maxLength={400} onChange={(e) => set('summary', e.target.value)} data-testid="news-summary" />
        </label>
        <label className="field">
          {t('engagement.news.field.body')}
          <textarea rows={12} value={draft.body} maxLength={20_000} required onChange={(e) => set('body', e.target.value)} data-testid="news-body" />
        </label>
        <div className="field">
          {t('engagement.news.field.cover')}
          <div className="cover-row">
            {draft.cover ? <AuthImage url={draft.cover} alt={t('engagement.news.field.cover')} testId="news-cover" /> : null}
            <label className="btn btn-small">
              {uploading ? t('engagement.news.uploading') : t('engagement.news.uploadCover')}
              <input type="file" accept="image/*" hidden disabled={uploading} onChange={(e) => void onCover(e)} data-testid="news-cover-file" />
            </label>
            {draft.cover && (
              <button type="button" className="btn btn-small" onClick={() => set('cover', '')} data-testid="news-cover-remove">
                {t('engagement.news.removeCover')}
              </button>
            )}
          </div>
        </div>
        {error && (
          <div className="form-error" role="alert" data-testid="news-error">
            {error}
          </div>
        )}
        <div className="article-actions">
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="news-save">
            {t('engagement.news.save')}
          </button>
          {article ? (
            <>
              <button type="button" className="btn" disabled={busy} onClick={() => publish.mutate(undefined)} data-testid="news-publish">
                {t('engagement.news.publishNow')}
              </button>
              <span className="inline-field">
                <input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} aria-label={t('engagement.news.field.publishAt')} data-testid="news-when" />
                <button type="button" className="btn" disabled={busy || !when} onClick={() => publish.mutate(new Date(when).getTime())} data-testid="news-schedule">
                  {t('engagement.news.schedule')}
                </button>
              </span>
              {article.status === 'published' && (
                <button type="button" className="btn" disabled={busy} onClick={() => unpublish.mutate()} data-testid="news-unpublish">
                  {t('engagement.news.unpublish')}
                </button>
              )}
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => window.confirm(t('engagement.news.removeConfirm')) && remove.mutate()} data-testid="news-delete">
                {t('engagement.news.remove')}
              </button>
            </>
          ) : (
            <span className="muted small">{t('engagement.news.saveFirst')}</span>
          )}
        </div>
      </form>
    </>
  );
}
