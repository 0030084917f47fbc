import type { Locale } from '../../../common/locales.js';
import { approvalStatus } from '../../../common/providers.js';
import type { NqfLevelCode } from '../../../common/schemas/levels.js';
import type { ApprovalInput, ApprovalView } from '../../../common/schemas/providers.js';
import { foldForSearch } from '../../../common/text/search-text.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { Executor } from '../../db/executor.js';
import { type ApprovalRow, findApprovals, findPlaces } from './provider.repository.js';

/** An approval as the admin API shows it and takes it back: its save input with its id. */
function toApprovalInput(row: ApprovalRow, places: { municipality: string; address: string }[]): ApprovalInput & { id: number } {
  return {
    id: row.id,
    activity: row.activity as ApprovalInput['activity'],
    programme: row.programme_en === null ? { sr: row.programme_sr } : { sr: row.programme_sr, en: row.programme_en },
    qualificationId: row.qualification_id,
    level: row.level_code as NqfLevelCode | null,
    decisionNumber: row.decision_number,
    decisionDate: row.decision_date,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    places,
    employers: JSON.parse(row.employers) as ApprovalInput['employers'],
    revocation: row.revoked_at === null ? null : { at: row.revoked_at, reason: row.revocation_reason ?? '' },
  };
}

/** The approvals of providers with their places, by provider, each provider's in its order. */
export async function loadApprovals(db: Executor, providerIds: number[]): Promise<Map<number, (ApprovalInput & { id: number })[]>> {
  const rows = await findApprovals(db, providerIds);
  const places = await findPlaces(db, rows.map((row) => row.id));
  const byProvider = new Map<number, (ApprovalInput & { id: number })[]>(providerIds.map((id) => [id, []]));
  for (const row of rows) {
    const own = places.filter((place) => place.approval_id === row.id).map((place) => ({ municipality: place.municipality, address: place.address }));
    byProvider.get(row.provider_id)?.push(toApprovalInput(row, own));
  }
  return byProvider;
}

/** One provider's approvals as its save input takes them. */
export async function loadApprovalInputs(db: Executor, providerId: number): Promise<(ApprovalInput & { id: number })[]> {
  return (await loadApprovals(db, [providerId])).get(providerId) ?? [];
}

/** A text written in Cyrillic, in the locale: Latin derived from it, English when written. */
export function inLocale(sr: string, en: string | null | undefined, locale: Locale): string {
  if (locale === 'en' && en) return en;
  return locale === 'lat' ? cyrillicToLatin(sr) : sr;
}

/** What the public sees of an approval in `locale` at `now`; its qualification resolved by the caller. */
export function toApprovalView(approval: ApprovalInput & { id: number }, locale: Locale, now: string, qualification: ApprovalView['qualification'], level: NqfLevelCode | null): ApprovalView {
  // Places, employers and a revocation's reason are written in Cyrillic only: the other locales read them in Latin.
  const place = (text: string) => (locale === 'sr' ? text : cyrillicToLatin(text));
  return {
    id: approval.id,
    activity: approval.activity,
    programme: inLocale(approval.programme.sr, approval.programme.en, locale),
    qualification,
    level,
    decisionNumber: approval.decisionNumber,
    decisionDate: approval.decisionDate,
    validFrom: approval.validFrom,
    validUntil: approval.validUntil,
    status: approvalStatus({ validFrom: approval.validFrom, validUntil: approval.validUntil, revokedAt: approval.revocation?.at ?? null }, now),
    // A revocation that takes effect later is not public yet: until then the approval is what it was.
    revocation: approval.revocation && approval.revocation.at <= now ? { at: approval.revocation.at, reason: place(approval.revocation.reason) } : null,
    places: approval.places.map((p) => ({ municipality: place(p.municipality), address: place(p.address) })),
    employers: approval.employers.map((e) => ({ name: place(e.name), municipality: place(e.municipality) })),
  };
}

/** The provider's names folded for search, the Cyrillic name first (the list's order follows it). */
export function providerSearchText(names: { locale: string; name: string }[]): string {
  const ordered = [...names].sort((a, b) => (a.locale === 'sr' ? -1 : b.locale === 'sr' ? 1 : a.locale.localeCompare(b.locale)));
  return [...new Set(ordered.map((n) => foldForSearch(n.name)))].join('\n');
}
