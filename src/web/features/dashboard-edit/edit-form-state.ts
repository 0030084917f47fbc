import type { Locale } from '../../../common/locales.js';
import type { ContentStatus } from '../../../common/schemas/common.js';
import type { Media } from '../../../common/schemas/public.js';
import { cyrillicToLatin, cyrillicToLatinHtml } from '../../../common/text/transliterate.js';
import type { EditTypeSpec, OwnFieldName, TextFieldSpec } from './edit-types.js';
import { type ApprovalValue, approvalInputs, approvalsOf } from './approval-form-state.js';
import { isoToZonedInput, zonedInputToIso } from '../../../common/time/zoned-time.js';

/**
 * The edit form's values and their two conversions: from the admin view the API sends, and to the
 * input it takes. Pure, so the local draft can store the same values and compare them.
 */

/** One locale's texts by field name, plus `slug`. */
export type Texts = Record<string, string>;

/** A provider's identity and contact: each a text input ('' for none), sent trimmed under its own name. */
export const PROVIDER_TEXT_FIELDS = ['legalForm', 'registrationNumber', 'taxNumber', 'municipality', 'address', 'email', 'phone'] as const;
type ProviderTexts = Record<(typeof PROVIDER_TEXT_FIELDS)[number], string>;
const providerTexts = (text: (name: keyof ProviderTexts) => string) => Object.fromEntries(PROVIDER_TEXT_FIELDS.map((name) => [name, text(name)])) as ProviderTexts;

/** Type-specific values, as the inputs hold them ('' for none; times as datetime-local values). */
export interface OwnValues extends ProviderTexts {
  categoryId: string;
  tagIds: string[];
  cover: Media | null;
  eventStart: string;
  eventEnd: string;
  parentId: string;
  position: string;
  audience: string;
  key: string;
  eventDate: string;
  pdf: Media | null;
  slides: Media[];
  code: string;
  level: string;
  qualificationType: string;
  field: string;
  credits: string;
  hours: string;
  acquisitionWays: string[];
  awardingBodyIds: string[];
  occupations: OccupationValue[];
  registerStatus: string;
  /** YYYY-MM-DD, as a date input holds it. */
  registeredOn: string;
  validUntil: string;
  supplementFileIds: string[];
  kind: string;
  website: string;
  /** A standard's codes of occupations and ESCO URIs: one a line, edited row by row. */
  occupationCodes: string;
  escoUris: string;
  history: DecisionValue[];
  /** The sector skills council's id ('' for none). */
  councilId: string;
  /** A council's date of its constitutive session (YYYY-MM-DD), its sector's tag, and its three lists. */
  constitutedOn: string;
  tagId: string;
  members: MemberValue[];
  sessions: SessionValue[];
  decisions: CouncilDecisionValue[];
  /** A provider's approvals as rows. */
  approvals: ApprovalValue[];
}

/** A member of a council, as its row of inputs holds it. */
export interface MemberValue {
  name: string;
  organisation: string;
  role: string;
}

/** A session of a council: its agenda one item a line, in Serbian and (optionally) English; its minutes a document's id ('' for none). */
export interface SessionValue {
  date: string;
  number: string;
  agendaSr: string;
  agendaEn: string;
  minutesFileId: string;
}

/** A decision of a council: its subject in Serbian and (optionally) English; the standard's id ('' for none). */
export interface CouncilDecisionValue {
  number: string;
  date: string;
  subjectSr: string;
  subjectEn: string;
  standardId: string;
}

/** A decision of a standard's history, as its row of inputs holds it. */
export interface DecisionValue {
  kind: string;
  number: string;
  /** YYYY-MM-DD, as a date input holds it. */
  date: string;
  body: string;
}

/** An ESCO occupation of a qualification: its URI, and its label in Serbian and English. */
export interface OccupationValue {
  uri: string;
  labelSr: string;
  labelEn: string;
}

export interface EditForm {
  status: ContentStatus;
  /** datetime-local value in the portal's zone; '' for none. */
  publishedAt: string;
  sr: Texts;
  /** Latin texts written by hand; only the fields named in `latOverrides` are used. */
  lat: Texts;
  latOverrides: string[];
  /** null: the item has no English translation. */
  en: Texts | null;
  own: OwnValues;
}

/** GET /api/admin/<type>/:id (src/server/modules/content/content-admin-view.ts loadAdminView). */
export interface AdminView {
  id: number;
  status: ContentStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  translations: Record<Locale, Record<string, unknown> | null>;
  [field: string]: unknown;
}

export const SLUG_FIELD = 'slug';

