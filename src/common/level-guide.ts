import type { NqfLevelCode } from './register.js';

/**
 * The "What level is my qualification?" guide: the kinds of education a citizen can tell apart,
 * and under each the diplomas in plain words, each with the level of the framework it is at
 * (Law on the NQF; diplomas of the education before 2005 as the Law on Higher Education equates
 * them). The words are in the screens' messages under `guide.educations` and `guide.diplomas`.
 */
export const LEVEL_GUIDE = [
  { education: 'primary', diplomas: [{ diploma: 'primary-school', level: '1' }] },
  {
    education: 'training',
    diplomas: [
      { diploma: 'adult-training', level: '2' },
      { diploma: 'vocational-short', level: '2' },
    ],
  },
  {
    education: 'secondary',
    diplomas: [
      { diploma: 'secondary-three-year', level: '3' },
      { diploma: 'secondary-four-year', level: '4' },
      { diploma: 'gymnasium', level: '4' },
    ],
  },
  {
    education: 'after-secondary',
    diplomas: [
      { diploma: 'master-craftsman', level: '5' },
      { diploma: 'specialist', level: '5' },
    ],
  },
  {
    education: 'higher',
    diplomas: [
      { diploma: 'vocational-basic', level: '6.1' },
      { diploma: 'academic-basic-180', level: '6.1' },
      { diploma: 'college-before-2005', level: '6.1' },
      { diploma: 'academic-basic-240', level: '6.2' },
      { diploma: 'vocational-specialist', level: '6.2' },
      { diploma: 'master', level: '7.1' },
      { diploma: 'university-before-2005', level: '7.1' },
      { diploma: 'academic-specialist', level: '7.2' },
      { diploma: 'doctorate', level: '8' },
    ],
  },
] as const satisfies readonly { education: string; diplomas: readonly { diploma: string; level: NqfLevelCode }[] }[];

export type GuideEducation = (typeof LEVEL_GUIDE)[number]['education'];
export type GuideDiploma = (typeof LEVEL_GUIDE)[number]['diplomas'][number]['diploma'];

/** The guide's answers as the URL holds them (`?education=…&diploma=…`); what is not valid is left out. */
export function readGuideAnswers(query: URLSearchParams): { education: GuideEducation | null; diploma: GuideDiploma | null; level: NqfLevelCode | null } {
  const step = LEVEL_GUIDE.find((entry) => entry.education === query.get('education'));
  if (!step) return { education: null, diploma: null, level: null };
  const chosen = step.diplomas.find((entry) => entry.diploma === query.get('diploma'));
  return { education: step.education, diploma: chosen?.diploma ?? null, level: chosen?.level ?? null };
}

/** Levels at which prior learning can be recognised (the Law on the NQF). */
export const PRIOR_LEARNING_LEVELS: readonly NqfLevelCode[] = ['2', '3', '5'];
