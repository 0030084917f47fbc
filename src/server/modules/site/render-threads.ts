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
 * start while renders queue, and end after a minute without work. `onThreadError` hears of a
 * thread that fails between renders (one that fails during a render fails that render); the pool
 * replaces it.
 */
export async function startRenderThreads(rendererFile: string, threads: number, onThreadError: (error: Error) => void): Promise<ThreadedRenderer> {
  const pool = new Piscina({
    filename: pathToFileURL(rendererFile).href,
    name: 'renderScreen',
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: EXTRA_THREAD_IDLE_MS,
    recordTiming: false,
    // Piscina otherwise puts a render it cannot hand to a busy thread at the back of the queue: in
    // a rush on one thread, a few pages waited seconds behind hundreds rendered after them.
    stricterFIFO: true,
  });
  await provedLoadable(pool, rendererFile);
  pool.on('error', onThreadError);
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

/** The first render of a thread: the home page with none of its data (the layout and placeholders). */
const FIRST_RENDER = { url: '/', data: { locale: 'sr' as const, responses: {} }, failures: {} };

/**
 * Renders a first page on the kept thread, which loads the renderer there. A renderer that cannot
 * be loaded fails that render, or fails each thread as it starts and leaves renders waiting
 * forever: the portal does not start with it, as it did not when the renderer was imported here.
 */
async function provedLoadable(pool: Piscina, rendererFile: string): Promise<void> {
  let threadFailed: (error: Error) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => {
    threadFailed = reject;
    pool.once('error', threadFailed);
  });
  try {
    await Promise.race([pool.run(FIRST_RENDER), failure]);
  } catch (error) {
    await pool.destroy();
    throw new Error(`The screen renderer ${rendererFile} cannot render on a thread: ${(error as Error).message}`);
  } finally {
    pool.off('error', threadFailed);
  }
}
