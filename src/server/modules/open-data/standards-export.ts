import { type FieldOfEducationCode, fieldOfEducationName, fieldOfEducationUri } from '../../../common/fields-of-education.js';
import { LOCALES, type Locale } from '../../../common/locales.js';
import type { AcquisitionWay, NqfLevelCode, QualificationType } from '../../../common/register.js';
import { contentPath } from '../../../common/routes.js';
import type { StandardDecision, StandardStatus } from '../../../common/standards.js';
import type { Db } from '../../db/database.js';
import { absoluteUrl } from '../site/site-text.js';
import { lastChange } from './dataset.js';
import { type LocalizedList, type LocalizedText, groupBy, lists, texts } from './localized-text.js';

/** The published qualification standards in every locale at once, as the open data files publish them. */

export interface ExportedStandard {
  id: number;
  /** The standard's stable URI: its English page by id. */
  uri: string;
  pages: Record<Locale, string>;
  code: string;
  title: LocalizedText;
  nqfLevel: NqfLevelCode;
  eqfLevel: number;
  type: QualificationType;
  field: { code: FieldOfEducationCode; uri: string; name: LocalizedText };
  acquisitionWays: AcquisitionWay[];
  occupationCodes: string[];
  escoOccupations: string[];
  jobDescription: LocalizedText;
  entryRequirements: LocalizedText;
  progression: LocalizedText;
  duration: LocalizedText;
  learningOutcomes: { knowledge: LocalizedList; skills: LocalizedList; autonomy: LocalizedList };
  assessment: LocalizedText;
  document: LocalizedText;
  issuer: LocalizedText;
  /** The sector council: the register's council when the standard names one, else its free text. */
  council: { id: number; name: LocalizedText } | null;
  sectorCouncil: LocalizedText;
  status: StandardStatus;
  statusSince: string;
  /** Its decisions, oldest first: adopted, amended, withdrawn. */
  history: StandardDecision[];
  /** The codes of the published qualifications that rest on it. */
  qualifications: string[];
  updatedAt: string;
}

/** The tables the standards' files depend on: a qualification's link to its standard is listed too. */
export const STANDARD_TABLES = ['standards', 'qualifications', 'councils'] as const;

const fieldNames = (code: FieldOfEducationCode): LocalizedText => ({ sr: fieldOfEducationName(code, 'sr'), lat: fieldOfEducationName(code, 'lat'), en: fieldOfEducationName(code, 'en') });

export async function loadStandardsExport(db: Db, publicUrl: string, now: string): Promise<{ modified: string; items: ExportedStandard[] }> {
  const standards = await db.selectFrom('standards').selectAll().where('status', '=', 'published').where('published_at', '<=', now).orderBy('code').execute();
  const publishedIds = db.selectFrom('standards').select('id').where('status', '=', 'published').where('published_at', '<=', now);
  const councilIds = db.selectFrom('councils').select('id').where('status', '=', 'published').where('published_at', '<=', now);
  const [translations, resting, councilNames, modified] = await Promise.all([
    db.selectFrom('standard_translations').selectAll().where('entity_id', 'in', publishedIds).execute(),
    db
      .selectFrom('qualifications')
      .select(['standard_id', 'code'])
      .where('standard_id', 'in', publishedIds)
      .where('status', '=', 'published')
      .where('published_at', '<=', now)
      .orderBy('code')
      .execute(),
    db.selectFrom('council_translations').select(['entity_id', 'locale', 'name']).where('entity_id', 'in', councilIds).execute(),
    lastChange(db, now, STANDARD_TABLES),
  ]);
  const councilTexts = groupBy(councilNames, (row) => row.entity_id);
  const textsOf = groupBy(translations, (row) => row.entity_id);
  const qualificationsOf = groupBy(resting, (row) => row.standard_id!);
  return {
    modified,
    items: standards.map((s): ExportedStandard => {
      const rows = textsOf.get(s.id);
      const slugs = texts(rows, 'slug');
      const field = s.field as FieldOfEducationCode;
      const page = (locale: Locale) => absoluteUrl(publicUrl, contentPath('standard', locale, s.id, (locale === 'en' ? slugs.en : null) ?? (locale === 'lat' ? slugs.lat : slugs.sr)));
      return {
        id: s.id,
        uri: absoluteUrl(publicUrl, `/en/standard/${s.id}`),
        pages: Object.fromEntries(LOCALES.map((locale) => [locale, page(locale)])) as Record<Locale, string>,
        code: s.code,
        title: texts(rows, 'title'),
        nqfLevel: s.level_code as NqfLevelCode,
        eqfLevel: s.eqf_level,
        type: s.qualification_type as QualificationType,
        field: { code: field, uri: fieldOfEducationUri(field), name: fieldNames(field) },
        acquisitionWays: JSON.parse(s.acquisition_ways) as AcquisitionWay[],
        occupationCodes: JSON.parse(s.occupation_codes) as string[],
        escoOccupations: JSON.parse(s.esco_uris) as string[],
        jobDescription: texts(rows, 'job_description'),
        entryRequirements: texts(rows, 'entry_requirements'),
        progression: texts(rows, 'progression'),
        duration: texts(rows, 'duration'),
        learningOutcomes: { knowledge: lists(rows, 'knowledge'), skills: lists(rows, 'skills'), autonomy: lists(rows, 'autonomy') },
        assessment: texts(rows, 'assessment'),
        document: texts(rows, 'document'),
        issuer: texts(rows, 'issuer'),
        council: s.council_id !== null && councilTexts.has(s.council_id) ? { id: s.council_id, name: texts(councilTexts.get(s.council_id), 'name') } : null,
        sectorCouncil: texts(rows, 'sector_council'),
        status: s.standard_status as StandardStatus,
        statusSince: s.status_since,
        history: JSON.parse(s.history) as StandardDecision[],
        qualifications: (qualificationsOf.get(s.id) ?? []).map((q) => q.code),
        updatedAt: s.updated_at,
      };
    }),
  };
}
