import { slugify, withSuffix } from '../../../common/text/slug.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { Executor } from '../../db/executor.js';
import type { ContentInput, ContentType } from './content-type.js';
import * as repo from './content.repository.js';
import { type PreparedTranslation, type TextSave, prepareTranslations, textChangeColumns, translationRow } from './translations.js';

const SLUG_ATTEMPTS = 1000;

/** The slug a locale asks for, and where it comes from (which decides what happens when another item has it). */
interface WantedSlug {
  slug: string;
  source: 'editor' | 'stored' | 'title';
}

/** The slug each locale asks for: an editor's slug, normalised; otherwise the stored one, or one made from the title. */
function wantedSlugs(type: ContentType, prepared: PreparedTranslation[], stored: repo.TranslationRow[]): (WantedSlug | undefined)[] {
  const source = type.slugSource;
  if (!source) return prepared.map(() => undefined);
  return prepared.map((t) => {
    if (t.requestedSlug) {
      const slug = slugify(t.requestedSlug, t.locale);
      if (!slug) throw invalid({ [`translations.${t.locale}.slug`]: 'Use letters or digits' });
      return { slug, source: 'editor' };
    }
    const previous = stored.find((row) => row.locale === t.locale)?.slug;
    if (previous && t.requestedSlug === undefined) return { slug: previous, source: 'stored' };
    return { slug: slugify(t.fields[source] ?? '', t.locale) || type.entity.replace('_', '-'), source: 'title' };
  });
}

/** Writes the row with the first free slug after its own ('-2', '-3', …). */
async function insertWithNextFreeSlug(trx: Executor, type: ContentType, row: Record<string, unknown>): Promise<repo.TranslationRow> {
  for (let n = 2; n <= SLUG_ATTEMPTS; n++) {
    const [written] = await repo.insertTranslations(trx, type, [{ ...row, slug: withSuffix(String(row.slug), n) }]);
    if (written) return written;
  }
  throw new AppError('SLUG_TAKEN', 409, 'Could not find a free slug; enter one by hand');
}

/**
 * Writes every locale of a save; English left out of the input (not null) stays as stored.
 * Returns the rows as stored. Writing a slug is what tells whether it is free: the insert leaves
 * out a row whose slug another item has (one a concurrent save has just taken too). An editor's
 * slug is then refused; one made from the title gets '-2' and on.
 */
export async function writeTranslations(trx: Executor, type: ContentType, id: number, input: ContentInput, save: TextSave): Promise<repo.TranslationRow[]> {
  const isNew = !save.previous;
  const stored = isNew ? [] : await repo.findTranslations(trx, type, [id]);
  const prepared = prepareTranslations(type, input.translations);
  const wanted = wantedSlugs(type, prepared, stored);
  const rows: Record<string, unknown>[] = prepared.map((t, i) => ({
    ...translationRow(type, id, t, wanted[i]?.slug),
    ...textChangeColumns(type, t, stored.find((row) => row.locale === t.locale), save),
  }));
  const keptEnglish = input.translations.en === undefined ? stored.find((row) => row.locale === 'en') : undefined;
  if (keptEnglish) rows.push(keptEnglish);
  if (!isNew) await repo.deleteTranslations(trx, type, id);
  const written = await repo.insertTranslations(trx, type, rows);
  for (const [i, row] of rows.entries()) {
    if (written.some((w) => w.locale === row.locale)) continue;
    if (wanted[i]?.source === 'editor') {
      const field = `translations.${String(row.locale)}.slug`;
      throw new AppError('SLUG_TAKEN', 409, `The slug "${String(row.slug)}" is already used by another item`, { fields: { [field]: 'Already in use' } });
    }
    written.push(await insertWithNextFreeSlug(trx, type, row));
  }
  return written;
}
