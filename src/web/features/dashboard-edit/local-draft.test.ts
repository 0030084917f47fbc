import { describe, expect, it } from 'vitest';
import { emptyForm } from './edit-form-state.js';
import { EDIT_TYPES } from './edit-types.js';
import { DRAFT_MAX_AGE_MS, type DraftStorage, type LocalDraft, clearDraft, draftKey, isDraftWorthOffering, parseDraft, readDraft, removeExpiredDrafts, serializeDraft, writeDraft } from './local-draft.js';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const NOW = new Date('2026-05-01T12:00:00.000Z');

function draftOf(title: string, savedAt = NOW.toISOString()): LocalDraft {
  const form = emptyForm(EDIT_TYPES.articles);
  form.sr.title = title;
  return { savedAt, baseVersion: 3, form };
}

describe('local drafts', () => {
  it('have a key per section and item', () => {
    expect(draftKey('articles', '12')).toBe('noks.draft.articles.12');
    expect(draftKey('tags', 'new')).toBe('noks.draft.tags.new');
  });

  it('round-trip through their stored text', () => {
    const draft = draftOf('Наслов');
    expect(parseDraft(serializeDraft(draft), NOW)).toEqual(draft);
  });

  it('are not read when missing, malformed, of another format or expired', () => {
    expect(parseDraft(null, NOW)).toBeNull();
    expect(parseDraft('{not json', NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ format: 99, ...draftOf('x') }), NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ format: 1, savedAt: NOW.toISOString(), form: { title: 'x' } }), NOW)).toBeNull();
    const old = new Date(NOW.getTime() - DRAFT_MAX_AGE_MS - 1000).toISOString();
    expect(parseDraft(serializeDraft(draftOf('x', old)), NOW)).toBeNull();
    const recent = new Date(NOW.getTime() - DRAFT_MAX_AGE_MS + 1000).toISOString();
    expect(parseDraft(serializeDraft(draftOf('x', recent)), NOW)?.form.sr.title).toBe('x');
  });

  it('are written, read and cleared; expired ones are swept', () => {
    const storage = memoryStorage();
    const key = draftKey('articles', '12');
    expect(writeDraft(storage, key, draftOf('Мој текст'))).toBe(true);
    expect(readDraft(storage, key, NOW)?.form.sr.title).toBe('Мој текст');
    clearDraft(storage, key);
    expect(readDraft(storage, key, NOW)).toBeNull();

    const old = new Date(NOW.getTime() - DRAFT_MAX_AGE_MS - 1).toISOString();
    writeDraft(storage, draftKey('pages', '1'), draftOf('old', old));
    writeDraft(storage, draftKey('pages', '2'), draftOf('new'));
    storage.setItem('noks.auth.token', 'kept');
    removeExpiredDrafts(storage, NOW);
    expect([...storage.map.keys()].sort()).toEqual(['noks.auth.token', 'noks.draft.pages.2']);
  });

  it('survive storage that refuses to write', () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(writeDraft(storage, 'noks.draft.tags.new', draftOf('x'))).toBe(false);
  });

  it('are offered only when they differ from the loaded item', () => {
    const loaded = draftOf('Наслов').form;
    expect(isDraftWorthOffering(null, loaded)).toBe(false);
    expect(isDraftWorthOffering(draftOf('Наслов'), loaded)).toBe(false);
    expect(isDraftWorthOffering(draftOf('Измењен наслов'), loaded)).toBe(true);
  });
});
