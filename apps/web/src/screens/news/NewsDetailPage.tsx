import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { NewsThumb, publishedLabel } from '../../components/news/NewsList.tsx';
import { useArticle } from '../../components/news/queries.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import type { PageProps } from '../types.ts';
import '../../components/news/news.css';

/** One article (query `id`): cover, title, category and date, then the plain-text paragraphs. */
export function NewsDetailPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id);
  const article = useArticle(id);

  let body;
  if (!Number.isSafeInteger(id) || id <= 0 || (article.error instanceof ApiError && article.error.code === 404)) body = <Empty text={t('news.notFound')} />;
  else if (article.isError) body = <LoadError onRetry={() => void article.refetch()} />;
  else if (!article.data) body = <DelayedLoading />;
  else {
    const a = article.data;
    body = (
      <article className="news-article" data-testid="news-detail" lang={a.language === 'zh' ? 'zh-Hans' : a.language}>
        <NewsThumb article={a} large />
        <h1 data-testid="news-detail-title">{a.title}</h1>
        <div className="news-meta">
          <span className={`news-category cat-${a.category}`}>{t(`news.categories.${a.category}`)}</span>
          <time className="num">{t('news.published', { date: publishedLabel(a.publishAt) })}</time>
        </div>
        {a.summary && <p className="news-summary">{a.summary}</p>}
        {a.body.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {a.source && <div className="news-source">{t('news.source', { source: a.source })}</div>}
      </article>
    );
  }
  return <PageShell title={t(`nav.title.${route.title}`)}>{body}</PageShell>;
}
