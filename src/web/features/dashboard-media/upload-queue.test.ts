import { describe, expect, it } from 'vitest';
import { type UploadTaskOptions, createUploadQueue, isQueueBusy } from './upload-queue.js';

interface Pending {
  file: File;
  options: UploadTaskOptions;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** An upload task whose calls the test settles by hand; aborting rejects like uploadFiles does. */
function manualUploads() {
  const pending: Pending[] = [];
  const upload = (file: File, options: UploadTaskOptions) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ file, options, resolve, reject });
      options.signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
    });
  const sent = () => pending.map((call) => call.file.name);
  return { pending, upload, sent };
}

const file = (name: string, type = 'application/pdf') => new File(['%PDF-1.7'], name, { type });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload queue', () => {
  it('sends at most `concurrency` files at once and starts the next as one finishes', async () => {
    const uploads = manualUploads();
    const queue = createUploadQueue({ upload: uploads.upload, concurrency: 2 });
    queue.add([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(uploads.sent()).toEqual(['a.pdf', 'b.pdf']);
    expect(queue.getItems().map((item) => item.state)).toEqual(['uploading', 'uploading', 'queued']);

    uploads.pending[1]!.resolve('B');
    await settle();
    expect(uploads.sent()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(queue.getItems().map((item) => item.state)).toEqual(['uploading', 'done', 'uploading']);
    expect(queue.getItems()[1]).toMatchObject({ result: 'B', progress: 1 });
  });

  it('keeps the order with concurrency 1 and reports each file done in that order', async () => {
    const uploads = manualUploads();
    const done: string[] = [];
    const queue = createUploadQueue({ upload: uploads.upload, concurrency: 1, onDone: (result) => done.push(result) });
    queue.add([file('1.png'), file('2.png')]);
    expect(uploads.sent()).toEqual(['1.png']);
    uploads.pending[0]!.resolve('one');
    await settle();
    uploads.pending[1]!.resolve('two');
    await settle();
    expect(done).toEqual(['one', 'two']);
    expect(isQueueBusy(queue.getItems())).toBe(false);
  });

  it('follows the progress of a file, clamped to 0–1, and tells listeners', () => {
    const uploads = manualUploads();
    const queue = createUploadQueue({ upload: uploads.upload });
    let changes = 0;
    queue.subscribe(() => changes++);
    queue.add([file('a.pdf')]);
    const before = changes;
    uploads.pending[0]!.options.onProgress(0.4);
    expect(queue.getItems()[0]!.progress).toBe(0.4);
    uploads.pending[0]!.options.onProgress(1.7);
    expect(queue.getItems()[0]!.progress).toBe(1);
    expect(changes).toBe(before + 2);
  });

  it('keeps the error of a failed file and sends it again on retry', async () => {
    const uploads = manualUploads();
    const failures: unknown[] = [];
    const queue = createUploadQueue({ upload: uploads.upload, onFailed: (error) => failures.push(error) });
    const [key] = queue.add([file('a.pdf')]);
    const refusal = new Error('too large');
    uploads.pending[0]!.reject(refusal);
    await settle();
    expect(queue.getItems()[0]).toMatchObject({ state: 'failed', error: refusal });
    expect(failures).toEqual([refusal]);

    queue.retry(key!);
    expect(queue.getItems()[0]).toMatchObject({ state: 'uploading', error: null });
    expect(uploads.sent()).toEqual(['a.pdf', 'a.pdf']);
  });

  it('refuses a file the check refuses without sending it', () => {
    const uploads = manualUploads();
    const wrongType = new Error('wrong type');
    const queue = createUploadQueue({ upload: uploads.upload, check: (f) => (f.type === 'application/pdf' ? null : wrongType) });
    queue.add([file('photo.png', 'image/png'), file('ok.pdf')]);
    expect(uploads.sent()).toEqual(['ok.pdf']);
    expect(queue.getItems().map((item) => [item.state, item.error])).toEqual([
      ['failed', wrongType],
      ['uploading', null],
    ]);
  });

  it('cancels a file being sent (it is aborted, removed, not reported) and starts the next', async () => {
    const uploads = manualUploads();
    const failures: unknown[] = [];
    const queue = createUploadQueue({ upload: uploads.upload, concurrency: 1, onFailed: (error) => failures.push(error) });
    const [first] = queue.add([file('a.pdf'), file('b.pdf')]);
    queue.cancel(first!);
    expect(uploads.pending[0]!.options.signal.aborted).toBe(true);
    expect(queue.getItems().map((item) => item.file.name)).toEqual(['b.pdf']);
    expect(uploads.sent()).toEqual(['a.pdf', 'b.pdf']);
    await settle();
    expect(failures).toEqual([]);
  });

  it('cancels a waiting file without ever sending it', () => {
    const uploads = manualUploads();
    const queue = createUploadQueue({ upload: uploads.upload, concurrency: 1 });
    const [, second] = queue.add([file('a.pdf'), file('b.pdf')]);
    queue.cancel(second!);
    expect(uploads.sent()).toEqual(['a.pdf']);
    expect(queue.getItems()).toHaveLength(1);
  });

  it('dismisses only finished files, and cancelAll stops the rest', async () => {
    const uploads = manualUploads();
    const queue = createUploadQueue({ upload: uploads.upload, concurrency: 1 });
    const [a, b] = queue.add([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    queue.dismiss(a!);
    expect(queue.getItems()).toHaveLength(3);
    uploads.pending[0]!.resolve('A');
    await settle();
    queue.dismiss(a!);
    expect(queue.getItems().map((item) => item.key)).not.toContain(a);
    queue.cancelAll();
    expect(uploads.pending[1]!.options.signal.aborted).toBe(true);
    expect(queue.getItems()).toEqual([]);
    expect(b).toBeDefined();
  });
});
