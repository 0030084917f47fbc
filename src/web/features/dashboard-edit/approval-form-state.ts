import { type ApprovalStatus, EMPLOYERS_MAX, PLACES_MAX, approvalStatus } from '../../../common/providers.js';
import { NAME_MAX, TITLE_MAX } from '../../../common/schemas/common.js';
import { revocationSchema } from '../../../common/schemas/providers.js';
import { isoToZonedInput, zonedInputToIso } from '../../../common/time/zoned-time.js';

/**
 * A provider's approvals as the edit form holds them, their two conversions (from the admin view,
 * to the API's input), the rule of a revocation, and where the API's messages about an approval
 * belong in the form. Pure, so the local draft stores the same values and the tests need no browser.
 */

export type PlaceValue = { municipality: string; address: string };
export type EmployerValue = { name: string; municipality: string };

/** The lists of texts an approval holds, each row in Serbian only: its places and its employers. */
export interface ApprovalTextRows {
  field: 'places' | 'employers';
  max: number;
  /** The message keys of the list's legend, add button and row name. */
  legend: string;
  add: string;
  row: string;
  /** Each part of a row: its name, the key of its label, its limit and its share of the width. */
  parts: { name: string; label: string; max: number; flex: string }[];
}

/** A list's keys follow its item's name: own.place{Add,Row,Municipality,Address}. */
function textRows(field: ApprovalTextRows['field'], item: string, max: number, parts: [name: string, max: number, flex: string][]): ApprovalTextRows {
  const labelOf = (name: string) => `own.${item}${name[0]!.toUpperCase()}${name.slice(1)}`;
  return { field, max, legend: `own.${field}`, add: `own.${item}Add`, row: `own.${item}Row`, parts: parts.map(([name, partMax, flex]) => ({ name, label: labelOf(name), max: partMax, flex })) };
}

export const APPROVAL_TEXT_ROWS: readonly ApprovalTextRows[] = [
  textRows('places', 'place', PLACES_MAX, [
    ['municipality', NAME_MAX, '1 1 10rem'],
    ['address', TITLE_MAX, '2 1 14rem'],
  ]),
  textRows('employers', 'employer', EMPLOYERS_MAX, [
    ['name', TITLE_MAX, '2 1 14rem'],
    ['municipality', NAME_MAX, '1 1 10rem'],
  ]),
];

/** An approval as its row of inputs holds it: '' for none; instants as datetime-local values in the portal's zone. */
export interface ApprovalValue {
  /** A saved approval's id ('' for a new one): it keeps its id across saves. */
  id: string;
  activity: string;
  programmeSr: string;
  programmeEn: string;
  qualificationId: string;
  level: string;
  decisionNumber: string;
  /** YYYY-MM-DD, as a date input holds it. */
  decisionDate: string;
  validFrom: string;
  validUntil: string;
  places: PlaceValue[];
  employers: EmployerValue[];
  isRevoked: boolean;
  revokedAt: string;
  revocationReason: string;
}

/** An approval of the admin view (src/server/modules/providers/provider.approvals.ts toApprovalInput). */
interface ApprovalOfView {
  id: number;
  activity: string;
  programme: { sr: string; en?: string };
  qualificationId: number | null;
  level: string | null;
  decisionNumber: string;
  decisionDate: string;
  validFrom: string;
  validUntil: string | null;
  places: PlaceValue[];
  employers: EmployerValue[];
  revocation: { at: string; reason: string } | null;
}

/** A new approval: non-formal education, in force from now, delivered in one place still to be named. */
export function emptyApproval(now: number, timeZone: string): ApprovalValue {
  return {
    id: '',
    activity: 'non-formal-education',
    programmeSr: '',
    programmeEn: '',
    qualificationId: '',
    level: '',
    decisionNumber: '',
    decisionDate: '',
    validFrom: isoToZonedInput(new Date(now).toISOString(), timeZone),
    validUntil: '',
    places: [{ municipality: '', address: '' }],
    employers: [],
    isRevoked: false,
    revokedAt: '',
    revocationReason: '',
  };
}