const EMPTY_OWN: OwnValues = {
  categoryId: '',
  tagIds: [],
  cover: null,
  eventStart: '',
  eventEnd: '',
  parentId: '',
  position: '0',
  audience: '',
  key: '',
  eventDate: '',
  pdf: null,
  slides: [],
  code: '',
  level: '',
  qualificationType: '',
  field: '',
  credits: '',
  hours: '',
  acquisitionWays: ['formal'],
  awardingBodyIds: [],
  occupations: [],
  registerStatus: 'active',
  registeredOn: '',
  validUntil: '',
  supplementFileIds: [],
  kind: '',
  website: '',
  occupationCodes: '',
  escoUris: '',
  history: [],
  councilId: '',
  constitutedOn: '',
  tagId: '',
  members: [],
  sessions: [],
  decisions: [],
  ...providerTexts(() => ''),
  approvals: [],
};

/** Names of a type's translated texts, with the slug where it has one. */
export function textNames(spec: EditTypeSpec): string[] {
  return [...spec.fields.map((field) => field.name), ...(spec.hasSlug ? [SLUG_FIELD] : [])];
}

export function emptyTexts(spec: EditTypeSpec): Texts {
  return Object.fromEntries(textNames(spec).map((name) => [name, '']));
}

export function emptyForm(spec: EditTypeSpec): EditForm {
  return { status: 'draft', publishedAt: '', sr: emptyTexts(spec), lat: {}, latOverrides: [], en: null, own: { ...EMPTY_OWN } };
}

function textsOf(spec: EditTypeSpec, source: Record<string, unknown> | null | undefined, only?: readonly string[]): Texts {
  const texts: Texts = {};
  for (const name of textNames(spec)) {
    if (only && !only.includes(name)) continue;
    const value = source?.[name];
    texts[name] = typeof value === 'string' ? value : '';
  }
  return texts;
}

const idText = (value: unknown) => (typeof value === 'number' ? String(value) : '');
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const idTexts = (value: unknown) => (Array.isArray(value) ? (value as number[]).map(String) : []);

function occupationsOf(value: unknown): OccupationValue[] {
  if (!Array.isArray(value)) return [];
  return (value as { uri: string; label: { sr: string; en?: string } }[]).map((o) => ({ uri: o.uri, labelSr: o.label.sr, labelEn: o.label.en ?? '' }));
}
const linesOf = (value: unknown) => (Array.isArray(value) ? (value as string[]).join('\n') : '');
/** The non-empty rows of a list edited row by row, trimmed. */
const rowsOf = (lines: string) => lines.split('\n').map((line) => line.trim()).filter(Boolean);

function historyOf(value: unknown): DecisionValue[] {
  if (!Array.isArray(value)) return [];
  return (value as DecisionValue[]).map(({ kind, number, date, body }) => ({ kind, number, date, body }));
}
/** A council's members, sessions and decisions as the admin view gives them, as rows of inputs. */
function councilListsOf(view: AdminView): Pick<OwnValues, 'members' | 'sessions' | 'decisions'> {
  const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
  type Texts = { sr: string; en?: string };
  return {
    members: list<MemberValue>(view.members).map(({ name, organisation, role }) => ({ name, organisation, role })),
    sessions: list<{ date: string; number: string; agenda: Texts; minutesFileId: number | null }>(view.sessions).map((s) => ({
      date: s.date,
      number: s.number,
      agendaSr: s.agenda.sr,
      agendaEn: s.agenda.en ?? '',
      minutesFileId: idText(s.minutesFileId),
    })),
    decisions: list<{ number: string; date: string; subject: Texts; standardId: number | null }>(view.decisions).map((d) => ({
      number: d.number,
      date: d.date,
      subjectSr: d.subject.sr,
      subjectEn: d.subject.en ?? '',
      standardId: idText(d.standardId),
    })),
  };
}
/** A text in Serbian and, when written, English, as the council's lists take it. */
const srEn = (sr: string, en: string) => (en.trim() ? { sr: sr.trim(), en: en.trim() } : { sr: sr.trim() });
const mediaOf = (value: unknown) => (value && typeof value === 'object' ? (value as Media) : null);

