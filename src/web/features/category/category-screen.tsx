import { useSearchParams } from 'react-router';
import { calendarPath, feedPath, topicQuery } from '../../../common/feeds.js';
import { routeRequests } from '../../../common/initial-data.js';
import { Pagination } from '../../components/ui/pagination.js';
import { useAlternateSlugs } from '../../lib/alternate-slugs.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useApi } from '../../lib/query.js';
import type { ArticleList as ArticleListResponse, Category } from '../shared/api-types.js';
import { ArticleList } from '../shared/article-card.js';
import { FallbackNotice, useFallbackLang } from '../shared/fallback-notice.js';
import { pageCountOf } from '../shared/paging.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useCanonicalSlug, useContentMatch } from '../shared/use-content-match.js';
import { useListQuery } from '../shared/use-list-query.js';
import './category.css';

/** Where a reader can follow the category: its news feeds and its calendar of events. */
function CategoryFeeds({ id }: { id: number }) {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const topic = topicQuery({ kind: 'category', id });
  return (
    <p className="category-screen__feeds">
      {t('category.follow')} <a href={`${feedPath(locale, 'rss')}${topic}`}>RSS</a> · <a href={`${feedPath(locale, 'atom')}${topic}`}>Atom</a> ·{' '}
      <a href={calendarPath(locale, id)}>{t('category.calendar')}</a>
    </p>
  );
}

/** A category: its name and description, and its articles a page at a time (?page=N). */
export default function CategoryScreen() {
  const { t } = useMessages('screens');
  const match = useContentMatch('category');
  const [query] = useSearchParams();
  const [categoryPath, articlesPath] = routeRequests(match, query);
  const category = useApi<Category>(categoryPath!);
  const articles = useListQuery<ArticleListResponse>(articlesPath!);
  const data = category.data;
  const lang = useFallbackLang(data);

  useCanonicalSlug(match, data);
  useAlternateSlugs(data?.slugs);
  const banner = usePageHeader(data ? { title: data.name, lang, breadcrumbs: [{ label: data.name }] } : null);

  if (category.error) throw category.error;
  if (articles.error) throw articles.error;
  if (!data) return <ScreenPlaceholder />;

  const list = articles.data;
  return (
    <>
      {banner}
      <div className="content category-screen">
        <FallbackNotice item={data} />
        {data.description && (
          <p className="category-screen__description" lang={lang}>
            {data.description}
          </p>
        )}
        <section aria-labelledby="category-articles" aria-busy={articles.isPlaceholderData || undefined}>
          <h2 id="category-articles" className="category-screen__title">
            {t('category.articles')}
          </h2>
          {!list ? (
            <ScreenPlaceholder lines={3} />
          ) : list.items.length === 0 ? (
            <p className="category-screen__empty">{list.page > 1 ? t('category.pageEmpty') : t('category.empty')}</p>
          ) : (
            <>
              <p className="category-screen__count">{t('category.count', { total: list.total })}</p>
              <ArticleList articles={list.items} headingLevel={3} showCategory={false} />
            </>
          )}
          {list && <Pagination page={list.page} pageCount={pageCountOf(list)} />}
        </section>
        <CategoryFeeds id={data.id} />
      </div>
    </>
  );
}
