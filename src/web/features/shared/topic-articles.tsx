import { type Topic, calendarPath, feedPath, topicQuery } from '../../../common/feeds.js';
import { Pagination } from '../../components/ui/pagination.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import type { ArticleList as ArticleListResponse } from './api-types.js';
import { AlertsLink } from './alerts-link.js';
import { ArticleList } from './article-card.js';
import { pageCountOf } from './paging.js';
import { ScreenPlaceholder } from './screen-placeholder.js';
import type { ListQuery } from './use-list-query.js';
import './topic-articles.css';

/** What a topic's screen calls its list of articles, in the reader's language. */
export interface TopicArticlesTexts {
  title: string;
  /** The number of articles, with `total` filled in. */
  count: (total: number) => string;
  empty: string;
  /** A page past the last (an old link). */
  pageEmpty: string;
}

interface TopicArticlesProps {
  /** The id of the list's heading (its section is named by it). */
  headingId: string;
  articles: ListQuery<ArticleListResponse>;
  texts: TopicArticlesTexts;
  /** Show each article's category (off where the list is the category's own). */
  showCategory: boolean;
}

/** The articles of a topic (a category or a tag), newest first, a page at a time (?page=N). */
export function TopicArticles({ headingId, articles, texts, showCategory }: TopicArticlesProps) {
  const list = articles.data;
  return (
    <section aria-labelledby={headingId} aria-busy={articles.isPlaceholderData || undefined}>
      <h2 id={headingId} className="topic-articles__title">
        {texts.title}
      </h2>
      {!list ? (
        <ScreenPlaceholder lines={3} />
      ) : list.items.length === 0 ? (
        <p className="topic-articles__empty">{list.page > 1 ? texts.pageEmpty : texts.empty}</p>
      ) : (
        <>
          <p className="topic-articles__count">{texts.count(list.total)}</p>
          <ArticleList articles={list.items} headingLevel={3} showCategory={showCategory} />
        </>
      )}
      {list && <Pagination page={list.page} pageCount={pageCountOf(list)} />}
    </section>
  );
}

/** Where a reader can follow a topic: its news feeds (RSS and Atom), for a category its calendar of events, and its e-mail alerts. */
export function TopicFeeds({ topic, label }: { topic: Topic; label: string }) {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const query = topicQuery(topic);
  return (
    <p className="topic-feeds">
      {label} <a href={`${feedPath(locale, 'rss')}${query}`}>RSS</a> · <a href={`${feedPath(locale, 'atom')}${query}`}>Atom</a>
      {topic.kind === 'category' && (
        <>
          {' · '}
          <a href={calendarPath(locale, topic.id)}>{t('category.calendar')}</a>
        </>
      )}
      {' · '}
      <AlertsLink topic={topic} />
    </p>
  );
}
