import type { CurrentUser } from '../../common/schemas/user.js';
import { useExternalStore } from './external-store.js';

/** The small client-side store of SPEC §3: page header, cover, signed-in user, breadcrumbs. */
export interface Breadcrumb {
  label: string;
  to?: string;
}

export interface UiState {
  header: string;
  /** Language of the header when the item is shown in a fallback locale (empty otherwise). */
  headerLang: string;
  cover: string;
  user: CurrentUser | Record<string, never>;
  isLoggedIn: boolean;
  breadcrumbs: Breadcrumb[];
}

const INITIAL_STATE: UiState = { header: '', headerLang: '', cover: '', user: {}, isLoggedIn: false, breadcrumbs: [] };

let state: UiState = INITIAL_STATE;
const listeners = new Set<() => void>();

function update(changes: Partial<UiState>): void {
  state = { ...state, ...changes };
  for (const listener of listeners) listener();
}

export const uiStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The only way the header changes (SPEC §4). */
  setHeader: (header: string, headerLang = '') => update({ header, headerLang }),
  setCover: (cover: string) => update({ cover }),
  setBreadcrumbs: (breadcrumbs: Breadcrumb[]) => update({ breadcrumbs }),
  setUser: (user: CurrentUser | null) => update({ user: user ?? {}, isLoggedIn: user !== null }),
  reset: () => update(INITIAL_STATE),
};

export function useUiStore<T>(select: (state: UiState) => T): T {
  // The server renders, and the browser hydrates, the initial state; the store's own follows at once.
  return useExternalStore(
    uiStore.subscribe,
    () => select(uiStore.getState()),
    () => select(INITIAL_STATE),
  );
}
