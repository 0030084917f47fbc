import type { EditableSection } from '../../../common/routes.js';
import { type EditForm, isSameForm } from './edit-form-state.js';

/**
 * The local draft: while an editor works, the form is kept in localStorage, so a session that
 * ends (401), a reload or a crash loses nothing. It is cleared after a successful save and
 * offered back when the screen opens the item again and finds it different.
 */

const KEY_PREFIX = 'noks.draft.';
const FORMAT = 1;
/** Drafts older than this are dropped instead of offered. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface LocalDraft {
  /** When the draft was written (ISO). */
  savedAt: string;
  /** The item's version the draft was based on; null for a new item. */
  baseVersion: number | null;
  form: EditForm;
}

/** The part of Web Storage the drafts use (tests pass a Map-backed one). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** e.g. `noks.draft.articles.12`, `noks.draft.tags.new`. */
export function draftKey(section: EditableSection, id: string): string {
  return `${KEY_PREFIX}${section}.${id}`;
}

export function serializeDraft(draft: LocalDraft): string {
  return JSON.stringify({ format: FORMAT, ...draft });
}

function isForm(value: unknown): value is EditForm {
  const form = value as EditForm | null;
  return (
    !!form &&
    typeof form === 'object' &&
    typeof form.status === 'string' &&
    typeof form.sr === 'object' &&
    typeof form.lat === 'object' &&
    Array.isArray(form.latOverrides) &&
    typeof form.own === 'object'
  );
}

/** A stored draft, or null when there is none, it cannot be read, or it has expired. */
export function parseDraft(text: string | null, now: Date): LocalDraft | null {
  if (!text) return null;
  let value: Partial<LocalDraft> & { format?: unknown };
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    return null;
  }
  if (value?.format !== FORMAT || typeof value.savedAt !== 'string' || !isForm(value.form)) return null;
  const age = now.getTime() - Date.parse(value.savedAt);
  if (!(age <= DRAFT_MAX_AGE_MS)) return null;
  return { savedAt: value.savedAt, baseVersion: typeof value.baseVersion === 'number' ? value.baseVersion : null, form: value.form };
}

/** Storage may be missing or refuse (private modes, quota): the draft is then only a best effort. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The draft under `key`; an unreadable or expired one is removed. */
export function readDraft(storage: DraftStorage, key: string, now: Date): LocalDraft | null {
  const text = attempt(() => storage.getItem(key), null);
  const draft = parseDraft(text, now);
  if (text !== null && draft === null) attempt(() => storage.removeItem(key), undefined);
  return draft;
}

/** Whether the draft was written (false when storage refused it). */
export function writeDraft(storage: DraftStorage, key: string, draft: LocalDraft): boolean {
  return attempt(() => {
    storage.setItem(key, serializeDraft(draft));
    return true;
  }, false);
}

export function clearDraft(storage: DraftStorage, key: string): void {
  attempt(() => storage.removeItem(key), undefined);
}

/** Removes every expired or unreadable draft (of any item), so storage does not fill up. */
export function removeExpiredDrafts(storage: DraftStorage, now: Date): void {
  const keys = attempt(() => Array.from({ length: storage.length }, (_, index) => storage.key(index)), [] as (string | null)[]);
  for (const key of keys) if (key?.startsWith(KEY_PREFIX)) readDraft(storage, key, now);
}

/** A draft worth offering: it would save something else than what the screen just loaded. */
export function isDraftWorthOffering(draft: LocalDraft | null, loaded: EditForm): draft is LocalDraft {
  return draft !== null && !isSameForm(draft.form, loaded);
}

/** The browser's localStorage, or null where there is none. */
export function browserStorage(): DraftStorage | null {
  return attempt(() => (typeof localStorage === 'undefined' ? null : localStorage), null);
}
