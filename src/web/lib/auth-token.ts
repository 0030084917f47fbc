/** localStorage key of the signed-in user's bearer token. */
export const TOKEN_STORAGE_KEY = 'noks.auth.token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}
