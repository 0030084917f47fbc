import type { z } from 'zod';
import { type Locale, LOCALES } from '../../../common/locales.js';
import { type ContentRouteKey, type ListRouteKey, PRIVATE_LINK_ROUTES, type RouteMatch, contentPath, listPath } from '../../../common/routes.js';
import type { articleDetailSchema, categorySchema, mediaSchema, pageSchema, presentationSchema, tagSchema } from '../../../common/schemas/public.js';
import type { Level } from '../../../common/schemas/levels.js';
import type { Qualification } from '../../../common/schemas/qualifications.js';
import type { Provider } from '../../../common/schemas/providers.js';
import type { Standard } from '../../../common/schemas/standards.js';
import type { Council } from '../../../common/schemas/councils.js';
import { SITE_FULL_NAME, SITE_NAME, pageTitle } from '../../../common/site-name.js';
import { htmlToText, truncateText } from './html-text.js';
import type { HeadImage, PageHead } from './page-head.js';
import { DEFAULT_DESCRIPTION, LANGUAGE_TAG, SCREEN_TITLE, absoluteUrl } from './site-text.js';

type ArticleDetail = z.infer<typeof articleDetailSchema>;
type CategoryDetail = z.infer<typeof categorySchema>;
type TagDetail = z.infer<typeof tagSchema>;
type PageDetail = z.infer<typeof pageSchema>;
type PresentationDetail = z.infer<typeof presentationSchema>;
type Media = z.infer<typeof mediaSchema>;

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_CHARS = 160;

/**
 * The first of the plain texts that has something in it, cut to a search-result length (rich
 * text goes through htmlToText first; plain fields are taken as written, "<" and all).
 */
export function metaDescription(locale: Locale, ...texts: (string | null | undefined)[]): string {
  for (const text of texts) {
    const plain = text?.replace(/\s+/g, ' ').trim();
    if (plain) return truncateText(plain, DESCRIPTION_MAX_CHARS);
  }
  return DEFAULT_DESCRIPTION[locale];
}

/** The largest rendition of an image (variants are WebP resizes; the original is the fallback). */
export function largestImage(media: Media | null | undefined): HeadImage | null {
  if (!media) return null;
  const [largest] = [...media.variants].sort((a, b) => b.width - a.width);
  return largest ? { url: largest.url, width: largest.width, height: largest.height } : { url: media.url, width: media.width, height: media.height };
}

const allLocales = (path: (locale: Locale) => string) => Object.fromEntries(LOCALES.map((locale) => [locale, path(locale)])) as Record<Locale, string>;

