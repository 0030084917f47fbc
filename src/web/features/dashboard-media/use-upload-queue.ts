import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type UploadQueue, type UploadQueueOptions, createUploadQueue } from './upload-queue.js';

/**
 * An upload queue owned by a component: the items re-render it as they change, the callbacks may
 * change between renders (the latest ones are called), and leaving the screen stops the uploads.
 */
export function useUploadQueue<T>(options: UploadQueueOptions<T>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [queue] = useState<UploadQueue<T>>(() =>
    createUploadQueue<T>({
      concurrency: options.concurrency,
      upload: (file, task) => latest.current.upload(file, task),
      check: (file) => (latest.current.check ? latest.current.check(file) : null),
      onDone: (result, item) => latest.current.onDone?.(result, item),
      onFailed: (error, item) => latest.current.onFailed?.(error, item),
    }),
  );
  useEffect(() => () => queue.cancelAll(), [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.getItems, queue.getItems);
  return { ...queue, items };
}
