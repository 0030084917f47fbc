import type { Locale } from '../../../common/locales.js';
import type { Media } from '../../../common/schemas/public.js';
import { type EditForm, type OwnValues, SLUG_FIELD, type Texts } from './edit-form-state.js';
import type { EditTypeSpec, OwnFieldName } from './edit-types.js';
import { richTextToPlain } from './rich-text-content.js';

/**
 * What differs between the editor's form and the version someone else saved in between, field by
 * field and as plain text, for the conflict dialog to show side by side.
 */

export type ConflictRow =
  | { kind: 'text'; locale: Locale; field: string; mine: string; theirs: string }
  | { kind: 'status' | 'publishedAt'; mine: string; theirs: string }
  | { kind: 'own'; field: OwnFieldName; mine: string; theirs: string };

/** Names of referenced items (categories, tags, awarding bodies, documents, councils) for the own fields that hold ids. */
export interface ReferenceNames {
  categories: ReadonlyMap<string, string>;
  tags: ReadonlyMap<string, string>;
  awardingBodies: ReadonlyMap<string, string>;
  files: ReadonlyMap<string, string>;
  councils: ReadonlyMap<string, string>;
}

const namesOf = (ids: readonly string[], names: ReadonlyMap<string, string>) => ids.map((id) => names.get(id) ?? `#${id}`).join(', ');

const LOCALES_COMPARED: readonly Locale[] = ['sr', 'lat', 'en'];

function textsToCompare(form: EditForm, locale: Locale): Texts | null {
  if (locale === 'sr') return form.sr;
  if (locale === 'en') return form.en;
  return Object.fromEntries(form.latOverrides.map((name) => [name, form.lat[name] ?? '']));
}

function textRows(spec: EditTypeSpec, mine: EditForm, theirs: EditForm): ConflictRow[] {
  const rows: ConflictRow[] = [];
  for (const locale of LOCALES_COMPARED) {
    const a = textsToCompare(mine, locale);
    const b = textsToCompare(theirs, locale);
    if (!a && !b) continue;
    for (const field of [...spec.fields, { name: SLUG_FIELD, kind: 'line' as const }]) {
      const plain = (texts: Texts | null) => {
        const value = texts?.[field.name] ?? '';
        return field.kind === 'rich' ? richTextToPlain(value) : value.trim();
      };
      // Latin: only texts written by hand (derived ones follow the Cyrillic rows above).
      if (locale === 'lat' && !(field.name in (a ?? {})) && !(field.name in (b ?? {}))) continue;
      const [mineText, theirsText] = [plain(a), plain(b)];
      if (mineText !== theirsText) rows.push({ kind: 'text', locale, field: field.name, mine: mineText, theirs: theirsText });
    }
  }
  return rows;
}

const mediaName = (media: Media | null) => media?.originalName ?? '';

function ownText(name: OwnFieldName, own: OwnValues, names: ReferenceNames): string {
  switch (name) {
    case 'cover':
    case 'pdf':
      return mediaName(own[name]);
    case 'slides':
      return own.slides.map(mediaName).join(', ');
    case 'tagIds':
      return namesOf([...own.tagIds].sort(), names.tags);
    case 'awardingBodyIds':
      return namesOf(own.awardingBodyIds, names.awardingBodies);
    case 'supplementFileIds':
      return namesOf(own.supplementFileIds, names.files);
    case 'acquisitionWays':
      return own.acquisitionWays.join(', ');
    case 'occupations':
      return own.occupations.map((o) => `${o.labelSr} (${o.uri})`).join('; ');
    case 'history':
      return own.history.map((d) => `${d.kind} ${d.number} ${d.date} ${d.body}`).join('; ');
    case 'categoryId':
    case 'parentId':
      return own[name] ? (names.categories.get(own[name]) ?? `#${own[name]}`) : '';
    case 'tagId':
      return own.tagId ? (names.tags.get(own.tagId) ?? `#${own.tagId}`) : '';
    case 'members':
      return own.members.map((m) => `${m.name}, ${m.organisation}, ${m.role}`).join('; ');
    case 'sessions':
      return own.sessions.map((s) => `${s.number} ${s.date}: ${s.agendaSr.replace(/\n/g, ' / ')}${s.minutesFileId ? ` (#${s.minutesFileId})` : ''}`).join('; ');
    case 'decisions':
      return own.decisions.map((d) => `${d.number} ${d.date}: ${d.subjectSr}${d.standardId ? ` (#${d.standardId})` : ''}`).join('; ');
    case 'approvals':
      return own.approvals
        .map((a) => `${a.decisionNumber} ${a.programmeSr}, ${a.validFrom} – ${a.validUntil}${a.isRevoked ? ` ✕ ${a.revokedAt} ${a.revocationReason}` : ''}`)
        .join('; ');
    case 'councilId':
      return own.councilId ? (names.councils.get(own.councilId) ?? `#${own.councilId}`) : '';
    default:
      return own[name];
  }
}

export function conflictRows(spec: EditTypeSpec, mine: EditForm, theirs: EditForm, names: ReferenceNames): ConflictRow[] {
  const rows = textRows(spec, mine, theirs);
  if (mine.status !== theirs.status) rows.push({ kind: 'status', mine: mine.status, theirs: theirs.status });
  if (mine.publishedAt !== theirs.publishedAt) rows.push({ kind: 'publishedAt', mine: mine.publishedAt, theirs: theirs.publishedAt });
  for (const field of spec.own) {
    const [a, b] = [ownText(field, mine.own, names), ownText(field, theirs.own, names)];
    if (a !== b) rows.push({ kind: 'own', field, mine: a, theirs: b });
  }
  return rows;
}
