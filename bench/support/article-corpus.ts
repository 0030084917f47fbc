import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.js';
import { dialectOf } from '../../src/server/db/dialect.js';
import { cyrillicToLatin } from '../../src/common/text/transliterate.js';
import { slugify } from '../../src/common/text/slug.js';
import { articleType } from '../../src/server/modules/articles/article.content-type.js';
import { foldArticleTotals } from '../../src/server/modules/articles/article.repository.js';
import { rebuildSearchIndex } from '../../src/server/modules/search/search-index.js';

/**
 * A generated corpus of news articles for the benchmarks, deterministic (a seeded generator):
 * Serbian text in Cyrillic with its derived Latin and, for half of the articles, English, drawn
 * by Zipf's law from 20,000 words: function words the most frequent, then the portal's subject
 * words, then made-up words.
 */

const SERBIAN_WORDS = (
  'квалификација квалификације квалификацијама оквир национални европски систем образовање образовања ученици студенти ' +
  'послодавци установе савет сектор секторски стандард стандарди занимање занимања учење одраслих целоживотно ниво нивоа ' +
  'признавање исходи компетенције вештине знање програм програма акредитација агенција министарство просвета настава ' +
  'стручно средње високо основно школа школе универзитет факултет диплома сертификат регистар реформа стратегија закон ' +
  'правилник јавна расправа конференција радионица обука запошљавање тржиште рада привреда развој квалитет оцењивање ' +
  'ђак ђаци чување шифра жеља ћерка љубав њива џеп'
).split(' ');

const ENGLISH_WORDS = (
  'qualification qualifications framework national european system education students employers institutions council ' +
  'sector standard occupation learning adult lifelong level recognition outcomes competences skills knowledge programme ' +
  'accreditation agency ministry vocational secondary higher school university diploma certificate register reform ' +
  'strategy law public consultation conference workshop training employment labour market economy development quality'
).split(' ');

/** The most frequent words of real text are function words; the subject's words come after them. */
const SERBIAN_FUNCTION_WORDS = 'и у је да на за се од са не о до као што из по ће ли а који која које били биће су'.split(' ');
const ENGLISH_FUNCTION_WORDS = 'the of and to in a is for on that with as by at from are was be this it its will have'.split(' ');

/** Words of the generated text: function words, the subject's words, then made-up ones. */
const VOCABULARY_SIZE = 20_000;
const CYRILLIC_SYLLABLES = 'ба ве го да ђе жи за ка ле љу ма не њо па ра са ти ћу фе хо це чи џа ша ко ло мо но ро со то во зо ни ри ли ми ди ви би'.split(' ');
const LATIN_SYLLABLES = 'ba ce di fo ga he ji ko lu ma ne po qua re si to vu wa xe yo ze tion ment ing er al'.split(' ');

/** The subject's words, then made-up words of 2–4 syllables, all distinct. */
function vocabulary(random: () => number, subject: string[], syllables: string[]): string[] {
  const words = new Set(subject);
  while (words.size < VOCABULARY_SIZE) {
    const length = 2 + Math.floor(random() * 3);
    words.add(Array.from({ length }, () => syllables[Math.floor(random() * syllables.length)]!).join(''));
  }
  return [...words];
}

/** Picks word ranks by Zipf's law (s = 1.05), as word frequencies in real text fall off. */
function zipfSampler(random: () => number, size: number): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank++) cumulative[rank] = total += 1 / (rank + 1) ** 1.05;
  return () => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** mulberry32: a small seeded generator, so every run builds the same corpus. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function words(pick: () => number, vocabulary: string[], count: number): string {
  return Array.from({ length: count }, () => vocabulary[pick()]!).join(' ');
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The subject's words, for queries that find many articles. */
export const SUBJECT_WORDS = { sr: SERBIAN_WORDS, en: ENGLISH_WORDS };

export interface CorpusOptions {
  articles: number;
  seed?: number;
  /** Rows per INSERT statement. */
  batch?: number;
}

/** Inserts `articles` published articles (dates spread over ten years) with their translations. */
export async function insertArticleCorpus(db: Db, { articles, seed = 42, batch = 500 }: CorpusOptions): Promise<void> {
  const random = seededRandom(seed);
  const serbian = vocabulary(random, [...SERBIAN_FUNCTION_WORDS, ...SERBIAN_WORDS], CYRILLIC_SYLLABLES);
  const english = vocabulary(random, [...ENGLISH_FUNCTION_WORDS, ...ENGLISH_WORDS], LATIN_SYLLABLES);
  const pick = zipfSampler(random, VOCABULARY_SIZE);
  const start = Date.parse('2016-01-01T00:00:00Z');
  const span = Date.parse('2026-01-01T00:00:00Z') - start;
  for (let first = 0; first < articles; first += batch) {
    const count = Math.min(batch, articles - first);
    await db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: count }, () => {
        const at = new Date(start + Math.floor(random() * span)).toISOString();
        return { status: random() < 0.9 ? 'published' : 'draft', published_at: at, created_at: at, updated_at: at, version: 1 };
      });
      const ids = (await trx.insertInto('articles').values(rows).returning('id').execute()).map((row) => row.id);
      const translations = ids.flatMap((id) => {
        const title = sentence(words(pick, serbian, 6 + Math.floor(random() * 5)));
        const summary = sentence(words(pick, serbian, 25));
        const body = `<p>${sentence(words(pick, serbian, 80))}.</p><p>${sentence(words(pick, serbian, 70))}.</p>`;
        const sr = { entity_id: id, locale: 'sr', overrides: '[]', title, summary, body, seo_description: '', slug: `${slugify(title, 'sr')}-${id}` };
        const latTitle = cyrillicToLatin(title);
        const lat = { ...sr, locale: 'lat', title: latTitle, summary: cyrillicToLatin(summary), body: cyrillicToLatin(body), slug: `${slugify(latTitle, 'lat')}-${id}` };
        if (random() < 0.5) return [sr, lat];
        const enTitle = sentence(words(pick, english, 7));
        const en = { ...sr, locale: 'en', title: enTitle, summary: sentence(words(pick, english, 25)), body: `<p>${sentence(words(pick, english, 80))}.</p>`, slug: `${slugify(enTitle, 'en')}-${id}` };
        return [sr, lat, en];
      });
      await trx.insertInto('article_translations').values(translations).execute();
    });
  }
}

/**
 * The corpus inserted and the site search's index built over it (inserting skips the saves that
 * keep the index); returns the seconds the index took.
 */
export async function insertIndexedArticleCorpus(db: Db, options: CorpusOptions): Promise<number> {
  await insertArticleCorpus(db, options);
  // The list totals as the portal's job leaves them within a minute: one part a total.
  await foldArticleTotals(db);
  // A portal's tables as autovacuum keeps them (statistics, visibility map), not just bulk-loaded.
  if (dialectOf(db) === 'postgres') await sql`vacuum (analyze) articles, article_translations`.execute(db);
  const started = Date.now();
  await rebuildSearchIndex(db, [articleType]);
  return (Date.now() - started) / 1000;
}
