import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '../../common/initial-data.js';
import type { Locale } from '../../common/locales.js';
import { readToken } from './auth-token.js';
import { emitLoadingEvent } from './loading-events.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A request that got no answer: the browser is offline, or the portal could not be reached. The
 * browser's own message ("Failed to fetch") is technical and in English, so the error says nothing
 * itself; screens explain it in the reader's language.
 */
export class ConnectionError extends Error {
  constructor(options?: ErrorOptions) {
    super('No connection to the portal', options);
    this.name = 'ConnectionError';
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** fetch(), whose failure to get any answer is a ConnectionError; an abort stays what it is. */
async function fetchOrConnectionError(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    throw isAbort(error) ? error : new ConnectionError({ cause: error });
  }
}

let initialData: InitialData | null = null;

/** Reads the first screen's data the server inlined into index.html (once). */
export function takeInitialData(): InitialData | null {
  if (initialData) return initialData;
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    initialData = JSON.parse(element.textContent) as InitialData;
  } catch {
    initialData = null;
  }
  return initialData;
}

/**
 * What the app does when the API refuses a request for want of a session (401 UNAUTHORIZED: it
 * expired, was ended elsewhere, or the token is gone): resolves true once the user has signed in
 * again, and the request is then sent once more; false leaves the refusal as it is.
 */
export type SessionRenewal = () => Promise<boolean>;

let renewSession: SessionRenewal = () => Promise.resolve(false);

/** Sets what a 401 does (lib/session.ts). */
export function setSessionRenewal(renewal: SessionRenewal): void {
  renewSession = renewal;
}

/**
 * Whether a refused request may be sent again: it was refused for want of a session (not, say, a
 * wrong password at sign-in), and the user has signed in again meanwhile. Uploads, which bypass
 * apiFetch, ask too.
 */
export async function isRenewedAfter(error: ApiError): Promise<boolean> {
  return error.status === 401 && error.code === 'UNAUTHORIZED' && (await renewSession());
}

/** The error of a failed response, from the API's {error:{code,message,details}} body. */
export function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  const error = (body as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | null)?.error;
  return new ApiError(status, error?.code ?? 'INTERNAL', error?.message ?? statusText, error?.details);
}

export interface ApiFetchOptions {
  /** Background requests (link prefetching) leave the loading bar alone. */
  trackLoading?: boolean;
}

/**
 * Every request sends Accept, `lang: /<locale>` and the bearer token when one is stored, and
 * drives the loading bar; failures show no message of their own (callers decide).
 */
export async function apiFetch<T>(path: string, locale: Locale, init: RequestInit = {}, { trackLoading = true }: ApiFetchOptions = {}): Promise<T> {
  const emit = trackLoading ? emitLoadingEvent : () => {};
  const answer = await tracked(emit, () => send(path, locale, init));
  if (!(answer instanceof ApiError)) return answer as T;
  // The session ended (expired, or ended elsewhere): once signed in again, the same request goes again.
  if (!(await isRenewedAfter(answer))) throw answer;
  const again = await tracked(emit, () => send(path, locale, init));
  if (again instanceof ApiError) throw again;
  return again as T;
}

/** A method that sends a body: creating (POST) or replacing (PUT) what the path names. */
export type JsonMethod = 'POST' | 'PUT';

/** apiFetch with `body` sent as JSON; `signal` lets the caller abandon the request. */
export function sendJson<T>(path: string, locale: Locale, method: JsonMethod, body: unknown, { signal }: { signal?: AbortSignal | undefined } = {}): Promise<T> {
  return apiFetch<T>(path, locale, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });
}

/** Runs one request between a start and a finish (or fail) of the loading bar. */
async function tracked(emit: typeof emitLoadingEvent, request: () => Promise<unknown>): Promise<unknown> {
  emit('start');
  try {
    const answer = await request();
    emit(answer instanceof ApiError ? 'fail' : 'finish');
    return answer;
  } catch (error) {
    emit('fail');
    throw error;
  }
}

/** One request with the headers of every request and the token stored now; a refusal is returned as its error. */
async function send(path: string, locale: Locale, init: RequestInit): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json, text/plain, */*');
  headers.set('lang', `/${locale}`);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetchOrConnectionError(path, { ...init, headers });
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  return response.ok ? body : apiErrorOf(response.status, response.statusText, body);
}
