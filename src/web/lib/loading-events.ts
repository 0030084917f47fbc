/** Request life-cycle events the loading bar follows (start, finish, failure of each request). */
export type LoadingEvent = 'start' | 'finish' | 'fail';

type Listener = (event: LoadingEvent) => void;
const listeners = new Set<Listener>();

export function onLoadingEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitLoadingEvent(event: LoadingEvent): void {
  for (const listener of listeners) listener(event);
}

/** Requests still running after `event`; never negative, so a stray finish cannot hide a later start. */
export function nextPendingCount(count: number, event: LoadingEvent): number {
  return event === 'start' ? count + 1 : Math.max(0, count - 1);
}
