import { useEffect, useRef, useState } from 'react';
import type { EditForm } from './edit-form-state.js';
import { type LocalDraft, browserStorage, clearDraft, isDraftWorthOffering, readDraft, removeExpiredDrafts, writeDraft } from './local-draft.js';

/** Writing the draft waits for a pause in typing. */
const DRAFT_DELAY_MS = 800;

interface DraftOptions {
  key: string;
  form: EditForm;
  /** Only a form with unsaved changes is kept. */
  isDirty: boolean;
  /** The item's version the form is based on (stored with the draft). */
  baseVersion: number | null;
  /** A stored draft is waiting for the editor's answer: it must not be overwritten meanwhile. */
  isPaused: boolean;
}

/**
 * Keeps the form in localStorage while it has unsaved changes: after a pause in typing, and at
 * once when the screen goes away (the sign-in screen after signing out, navigation) or the page is hidden.
 */
export function useLocalDraft({ key, form, isDirty, baseVersion, isPaused }: DraftOptions) {
  const pending = useRef({ key, form, baseVersion, shouldKeep: isDirty && !isPaused });
  pending.current = { key, form, baseVersion, shouldKeep: isDirty && !isPaused };

  // The form a save just stored: not kept again by a write that was already on its way.
  const saved = useRef<EditForm | null>(null);

  const write = () => {
    const storage = browserStorage();
    const { key: current, form: values, baseVersion: version, shouldKeep } = pending.current;
    if (storage && shouldKeep && values !== saved.current) writeDraft(storage, current, { savedAt: new Date().toISOString(), baseVersion: version, form: values });
  };

  useEffect(() => {
    if (!isDirty || isPaused) return;
    const timer = setTimeout(write, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, isDirty, isPaused, baseVersion]);

  useEffect(() => {
    const storage = browserStorage();
    if (storage) removeExpiredDrafts(storage, new Date());
    window.addEventListener('pagehide', write);
    return () => {
      window.removeEventListener('pagehide', write);
      write();
    };
  }, []);

  return {
    /** Writes now (before a request that may end the session). */
    flush: write,
    /** After a save (of `savedForm`) or a delete: nothing left to keep. */
    clear(savedForm: EditForm) {
      saved.current = savedForm;
      const storage = browserStorage();
      if (storage) clearDraft(storage, key);
    },
    /** Stores a form the editor is not looking at now, to be offered back (a conflict's loser). */
    keep(draft: LocalDraft) {
      const storage = browserStorage();
      if (storage) writeDraft(storage, key, draft);
    },
  };
}

/**
 * The draft found when the screen opened, if it would save something else than the item as
 * loaded (one that would not is removed); the setter puts another offer up, or takes it down.
 */
export function useDraftOffer(key: string, loadedForm: EditForm) {
  return useState<LocalDraft | null>(() => {
    const storage = browserStorage();
    const stored = storage ? readDraft(storage, key, new Date()) : null;
    if (isDraftWorthOffering(stored, loadedForm)) return stored;
    if (stored && storage) clearDraft(storage, key);
    return null;
  });
}
