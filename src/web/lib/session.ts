import type { Locale } from '../../common/locales.js';
import type { CurrentUser } from '../../common/schemas/user.js';
import { ApiError, apiFetch, sendJson, setSessionRenewal } from './api-client.js';
import { clearToken, readToken, writeToken } from './auth-token.js';
import { PageError } from './page-error.js';
import { queryClient } from './query.js';
import { useExternalStore } from './external-store.js';
import { uiStore } from './ui-store.js';

/**
 * The signed-in user's session (SPEC §3: the token in localStorage, user and isLoggedIn in the
 * store): sign-in, sign-out, restoring it on load, and ending it when the API stops accepting it.
 */

/** Status of the error the 'auth' guard throws: the dashboard shows its sign-in screen. */
export const SIGN_IN_REQUIRED = 401;
/** Status of the error the 'admin' guard throws: the dashboard shows its 403 page. */
export const ADMIN_REQUIRED = 403;

let restoring: Promise<void> | null = null;
let hasEnded = false;
const endListeners = new Set<() => void>();

interface LoginResponse {
  token: string;
  expiresAt: string;
  user: CurrentUser;
}

/** The next user must not see what this one loaded from the admin API. */
function forgetAdminData(): void {
  queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin') });
}

function forgetSession(): void {
  clearToken();
  uiStore.setUser(null);
  forgetAdminData();
}

/** Ends the session here after the API has ended it: the dashboard shows its sign-in screen. */
function endSession(): void {
  hasEnded = true;
  forgetSession();
  for (const listener of endListeners) listener();
}

/**
 * A session that ended while the dashboard was open (the API answered 401): who was signed in,
 * whether the sign-in dialog is shown, and what the refused requests wait for.
 */
interface Lapse {
  user: CurrentUser;
  isAsking: boolean;
  settle: (isSignedIn: boolean) => void;
  renewed: Promise<boolean>;
}

let lapse: Lapse | null = null;
const lapseListeners = new Set<() => void>();
/** How many screens can ask for the password in place (the dashboard's sign-in dialog). */
let renewalHosts = 0;

function setLapse(next: Lapse | null): void {
  lapse = next;
  for (const listener of lapseListeners) listener();
}

/**
 * Any 401 while signed in: the token expired or was revoked. Where the dashboard can ask for the
 * password in place, the user is signed out here, the screen stays as it is (with what was typed)
 * and the refused requests wait; once the user has signed in again they are sent again. Elsewhere
 * the session ends and the sign-in screen comes.
 */
setSessionRenewal(() => {
  if (lapse) return lapse.renewed;
  const { user, isLoggedIn } = uiStore.getState();
  if (!isLoggedIn || !isSignedInUser(user)) return Promise.resolve(false);
  if (renewalHosts === 0) {
    endSession();
    return Promise.resolve(false);
  }
  hasEnded = true;
  clearToken();
  uiStore.setUser(null);
  let settle: (isSignedIn: boolean) => void = () => {};
  const renewed = new Promise<boolean>((resolve) => {
    settle = (isSignedIn) => {
      setLapse(null);
      resolve(isSignedIn);
    };
  });
  setLapse({ user, isAsking: true, settle, renewed });
  return renewed;
});

/** Registers a screen that asks for the password in place; returns the function that unregisters it. */
export function hostSessionRenewal(): () => void {
  renewalHosts++;
  return () => {
    renewalHosts--;
  };
}

function subscribeToLapse(listener: () => void): () => void {
  lapseListeners.add(listener);
  return () => lapseListeners.delete(listener);
}

/** The user whose session ended while the dashboard was open, and whether the dialog asks for their password. */
export function useSessionLapse(): { user: CurrentUser; isAsking: boolean } | null {
  return useExternalStore(
    subscribeToLapse,
    () => lapse,
    () => null,
  );
}

/** Closes the dialog (the requests keep waiting) or opens it again. */
export function showRenewalDialog(isAsking: boolean): void {
  if (lapse) setLapse({ ...lapse, isAsking });
}

