import { type BroadFieldCode, type FieldOfEducationCode, broadFieldOf, fieldOfEducationName, fieldOfEducationUri } from '../../../common/fields-of-education.js';
import { LOCALES, type Locale } from '../../../common/locales.js';
import type { AcquisitionWay, AwardingBodyKind, NqfLevelCode, QualificationType, RegisterStatus } from '../../../common/register.js';
import { contentPath } from '../../../common/routes.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { Db } from '../../db/database.js';
import { absoluteUrl } from '../site/site-text.js';
import { lastChange } from './dataset.js';
import { type LocalizedList, type LocalizedText, groupBy, lists, texts } from './localized-text.js';

/**
 * The whole published register in every locale at once, as the open data files publish it: a
 * qualification's texts side by side in Cyrillic, Latin and English (null where untranslated).
 */

export interface ExportedAwardingBody {
  id: number;
  /** The body's IRI in this portal: its entry in the list of awarding bodies. */
  uri: string;
  name: LocalizedText;
  city: LocalizedText;
  kind: AwardingBodyKind;
  website: string | null;
}

export interface ExportedQualification {
  id: number;
  /** The qualification's stable URI: its English page by id, which moves to the page with its slug. */
  uri: string;
  pages: Record<Locale, string>;
  code: string;
  title: LocalizedText;
  description: LocalizedText;
  nqfLevel: NqfLevelCode;
  eqfLevel: number;
  type: QualificationType;
  field: { code: FieldOfEducationCode; broad: BroadFieldCode; uri: string; name: LocalizedText };
  credits: number | null;
  hours: number | null;
  learningOutcomes: { knowledge: LocalizedList; skills: LocalizedList; autonomy: LocalizedList };
  entryRequirements: LocalizedText;
  acquisitionWays: AcquisitionWay[];
  qualityAssurance: { internal: LocalizedText; external: LocalizedText };
  standard: LocalizedText;
  sectorCouncil: LocalizedText;
  awardingBodies: ExportedAwardingBody[];
  occupations: { uri: string; label: LocalizedText }[];
  registerStatus: RegisterStatus;
  registeredOn: string;
  validUntil: string | null;
  updatedAt: string;
}

export interface RegisterExport {
  /** When the register last changed (a save, a publication, a scheduled item going live). */
  modified: string;
  qualifications: ExportedQualification[];
}

const fieldNames = (code: FieldOfEducationCode): LocalizedText => ({
  sr: fieldOfEducationName(code, 'sr'),
  lat: fieldOfEducationName(code, 'lat'),
  en: fieldOfEducationName(code, 'en'),
});

/** The tables the register's files depend on. */
export const REGISTER_TABLES = ['qualifications', 'awarding_bodies', 'levels'] as const;

export async function loadRegisterExport(db: Db, publicUrl: string, now: string): Promise<RegisterExport> {
  const qualifications = await db.selectFrom('qualifications').selectAll().where('status', '=', 'published').where('published_at', '<=', now).orderBy('code').execute();
  // The register is read whole: a join on the published rows, not a list of thousands of ids.
  const publishedIds = db.selectFrom('qualifications').select('id').where('status', '=', 'published').where('published_at', '<=', now);
  const [translations, links, occupations, bodies, modified] = await Promise.all([
    db.selectFrom('qualification_translations').selectAll().where('entity_id', 'in', publishedIds).execute(),
    db.selectFrom('qualification_awarding_bodies').selectAll().where('qualification_id', 'in', publishedIds).orderBy('position').execute(),
    db.selectFrom('qualification_occupations').selectAll().where('qualification_id', 'in', publishedIds).orderBy('position').execute(),
    db.selectFrom('awarding_bodies').select(['id', 'kind', 'website']).where('status', '=', 'published').where('published_at', '<=', now).execute(),
    lastChange(db, now, REGISTER_TABLES),
  ]);
  const bodyRows = bodies.length ? await db.selectFrom('awarding_body_translations').selectAll().where('entity_id', 'in', bodies.map((b) => b.id)).execute() : [];
  const bodyTexts = groupBy(bodyRows, (row) => row.entity_id);
  const exportedBodies = new Map(
    bodies.map((body) => {
      const rows = bodyTexts.get(body.id);
      return [body.id, { id: body.id, uri: absoluteUrl(publicUrl, `/api/awarding-bodies#${body.id}`), name: texts(rows, 'name'), city: texts(rows, 'city'), kind: body.kind as AwardingBodyKind, website: body.website }];
    }),
  );
  const textsOf = groupBy(translations, (row) => row.entity_id);
  const linksOf = groupBy(links, (row) => row.qualification_id);
  const occupationsOf = groupBy(occupations, (row) => row.qualification_id);

  return {
    modified,
    qualifications: qualifications.map((q): ExportedQualification => {
      const rows = textsOf.get(q.id);
      const slugs = texts(rows, 'slug');
      const field = q.field as FieldOfEducationCode;
      const page = (locale: Locale) => absoluteUrl(publicUrl, contentPath('qualification', locale, q.id, (locale === 'en' ? slugs.en : null) ?? (locale === 'lat' ? slugs.lat : slugs.sr)));
      return {
        id: q.id,
        uri: absoluteUrl(publicUrl, `/en/qualification/${q.id}`),
        pages: Object.fromEntries(LOCALES.map((locale) => [locale, page(locale)])) as Record<Locale, string>,
        code: q.code,
        title: texts(rows, 'title'),
        description: texts(rows, 'description'),
        nqfLevel: q.level_code as NqfLevelCode,
        eqfLevel: q.eqf_level,
        type: q.qualification_type as QualificationType,
        field: { code: field, broad: broadFieldOf(field), uri: fieldOfEducationUri(field), name: fieldNames(field) },
        credits: q.credits,
        hours: q.hours,
        learningOutcomes: { knowledge: lists(rows, 'knowledge'), skills: lists(rows, 'skills'), autonomy: lists(rows, 'autonomy') },
        entryRequirements: texts(rows, 'entry_requirements'),
        acquisitionWays: JSON.parse(q.acquisition_ways) as AcquisitionWay[],
        qualityAssurance: { internal: texts(rows, 'internal_qa'), external: texts(rows, 'external_qa') },
        standard: texts(rows, 'standard'),
        sectorCouncil: texts(rows, 'sector_council'),
        awardingBodies: (linksOf.get(q.id) ?? []).flatMap((link) => exportedBodies.get(link.awarding_body_id) ?? []),
        occupations: (occupationsOf.get(q.id) ?? []).map((o) => ({ uri: o.uri, label: { sr: o.label_sr, lat: cyrillicToLatin(o.label_sr), en: o.label_en } })),
        registerStatus: q.register_status as RegisterStatus,
        registeredOn: q.registered_on,
        validUntil: q.valid_until,
        updatedAt: q.updated_at,
      };
    }),
  };
}
