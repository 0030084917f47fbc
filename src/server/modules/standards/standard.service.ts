import { fieldOfEducationView } from '../../../common/fields-of-education.js';
import type { Locale } from '../../../common/locales.js';
import type { NqfLevelCode } from '../../../common/schemas/levels.js';
import type { QualificationType } from '../../../common/schemas/qualifications.js';
import type { Standard, StandardList, StandardQuery, StandardStatus, StandardSummary } from '../../../common/schemas/standards.js';
import { splitOutcomes } from '../../../common/register.js';
import { type StandardDecision, decisionInForce } from '../../../common/standards.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { localize, pickTranslation } from '../content/public.js';
import { loadCouncilRef } from '../councils/council.service.js';
import * as repo from './standard.repository.js';

interface StandardRow {
  id: number;
  code: string;
  level_code: string;
  eqf_level: number;
  qualification_type: string;
  field: string;
  standard_status: string;
  status_since: string;
}

/** What the register says of a standard in any locale: its code, levels, type, field and status. */
function registerFacts(row: StandardRow, locale: Locale) {
  return {
    id: row.id,
    code: row.code,
    nqfLevel: row.level_code as NqfLevelCode,
    eqfLevel: row.eqf_level,
    type: row.qualification_type as QualificationType,
    field: fieldOfEducationView(row.field, locale),
    status: row.standard_status as StandardStatus,
    since: row.status_since,
  };
}

/** One page of the published standards translated into `locale`, with the total. */
export async function listStandards(db: Db, query: StandardQuery, locale: Locale): Promise<StandardList> {
  const now = nowIso();
  const { page, limit, ...filter } = query;
  const [rows, total] = await Promise.all([
    repo.findPublishedStandards(db, { ...query, locale, now }),
    repo.countPublishedStandards(db, { ...filter, locale, now }),
  ]);
  const councils = await councilRefs(db, rows.map((row) => row.council_id), locale, now);
  const items: StandardSummary[] = rows.map((row) => ({
    ...registerFacts(row, locale),
    council: (row.council_id !== null && councils.get(row.council_id)) || null,
    locale: row.locale as Locale,
    fallback: false,
    slug: row.slug,
    title: row.title,
    sectorCouncil: row.sector_council,
  }));
  return { items, total, page, limit };
}

/** A published standard in `locale` (or in Cyrillic); `preview` shows it whatever its status. */
export async function getStandard(db: Db, id: number, locale: Locale, preview: boolean): Promise<Standard> {
  const now = nowIso();
  const row = await repo.findStandard(db, id, now, preview);
  if (!row) throw notFound('Standard');
  const [translations, qualifications, council] = await Promise.all([
    repo.findStandardTranslations(db, id),
    linkedQualifications(db, id, locale, now),
    loadCouncilRef(db, row.council_id, locale, now),
  ]);
  const localized = localize([row], translations, locale, true)[0];
  if (!localized) throw notFound('Standard');
  const { t, fallback, slugs } = localized;
  const history = JSON.parse(row.history) as StandardDecision[];
  return {
    ...registerFacts(row, locale),
    locale: t.locale as Locale,
    fallback,
    slug: t.slug,
    slugs,
    title: t.title,
    council,
    sectorCouncil: t.sector_council,
    acquisitionWays: JSON.parse(row.acquisition_ways) as Standard['acquisitionWays'],
    occupationCodes: JSON.parse(row.occupation_codes) as string[],
    escoUris: JSON.parse(row.esco_uris) as string[],
    jobDescription: t.job_description,
    entryRequirements: t.entry_requirements,
    progression: t.progression,
    duration: t.duration,
    learningOutcomes: { knowledge: splitOutcomes(t.knowledge), skills: splitOutcomes(t.skills), autonomy: splitOutcomes(t.autonomy) },
    assessment: t.assessment,
    document: t.document,
    issuer: t.issuer,
    history,
    // A stored history has its adoption at least (the input schema requires it).
    inForce: decisionInForce(history)!,
    qualifications,
    updatedAt: row.updated_at,
  };
}

/** The public councils among the ids, named in `locale` or in Cyrillic, by id. */
async function councilRefs(db: Db, ids: (number | null)[], locale: Locale, now: string) {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  const refs = await Promise.all(unique.map((id) => loadCouncilRef(db, id, locale, now)));
  return new Map(refs.flatMap((ref) => (ref ? [[ref.id, ref] as const] : [])));
}

/** The published qualifications resting on a standard, titled in `locale` or in Cyrillic. */
async function linkedQualifications(db: Db, id: number, locale: Locale, now: string): Promise<Standard['qualifications']> {
  const rows = await repo.findLinkedQualifications(db, id, now);
  const ids = [...new Set(rows.map((row) => row.id))];
  return ids.flatMap((qualificationId) => {
    const picked = pickTranslation(rows.filter((row) => row.id === qualificationId), locale);
    return picked ? [{ id: qualificationId, code: picked.row.code, slug: picked.row.slug, title: picked.row.title }] : [];
  });
}

/** What a qualification's page says of the standard it rests on: null unless the standard is public. */
export async function loadStandardRef(db: Db, id: number | null, locale: Locale, now: string): Promise<{ id: number; slug: string; title: string; code: string } | null> {
  if (id === null) return null;
  const picked = pickTranslation(await repo.findPublishedStandardRef(db, id, now), locale);
  return picked ? { id, slug: picked.row.slug, title: picked.row.title, code: picked.row.code } : null;
}

/** The qualifications whose standard is still free text only. */
export async function listUnresolvedStandards(db: Db) {
  return { items: await repo.findUnresolvedStandards(db) };
}