function ownFromView(view: AdminView, timeZone: string): OwnValues {
  const slides = Array.isArray(view.slides) ? (view.slides as { image: Media | null }[]).map((slide) => slide.image) : [];
  return {
    categoryId: idText(view.categoryId),
    tagIds: Array.isArray(view.tagIds) ? (view.tagIds as number[]).map(String) : [],
    cover: mediaOf(view.cover),
    eventStart: isoToZonedInput(view.eventStart as string | null, timeZone),
    eventEnd: isoToZonedInput(view.eventEnd as string | null, timeZone),
    parentId: idText(view.parentId),
    position: typeof view.position === 'number' ? String(view.position) : '0',
    audience: typeof view.audience === 'string' ? view.audience : '',
    key: typeof view.key === 'string' ? view.key : '',
    eventDate: isoToZonedInput(view.eventDate as string | null, timeZone),
    pdf: mediaOf(view.pdf),
    slides: slides.filter((image): image is Media => image !== null),
    code: text(view.code),
    level: text(view.level),
    qualificationType: text(view.type),
    field: text(view.field),
    credits: idText(view.credits),
    hours: idText(view.hours),
    acquisitionWays: Array.isArray(view.acquisitionWays) ? (view.acquisitionWays as string[]) : EMPTY_OWN.acquisitionWays,
    awardingBodyIds: idTexts(view.awardingBodyIds),
    occupations: occupationsOf(view.occupations),
    registerStatus: text(view.registerStatus, EMPTY_OWN.registerStatus),
    registeredOn: text(view.registeredOn),
    validUntil: text(view.validUntil),
    supplementFileIds: idTexts(view.supplementFileIds),
    kind: text(view.kind),
    website: text(view.website),
    occupationCodes: linesOf(view.occupationCodes),
    escoUris: linesOf(view.escoUris),
    history: historyOf(view.history),
    councilId: idText(view.councilId),
    constitutedOn: text(view.constitutedOn),
    tagId: idText(view.tagId),
    ...councilListsOf(view),
    ...providerTexts((name) => text(view[name])),
    approvals: approvalsOf(view.approvals, timeZone),
  };
}

