import { useSearchParams } from 'react-router';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { useAlternateSlugs } from '../../lib/alternate-slugs.js';
import { usePageHeader } from '../../components/page-header.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { FallbackNotice, useFallbackLang } from '../shared/fallback-notice.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { TopicArticles, TopicFeeds } from '../shared/topic-articles.js';
import { useCanonicalSlug, useContentMatch } from '../shared/use-content-match.js';
import { useListQuery } from '../shared/use-list-query.js';
import './category.css';

/** A category: its name and description, its articles a page at a time (?page=N), and its feeds and calendar. */
export default function CategoryScreen() {
  const { t } = useMessages('screens');
  const match = useContentMatch('category');
  const [query] = useSearchParams();
  const requests = SCREEN_REQUESTS.category(match, query);
  const category = useRead(requests.item);
  const articles = useListQuery(requests.articles);
  const data = category.data;
  const lang = useFallbackLang(data);

  useCanonicalSlug(match, data);
  useAlternateSlugs(data?.slugs);
  const banner = usePageHeader(data ? { title: data.name, lang, breadcrumbs: [{ label: data.name }] } : null);

  if (category.error) throw category.error;
  if (articles.error) throw articles.error;
  if (!data) return <ScreenPlaceholder />;

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
        <TopicArticles
          headingId="category-articles"
          articles={articles}
          showCategory={false}
          texts={{ title: t('category.articles'), count: (total) => t('category.count', { total }), empty: t('category.empty'), pageEmpty: t('category.pageEmpty') }}
        />
        <TopicFeeds topic={{ kind: 'category', id: data.id }} label={t('category.follow')} />
      </div>
    </>
  );
}
