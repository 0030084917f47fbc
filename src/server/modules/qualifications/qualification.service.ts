import type { z } from 'zod';
import { fieldOfEducationView } from '../../../common/fields-of-education.js';
import type { Locale } from '../../../common/locales.js';
import type { NqfLevelCode } from '../../../common/schemas/levels.js';
import {
  type AwardingBody,
  type AwardingBodyKind,
  type Qualification,
  type QualificationQuery,
  type QualificationSummary,
  type QualificationType,
  type RegisterStatus,
  type qualificationListSchema,
  splitOutcomes,
} from '../../../common/schemas/qualifications.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { localize, pickTranslation } from '../content/public.js';
import { fileDownloadPath } from '../files/file.content-type.js';
import { listProvidersOfQualification } from '../providers/provider.service.js';
import { loadStandardRef } from '../standards/standard.service.js';
import { loadCouncilRef } from '../councils/council.service.js';
import * as repo from './qualification.repository.js';
import { countRegisterValues, findRegisterPage } from './register.repository.js';


/** Published awarding bodies (all, or those of `ids`), named in `locale` or in Cyrillic. */
async function loadAwardingBodies(db: Db, locale: Locale, now: string, ids?: number[]): Promise<AwardingBody[]> {
  if (ids?.length === 0) return [];
  const bodies = await repo.findPublishedAwardingBodies(db, now, ids);
  if (bodies.length === 0) return [];
  const translations = await repo.findAwardingBodyNames(db, bodies.map((body) => body.id), locale);
  return localize(bodies, translations, locale, true).map(({ row, t, fallback }) => ({
    id: row.id,
    locale: t.locale as Locale,
    fallback,
    name: t.name,
    city: t.city,
    kind: row.kind as AwardingBodyKind,
    website: row.website,
  }));
}

/** Every published awarding body, named in `locale` or in Cyrillic, in the Serbian order of their names. */
export async function listAwardingBodies(db: Db, locale: Locale): Promise<AwardingBody[]> {
  return (await loadAwardingBodies(db, locale, nowIso())).sort((a, b) => a.name.localeCompare(b.name, 'sr'));
}

/** The awarding bodies of each qualification, in the order the register gives them. */
async function awardingBodiesOf(db: Db, qualificationIds: number[], locale: Locale, now: string): Promise<Map<number, AwardingBody[]>> {
  const byQualification = new Map<number, AwardingBody[]>(qualificationIds.map((id) => [id, []]));
  if (qualificationIds.length === 0) return byQualification;
  const links = await repo.findAwardingBodyLinks(db, qualificationIds);
  const bodies = new Map((await loadAwardingBodies(db, locale, now, [...new Set(links.map((link) => link.awarding_body_id))])).map((body) => [body.id, body]));
  for (const link of links) {
    const body = bodies.get(link.awarding_body_id);
    if (body) byQualification.get(link.qualification_id)!.push(body);
  }
  return byQualification;
}

interface RegisterRow {
  id: number;
  code: string;
  level_code: string;
  eqf_level: number;
  qualification_type: string;
  field: string;
  register_status: string;
  credits: number | null;
  hours: number | null;
}

/** What the register says of a qualification in any locale: its code, levels, type, field, status and volume. */
function registerFacts(row: RegisterRow, locale: Locale) {
  return {
    id: row.id,
    code: row.code,
    nqfLevel: row.level_code as NqfLevelCode,
    eqfLevel: row.eqf_level,
    type: row.qualification_type as QualificationType,
    field: fieldOfEducationView(row.field, locale),
    registerStatus: row.register_status as RegisterStatus,
    credits: row.credits,
    hours: row.hours,
  };
}