/** Head of the list-like screens (LIST_ROUTES): the same screen exists in every locale. */
export function listScreenHead(match: Extract<RouteMatch, { key: ListRouteKey }>, publicUrl: string, query: URLSearchParams): PageHead {
  const { key, locale } = match;
  const home = key === 'home';
  const title = home ? null : SCREEN_TITLE[key][locale];
  return {
    locale,
    title: pageTitle(locale, title),
    shareTitle: title ?? SITE_NAME[locale],
    description: DEFAULT_DESCRIPTION[locale],
    canonicalPath: listPath(key, locale),
    alternates: allLocales((l) => listPath(key, l)),
    ogType: 'website',
    image: null,
    // A page of search results is not a page of its own to index.
    robots: PRIVATE_LINK_ROUTES.includes(key) ? 'noindex, nofollow' : (key === 'search' || key === 'qualifications' || key === 'standards' || key === 'providers') && query.get('q') ? 'noindex, follow' : null,
    jsonLd: home
      ? {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME[locale],
          alternateName: SITE_FULL_NAME[locale],
          url: absoluteUrl(publicUrl, listPath('home', locale)),
          inLanguage: LANGUAGE_TAG[locale],
          potentialAction: {
            '@type': 'SearchAction',
            target: `${absoluteUrl(publicUrl, listPath('search', locale))}?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        }
      : null,
  };
}

interface ItemFacts {
  id: number;
  title: string;
  description: string;
  slug: string;
  slugs: Partial<Record<Locale, string>>;
  fallback: boolean;
  image: HeadImage | null;
}

/**
 * Head of an item page. hreflang lists the locales the item is translated into; a page shown in
 * Cyrillic for want of a translation names the Cyrillic page as canonical (it is the same text).
 */
function itemHead(key: ContentRouteKey, locale: Locale, item: ItemFacts): PageHead {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const l of LOCALES) {
    const slug = item.slugs[l];
    if (slug) alternates[l] = contentPath(key, l, item.id, slug);
  }
  return {
    locale,
    title: pageTitle(locale, item.title),
    shareTitle: item.title,
    description: item.description,
    canonicalPath: item.fallback && alternates.sr ? alternates.sr : contentPath(key, locale, item.id, item.slug),
    alternates,
    ogType: key === 'article' ? 'article' : 'website',
    image: item.image,
    jsonLd: null,
    robots: null,
  };
}

/** Head of an article, with its NewsArticle JSON-LD. */
export function articleHead(locale: Locale, article: ArticleDetail, publicUrl: string): PageHead {
  const image = largestImage(article.cover);
  const head = itemHead('article', locale, {
    ...article,
    description: metaDescription(locale, article.seoDescription, article.summary, htmlToText(article.body)),
    image,
  });
  const url = absoluteUrl(publicUrl, head.canonicalPath!);
  return {
    ...head,
    times: { published: article.publishedAt, modified: article.updatedAt },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: head.description,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      ...(image ? { image: [absoluteUrl(publicUrl, image.url)] } : {}),
      inLanguage: LANGUAGE_TAG[article.locale],
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      publisher: { '@type': 'Organization', name: SITE_NAME[locale], alternateName: SITE_FULL_NAME[locale], url: absoluteUrl(publicUrl, '/') },
    },
  };
}

/** Head of a category, which also offers the feeds of its news. */
export function categoryHead(locale: Locale, category: CategoryDetail): PageHead {
  const head = itemHead('category', locale, { ...category, title: category.name, description: metaDescription(locale, category.description), image: null });
  return { ...head, topicFeed: { topic: { kind: 'category', id: category.id }, name: category.name } };
}

/** Head of a tag, which offers the feeds of its news; it has no text of its own beyond its name. */
export function tagHead(locale: Locale, tag: TagDetail): PageHead {
  const head = itemHead('tag', locale, { ...tag, title: tag.name, description: DEFAULT_DESCRIPTION[locale], image: null });
  return { ...head, topicFeed: { topic: { kind: 'tag', id: tag.id }, name: tag.name } };
}

/** Head of a level of the framework: what it stands for is its description. */
export function levelHead(locale: Locale, level: Level): PageHead {
  return itemHead('level', locale, { ...level, description: metaDescription(locale, level.summary), image: null });
}

/** What the register calls each type of qualification, in schema.org's credentialCategory. */
const CREDENTIAL_CATEGORY: Record<Qualification['type'], string> = {
  general: 'certificate',
  vocational: 'certificate',
  'academic-higher': 'degree',
  'vocational-higher': 'degree',
};

/**
 * Head of a qualification, with its EducationalOccupationalCredential JSON-LD: the level in the
 * framework and in the EQF, what a holder knows and can do, and who awards it.
 */
export function qualificationHead(locale: Locale, qualification: Qualification, publicUrl: string): PageHead {
  const { learningOutcomes } = qualification;
  const head = itemHead('qualification', locale, {
    ...qualification,
    description: metaDescription(locale, qualification.description, ...learningOutcomes.knowledge),
    image: null,
  });
  const url = absoluteUrl(publicUrl, head.canonicalPath!);
  return {
    ...head,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalCredential',
      '@id': url,
      url,
      name: qualification.title,
      identifier: qualification.code,
      description: head.description,
      inLanguage: LANGUAGE_TAG[qualification.locale],
      credentialCategory: CREDENTIAL_CATEGORY[qualification.type],
      educationalLevel: [
        { '@type': 'DefinedTerm', termCode: qualification.nqfLevel, inDefinedTermSet: 'National Qualifications Framework of Serbia', name: qualification.level?.title ?? qualification.nqfLevel },
        { '@type': 'DefinedTerm', termCode: String(qualification.eqfLevel), inDefinedTermSet: 'European Qualifications Framework', url: `http://data.europa.eu/snb/eqf/${qualification.eqfLevel}` },
      ],
      competencyRequired: [...learningOutcomes.knowledge, ...learningOutcomes.skills, ...learningOutcomes.autonomy].map((outcome) => ({ '@type': 'DefinedTerm', name: outcome })),
      recognizedBy: qualification.awardingBodies.map((body) => ({ '@type': 'EducationalOrganization', name: body.name, ...(body.website ? { url: body.website } : {}) })),
      ...(qualification.credits ? { educationalCredentialAwarded: `${qualification.credits} ECTS` } : {}),
      ...(qualification.occupations.length > 0
        ? { occupationalCategory: qualification.occupations.map((occupation) => ({ '@type': 'DefinedTerm', name: occupation.label, url: occupation.uri })) }
        : {}),
      dateModified: qualification.updatedAt,
    },
  };
}

/**
 * Head of a qualification standard: its description names what the rulebook's document is (code,
 * level, status) before its job description, since a standard has no summary of its own.
 */
export function standardHead(locale: Locale, standard: Standard): PageHead {
  return itemHead('standard', locale, {
    ...standard,
    description: metaDescription(locale, [standard.code, standard.jobDescription || standard.learningOutcomes.knowledge[0]].filter(Boolean).join(' · ')),
    image: null,
  });
}

/** Head of an adult-education provider: its description says where it is and how many approvals it holds in force. */
export function providerHead(locale: Locale, provider: Provider): PageHead {
  const approvals = provider.approvals.filter((approval) => approval.status === 'in-force').map((approval) => approval.programme);
  return itemHead('provider', locale, { ...provider, title: provider.name, description: metaDescription(locale, [provider.municipality, ...approvals].join(' · ')), image: null });
}

/** Head of a sector skills council: its description is its sector's, or, without one, the date it was constituted. */
export function councilHead(locale: Locale, council: Council): PageHead {
  return itemHead('council', locale, { ...council, description: metaDescription(locale, council.description || council.title), image: null });
}

export function pageHead(locale: Locale, page: PageDetail): PageHead {
  return itemHead('page', locale, { ...page, description: metaDescription(locale, htmlToText(page.body)), image: null });
}

export function presentationHead(locale: Locale, presentation: PresentationDetail): PageHead {
  const image = largestImage(presentation.cover ?? presentation.slides[0]?.image);
  return itemHead('presentation', locale, { ...presentation, description: metaDescription(locale, presentation.summary), image });
}

/** Screens that are not for search engines: the dashboard, "not found" and errors. */
export function unindexedHead(locale: Locale, screen: 'dashboard' | 'preview' | 'notFound' | 'error'): PageHead {
  return {
    locale,
    title: pageTitle(locale, SCREEN_TITLE[screen][locale]),
    shareTitle: SCREEN_TITLE[screen][locale],
    description: DEFAULT_DESCRIPTION[locale],
    canonicalPath: null,
    alternates: {},
    ogType: 'website',
    image: null,
    jsonLd: null,
    robots: 'noindex',
  };
}
