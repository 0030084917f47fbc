import type { Locale } from '../../../src/common/locales.js';
import type { SearchType } from '../../../src/common/schemas/search.js';
import { loadSeedContent } from '../../../src/server/db/seed/content/index.js';
import type { Db } from '../../../src/server/db/database.js';

/**
 * The search's relevance set: queries people type over the demo content — in Cyrillic and in
 * Latin, inflected, without diacritics, half-typed, with a typo, in English — each with the item
 * that must come up among the first `within` hits (1: it must be the first).
 */
export interface RelevanceCase {
  locale: Locale;
  q: string;
  expect: { type: SearchType; ref: string };
  within: number;
  /** What the case is about, for the report. */
  kind: 'cyrillic' | 'latin' | 'inflected' | 'no diacritics' | 'prefix' | 'typo' | 'english';
}

const article = (ref: string) => ({ type: 'article' as const, ref });
const page = (ref: string) => ({ type: 'page' as const, ref });
const file = (ref: string) => ({ type: 'file' as const, ref });
const presentation = (ref: string) => ({ type: 'presentation' as const, ref });

export const RELEVANCE_SET: RelevanceCase[] = [
  { kind: 'cyrillic', locale: 'sr', q: 'КЛАСНОКС', expect: article('nqfs-register-and-klasnoks'), within: 1 },
  { kind: 'latin', locale: 'sr', q: 'klasnoks', expect: article('nqfs-register-and-klasnoks'), within: 1 },
  { kind: 'inflected', locale: 'lat', q: 'u registru', expect: article('nqfs-register-and-klasnoks'), within: 3 },
  { kind: 'prefix', locale: 'sr', q: 'класнок', expect: article('nqfs-register-and-klasnoks'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'дескриптори нивоа', expect: file('deskriptori-nivoa'), within: 3 },
  { kind: 'inflected', locale: 'sr', q: 'дескриптора', expect: article('level-descriptors-in-practice'), within: 3 },
  { kind: 'typo', locale: 'lat', q: 'deskriptri', expect: article('level-descriptors-in-practice'), within: 3 },
  { kind: 'latin', locale: 'sr', q: 'Erasmus', expect: article('europass-mobility-for-erasmus-participants'), within: 1 },
  { kind: 'inflected', locale: 'lat', q: 'Europass mobilnost', expect: article('europass-mobility-info-meeting'), within: 3 },
  { kind: 'cyrillic', locale: 'sr', q: 'вебинар', expect: article('employer-webinar-rpl-esco'), within: 1 },
  { kind: 'latin', locale: 'lat', q: 'vebinar za poslodavce', expect: article('employer-webinar-rpl-esco'), within: 1 },
  { kind: 'prefix', locale: 'lat', q: 'vebin', expect: article('employer-webinar-rpl-esco'), within: 1 },
  { kind: 'typo', locale: 'lat', q: 'vebinra', expect: article('employer-webinar-rpl-esco'), within: 1 },
  { kind: 'latin', locale: 'sr', q: 'ESCO', expect: article('employer-webinar-rpl-esco'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'дуално образовање', expect: article('dual-education-and-the-nqfs'), within: 1 },
  { kind: 'inflected', locale: 'lat', q: 'dualnog obrazovanja', expect: article('dual-education-and-the-nqfs'), within: 1 },
  { kind: 'no diacritics', locale: 'lat', q: 'radionica ishodi ucenja', expect: article('workshop-writing-learning-outcomes'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'како се пишу исходи учења', expect: article('workshop-writing-learning-outcomes'), within: 1 },
  { kind: 'inflected', locale: 'sr', q: 'акредитацији', expect: article('jpoa-accreditation-info-day'), within: 3 },
  { kind: 'latin', locale: 'sr', q: 'vodic jpoa', expect: file('vodic-jpoa'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'водич кроз признавање', expect: file('vodic-ppu'), within: 1 },
  { kind: 'no diacritics', locale: 'lat', q: 'strukovne studije', expect: article('academic-and-vocational-studies-on-equal-levels'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'академске студије', expect: article('academic-and-vocational-studies-on-equal-levels'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'осавремењавање', expect: article('modernising-qualifications'), within: 1 },
  { kind: 'no diacritics', locale: 'lat', q: 'osavremenjavanje kvalifikacija', expect: article('modernising-qualifications'), within: 1 },
  { kind: 'prefix', locale: 'sr', q: 'osavremenj', expect: article('modernising-qualifications'), within: 1 },
  { kind: 'inflected', locale: 'sr', q: 'нови сазив', expect: article('council-new-convocation'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'седница Савета', expect: article('council-session-announced'), within: 3 },
  { kind: 'cyrillic', locale: 'sr', q: 'конференција', expect: article('conference-nqfs-and-eqf'), within: 1 },
  { kind: 'typo', locale: 'lat', q: 'konferencja', expect: article('conference-nqfs-and-eqf'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'стратешки оквир', expect: page('strategic-framework'), within: 1 },
  { kind: 'no diacritics', locale: 'lat', q: 'strateski okvir', expect: page('strategic-framework'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'стандард квалификације образац', expect: file('standard-kvalifikacije-obrazac'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'инфо-сесија', expect: article('rpl-info-session-for-citizens'), within: 1 },
  { kind: 'no diacritics', locale: 'lat', q: 'strane skolske isprave', expect: article('foreign-school-documents-online'), within: 1 },
  { kind: 'cyrillic', locale: 'sr', q: 'диплома или сертификат', expect: article('diploma-or-certificate'), within: 1 },
  { kind: 'inflected', locale: 'sr', q: 'дескрипторима', expect: article('level-descriptors-in-practice'), within: 3 },
  { kind: 'inflected', locale: 'sr', q: 'сертификатом', expect: article('diploma-or-certificate'), within: 3 },
  { kind: 'inflected', locale: 'lat', q: 'nivoi kvalifikacija', expect: presentation('noks-ukratko'), within: 3 },
  { kind: 'english', locale: 'en', q: 'webinar', expect: article('employer-webinar-rpl-esco'), within: 1 },
  { kind: 'english', locale: 'en', q: 'dual education', expect: article('dual-education-and-the-nqfs'), within: 1 },
  { kind: 'english', locale: 'en', q: 'modernising qualifications', expect: article('modernising-qualifications'), within: 1 },
  { kind: 'english', locale: 'en', q: 'convocation', expect: article('council-new-convocation'), within: 1 },
  { kind: 'english', locale: 'en', q: 'descriptor', expect: file('deskriptori-nivoa'), within: 3 },
  { kind: 'english', locale: 'en', q: 'strategic frameworks', expect: page('strategic-framework'), within: 1 },
  { kind: 'typo', locale: 'en', q: 'conferense', expect: article('conference-nqfs-and-eqf'), within: 1 },
  { kind: 'prefix', locale: 'en', q: 'klasn', expect: article('nqfs-register-and-klasnoks'), within: 1 },
  { kind: 'english', locale: 'en', q: 'referencing report', expect: file('izvestaj-povezivanje-eok'), within: 3 },
];

const seedContent = loadSeedContent();
const SR_TITLES: Record<'article' | 'file' | 'presentation', Map<string, string>> = {
  article: new Map(seedContent.articles.map((a) => [a.ref, a.title.sr])),
  file: new Map(seedContent.documents.map((d) => [d.ref, d.title.sr])),
  presentation: new Map(seedContent.presentations.map((p) => [p.ref, p.title.sr])),
};

/** The id of a demo item: by its fixed key (pages) or its Serbian title (the rest). */
export async function demoItemId(db: Db, { type, ref }: { type: SearchType; ref: string }): Promise<number> {
  if (type === 'page') {
    const row = await db.selectFrom('pages').select('id').where('page_key', '=', ref).executeTakeFirstOrThrow();
    return row.id;
  }
  if (type === 'category' || type === 'qualification' || type === 'standard' || type === 'provider' || type === 'council') throw new Error(`The relevance set names no item of type ${type}`);
  const title = SR_TITLES[type].get(ref);
  if (!title) throw new Error(`No demo ${type} ${ref}`);
  const table = { article: 'article_translations', file: 'file_translations', presentation: 'presentation_translations' } as const;
  const row = await db.selectFrom(table[type]).select('entity_id').where('locale', '=', 'sr').where('title', '=', title).executeTakeFirstOrThrow();
  return row.entity_id;
}
