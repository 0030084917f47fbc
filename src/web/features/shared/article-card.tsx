import { LocalizedLink } from '../../components/localized-link.js';
import { useLocale } from '../../lib/locale.js';
import type { ArticleSummary } from './api-types.js';
import { useFallbackLang } from './fallback-notice.js';
import { formatDate } from './format.js';
import { ResponsiveImage } from './responsive-image.js';
import './article-card.css';

interface ArticleCardProps {
  article: ArticleSummary;
  /** Level of the title's heading, so the card fits the outline of the screen it is on. */
  headingLevel: 2 | 3 | 4;
  /** Title and date only (short lists such as the home page's columns). */
  compact?: boolean;
  /** Show the category (off where the list is the category's own). */
  showCategory?: boolean;
}

/**
 * A news article in a list: cover, title, date, category and summary. The whole card is
 * clickable through its title link, which stays the one link a screen reader hears.
 */
export function ArticleCard({ article, headingLevel, compact = false, showCategory = true }: ArticleCardProps) {
  const locale = useLocale();
  const lang = useFallbackLang({ fallback: false, locale: article.locale });
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={compact ? 'article-card article-card--compact card--link' : 'article-card card card--link'} lang={lang}>
      {!compact && article.cover && (
        // The title says what the picture shows; an alt text would only repeat it.
        <ResponsiveImage className="card__media" media={article.cover} sizes="(max-width: 600px) 100vw, (max-width: 1264px) 50vw, 24rem" alt="" />
      )}
      <div className={compact ? 'article-card__body' : 'card__body'}>
        <Heading className="card__title">
          <LocalizedLink to={{ key: 'article', id: article.id, slug: article.slug }}>{article.title}</LocalizedLink>
        </Heading>
        <p className="article-card__meta">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
          {showCategory && article.category && <span className="article-card__category">{article.category.name}</span>}
        </p>
        {!compact && article.summary && <p className="article-card__summary">{article.summary}</p>}
      </div>
    </article>
  );
}

/** A list of article cards (a grid, or a plain column when compact). */
export function ArticleList({ articles, ...card }: Omit<ArticleCardProps, 'article'> & { articles: ArticleSummary[] }) {
  return (
    <ul className={card.compact ? 'article-list--compact' : 'card-grid'}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} {...card} />
        </li>
      ))}
    </ul>
  );
}
