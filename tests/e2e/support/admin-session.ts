import type { BrowserContext } from 'playwright-core';
import type { BuiltInGroup } from '../../../src/common/permissions.js';
import { TOKEN_STORAGE_KEY } from '../../../src/web/lib/auth-token.js';
import { E2E_ADMIN } from './global-setup.js';

/** Signs in through the API (the sign-in screen has tests of its own); returns the token. */
export async function signInByApi(baseUrl: string, credentials: { email: string; password: string } = E2E_ADMIN): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A JSON call of the admin API with the token; any status but 2xx fails the test with the answer. */
export async function adminApi<T>(baseUrl: string, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/**
 * Stores the token before the app's scripts run, so the dashboard restores the session. Only on
 * the portal's own origin: embedded frames (videos) refuse storage.
 */
export async function withToken(context: BrowserContext, token: string, baseUrl: string): Promise<void> {
  await context.addInitScript(
    ([key, value, origin]) => {
      if (window.location.origin === origin) localStorage.setItem(key!, value!);
    },
    [TOKEN_STORAGE_KEY, token, new URL(baseUrl).origin],
  );
}

/** The ids of built-in groups by their keys (a user is created with groupIds), in the order of `keys`. */
export async function groupIdsOf(baseUrl: string, token: string, keys: readonly BuiltInGroup[]): Promise<number[]> {
  const { items } = await adminApi<{ items: { id: number; key: string | null }[] }>(baseUrl, token, '/api/admin/groups');
  return keys.map((key) => {
    const group = items.find((item) => item.key === key);
    if (!group) throw new Error(`no built-in group ${key}`);
    return group.id;
  });
}

/** What editors were before groups: publishers and authors. */
export const EDITOR_GROUPS: readonly BuiltInGroup[] = ['publishers', 'authors'];

interface ReviewRule {
  subject: string;
  section: number | null;
  review: boolean;
}

/**
 * Runs `work` with the portal's review rules changed by `change`, then puts them back: the files of
 * one browser worker share its portal.
 */
export async function withReviewRules<T>(baseUrl: string, token: string, change: (rules: ReviewRule[]) => ReviewRule[], work: () => Promise<T>): Promise<T> {
  const { rules } = await adminApi<{ rules: ReviewRule[] }>(baseUrl, token, '/api/admin/review-rules');
  await adminApi(baseUrl, token, '/api/admin/review-rules', { method: 'PUT', body: JSON.stringify({ rules: change(rules) }) });
  try {
    return await work();
  } finally {
    await adminApi(baseUrl, token, '/api/admin/review-rules', { method: 'PUT', body: JSON.stringify({ rules }) });
  }
}
