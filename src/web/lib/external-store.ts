import { useEffect, useState, useSyncExternalStore } from 'react';

/** Whether the first render is still to be committed: always on the server, in the browser until the app has hydrated. */
let isFirstRender = true;

/** Called once the app's first render has committed (main.tsx, dashboard-main.tsx). */
export function markFirstRenderDone(): void {
  isFirstRender = false;
}

/**
 * useSyncExternalStore with React's rule for the server and hydration, which preact/compat leaves
 * out (it ignores getServerSnapshot): the server renders the server snapshot, and so does the
 * browser while it hydrates that markup, or the two would differ; the store's own value follows
 * right after. A component mounted later reads the store from the start.
 */
export function useExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const [isHydrating, setHydrating] = useState(isFirstRender);
  useEffect(() => {
    if (isHydrating) setHydrating(false);
  }, [isHydrating]);
  return useSyncExternalStore(subscribe, isHydrating ? getServerSnapshot : getSnapshot, getServerSnapshot);
}