/** The approvals of the admin view, as rows of inputs. */
export function approvalsOf(value: unknown, timeZone: string): ApprovalValue[] {
  if (!Array.isArray(value)) return [];
  return (value as ApprovalOfView[]).map((a) => ({
    id: String(a.id),
    activity: a.activity,
    programmeSr: a.programme.sr,
    programmeEn: a.programme.en ?? '',
    qualificationId: a.qualificationId === null ? '' : String(a.qualificationId),
    level: a.level ?? '',
    decisionNumber: a.decisionNumber,
    decisionDate: a.decisionDate,
    validFrom: isoToZonedInput(a.validFrom, timeZone),
    validUntil: isoToZonedInput(a.validUntil, timeZone),
    places: a.places.map(({ municipality, address }) => ({ municipality, address })),
    employers: a.employers.map(({ name, municipality }) => ({ name, municipality })),
    isRevoked: a.revocation !== null,
    revokedAt: isoToZonedInput(a.revocation?.at, timeZone),
    revocationReason: a.revocation?.reason ?? '',
  }));
}

const trimmed = <T extends object>(row: T) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;

/**
 * The approvals as the API takes them. A revocation is sent as the editor wrote it, an empty
 * reason included: the server's rule refuses it and says so at the field.
 */
export function approvalInputs(approvals: readonly ApprovalValue[], timeZone: string): Record<string, unknown>[] {
  return approvals.map((a) => ({
    ...(a.id ? { id: Number(a.id) } : {}),
    activity: a.activity,
    programme: a.programmeEn.trim() ? { sr: a.programmeSr.trim(), en: a.programmeEn.trim() } : { sr: a.programmeSr.trim() },
    qualificationId: a.qualificationId ? Number(a.qualificationId) : null,
    level: a.level || null,
    decisionNumber: a.decisionNumber.trim(),
    decisionDate: a.decisionDate,
    validFrom: zonedInputToIso(a.validFrom, timeZone),
    validUntil: zonedInputToIso(a.validUntil, timeZone),
    places: a.places.map(trimmed),
    employers: a.employers.map(trimmed),
    revocation: a.isRevoked ? { at: zonedInputToIso(a.revokedAt, timeZone), reason: a.revocationReason.trim() } : null,
  }));
}

/** Whether a revocation's reason is one the API takes: the rule of its schema, not a copy of it. */
export function isRevocationReasonValid(reason: string): boolean {
  return revocationSchema.shape.reason.safeParse(reason).success;
}

/** The approval's status at `now` as the form stands (null while its start is not a valid time). */
export function approvalStatusOf(approval: ApprovalValue, now: number, timeZone: string): ApprovalStatus | null {
  const validFrom = zonedInputToIso(approval.validFrom, timeZone);
  if (!validFrom) return null;
  const revokedAt = approval.isRevoked ? zonedInputToIso(approval.revokedAt, timeZone) : null;
  return approvalStatus({ validFrom, validUntil: zonedInputToIso(approval.validUntil, timeZone), revokedAt }, now);
}

/** The form path of an approval's field: `approvals.2.revocationReason`. */
export function approvalPath(index: number, field: keyof ApprovalValue): string {
  return `approvals.${index}.${field}`;
}

/** The API's names of an approval's fields where the form's differ (the first part of the rest of the path). */
const FORM_FIELD_OF_API: Record<string, keyof ApprovalValue> = {
  programme: 'programmeSr',
  'programme.sr': 'programmeSr',
  'programme.en': 'programmeEn',
  revocation: 'revocationReason',
  'revocation.reason': 'revocationReason',
  'revocation.at': 'revokedAt',
};

const FORM_FIELDS: readonly (keyof ApprovalValue)[] = ['activity', 'qualificationId', 'level', 'decisionNumber', 'decisionDate', 'validFrom', 'validUntil', 'places', 'employers'];

/**
 * Where an API message about an approval belongs: "approvals.0.revocation.reason" →
 * "approvals.0.revocationReason", a place's field → the approval's places, anything else of the
 * approval → the approval's row ("approvals.0"); null for paths of other fields.
 */
export function approvalFormPath(apiPath: string): string | null {
  const match = /^approvals\.(\d+)(?:\.(.+))?$/.exec(apiPath);
  if (!match) return null;
  const [, index, rest = ''] = match;
  const mapped = FORM_FIELD_OF_API[rest] ?? FORM_FIELD_OF_API[rest.split('.').slice(0, 2).join('.')];
  if (mapped) return approvalPath(Number(index), mapped);
  const head = rest.split('.')[0] as keyof ApprovalValue;
  return FORM_FIELDS.includes(head) ? approvalPath(Number(index), head) : `approvals.${index}`;
}
