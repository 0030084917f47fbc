import { useExternalStore } from './external-store.js';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it is online (navigator.onLine and its events). */
export function useOnlineStatus(): boolean {
  return useExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
