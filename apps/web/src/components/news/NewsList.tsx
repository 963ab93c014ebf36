import type { ArticleSummary, NewsCategory } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { DelayedLoading, Empty, LoadError } from '../states.tsx';
import { useNewsList } from './queries.ts';
import './news.css';

/** "Today 09:30" style is avoided on purpose: the spec's formats are MM/DD/YYYY and hh:mm. */
export function publishedLabel(ms: number): string {
  return `${formatDate(ms)} ${formatTime(ms)}`;
}

/**
 * Published news in the UI language, newest first: a cover (or the category's tile),
 * the title and the date. `more` shows a button that loads the next page.
 */
export function NewsList({ category = 'all', pageSize = 5, more = true }: { category?: NewsCategory | 'all'; pageSize?: number; more?: boolean }) {
  const { t } = useTranslation();
  const list = useNewsList(category, pageSize);
  const articles = list.data?.pages.flatMap((page) => page.list) ?? [];
  if (list.isError && !list.data) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <DelayedLoading />;
  if (articles.length === 0) return <Empty text={t('news.empty')} />;
  return (
    <div className="news-list" data-testid="news-list">
      <ul>
        {articles.map((article) => (
          <NewsRow key={article.id} article={article} />
        ))}
      </ul>
      {more && list.hasNextPage && (
        <button type="button" className="news-more" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} data-testid="news-more">
          {t('news.more')}
        </button>
      )}
    </div>
  );
}

function NewsRow({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <li>
      <button type="button" className="news-row" onClick={() => nav.go('/pages/news/detail', { id: article.id })} data-testid={`news-${article.id}`}>
        <span className="news-text">
          <span className="news-title">{article.title}</span>
          <span className="news-meta">
            <span className={`news-category cat-${article.category}`}>{t(`news.categories.${article.category}`)}</span>
            <time className="num">{publishedLabel(article.publishAt)}</time>
          </span>
        </span>
        <NewsThumb article={article} />
      </button>
    </li>
  );
}

export function NewsThumb({ article, large }: { article: Pick<ArticleSummary, 'cover' | 'category'>; large?: boolean }) {
  const { t } = useTranslation();
  if (article.cover) return <img className={large ? 'news-cover' : 'news-thumb'} src={article.cover} alt="" loading="lazy" />;
  return (
    <span className={`${large ? 'news-cover' : 'news-thumb'} news-tile cat-${article.category}`} aria-hidden>
      {t(`news.categories.${article.category}`)}
    </span>
  );
}
