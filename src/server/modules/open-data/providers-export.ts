import { LOCALES, type Locale } from '../../../common/locales.js';
import { type ApprovalActivity, type ApprovalStatus, type LegalForm, approvalStatus } from '../../../common/providers.js';
import { LOCALE_PREFIX, ROUTE_WORDS, contentPath } from '../../../common/routes.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { Db } from '../../db/database.js';
import { absoluteUrl } from '../site/site-text.js';
import { lastChange } from './dataset.js';
import { type LocalizedText, groupBy, texts } from './localized-text.js';

/**
 * The published providers (ЈПОА) with every approval they hold, in every locale at once, as the
 * open data files publish them: an approval's status as it is at the moment of the request.
 */

export interface ExportedApproval {
  id: number;
  activity: ApprovalActivity;
  programme: LocalizedText;
  /** The qualification it leads to, when it is in the register, else the level only. */
  qualification: { id: number; code: string; uri: string } | null;
  nqfLevel: string | null;
  decisionNumber: string;
  decisionDate: string;
  validFrom: string;
  validUntil: string | null;
  revokedAt: string | null;
  revocationReason: string | null;
  status: ApprovalStatus;
  places: { municipality: string; address: string }[];
  employers: { name: string; municipality: string }[];
}

export interface ExportedProvider {
  id: number;
  /** The provider's stable URI: its English page by id. */
  uri: string;
  pages: Record<Locale, string>;
  name: LocalizedText;
  legalForm: LegalForm;
  registrationNumber: string;
  taxNumber: string;
  municipality: string;
  address: string;
  email: string;
  phone: string;
  website: string;
  approvals: ExportedApproval[];
  updatedAt: string;
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

/**
 * When the providers' files last changed: a save, a publication, or an approval's start, expiry or
 * revocation that has come (the files show each approval's status at the moment of the request).
 */
export async function providersLastChange(db: Db, now: string): Promise<string> {
  const [saved, instants] = await Promise.all([
    lastChange(db, now, ['providers', 'qualifications']),
    db
      .selectFrom('provider_approvals')
      .select((eb) => [
        eb.fn.max(eb.case().when('valid_from', '<=', now).then(eb.ref('valid_from')).end()).as('started'),
        eb.fn.max(eb.case().when('valid_until', '<=', now).then(eb.ref('valid_until')).end()).as('expired'),
        eb.fn.max(eb.case().when('revoked_at', '<=', now).then(eb.ref('revoked_at')).end()).as('revoked'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return [saved, ...[instants.started, instants.expired, instants.revoked].map(isoOrNull)].filter((time): time is string => time !== null).reduce((a, b) => (a > b ? a : b));
}

export async function loadProvidersExport(db: Db, publicUrl: string, now: string): Promise<{ modified: string; items: ExportedProvider[] }> {
  const providers = await db.selectFrom('providers').selectAll().where('status', '=', 'published').where('published_at', '<=', now).orderBy('id').execute();
  const publishedIds = db.selectFrom('providers').select('id').where('status', '=', 'published').where('published_at', '<=', now);
  const [translations, approvals, places, modified] = await Promise.all([
    db.selectFrom('provider_translations').selectAll().where('entity_id', 'in', publishedIds).execute(),
    db
      .selectFrom('provider_approvals as a')
      .leftJoin('qualifications as q', (join) => join.onRef('q.id', '=', 'a.qualification_id').on('q.status', '=', 'published').on('q.published_at', '<=', now))
      .selectAll('a')
      .select(['q.code as qualification_code', 'q.level_code as qualification_level'])
      .where('a.provider_id', 'in', publishedIds)
      .orderBy('a.provider_id')
      .orderBy('a.position')
      .execute(),
    db
      .selectFrom('provider_approval_places as p')
      .innerJoin('provider_approvals as a', 'a.id', 'p.approval_id')
      .select(['p.approval_id', 'p.municipality', 'p.address'])
      .where('a.provider_id', 'in', publishedIds)
      .orderBy('p.approval_id')
      .orderBy('p.position')
      .execute(),
    providersLastChange(db, now),
  ]);
  const textsOf = groupBy(translations, (row) => row.entity_id);
  const approvalsOf = groupBy(approvals, (row) => row.provider_id);
  const placesOf = groupBy(places, (row) => row.approval_id);
  const exportApproval = (a: (typeof approvals)[number]): ExportedApproval => {
    const times = { validFrom: iso(a.valid_from), validUntil: isoOrNull(a.valid_until), revokedAt: isoOrNull(a.revoked_at) };
    const qualification = a.qualification_id !== null && a.qualification_code ? { id: a.qualification_id, code: a.qualification_code, uri: absoluteUrl(publicUrl, `/en/qualification/${a.qualification_id}`) } : null;
    return {
      id: a.id,
      activity: a.activity as ApprovalActivity,
      programme: { sr: a.programme_sr, lat: cyrillicToLatin(a.programme_sr), en: a.programme_en },
      qualification,
      nqfLevel: a.level_code ?? (qualification ? a.qualification_level : null),
      decisionNumber: a.decision_number,
      decisionDate: a.decision_date,
      ...times,
      revocationReason: a.revocation_reason,
      status: approvalStatus(times, now),
      places: (placesOf.get(a.id) ?? []).map(({ municipality, address }) => ({ municipality, address })),
      employers: JSON.parse(a.employers) as { name: string; municipality: string }[],
    };
  };
  return {
    modified,
    items: providers.map((p): ExportedProvider => {
      const rows = textsOf.get(p.id);
      const slugs = texts(rows, 'slug');
      const page = (locale: Locale) => absoluteUrl(publicUrl, contentPath('provider', locale, p.id, (locale === 'en' ? slugs.en : null) ?? (locale === 'lat' ? slugs.lat : slugs.sr)));
      return {
        id: p.id,
        uri: absoluteUrl(publicUrl, `${LOCALE_PREFIX.en}/${ROUTE_WORDS.provider.en}/${p.id}`),
        pages: Object.fromEntries(LOCALES.map((locale) => [locale, page(locale)])) as Record<Locale, string>,
        name: texts(rows, 'name'),
        legalForm: p.legal_form as LegalForm,
        registrationNumber: p.registration_number,
        taxNumber: p.tax_number,
        municipality: p.municipality,
        address: p.address,
        email: p.email,
        phone: p.phone,
        website: p.website,
        approvals: (approvalsOf.get(p.id) ?? []).map(exportApproval),
        updatedAt: iso(p.updated_at),
      };
    }),
  };
}