/** The user gives up signing in again: the waiting requests fail, and the sign-in screen comes. */
export function abandonRenewal(): void {
  const ended = lapse;
  if (!ended) return;
  endSession();
  ended.settle(false);
}

/** Called when the API ended the session (the dashboard then shows its sign-in screen again). */
export function onSessionEnded(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Whether the last session ended on the server's side (the sign-in screen says so). */
export function sessionHasEnded(): boolean {
  return hasEnded;
}

/** Reads the user of a stored token once per page load (GET /api/auth/me); a refused token is dropped. */
export function restoreSession(locale: Locale): Promise<void> {
  if (uiStore.getState().isLoggedIn || !readToken()) return Promise.resolve();
  restoring ??= apiFetch<CurrentUser>('/api/auth/me', locale)
    .then(
      (user) => uiStore.setUser(user),
      (error: unknown) => {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
        hasEnded = true;
        forgetSession();
      },
    )
    .finally(() => {
      restoring = null;
    });
  return restoring;
}

/** What the sign-in form sends: with two-factor sign-in on, also a code from the app or a recovery code. */
export interface Credentials {
  email: string;
  password: string;
  totp?: string;
  recoveryCode?: string;
}

export async function signIn(locale: Locale, credentials: Credentials): Promise<CurrentUser> {
  const session = await sendJson<LoginResponse>('/api/auth/login', locale, 'POST', credentials);
  writeToken(session.token);
  hasEnded = false;
  uiStore.setUser(session.user);
  // Requests refused while the session had ended go again, now with this session's token; those of
  // another user (someone else signed in on the sign-in screen) fail, and what they loaded goes.
  if (lapse) {
    const isSameUser = lapse.user.id === session.user.id;
    if (!isSameUser) forgetAdminData();
    lapse.settle(isSameUser);
  }
  return session.user;
}

const isSignedInUser = (user: CurrentUser | Record<string, never>): user is CurrentUser => 'id' in user;

/** After two-factor sign-in was turned on or off: the dashboard opens (or stays open) accordingly. */
export function setTotpEnabled(enabled: boolean): void {
  const { user } = uiStore.getState();
  if (!isSignedInUser(user)) return;
  uiStore.setUser({ ...user, totpEnabled: enabled, totpEnrolmentRequired: enabled ? false : user.totpEnrolmentRequired });
}

/** Ends the session on the server (best effort) and here. */
export async function signOut(locale: Locale): Promise<void> {
  try {
    if (readToken()) await apiFetch('/api/auth/logout', locale, { method: 'POST' });
  } catch {
    // Signed out here whatever the server says (it may have ended the session already).
  } finally {
    hasEnded = false;
    forgetSession();
  }
}

/**
 * Tells the server which locale the signed-in user's dashboard is in, when it differs from the
 * one it knows: their e-mail is written in it. Best effort: a failure is tried again on the next screen.
 */
export async function saveDashboardLocale(locale: Locale): Promise<void> {
  const { user } = uiStore.getState();
  if (!isSignedInUser(user) || user.locale === locale) return;
  try {
    await apiFetch('/api/auth/locale', locale, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ locale }) }, { trackLoading: false });
    const current = uiStore.getState().user;
    if (isSignedInUser(current) && current.id === user.id) uiStore.setUser({ ...current, locale });
  } catch {
    // The e-mail stays in the previous language until the dashboard is next opened.
  }
}

/** Route guard 'auth': a signed-in user, else the sign-in screen (at the same path, to return to). */
export async function requireSignedIn({ locale }: { locale: Locale }): Promise<void> {
  await restoreSession(locale);
  if (!uiStore.getState().isLoggedIn) throw new PageError(SIGN_IN_REQUIRED, 'Sign in to continue');
}

/** Route guard 'admin': the signed-in user is an admin, else a 403 page. */
export function requireAdminRole(): void {
  const { user } = uiStore.getState();
  if (!('role' in user) || user.role !== 'admin') throw new PageError(ADMIN_REQUIRED, 'This section is for administrators only');
}
