import { describe, expect, it } from 'vitest';
import { LEVEL_GUIDE, readGuideAnswers } from './level-guide.js';
import { NQF_LEVEL_CODES } from './register.js';

describe('the level guide', () => {
  it('reaches every level of the framework from some diploma, each diploma once', () => {
    const diplomas: readonly { diploma: string; level: string }[] = LEVEL_GUIDE.flatMap((step) => [...step.diplomas]);
    expect(new Set(diplomas.map((entry) => entry.level))).toEqual(new Set(NQF_LEVEL_CODES));
    expect(new Set(diplomas.map((entry) => entry.diploma)).size).toBe(diplomas.length);
  });

  it('reads the answers of the URL, leaving out what does not belong together', () => {
    expect(readGuideAnswers(new URLSearchParams('education=higher&diploma=master'))).toEqual({ education: 'higher', diploma: 'master', level: '7.1' });
    expect(readGuideAnswers(new URLSearchParams('education=higher'))).toEqual({ education: 'higher', diploma: null, level: null });
    // A diploma of another kind of education is not an answer to this one.
    expect(readGuideAnswers(new URLSearchParams('education=primary&diploma=master'))).toEqual({ education: 'primary', diploma: null, level: null });
    expect(readGuideAnswers(new URLSearchParams('education=castle&diploma=master'))).toEqual({ education: null, diploma: null, level: null });
  });
});
