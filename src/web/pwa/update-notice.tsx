import { Button } from '../components/ui/button.js';
import { useMessages } from '../lib/messages.js';
import { useExternalStore } from '../lib/external-store.js';

/**
 * A new release waits to take over (register-sw.ts): the reader is asked, never made, to reload.
 * Nothing reloads by itself, so text typed into a form stays until its writer chooses; and the
 * dashboard's forms still ask before a reload throws unsaved changes away.
 */
let pendingUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function setPendingUpdate(apply: (() => void) | null): void {
  pendingUpdate = apply;
  for (const listener of listeners) listener();
}

/** Passed to registerServiceWorker as onUpdateReady. */
export function offerUpdate(apply: () => void): void {
  setPendingUpdate(apply);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notice, shown while a new release waits; "Later" hides it until the next one. */
export function UpdateNotice() {
  const { t } = useMessages();
  const apply = useExternalStore(subscribe, () => pendingUpdate, () => null);
  if (!apply) return null;
  return (
    <div className="update-notice" role="status">
      <p className="update-notice__text">{t('update.available')}</p>
      <Button onClick={apply}>{t('update.reload')}</Button>
      <Button variant="text" onClick={() => setPendingUpdate(null)}>
        {t('update.later')}
      </Button>
    </div>
  );
}
