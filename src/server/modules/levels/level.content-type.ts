import { type LevelInput, type NqfLevelCode, eqfLevelOf, levelPosition } from '../../../common/schemas/levels.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { ContentType } from '../content/content-type.js';

/**
 * A level or sublevel of the framework. Its code is given once, when it is created (the ten are
 * created with the database), and never changes; its EQF level and place follow from the code.
 * A level cannot be deleted while the framework has it.
 */
export const levelType: ContentType<LevelInput> = {
  entity: 'level',
  label: 'Level',
  table: 'levels',
  translationTable: 'level_translations',
  translatedFields: { title: 'title', summary: 'summary', knowledge: 'knowledge', skills: 'skills', competences: 'competences' },
  slugSource: 'title',
  search: null,
  toRow: (input) => (input.code ? { code: input.code, eqf_level: eqfLevelOf(input.code), position: levelPosition(input.code) } : {}),
  fromRow: (row) => ({ code: row.code, eqfLevel: row.eqf_level }),
  async validate(trx, input, id) {
    if (id === null) {
      if (!input.code) throw invalid({ code: 'Required' });
      const taken = await trx.selectFrom('levels').select('id').where('code', '=', input.code).executeTakeFirst();
      if (taken) throw invalid({ code: `Level ${input.code} already exists` });
      return;
    }
    if (!input.code) return;
    const stored = await trx.selectFrom('levels').select('code').where('id', '=', id).executeTakeFirst();
    if (stored && stored.code !== input.code) throw invalid({ code: `A level keeps its code (${stored.code as NqfLevelCode})` });
  },
  async assertDeletable(trx, id) {
    // An unknown id is left to the delete itself, which answers 404.
    if (!(await trx.selectFrom('levels').select('id').where('id', '=', id).executeTakeFirst())) return;
    throw new AppError('CONFLICT', 409, 'The levels of the framework are set by law and cannot be deleted; change their texts instead');
  },
};
