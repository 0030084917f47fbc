import { useSearchParams } from 'react-router';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { contentPath } from '../../../common/routes.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { useAlternateSlugs } from '../../lib/alternate-slugs.js';
import { HydrateInTurn } from '../../lib/hydration-turns.js';
import { useLocale } from '../../lib/locale.js';
import { usePageHeader } from '../../components/page-header.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { ArticleList } from '../shared/article-card.js';
import { FallbackNotice, useFallbackLang } from '../shared/fallback-notice.js';
import { formatDate, formatEventRange } from '../shared/format.js';
import { ResponsiveImage } from '../shared/responsive-image.js';
import { RichText } from '../shared/rich-text.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useCanonicalSlug, useContentMatch } from '../shared/use-content-match.js';
import './article.css';

/** A news article: date, cover, body, category, tags and related news. */
export default function ArticleScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const match = useContentMatch('article');
  const [query] = useSearchParams();
  const article = useRead(SCREEN_REQUESTS.article(match, query).item);
  const data = article.data;
  const lang = useFallbackLang(data);

  useCanonicalSlug(match, data);
  useAlternateSlugs(data?.slugs);
  const banner = usePageHeader(
    data
      ? {
          title: data.title,
          lang,
          breadcrumbs: [
            ...(data.category ? [{ label: data.category.name, to: contentPath('category', locale, data.category.id, data.category.slug) }] : []),
            { label: data.title },
          ],
        }
      : null,
  );

  if (article.error) throw article.error;
  if (!data) return <ScreenPlaceholder lines={8} />;

  return (
    <>
      {banner}
      <div className="content article-screen">
        <FallbackNotice item={data} />
        <article className="article" lang={lang}>
          <p className="article__meta">
            <span>
              {t('article.published')} <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, locale)}</time>
            </span>
            {data.category && (
              <span>
                {t('article.category')}{' '}
                <LocalizedLink to={{ key: 'category', id: data.category.id, slug: data.category.slug }}>{data.category.name}</LocalizedLink>
              </span>
            )}
          </p>
          {data.eventStart && (
            <p className="article__event">
              <strong>{t('article.event')}</strong> <time dateTime={data.eventStart}>{formatEventRange(data.eventStart, data.eventEnd, locale)}</time>{' '}
              <a href={`/api/articles/${data.id}/event.ics?locale=${locale}`} download>
                {t('article.addToCalendar')}
              </a>
            </p>
          )}
          {data.cover && (
            <figure className="article__cover">
              <ResponsiveImage
                media={data.cover}
                sizes="(max-width: 960px) 100vw, 48rem"
                alt={t('article.coverAlt', { title: data.title })}
                loading="eager"
                fetchPriority="high"
              />
            </figure>
          )}
          {data.summary && <p className="article__lead">{data.summary}</p>}
          <RichText html={data.body} />
          {data.tags.length > 0 && (
            <div className="article__tags">
              <h2 className="article__tags-title" id="article-tags">
                {t('article.tags')}
              </h2>
              <ul aria-labelledby="article-tags">
                {data.tags.map((tag) => (
                  <li key={tag.id}>
                    <LocalizedLink className="chip article__tag" to={{ key: 'tag', id: tag.id, slug: tag.slug }}>
                      {tag.name}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </article>
        {data.related.length > 0 && (
          <HydrateInTurn>
            <section className="article-related" aria-labelledby="article-related">
              <h2 id="article-related">{t('article.related')}</h2>
              <ArticleList articles={data.related} headingLevel={3} />
            </section>
          </HydrateInTurn>
        )}
      </div>
    </>
  );
}
