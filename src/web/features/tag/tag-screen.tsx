import { useSearchParams } from 'react-router';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { usePageHeader } from '../../components/page-header.js';
import { useAlternateSlugs } from '../../lib/alternate-slugs.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { FallbackNotice, useFallbackLang } from '../shared/fallback-notice.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { TopicArticles, TopicFeeds } from '../shared/topic-articles.js';
import { useCanonicalSlug, useContentMatch } from '../shared/use-content-match.js';
import { useListQuery } from '../shared/use-list-query.js';
import './tag.css';

/** A tag: the articles that carry it, a page at a time (?page=N), and its news feeds. */
export default function TagScreen() {
  const { t } = useMessages('screens');
  const match = useContentMatch('tag');
  const [query] = useSearchParams();
  const requests = SCREEN_REQUESTS.tag(match, query);
  const tag = useRead(requests.item);
  const articles = useListQuery(requests.articles);
  const data = tag.data;
  const lang = useFallbackLang(data);

  useCanonicalSlug(match, data);
  useAlternateSlugs(data?.slugs);
  const banner = usePageHeader(data ? { title: data.name, lang, breadcrumbs: [{ label: data.name }] } : null);

  if (tag.error) throw tag.error;
  if (articles.error) throw articles.error;
  if (!data) return <ScreenPlaceholder />;

  return (
    <>
      {banner}
      <div className="content tag-screen">
        <FallbackNotice item={data} />
        <TopicArticles
          headingId="tag-articles"
          articles={articles}
          showCategory
          texts={{ title: t('tag.articles', { name: data.name }), count: (total) => t('tag.count', { total }), empty: t('tag.empty'), pageEmpty: t('tag.pageEmpty') }}
        />
        <TopicFeeds topic={{ kind: 'tag', id: data.id }} label={t('tag.follow')} />
      </div>
    </>
  );
}
