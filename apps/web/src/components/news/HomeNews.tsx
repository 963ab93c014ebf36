import { NEWS_CATEGORIES, type NewsCategory } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsList } from './NewsList.tsx';
import './news.css';

const TABS = ['all', ...NEWS_CATEGORIES] as const;

/**
 * The home page's news section (homeSlots.news): category chips and the newest
 * articles of the UI language, with "more news".
 */
export default function HomeNews() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<NewsCategory | 'all'>('all');
  return (
    <section className="home-section card-section news-section" data-testid="home-news">
      <div className="section-header">
        <h2>{t('news.title')}</h2>
      </div>
      <div className="news-chips" role="tablist">
        {TABS.map((key) => (
          <button key={key} type="button" role="tab" aria-selected={key === category} className={key === category ? 'active' : undefined} onClick={() => setCategory(key)} data-testid={`news-tab-${key}`}>
            {t(`news.categories.${key}`)}
          </button>
        ))}
      </div>
      <NewsList category={category} />
    </section>
  );
}