/** The form of a saved item (or of one of its revisions). */
export function formFromView(spec: EditTypeSpec, view: AdminView, timeZone: string): EditForm {
  const lat = view.translations.lat;
  const overrides = Array.isArray(lat?.overrides) ? (lat.overrides as string[]).filter((name) => textNames(spec).includes(name)) : [];
  return {
    status: view.status,
    publishedAt: isoToZonedInput(view.publishedAt, timeZone),
    sr: textsOf(spec, view.translations.sr),
    lat: textsOf(spec, lat, overrides),
    latOverrides: overrides,
    en: view.translations.en ? textsOf(spec, view.translations.en) : null,
    own: ownFromView(view, timeZone),
  };
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** Each own field → the API's field and value (images and documents are sent by their ids). */
type OwnInput = { apiField: string; value: (own: OwnValues, timeZone: string) => unknown };

/** The provider's texts go to the API under their own names, trimmed. */
function providerTextInputs(): Record<keyof ProviderTexts, OwnInput> {
  const inputs = {} as Record<keyof ProviderTexts, OwnInput>;
  for (const name of PROVIDER_TEXT_FIELDS) inputs[name] = { apiField: name, value: (own) => own[name].trim() };
  return inputs;
}
const OWN_INPUT: Record<OwnFieldName, OwnInput> = {
  categoryId: { apiField: 'categoryId', value: (own) => idOrNull(own.categoryId) },
  tagIds: { apiField: 'tagIds', value: (own) => own.tagIds.map(Number) },
  cover: { apiField: 'coverMediaId', value: (own) => own.cover?.id ?? null },
  eventStart: { apiField: 'eventStart', value: (own, zone) => zonedInputToIso(own.eventStart, zone) },
  eventEnd: { apiField: 'eventEnd', value: (own, zone) => zonedInputToIso(own.eventEnd, zone) },
  parentId: { apiField: 'parentId', value: (own) => idOrNull(own.parentId) },
  position: { apiField: 'position', value: (own) => Number(own.position || 0) },
  audience: { apiField: 'audience', value: (own) => own.audience || null },
  key: { apiField: 'key', value: (own) => own.key || null },
  eventDate: { apiField: 'eventDate', value: (own, zone) => zonedInputToIso(own.eventDate, zone) },
  pdf: { apiField: 'pdfMediaId', value: (own) => own.pdf?.id ?? null },
  slides: { apiField: 'slideMediaIds', value: (own) => own.slides.map((slide) => slide.id) },
  code: { apiField: 'code', value: (own) => own.code.trim() },
  level: { apiField: 'level', value: (own) => own.level },
  qualificationType: { apiField: 'type', value: (own) => own.qualificationType },
  field: { apiField: 'field', value: (own) => own.field },
  credits: { apiField: 'credits', value: (own) => idOrNull(own.credits.trim()) },
  hours: { apiField: 'hours', value: (own) => idOrNull(own.hours.trim()) },
  acquisitionWays: { apiField: 'acquisitionWays', value: (own) => own.acquisitionWays },
  awardingBodyIds: { apiField: 'awardingBodyIds', value: (own) => own.awardingBodyIds.map(Number) },
  occupations: {
    apiField: 'occupations',
    value: (own) => own.occupations.map((o) => ({ uri: o.uri.trim(), label: o.labelEn.trim() ? { sr: o.labelSr, en: o.labelEn } : { sr: o.labelSr } })),
  },
  registerStatus: { apiField: 'registerStatus', value: (own) => own.registerStatus },
  registeredOn: { apiField: 'registeredOn', value: (own) => own.registeredOn },
  validUntil: { apiField: 'validUntil', value: (own) => own.validUntil || null },
  supplementFileIds: { apiField: 'supplementFileIds', value: (own) => own.supplementFileIds.map(Number) },
  kind: { apiField: 'kind', value: (own) => own.kind },
  website: { apiField: 'website', value: (own) => own.website.trim() || null },
  occupationCodes: { apiField: 'occupationCodes', value: (own) => rowsOf(own.occupationCodes) },
  escoUris: { apiField: 'escoUris', value: (own) => rowsOf(own.escoUris) },
  councilId: { apiField: 'councilId', value: (own) => idOrNull(own.councilId) },
  constitutedOn: { apiField: 'constitutedOn', value: (own) => own.constitutedOn },
  tagId: { apiField: 'tagId', value: (own) => idOrNull(own.tagId) },
  members: { apiField: 'members', value: (own) => own.members.map((m) => ({ name: m.name.trim(), organisation: m.organisation.trim(), role: m.role })) },
  sessions: {
    apiField: 'sessions',
    value: (own) => own.sessions.map((s) => ({ date: s.date, number: s.number.trim(), agenda: srEn(s.agendaSr, s.agendaEn), minutesFileId: idOrNull(s.minutesFileId) })),
  },
  decisions: {
    apiField: 'decisions',
    value: (own) => own.decisions.map((d) => ({ number: d.number.trim(), date: d.date, subject: srEn(d.subjectSr, d.subjectEn), standardId: idOrNull(d.standardId) })),
  },
  history: { apiField: 'history', value: (own) => own.history.map((d) => ({ kind: d.kind, number: d.number.trim(), date: d.date, body: d.body.trim() })) },
  ...providerTextInputs(),
  approvals: { apiField: 'approvals', value: (own, zone) => approvalInputs(own.approvals, zone) },
};

/** The API's name of an own field (server errors are keyed by it). */
export function ownApiField(name: OwnFieldName): string {
  return OWN_INPUT[name].apiField;
}

function inputTexts(spec: EditTypeSpec, texts: Texts): Texts {
  const input = textsOf(spec, texts);
  if (spec.hasSlug) input[SLUG_FIELD] = input[SLUG_FIELD]!.trim();
  return input;
}

/**
 * The body of POST/PUT: Latin holds only the overridden fields (the server derives the rest),
 * English is null when removed. An empty slug asks the server to make one from the name.
 */
export function inputFromForm(spec: EditTypeSpec, form: EditForm, timeZone: string): Record<string, unknown> {
  const lat: Texts = {};
  for (const name of form.latOverrides) {
    const value = form.lat[name] ?? '';
    if (name === SLUG_FIELD) {
      if (value.trim()) lat[name] = value.trim();
    } else lat[name] = value;
  }
  return {
    status: form.status,
    publishedAt: zonedInputToIso(form.publishedAt, timeZone),
    ...Object.fromEntries(spec.own.map((name) => [OWN_INPUT[name].apiField, OWN_INPUT[name].value(form.own, timeZone)])),
    translations: { sr: inputTexts(spec, form.sr), lat, en: form.en ? inputTexts(spec, form.en) : null },
  };
}

export type PublicationState = { kind: 'scheduled' | 'live'; time: string } | { kind: 'now' | 'hidden' };

/**
 * What the status and the publish time mean together: a published item with a future time is
 * scheduled; without a time it is published when saved; drafts and archived items are hidden.
 */
export function publicationState(form: Pick<EditForm, 'status' | 'publishedAt'>, now: number, timeZone: string): PublicationState {
  if (form.status !== 'published') return { kind: 'hidden' };
  const time = zonedInputToIso(form.publishedAt, timeZone);
  if (!time) return { kind: 'now' };
  return { kind: Date.parse(time) > now ? 'scheduled' : 'live', time };
}

/** The Latin text the server will derive from the Cyrillic one, shown live while not overridden. */
export function derivedLatin(field: TextFieldSpec, sr: Texts): string {
  const source = sr[field.name] ?? '';
  return field.kind === 'rich' ? cyrillicToLatinHtml(source) : cyrillicToLatin(source);
}

/** JSON with object keys in order, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, entry]) => entry !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a save would send: Latin texts that are not overridden, and the order of tags, do not count. */
function comparable(form: EditForm): unknown {
  const overrides = [...form.latOverrides].sort();
  return {
    ...form,
    lat: Object.fromEntries(overrides.map((name) => [name, form.lat[name] ?? ''])),
    latOverrides: overrides,
    own: { ...form.own, tagIds: [...form.own.tagIds].sort() },
  };
}

/** Whether two forms would save the same item. */
export function isSameForm(a: EditForm, b: EditForm): boolean {
  return canonicalJson(comparable(a)) === canonicalJson(comparable(b));
}
