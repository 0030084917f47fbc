import { describe, expect, it } from 'vitest';
import { articleInputSchema } from '../../../common/schemas/content.js';
import { qualificationInputSchema } from '../../../common/schemas/qualifications.js';
import { articleType } from '../../modules/articles/article.content-type.js';
import { qualificationType } from '../../modules/qualifications/qualification.content-type.js';
import { loadSeedContent } from './content/index.js';
import { qualificationInput, seedInput } from './seed.js';

describe('seedInput', () => {
  it('refuses demo content an editor could not save, naming the type and the field', () => {
    const input = { status: 'published' as const, translations: { sr: { title: ' ' } }, eventStart: '2026-05-02T10:00:00.000Z', eventEnd: '2026-05-01T10:00:00.000Z' };
    expect(() => seedInput(articleType, articleInputSchema, input)).toThrow(/^Demo article is not valid content: .*translations\.sr\.title: .*eventEnd: The end must come after the start/);
  });

  it('gives what the admin API would store: defaults filled in, text trimmed', () => {
    const { awardingBodies, qualifications } = loadSeedContent();
    const bodyIds = new Map(awardingBodies.map((body, i) => [body.ref, i + 1]));
    const demo = qualifications[0]!;
    const parsed = seedInput(qualificationType, qualificationInputSchema, qualificationInput({ ...demo, title: { ...demo.title, sr: ` ${demo.title.sr} ` } }, bodyIds, { status: 'draft' }));
    expect(parsed).toMatchObject({ status: 'draft', code: demo.code, registerStatus: demo.registerStatus });
    expect(parsed.translations.sr?.title).toBe(demo.title.sr);
  });
});
