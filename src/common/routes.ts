import { type Locale, LOCALES } from './locales.js';
import { idFromText } from './numbers.js';

/**
 * The one route table of the portal: the router, the server (404 status, head injection,
 * sitemap) and every link build their paths from it. sr has no prefix, lat and en have theirs.
 */
export const LOCALE_PREFIX: Record<Locale, string> = { sr: '', lat: '/lat', en: '/en' };

/** Path words of the public routes per locale; the Serbian words are Cyrillic. */
export const ROUTE_WORDS = {
  search: { sr: 'претрага', lat: 'pretraga', en: 'search' },
  files: { sr: 'датотеке', lat: 'dadoteke', en: 'files' },
  article: { sr: 'вест', lat: 'vest', en: 'article' },
  category: { sr: 'категорија', lat: 'kategorija', en: 'category' },
  presentation: { sr: 'презентација', lat: 'prezentacija', en: 'presentation' },
  page: { sr: 'страна', lat: 'strana', en: 'page' },
  inspire: { sr: 'inspire', lat: 'inspire', en: 'inspire' },
  levels: { sr: 'нивои', lat: 'nivoi', en: 'levels' },
  level: { sr: 'ниво', lat: 'nivo', en: 'level' },
  qualifications: { sr: 'квалификације', lat: 'kvalifikacije', en: 'qualifications' },
  qualification: { sr: 'квалификација', lat: 'kvalifikacija', en: 'qualification' },
  guide: { sr: 'мој-ниво', lat: 'moj-nivo', en: 'my-level' },
  tag: { sr: 'ознака', lat: 'oznaka', en: 'tag' },
  standards: { sr: 'стандарди', lat: 'standardi', en: 'standards' },
  standard: { sr: 'стандард', lat: 'standard', en: 'standard' },
  'open-data': { sr: 'отворени-подаци', lat: 'otvoreni-podaci', en: 'open-data' },
  providers: { sr: 'организатори-образовања-одраслих', lat: 'organizatori-obrazovanja-odraslih', en: 'adult-education-providers' },
  provider: { sr: 'организатор-образовања-одраслих', lat: 'organizator-obrazovanja-odraslih', en: 'adult-education-provider' },
  councils: { sr: 'секторска-већа', lat: 'sektorska-veca', en: 'sector-councils' },
  council: { sr: 'секторско-веће', lat: 'sektorsko-vece', en: 'sector-council' },
  initiative: { sr: 'иницијатива-за-стандард', lat: 'inicijativa-za-standard', en: 'standard-initiative' },
  question: { sr: 'питање-агенцији', lat: 'pitanje-agenciji', en: 'ask-the-agency' },
  submission: { sr: 'пријава', lat: 'prijava', en: 'submission' },
  alerts: { sr: 'обавештења-е-поштом', lat: 'obavestenja-e-postom', en: 'email-alerts' },
  'alert-confirm': { sr: 'потврда-претплате', lat: 'potvrda-pretplate', en: 'confirm-subscription' },
  'alert-settings': { sr: 'моје-претплате', lat: 'moje-pretplate', en: 'my-subscriptions' },
} as const satisfies Record<string, Record<Locale, string>>;

