import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { RenderScreen } from '../../../common/initial-data.js';

/** A thread started for a rush of renders is kept this long after its last one. */
const EXTRA_THREAD_IDLE_MS = 60_000;

export interface ThreadedRenderer {
  renderScreen: RenderScreen;
  /** Ends the threads once the renders under way are done. */
  close(): Promise<void>;
}

/**
 * The built screen renderer (dist/ssr) run on up to `threads` worker threads. A page's render is
 * a pure function of its input and the largest share of a cache miss's work: on the server's
 * thread it held every other request up for the milliseconds it took, and used one core of many.
 * One thread is kept with the renderer loaded, so no render waits for a thread to start; more
 * start while renders queue, and end after a minute without work.
 */
export function renderOnThreads(rendererFile: string, threads: number): ThreadedRenderer {
  const pool = new Piscina({
    filename: pathToFileURL(rendererFile).href,
    name: 'renderScreen',
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: EXTRA_THREAD_IDLE_MS,
    recordTiming: false,
  });
  let closed = false;
  return {
    // NOTE: a closed pool would start a thread again for a late render and keep the process alive.
    renderScreen: (input) => (closed ? Promise.reject(new Error('The screen renderer is closed')) : (pool.run(input) as ReturnType<RenderScreen>)),
    close: () => {
      closed = true;
      return pool.close();
    },
  };
}
