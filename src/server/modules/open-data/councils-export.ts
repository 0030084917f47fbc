import type { CouncilDecision, CouncilMember, CouncilSession, CouncilText } from '../../../common/councils.js';
import { LOCALES, type Locale } from '../../../common/locales.js';
import { LOCALE_PREFIX, ROUTE_WORDS, contentPath } from '../../../common/routes.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { Db } from '../../db/database.js';
import { absoluteUrl } from '../site/site-text.js';
import { lastChange } from './dataset.js';
import { type LocalizedText, groupBy, texts } from './localized-text.js';

/** The published sector skills councils in every locale at once, as the open data files publish them. */

export interface ExportedCouncil {
  id: number;
  /** The council's stable URI: its English page by id. */
  uri: string;
  pages: Record<Locale, string>;
  name: LocalizedText;
  description: LocalizedText;
  constitutedOn: string;
  members: CouncilMember[];
  sessions: { date: string; number: string; agenda: LocalizedText }[];
  decisions: { number: string; date: string; subject: LocalizedText }[];
  /** The codes of its published standards and qualifications. */
  standards: string[];
  qualifications: string[];
  updatedAt: string;
}

/** The tables the councils' files depend on: a standard's or qualification's link to its council too. */
export const COUNCIL_TABLES = ['councils', 'standards', 'qualifications'] as const;

const localized = (text: CouncilText): LocalizedText => ({ sr: text.sr, lat: cyrillicToLatin(text.sr), en: text.en ?? null });
const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

export async function loadCouncilsExport(db: Db, publicUrl: string, now: string): Promise<{ modified: string; items: ExportedCouncil[] }> {
  const councils = await db.selectFrom('councils').selectAll().where('status', '=', 'published').where('published_at', '<=', now).orderBy('id').execute();
  const publishedIds = db.selectFrom('councils').select('id').where('status', '=', 'published').where('published_at', '<=', now);
  const linked = (table: 'standards' | 'qualifications') =>
    db.selectFrom(table).select(['council_id', 'code']).where('council_id', 'in', publishedIds).where('status', '=', 'published').where('published_at', '<=', now).orderBy('code').execute();
  const [translations, standards, qualifications, modified] = await Promise.all([
    db.selectFrom('council_translations').selectAll().where('entity_id', 'in', publishedIds).execute(),
    linked('standards'),
    linked('qualifications'),
    lastChange(db, now, COUNCIL_TABLES),
  ]);
  const textsOf = groupBy(translations, (row) => row.entity_id);
  const standardsOf = groupBy(standards, (row) => row.council_id!);
  const qualificationsOf = groupBy(qualifications, (row) => row.council_id!);
  return {
    modified,
    items: councils.map((c): ExportedCouncil => {
      const rows = textsOf.get(c.id);
      const slugs = texts(rows, 'slug');
      const page = (locale: Locale) => absoluteUrl(publicUrl, contentPath('council', locale, c.id, (locale === 'en' ? slugs.en : null) ?? (locale === 'lat' ? slugs.lat : slugs.sr)));
      return {
        id: c.id,
        uri: absoluteUrl(publicUrl, `${LOCALE_PREFIX.en}/${ROUTE_WORDS.council.en}/${c.id}`),
        pages: Object.fromEntries(LOCALES.map((locale) => [locale, page(locale)])) as Record<Locale, string>,
        name: texts(rows, 'name'),
        description: texts(rows, 'description'),
        constitutedOn: c.constituted_on,
        members: JSON.parse(c.members) as CouncilMember[],
        sessions: (JSON.parse(c.sessions) as CouncilSession[]).map((s) => ({ date: s.date, number: s.number, agenda: localized(s.agenda) })),
        decisions: (JSON.parse(c.decisions) as CouncilDecision[]).map((d) => ({ number: d.number, date: d.date, subject: localized(d.subject) })),
        standards: (standardsOf.get(c.id) ?? []).map((s) => s.code),
        qualifications: (qualificationsOf.get(c.id) ?? []).map((q) => q.code),
        updatedAt: iso(c.updated_at),
      };
    }),
  };
}