export const DASHBOARD_SECTIONS = ['articles', 'awarding-bodies', 'categories', 'files', 'levels', 'menu', 'pages', 'presentations', 'providers', 'qualifications', 'standards', 'councils', 'tags', 'translations', 'search-insights', 'submissions', 'users', 'groups', 'audit'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
/** Sections for admins only: the accounts, the groups and what they may do, and the audit log. */
export const ADMIN_SECTIONS: readonly DashboardSection[] = ['users', 'groups', 'audit'];
/** Sections that are not lists of content: the accounts, the groups, the audit log, the translation status and the search insights. */
export type NonContentSection = 'users' | 'groups' | 'audit' | 'translations' | 'search-insights' | 'submissions';
/** Dashboard sections of records that are not content, each with a screen of its own at /dashboard/{section}/{id}. */
export const DASHBOARD_RECORDS = ['submissions'] as const;
/** Dashboard sections whose items have an edit screen at /dashboard/{section}/{id}. */
export const DASHBOARD_EDITABLE = ['articles', 'awarding-bodies', 'categories', 'levels', 'pages', 'presentations', 'qualifications', 'standards', 'councils', 'providers', 'tags'] as const;
export type EditableSection = (typeof DASHBOARD_EDITABLE)[number];
/** Editable sections of a set fixed by law (the framework's levels): no new item, so no /new screen. */
export const DASHBOARD_FIXED_SETS: readonly EditableSection[] = ['levels'];

/** Dashboard screens for someone who cannot sign in: asking for a link to set a new password, setting it, accepting an invitation. */
export const SIGNED_OUT_SCREENS = ['forgotten-password', 'new-password', 'invitation'] as const;
export type SignedOutScreen = (typeof SIGNED_OUT_SCREENS)[number];

export const CONTENT_ROUTES = ['article', 'category', 'presentation', 'page', 'level', 'qualification', 'tag', 'standard', 'provider', 'council'] as const;
export type ContentRouteKey = (typeof CONTENT_ROUTES)[number];
/**
 * Screens at one path a locale (no item id): the home, search, files, the style guide, the framework's levels, the register,
 * the level guide, the standards, the providers, the councils, the open data, the public forms, a submission's status, and
 * the e-mail alerts (subscribing, confirming, a subscriber's settings).
 */
export const LIST_ROUTES = ['home', 'search', 'files', 'inspire', 'levels', 'qualifications', 'guide', 'standards', 'providers', 'councils', 'open-data', 'initiative', 'question', 'submission', 'alerts', 'alert-confirm', 'alert-settings'] as const;
export type ListRouteKey = (typeof LIST_ROUTES)[number];
/** The public forms' screens: posted to, never stored by any cache, each answer computed for its reader. */
export const FORM_ROUTES = ['initiative', 'question'] as const satisfies readonly ListRouteKey[];
export type FormRouteKey = (typeof FORM_ROUTES)[number];
/** The e-mail alerts' screens: posted to like the forms, and (but for subscribing) opened by a subscriber's private link. */
export const ALERT_ROUTES = ['alerts', 'alert-confirm', 'alert-settings'] as const satisfies readonly ListRouteKey[];
export type AlertRouteKey = (typeof ALERT_ROUTES)[number];
export const isAlertRoute = (key: string): key is AlertRouteKey => (ALERT_ROUTES as readonly string[]).includes(key);
/** Screens opened only by a private link of a message (a submission, a subscription): never listed, never indexed. */
export const PRIVATE_LINK_ROUTES: readonly ListRouteKey[] = ['submission', 'alert-confirm', 'alert-settings'];
/** Screens whose content is a reader's own (a form in progress, a submission or subscriptions by a private link): never cached. */
export const PERSONAL_ROUTES: readonly ListRouteKey[] = [...FORM_ROUTES, 'submission', ...ALERT_ROUTES];
export const isFormRoute = (key: string): key is FormRouteKey => (FORM_ROUTES as readonly string[]).includes(key);
export type PublicRouteKey = ListRouteKey | ContentRouteKey;

export type RouteMatch =
  | { key: ListRouteKey; locale: Locale }
  | { key: ContentRouteKey; locale: Locale; id: number; slug: string | null }
  | { key: 'dashboard'; locale: Locale; section: DashboardSection | null; id: string | null; signedOut?: SignedOutScreen };

/** Route names end in three underscores and the locale, e.g. `article___lat`. */
export function routeName(key: string, locale: Locale): string {
  return `${key}___${locale}`;
}

/** Path of a list-like route (LIST_ROUTES) in a locale. */
export function listPath(key: ListRouteKey, locale: Locale): string {
  if (key === 'home') return LOCALE_PREFIX[locale] || '/';
  return `${LOCALE_PREFIX[locale]}/${ROUTE_WORDS[key][locale]}`;
}

/** Path of an item: /{prefix}/{word}/{id}/{slug}. */
export function contentPath(key: ContentRouteKey, locale: Locale, id: number, slug: string): string {
  return `${LOCALE_PREFIX[locale]}/${ROUTE_WORDS[key][locale]}/${id}/${slug}`;
}

export function dashboardPath(locale: Locale, section?: DashboardSection, id?: number | 'new'): string {
  const parts = [LOCALE_PREFIX[locale], 'dashboard', section, id === undefined ? undefined : String(id)].filter((part) => part !== undefined);
  return parts.join('/');
}

/** Path of a dashboard screen for someone not signed in (SIGNED_OUT_SCREENS). */
export function signedOutPath(locale: Locale, screen: SignedOutScreen): string {
  return `${LOCALE_PREFIX[locale]}/dashboard/${screen}`;
}

function splitLocale(segments: string[]): { locale: Locale; rest: string[] } {
  const first = segments[0];
  if (first === 'lat' || first === 'en') return { locale: first, rest: segments.slice(1) };
  return { locale: 'sr', rest: segments };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment).normalize('NFC');
  } catch {
    return null;
  }
}

