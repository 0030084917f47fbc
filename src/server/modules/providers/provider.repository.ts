import { type ExpressionBuilder, sql } from 'kysely';
import type { Locale } from '../../../common/locales.js';
import type { ApprovalInput, ProviderQuery } from '../../../common/schemas/providers.js';
import type { ApprovalStatus } from '../../../common/providers.js';
import { foldForSearch } from '../../../common/text/search-text.js';
import type { Db } from '../../db/database.js';
import { sortKeyColumn } from '../../lib/collation-key.js';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';

/** The provider holding a registration or tax number, if any. */
export function findProviderOfNumber(db: Executor, column: 'registration_number' | 'tax_number', value: string) {
  return db.selectFrom('providers').select('id').where(column, '=', value).executeTakeFirst();
}

/** The providers the approvals of these ids belong to. */
export function findApprovalOwners(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('provider_approvals').select(['id', 'provider_id']).where('id', 'in', ids).execute();
}

/** Which of the ids are qualifications. */
export async function findExistingQualificationIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('qualifications').select('id').where('id', 'in', ids).execute()).map((row) => row.id);
}

const approvalRow = (providerId: number, approval: ApprovalInput, position: number) => ({
  provider_id: providerId,
  position,
  activity: approval.activity,
  programme_sr: approval.programme.sr,
  programme_en: approval.programme.en ?? null,
  qualification_id: approval.qualificationId,
  level_code: approval.level,
  decision_number: approval.decisionNumber,
  decision_date: approval.decisionDate,
  valid_from: approval.validFrom,
  valid_until: approval.validUntil,
  revoked_at: approval.revocation?.at ?? null,
  revocation_reason: approval.revocation?.reason ?? null,
  employers: JSON.stringify(approval.employers),
});

/**
 * Makes a provider's approvals what the save says: those it names by id are rewritten in place
 * (their ids stay), those it leaves out are deleted, the new ones are added. Ids that belong to
 * another provider were refused before (validate).
 */
