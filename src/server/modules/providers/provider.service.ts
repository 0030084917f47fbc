import type { Locale } from '../../../common/locales.js';
import type { NqfLevelCode } from '../../../common/schemas/levels.js';
import type { AdultProvider, ApprovalView, LegalForm, Provider, ProviderList, ProviderQuery } from '../../../common/schemas/providers.js';
import { APPROVAL_STATUSES } from '../../../common/providers.js';
import { foldForSearch } from '../../../common/text/search-text.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { localize, pickTranslation } from '../content/public.js';
import { inLocale, loadApprovalInputs, toApprovalView } from './provider.approvals.js';
import * as repo from './provider.repository.js';

/** A municipality as the locale writes it: the register keeps the Cyrillic. */
const municipalityIn = (name: string, locale: Locale) => (locale === 'sr' ? name : cyrillicToLatin(name));

/** One page of the published providers with an approval matching the filters (in force unless said), with the total. */
export async function listProviders(db: Db, query: ProviderQuery, locale: Locale): Promise<ProviderList> {
  const now = nowIso();
  const { page, limit, ...rest } = query;
  // Names and municipalities are matched folded, so either script finds them, with or without diacritics.
  const filter = { ...rest, q: rest.q ? foldForSearch(rest.q) : undefined, municipality: rest.municipality ? foldForSearch(rest.municipality) : undefined, locale, now };
  const [rows, total] = await Promise.all([repo.findPublishedProviders(db, { ...filter, page, limit }), repo.countPublishedProviders(db, filter)]);
  const items = rows.map((row) => ({
    id: row.id,
    locale: row.locale as Locale,
    fallback: row.locale !== locale,
    slug: row.slug,
    name: row.name,
    legalForm: row.legal_form as LegalForm,
    municipality: municipalityIn(row.municipality, locale),
    approvalsInForce: Number(row.in_force ?? 0),
  }));
  return { items, total, page, limit };
}

const STATUS_ORDER = (status: ApprovalView['status']) => (status === 'in-force' ? 0 : 1 + APPROVAL_STATUSES.indexOf(status));

/** A published provider in `locale` (or in Cyrillic) with every approval and its status now; `preview` shows a draft. */
export async function getProvider(db: Db, id: number, locale: Locale, preview: boolean): Promise<Provider> {
  const now = nowIso();
  const row = await repo.findProvider(db, id, now, preview);
  if (!row) throw notFound('Provider');
  const [translations, approvals] = await Promise.all([repo.findProviderTranslations(db, id), loadApprovalInputs(db, id)]);
  const localized = localize([row], translations, locale, true)[0];
  if (!localized) throw notFound('Provider');
  const qualificationIds = [...new Set(approvals.flatMap((a) => (a.qualificationId === null ? [] : [a.qualificationId])))];
  const qualifications = await repo.findPublishedQualificationRefs(db, qualificationIds, now);
  const views = approvals.map((approval) => {
    const picked = approval.qualificationId === null ? null : pickTranslation(qualifications.filter((q) => q.id === approval.qualificationId), locale);
    const qualification = picked ? { id: picked.row.id, slug: picked.row.slug, code: picked.row.code, title: picked.row.title } : null;
    const level = (approval.level ?? picked?.row.level_code ?? null) as NqfLevelCode | null;
    return toApprovalView(approval, locale, now, qualification, level);
  });
  const sorted = views
    .map((view, index) => ({ view, index }))
    .sort((a, b) => STATUS_ORDER(a.view.status) - STATUS_ORDER(b.view.status) || a.view.validFrom.localeCompare(b.view.validFrom) || a.index - b.index)
    .map(({ view }) => view);
  const { t, fallback, slugs } = localized;
  return {
    id,
    locale: t.locale as Locale,
    fallback,
    slug: t.slug,
    slugs,
    name: t.name,
    legalForm: row.legal_form as LegalForm,
    municipality: municipalityIn(row.municipality, locale),
    approvalsInForce: sorted.filter((view) => view.status === 'in-force').length,
    registrationNumber: row.registration_number,
    taxNumber: row.tax_number,
    address: municipalityIn(row.address, locale),
    email: row.email,
    phone: row.phone,
    website: row.website,
    approvals: sorted,
    updatedAt: row.updated_at,
  };
}

/** "Where to get it as an adult": the published providers with an approval in force for a qualification, one line an approval. */
export async function listProvidersOfQualification(db: Db, qualificationId: number, locale: Locale, now: string): Promise<AdultProvider[]> {
  const rows = await repo.findProvidersOfQualification(db, qualificationId, locale, now);
  const approvalIds = [...new Set(rows.map((row) => row.approval_id))];
  return approvalIds.flatMap((approvalId) => {
    const picked = pickTranslation(rows.filter((row) => row.approval_id === approvalId), locale);
    if (!picked) return [];
    const { row } = picked;
    return [{ id: row.id, slug: row.slug, name: row.name, municipality: municipalityIn(row.municipality, locale), programme: inLocale(row.programme_sr, row.programme_en, locale), validUntil: row.valid_until }];
  });
}
