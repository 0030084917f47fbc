/**
 * A queue of file uploads with the state of each file: waiting, sending (with its progress),
 * done (with the server's answer) or failed (with the error). At most `concurrency` files are
 * sent at once; the rest wait their turn. Plain TypeScript (no React) so it is tested on its own;
 * use-upload-queue.ts binds it to a component.
 */

export type UploadState = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem<T> {
  /** Unique within the queue (two files may share a name). */
  key: string;
  file: File;
  state: UploadState;
  /** Share of the file sent, 0–1. */
  progress: number;
  error: unknown;
  result: T | null;
}

export interface UploadTaskOptions {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** Sends one file and resolves with what the server answered (rejects on failure or abort). */
export type UploadTask<T> = (file: File, options: UploadTaskOptions) => Promise<T>;

export interface UploadQueueOptions<T> {
  upload: UploadTask<T>;
  /** Files sent at the same time; 1 keeps the order in which they were chosen. */
  concurrency?: number;
  /** Refuses a file before it is sent (its type, say): returns the error, or null to send it. */
  check?: (file: File) => unknown;
  /** Called once per file the server accepted, in the order they finish. */
  onDone?: (result: T, item: UploadItem<T>) => void;
  /** Called once per file that failed (not for cancelled ones). */
  onFailed?: (error: unknown, item: UploadItem<T>) => void;
}

export interface UploadQueue<T> {
  getItems: () => readonly UploadItem<T>[];
  /** Listens to every change of the items; returns the function that stops listening. */
  subscribe: (listener: () => void) => () => void;
  /** Queues the files and returns their keys. */
  add: (files: readonly File[]) => string[];
  /** Stops a file that waits or is being sent and removes it from the list. */
  cancel: (key: string) => void;
  /** Queues a failed file again. */
  retry: (key: string) => void;
  /** Removes a finished (done or failed) file from the list. */
  dismiss: (key: string) => void;
  /** Stops everything (the component that owns the queue goes away). */
  cancelAll: () => void;
}

export const DEFAULT_CONCURRENCY = 2;

/** The error an aborted upload rejects with (uploadFiles and fetch use a DOMException of this name). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Whether any file still waits or is being sent. */
export function isQueueBusy(items: readonly UploadItem<unknown>[]): boolean {
  return items.some((item) => item.state === 'queued' || item.state === 'uploading');
}

export function createUploadQueue<T>(options: UploadQueueOptions<T>): UploadQueue<T> {
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  let items: readonly UploadItem<T>[] = [];
  let nextKey = 1;
  const controllers = new Map<string, AbortController>();
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const find = (key: string) => items.find((item) => item.key === key);

  /** Replaces one item (a new object, so React sees the change); returns the new item. */
  function update(key: string, change: Partial<UploadItem<T>>): UploadItem<T> | undefined {
    let updated: UploadItem<T> | undefined;
    items = items.map((item) => {
      if (item.key !== key) return item;
      updated = { ...item, ...change };
      return updated;
    });
    if (updated) notify();
    return updated;
  }

  function remove(key: string) {
    controllers.get(key)?.abort();
    controllers.delete(key);
    const before = items.length;
    items = items.filter((item) => item.key !== key);
    if (items.length === before) return;
    notify();
    pump();
  }

  async function send(item: UploadItem<T>) {
    const controller = new AbortController();
    controllers.set(item.key, controller);
    update(item.key, { state: 'uploading', progress: 0, error: null });
    const isCurrent = () => controllers.get(item.key) === controller && !controller.signal.aborted;
    try {
      const result = await options.upload(item.file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (isCurrent()) update(item.key, { progress: Math.min(1, Math.max(0, fraction)) });
        },
      });
      if (!isCurrent()) return;
      const done = update(item.key, { state: 'done', progress: 1, result });
      if (done) options.onDone?.(result, done);
    } catch (error) {
      if (!isCurrent() || isAbortError(error)) return;
      const failed = update(item.key, { state: 'failed', error });
      if (failed) options.onFailed?.(error, failed);
    } finally {
      if (controllers.get(item.key) === controller) controllers.delete(item.key);
      pump();
    }
  }

  /** Starts waiting files while fewer than `concurrency` are being sent. */
  function pump() {
    let active = items.filter((item) => item.state === 'uploading').length;
    for (const item of items) {
      if (active >= concurrency) break;
      if (item.state !== 'queued') continue;
      active++;
      void send(item);
    }
  }

  function add(files: readonly File[]): string[] {
    const added = files.map((file): UploadItem<T> => {
      const key = `upload-${nextKey++}`;
      const refusal = options.check?.(file) ?? null;
      return { key, file, state: refusal === null ? 'queued' : 'failed', progress: 0, error: refusal, result: null };
    });
    if (added.length === 0) return [];
    items = [...items, ...added];
    notify();
    for (const item of added) if (item.state === 'failed') options.onFailed?.(item.error, item);
    pump();
    return added.map((item) => item.key);
  }

  function retry(key: string) {
    const item = find(key);
    if (item?.state !== 'failed') return;
    const refusal = options.check?.(item.file) ?? null;
    if (refusal !== null) return;
    update(key, { state: 'queued', progress: 0, error: null });
    pump();
  }

  function dismiss(key: string) {
    const state = find(key)?.state;
    if (state === 'done' || state === 'failed') remove(key);
  }

  function cancelAll() {
    for (const controller of controllers.values()) controller.abort();
    controllers.clear();
    items = items.filter((item) => item.state === 'done' || item.state === 'failed');
    notify();
  }

  return {
    getItems: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add,
    cancel: remove,
    retry,
    dismiss,
    cancelAll,
  };
}
