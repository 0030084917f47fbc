import type { Locale } from '../../../common/locales.js';
import { COUNCIL_NEWS_MAX, type CouncilDecision, type CouncilMember, type CouncilSession, type CouncilText } from '../../../common/councils.js';
import type { Council, CouncilList, CouncilQuery, CouncilRef } from '../../../common/schemas/councils.js';
import { splitOutcomes } from '../../../common/register.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { localize, pickTranslation } from '../content/public.js';
import { fileDownloadPath } from '../files/file.content-type.js';
import * as repo from './council.repository.js';

type LinkedItem = Council['standards'][number];

/** A text kept in Serbian and English in a locale: the English when written, the Serbian otherwise, Latin derived. */
function textIn(text: CouncilText, locale: Locale): string {
  if (locale === 'en') return text.en?.trim() || text.sr;
  return locale === 'lat' ? cyrillicToLatin(text.sr) : text.sr;
}

/** A name written in Cyrillic, in the Latin script for the Latin locale (names stay as written in English too). */
const nameIn = (name: string, locale: Locale) => (locale === 'sr' ? name : cyrillicToLatin(name));

/** Items of a register (id, code, a translation per locale) in `locale` or in Cyrillic, one each, in the rows' order. */
function pickItems(rows: { id: number; code: string; locale: string; slug: string; title: string }[], locale: Locale): LinkedItem[] {
  const ids = [...new Set(rows.map((row) => row.id))];
  return ids.flatMap((id) => {
    const picked = pickTranslation(rows.filter((row) => row.id === id), locale);
    return picked ? [{ id, code: picked.row.code, slug: picked.row.slug, title: picked.row.title }] : [];
  });
}

/** One page of the published councils translated into `locale`, with how many standards and qualifications each names. */
export async function listCouncils(db: Db, query: CouncilQuery, locale: Locale): Promise<CouncilList> {
  const now = nowIso();
  const [rows, total] = await Promise.all([repo.findPublishedCouncils(db, { ...query, locale, now }), repo.countPublishedCouncils(db, { locale, now })]);
  const ids = rows.map((row) => row.id);
  const [standards, qualifications] = await Promise.all([repo.countPublishedByCouncil(db, 'standards', ids, now), repo.countPublishedByCouncil(db, 'qualifications', ids, now)]);
  const items = rows.map((row) => ({
    id: row.id,
    locale: row.locale as Locale,
    fallback: false,
    slug: row.slug,
    title: row.name,
    description: row.description,
    constitutedOn: row.constituted_on,
    standardCount: standards.get(row.id) ?? 0,
    qualificationCount: qualifications.get(row.id) ?? 0,
  }));
  return { items, total, page: query.page, limit: query.limit };
}

/** A published council in `locale` (or in Cyrillic); `preview` shows it whatever its status. */
export async function getCouncil(db: Db, id: number, locale: Locale, preview: boolean): Promise<Council> {
  const now = nowIso();
  const row = await repo.findCouncil(db, id, now, preview);
  if (!row) throw notFound('Council');
  const members = JSON.parse(row.members) as CouncilMember[];
  const sessions = JSON.parse(row.sessions) as CouncilSession[];
  const decisions = JSON.parse(row.decisions) as CouncilDecision[];
  const [translations, standards, qualifications, minutes, decided, news] = await Promise.all([
    repo.findCouncilTranslations(db, id),
    repo.findCouncilStandards(db, id, now),
    repo.findCouncilQualifications(db, id, now),
    minutesOf(db, sessions, locale, now),
    standardsOf(db, decisions, locale, now),
    row.tag_id === null ? [] : repo.findSectorNews(db, row.tag_id, locale, now, COUNCIL_NEWS_MAX),
  ]);
  const localized = localize([row], translations, locale, true)[0];
  if (!localized) throw notFound('Council');
  const { t, fallback, slugs } = localized;
  const standardItems = pickItems(standards, locale);
  const qualificationItems = pickItems(qualifications, locale);
  const newestFirst = <T extends { date: string }>(items: T[]) => [...items].sort((a, b) => b.date.localeCompare(a.date));
  return {
    id,
    locale: t.locale as Locale,
    fallback,
    slug: t.slug,
    slugs,
    title: t.name,
    description: t.description,
    constitutedOn: row.constituted_on,
    standardCount: standardItems.length,
    qualificationCount: qualificationItems.length,
    members: members.map((m) => ({ name: nameIn(m.name, locale), organisation: nameIn(m.organisation, locale), role: m.role })),
    sessions: newestFirst(sessions).map((s) => ({
      date: s.date,
      number: s.number,
      agenda: splitOutcomes(textIn(s.agenda, locale)),
      minutes: (s.minutesFileId !== null && minutes.get(s.minutesFileId)) || null,
    })),
    decisions: newestFirst(decisions).map((d) => ({
      number: d.number,
      date: d.date,
      subject: textIn(d.subject, locale),
      standard: (d.standardId !== null && decided.get(d.standardId)) || null,
    })),
    standards: standardItems,
    qualifications: qualificationItems,
    news: news.map((n) => ({ id: n.id, slug: n.slug, title: n.title, publishedAt: n.published_at! })),
    updatedAt: row.updated_at,
  };
}

/** The public documents among the sessions' minutes, titled in `locale` or in Cyrillic, by id. */
async function minutesOf(db: Db, sessions: CouncilSession[], locale: Locale, now: string) {
  const ids = sessions.flatMap((s) => (s.minutesFileId === null ? [] : [s.minutesFileId]));
  const rows = ids.length ? await repo.findPublishedFilesOf(db, ids, now) : [];
  const files = new Map<number, { id: number; title: string; url: string }>();
  for (const id of new Set(rows.map((row) => row.id))) {
    const picked = pickTranslation(rows.filter((row) => row.id === id), locale);
    if (picked) files.set(id, { id, title: picked.row.title, url: fileDownloadPath(id) });
  }
  return files;
}

/** The public standards the decisions concern, titled in `locale` or in Cyrillic, by id. */
async function standardsOf(db: Db, decisions: CouncilDecision[], locale: Locale, now: string) {
  const ids = decisions.flatMap((d) => (d.standardId === null ? [] : [d.standardId]));
  const items = ids.length ? pickItems(await repo.findPublishedStandardsOf(db, ids, now), locale) : [];
  return new Map(items.map((item) => [item.id, item]));
}

/** What a standard's or a qualification's page says of its council: null unless the council is public. */
export async function loadCouncilRef(db: Db, id: number | null, locale: Locale, now: string): Promise<CouncilRef | null> {
  if (id === null) return null;
  const picked = pickTranslation(await repo.findPublishedCouncilRef(db, id, now), locale);
  return picked ? { id, title: picked.row.name, slug: picked.row.slug } : null;
}