const WORD_TO_KEY: Record<Locale, Map<string, keyof typeof ROUTE_WORDS>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, new Map(Object.entries(ROUTE_WORDS).map(([key, words]) => [words[locale], key as keyof typeof ROUTE_WORDS]))]),
) as Record<Locale, Map<string, keyof typeof ROUTE_WORDS>>;

export function isListRoute(key: string): key is ListRouteKey {
  return (LIST_ROUTES as readonly string[]).includes(key);
}

/** Reads a path (encoded or not) against the table; null when no route matches. */
export function matchPath(pathname: string): RouteMatch | null {
  const raw = pathname.split('?')[0]!.split('#')[0]!.replace(/\/+$/, '');
  const segments = raw.split('/').filter(Boolean).map(decodeSegment);
  if (segments.some((segment) => segment === null)) return null;
  const { locale, rest } = splitLocale(segments as string[]);
  if (rest.length === 0) return { key: 'home', locale };
  if (rest[0] === 'dashboard') return matchDashboard(locale, rest.slice(1));
  const key = WORD_TO_KEY[locale].get(rest[0]!);
  if (!key) return null;
  if (isListRoute(key)) return rest.length === 1 ? { key, locale } : null;
  // The id as the API reads it (numbers.ts): digits only, in an id's range.
  const id = rest.length >= 2 && rest.length <= 3 ? idFromText(rest[1]!) : null;
  if (id === null) return null;
  return { key, locale, id, slug: rest[2] ?? null };
}

function matchDashboard(locale: Locale, rest: string[]): RouteMatch | null {
  if (rest.length === 0) return { key: 'dashboard', locale, section: null, id: null };
  const signedOut = SIGNED_OUT_SCREENS.find((screen) => screen === rest[0]);
  if (signedOut) return rest.length === 1 ? { key: 'dashboard', locale, section: null, id: null, signedOut } : null;
  const section = DASHBOARD_SECTIONS.find((s) => s === rest[0]);
  if (!section || rest.length > 2) return null;
  const isRecord = (DASHBOARD_RECORDS as readonly string[]).includes(section) && idFromText(rest[1] ?? '') !== null;
  if (rest.length === 2 && !isRecord && !((DASHBOARD_EDITABLE as readonly string[]).includes(section) && (rest[1] === 'new' || idFromText(rest[1]!) !== null))) return null;
  if (rest[1] === 'new' && (DASHBOARD_FIXED_SETS as readonly string[]).includes(section)) return null;
  return { key: 'dashboard', locale, section, id: rest[1] ?? null };
}

/** The same screen in another locale; items need that locale's slug (null keeps the id only). */
export function pathInLocale(match: RouteMatch, locale: Locale, slug?: string | null): string {
  switch (match.key) {
    case 'dashboard':
      if (match.signedOut) return signedOutPath(locale, match.signedOut);
      return dashboardPath(locale, match.section ?? undefined, match.id === null ? undefined : match.id === 'new' ? 'new' : Number(match.id));
    case 'article':
    case 'category':
    case 'presentation':
    case 'page':
    case 'level':
    case 'qualification':
    case 'tag':
    case 'standard':
    case 'provider':
    case 'council': {
      const base = `${LOCALE_PREFIX[locale]}/${ROUTE_WORDS[match.key][locale]}/${match.id}`;
      return slug ? `${base}/${slug}` : base;
    }
    default:
      return listPath(match.key, locale);
  }
}