export async function writeApprovals(db: Executor, providerId: number, approvals: ApprovalInput[]): Promise<void> {
  const kept = approvals.flatMap((approval) => (approval.id === undefined ? [] : [approval.id]));
  let removal = db.deleteFrom('provider_approvals').where('provider_id', '=', providerId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  const stored = new Set((await db.selectFrom('provider_approvals').select('id').where('provider_id', '=', providerId).execute()).map((row) => row.id));
  for (const [index, approval] of approvals.entries()) {
    const row = approvalRow(providerId, approval, index + 1);
    let id: number;
    if (approval.id !== undefined && stored.has(approval.id)) {
      id = approval.id;
      await db.updateTable('provider_approvals').set(row).where('id', '=', id).execute();
      await db.deleteFrom('provider_approval_places').where('approval_id', '=', id).execute();
    } else {
      // A new approval, or one of a restored revision that was deleted since: it gets a new id.
      id = (await db.insertInto('provider_approvals').values(row).returning('id').executeTakeFirstOrThrow()).id;
    }
    const places = approval.places.map((place, position) => ({ approval_id: id, position: position + 1, municipality: place.municipality, address: place.address, municipality_key: foldForSearch(place.municipality) }));
    await db.insertInto('provider_approval_places').values(places).execute();
  }
}

/** The approvals of providers, each provider's in its order. */
export function findApprovals(db: Executor, providerIds: number[]) {
  if (providerIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('provider_approvals').selectAll().where('provider_id', 'in', providerIds).orderBy('provider_id').orderBy('position').execute();
}
export type ApprovalRow = Awaited<ReturnType<typeof findApprovals>>[number];

/** The places of approvals, each approval's in its order. */
export function findPlaces(db: Executor, approvalIds: number[]) {
  if (approvalIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('provider_approval_places').selectAll().where('approval_id', 'in', approvalIds).orderBy('approval_id').orderBy('position').execute();
}

/** Keeps what the list's `q` looks through in step with a save: the folded names, given by the service. */
export async function updateSearchText(db: Executor, id: number, text: string): Promise<void> {
  await db.updateTable('providers').set({ search_text: text }).where('id', '=', id).execute();
}

export function findProviderNames(db: Executor, id: number) {
  return db.selectFrom('provider_translations').select(['locale', 'name']).where('entity_id', '=', id).execute();
}

type Approvals = ExpressionBuilder<Database & { a: Database['provider_approvals'] }, 'a'>;

/** The condition that an approval `a` has the status at `now` (see approvalStatus in src/common/providers.ts). */
function hasStatus(eb: Approvals, status: ApprovalStatus, now: string) {
  const revoked = eb.and([eb('a.revoked_at', 'is not', null), eb('a.revoked_at', '<=', now)]);
  const notRevoked = eb.or([eb('a.revoked_at', 'is', null), eb('a.revoked_at', '>', now)]);
  switch (status) {
    case 'revoked':
      return revoked;
    case 'not-yet-in-force':
      return eb.and([notRevoked, eb('a.valid_from', '>', now)]);
    case 'expired':
      return eb.and([notRevoked, eb('a.valid_from', '<=', now), eb('a.valid_until', 'is not', null), eb('a.valid_until', '<=', now)]);
    case 'in-force':
      return eb.and([notRevoked, eb('a.valid_from', '<=', now), eb.or([eb('a.valid_until', 'is', null), eb('a.valid_until', '>', now)])]);
  }
}

type ListFilter = Omit<ProviderQuery, 'page' | 'limit'> & { locale: Locale; now: string; q?: string | undefined };

/** Published providers with an approval that matches every filter of the approvals, and matching the name. */
function matching(db: Db, filter: ListFilter) {
  let query = db
    .selectFrom('providers as p')
    .innerJoin('provider_translations as ts', (join) => join.onRef('ts.entity_id', '=', 'p.id').on('ts.locale', '=', 'sr'))
    .leftJoin('provider_translations as tl', (join) => join.onRef('tl.entity_id', '=', 'p.id').on('tl.locale', '=', filter.locale))
    .where('p.status', '=', 'published')
    .where('p.published_at', '<=', filter.now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('provider_approvals as a')
          .leftJoin('qualifications as q', 'q.id', 'a.qualification_id')
          .select(sql.lit(1).as('one'))
          .whereRef('a.provider_id', '=', 'p.id')
          .where((ea) => {
            const conditions = [];
            if (filter.status !== 'any') conditions.push(hasStatus(ea as unknown as Approvals, filter.status, filter.now));
            if (filter.activity) conditions.push(ea('a.activity', '=', filter.activity));
            if (filter.qualification) conditions.push(ea('a.qualification_id', '=', filter.qualification));
            if (filter.level) conditions.push(ea(ea.fn.coalesce('a.level_code', 'q.level_code'), '=', filter.level));
            if (filter.municipality) {
              const municipality = filter.municipality;
              conditions.push(
                ea.exists(ea.selectFrom('provider_approval_places as pl').select(sql.lit(1).as('one')).whereRef('pl.approval_id', '=', 'a.id').where('pl.municipality_key', '=', municipality)),
              );
            }
            return ea.and(conditions);
          }),
      ),
    );
  if (filter.q) {
    const escaped = filter.q.replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(sql<boolean>`p.search_text like ${`%${escaped}%`} escape '\\'`);
  }
  return query;
}

/** One page of the matching providers, in the alphabetical order of their names in the locale, with how many approvals of each are in force. */
export function findPublishedProviders(db: Db, filter: ListFilter & { page: number; limit: number }) {
  return matching(db, filter)
    .select((eb) => [
      'p.id',
      'p.legal_form',
      'p.municipality',
      eb.fn.coalesce('tl.locale', 'ts.locale').as('locale'),
      eb.fn.coalesce('tl.slug', 'ts.slug').as('slug'),
      eb.fn.coalesce('tl.name', 'ts.name').as('name'),
      eb
        .selectFrom('provider_approvals as a')
        .select((ec) => ec.fn.countAll<number>().as('n'))
        .whereRef('a.provider_id', '=', 'p.id')
        .where((ea) => hasStatus(ea as unknown as Approvals, 'in-force', filter.now))
        .as('in_force'),
    ])
    .orderBy(`p.${sortKeyColumn(filter.locale)}`)
    .orderBy('p.id')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
}

export async function countPublishedProviders(db: Db, filter: ListFilter): Promise<number> {
  const row = await matching(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A published provider; with `preview`, any provider (the dashboard's preview of a draft). */
export function findProvider(db: Db, id: number, now: string, preview: boolean) {
  const query = db.selectFrom('providers').selectAll().where('id', '=', id);
  return (preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now)).executeTakeFirst();
}

export function findProviderTranslations(db: Db, id: number) {
  return db.selectFrom('provider_translations').selectAll().where('entity_id', '=', id).execute();
}

/** Published qualifications of these ids, with their level and their titles in every locale. */
export function findPublishedQualificationRefs(db: Db, ids: number[], now: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('qualifications as q')
    .innerJoin('qualification_translations as t', 't.entity_id', 'q.id')
    .select(['q.id', 'q.code', 'q.level_code', 't.locale', 't.slug', 't.title'])
    .where('q.id', 'in', ids)
    .where('q.status', '=', 'published')
    .where('q.published_at', '<=', now)
    .execute();
}

/** The published providers with an approval in force for a qualification, with that approval, by provider in the locale's alphabetical order. */
export function findProvidersOfQualification(db: Db, qualificationId: number, locale: Locale, now: string) {
  return db
    .selectFrom('provider_approvals as a')
    .innerJoin('providers as p', 'p.id', 'a.provider_id')
    .innerJoin('provider_translations as t', 't.entity_id', 'p.id')
    .select(['p.id', 'p.municipality', 'p.search_text', 't.locale', 't.slug', 't.name', 'a.id as approval_id', 'a.programme_sr', 'a.programme_en', 'a.valid_until'])
    .where('a.qualification_id', '=', qualificationId)
    .where('p.status', '=', 'published')
    .where('p.published_at', '<=', now)
    .where((eb) => hasStatus(eb as unknown as Approvals, 'in-force', now))
    .orderBy(`p.${sortKeyColumn(locale)}`)
    .orderBy('p.id')
    .orderBy('a.position')
    .execute();
}

/** The earliest instant after `now` at which an approval starts, expires or is revoked. */
export async function findNextApprovalChange(db: Db, now: string): Promise<unknown[]> {
  const next = (column: 'valid_from' | 'valid_until' | 'revoked_at') =>
    db
      .selectFrom('provider_approvals')
      .select((eb) => eb.fn.min(column).as('next'))
      .where(column, '>', now)
      .executeTakeFirst()
      .then((row) => row?.next ?? null);
  return Promise.all([next('valid_from'), next('valid_until'), next('revoked_at')]);
}

/** The ids of the qualifications with these register codes, by code. */
export async function findQualificationIdsByCode(db: Executor, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('qualifications').select(['id', 'code']).where('code', 'in', codes).execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Which of the numbers a provider of the register already has, in the column named. */
export async function findTakenNumbers(db: Executor, column: 'registration_number' | 'tax_number', values: string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db.selectFrom('providers').select(column).where(column, 'in', values).execute();
  return new Set(rows.map((row) => row[column]));
}
