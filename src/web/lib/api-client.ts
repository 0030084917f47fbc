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

const unauthorizedListeners = new Set<() => void>();

/**
 * Called whenever a request that carried a token is answered 401 (the session expired or was
 * ended elsewhere); returns the function that removes the listener.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the listeners a request with a token was refused (also used by uploads, which bypass fetch). */
export function reportUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
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
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json, text/plain, */*');
  headers.set('lang', `/${locale}`);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  emit('start');
  try {
    const response = await fetchOrConnectionError(path, { ...init, headers });
    const body = response.status === 204 ? null : await response.json().catch(() => null);
    if (!response.ok) {
      if (response.status === 401 && token) reportUnauthorized();
      throw apiErrorOf(response.status, response.statusText, body);
    }
    emit('finish');
    return body as T;
  } catch (error) {
    emit('fail');
    throw error;
  }
}
