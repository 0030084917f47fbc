import type { Locale } from '../../../common/locales.js';
import type { Level, NqfLevelCode } from '../../../common/schemas/levels.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { foundOrNotFound, localizeItems } from '../content/public.js';
import * as repo from './level.repository.js';

async function toLevels(db: Db, rows: repo.LevelRow[], locale: Locale): Promise<Level[]> {
  const ids = rows.map((row) => row.id);
  const translations = ids.length ? await repo.findLevelTranslations(db, ids) : [];
  // Every level is shown in every locale: the framework is the same whatever the language.
  return localizeItems(rows, translations, locale, true, (row, t) => ({
    code: row.code as NqfLevelCode,
    eqfLevel: row.eqf_level,
    title: t.title,
    summary: t.summary,
    knowledge: t.knowledge,
    skills: t.skills,
    competences: t.competences,
  }));
}

/** Every published level of the framework, lowest first, in `locale` or in Cyrillic. */
export async function listPublishedLevels(db: Db, locale: Locale): Promise<Level[]> {
  return toLevels(db, await repo.findPublishedLevels(db, nowIso()), locale);
}

/** A published level in `locale` (or in Cyrillic); `preview` shows it whatever its status. */
export async function getLevel(db: Db, id: number, locale: Locale, preview: boolean): Promise<Level> {
  const row = await repo.findLevel(db, id, nowIso(), preview);
  return foundOrNotFound(row ? await toLevels(db, [row], locale) : [], 'Level');
}
