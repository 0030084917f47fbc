import type { Locale } from '../../common/locales.js';
import { ApiError, apiErrorOf, isRenewedAfter } from './api-client.js';
import { readToken } from './auth-token.js';
import { emitLoadingEvent } from './loading-events.js';

export interface UploadOptions {
  /** Share of the body sent so far, 0–1 (the server's answer follows at 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Form field name of the files; the media API reads every file part. */
  field?: string;
}

/**
 * Posts files as multipart/form-data with the same headers as apiFetch, and drives the loading
 * bar as it does. XMLHttpRequest rather than fetch because only it reports upload progress,
 * which the dashboard shows per file. Refused for want of a session, the upload starts again
 * once the user has signed in again, as apiFetch's requests do.
 */
export async function uploadFiles<T>(path: string, locale: Locale, files: readonly File[], options: UploadOptions = {}): Promise<T> {
  try {
    return await uploadOnce<T>(path, locale, files, options);
  } catch (error) {
    if (error instanceof ApiError && (await isRenewedAfter(error))) return uploadOnce<T>(path, locale, files, options);
    throw error;
  }
}

function uploadOnce<T>(path: string, locale: Locale, files: readonly File[], { onProgress, signal, field = 'file' }: UploadOptions): Promise<T> {
  const body = new FormData();
  for (const file of files) body.append(field, file, file.name);
  const token = readToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json, text/plain, */*');
    request.setRequestHeader('lang', `/${locale}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    // loadend follows load, error and abort alike: one end for each start.
    request.addEventListener('loadend', () => emitLoadingEvent(request.status >= 200 && request.status < 300 ? 'finish' : 'fail'));
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(request.response as T);
        return;
      }
      reject(apiErrorOf(request.status, request.statusText, request.response));
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK', 'The upload could not reach the server')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    emitLoadingEvent('start');
    request.send(body);
  });
}