/** One page of the register of published qualifications, with its total and each filter value's count. */
export async function listRegister(db: Db, query: QualificationQuery, locale: Locale) {
  const now = nowIso();
  const [{ rows, total }, counts] = await Promise.all([findRegisterPage(db, query, locale, now), countRegisterValues(db, query, now)]);
  const bodies = await awardingBodiesOf(db, rows.map((row) => row.id), locale, now);
  const items: QualificationSummary[] = rows.map((row) => ({
    ...registerFacts(row, locale),
    locale: row.locale as Locale,
    fallback: row.locale !== locale,
    slug: row.slug,
    title: row.title,
    awardingBodies: (bodies.get(row.id) ?? []).map(({ id, name }) => ({ id, name })),
  }));
  return { items, total, page: query.page, limit: query.limit, counts: counts as z.output<typeof qualificationListSchema>['counts'] };
}

/** An occupation's label in a locale: ESCO's English, the register's Serbian (Latin derived). */
function occupationLabel(row: { label_sr: string; label_en: string | null }, locale: Locale): string {
  if (locale === 'en') return row.label_en ?? row.label_sr;
  return locale === 'lat' ? cyrillicToLatin(row.label_sr) : row.label_sr;
}

/** A published qualification in `locale` (or in Cyrillic); `preview` shows it whatever its status. */
export async function getQualification(db: Db, id: number, locale: Locale, preview: boolean): Promise<Qualification> {
  const now = nowIso();
  const row = await repo.findQualification(db, id, now, preview);
  if (!row) throw notFound('Qualification');
  const [translations, level, bodies, occupations, supplements, standard, adultProviders, council] = await Promise.all([
    repo.findQualificationTranslations(db, id),
    loadLevelRef(db, row.level_code, locale, now),
    awardingBodiesOf(db, [id], locale, now),
    repo.findOccupations(db, id),
    loadSupplements(db, id, locale, now),
    loadStandardRef(db, row.standard_id, locale, now),
    listProvidersOfQualification(db, id, locale, now),
    loadCouncilRef(db, row.council_id, locale, now),
  ]);
  const localized = localize([row], translations, locale, true)[0];
  if (!localized) throw notFound('Qualification');
  const { t, fallback, slugs } = localized;
  return {
    locale: t.locale as Locale,
    fallback,
    slug: t.slug,
    slugs,
    ...registerFacts(row, locale),
    title: t.title,
    description: t.description,
    learningOutcomes: { knowledge: splitOutcomes(t.knowledge), skills: splitOutcomes(t.skills), autonomy: splitOutcomes(t.autonomy) },
    entryRequirements: t.entry_requirements,
    acquisitionWays: JSON.parse(row.acquisition_ways) as Qualification['acquisitionWays'],
    qualityAssurance: { internal: t.internal_qa, external: t.external_qa },
    standard,
    standardText: t.standard,
    council,
    sectorCouncil: t.sector_council,
    registeredOn: row.registered_on,
    validUntil: row.valid_until,
    level,
    awardingBodies: bodies.get(id) ?? [],
    occupations: occupations.map((o) => ({ uri: o.uri, label: occupationLabel(o, locale) })),
    adultProviders,
    supplements,
    updatedAt: row.updated_at,
  };
}

/** The level a qualification is at, as a link to its page with what it stands for. */
async function loadLevelRef(db: Db, code: string, locale: Locale, now: string): Promise<Qualification['level']> {
  const level = await repo.findPublishedLevelOfCode(db, code, now);
  if (!level) return null;
  const picked = pickTranslation(await repo.findLevelLinkTexts(db, level.id), locale);
  return picked ? { id: level.id, slug: picked.row.slug, title: picked.row.title, summary: picked.row.summary } : null;
}

/** The published documents of the library a qualification links, titled in `locale`. */
async function loadSupplements(db: Db, id: number, locale: Locale, now: string): Promise<Qualification['supplements']> {
  const files = await repo.findPublishedSupplementIds(db, id, now);
  if (files.length === 0) return [];
  const titles = await repo.findFileTitles(db, files.map((f) => f.id));
  return files.flatMap((file) => {
    const picked = pickTranslation(titles.filter((t) => t.entity_id === file.id), locale);
    return picked ? [{ id: file.id, title: picked.row.title, url: fileDownloadPath(file.id) }] : [];
  });
}
