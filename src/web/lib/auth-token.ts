/** localStorage key of the signed-in user's bearer token. */
export const TOKEN_STORAGE_KEY = 'noks.auth.token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the token of a new session (storage may be unavailable: the session then lasts this page). */
export function writeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // NOTE: private modes may refuse storage; every request then goes without the token.
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
