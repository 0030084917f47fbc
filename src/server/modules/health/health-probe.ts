import { nowMs } from '../../lib/clock.js';

/** What a probe knows of the part it checks. */
export type ProbeResult<T> =
  /** The last check that finished answered; `isCurrent` is false when it is an earlier one and the latest is still under way (slow, not yet hung). */
  | { state: 'answered'; value: T; isCurrent: boolean }
  /** The last check that finished failed. */
  | { state: 'failed'; error: unknown }
  /** No check has finished yet, or the one under way has been waiting longer than `hungAfterMs`. */
  | { state: 'no-answer'; waitedMs: number };

export interface ProbeTimes {
  /** How long one probe waits for its check before answering with what the last finished check found. */
  waitMs: number;
  /** A check unanswered for this long means the part hangs. */
  hungAfterMs: number;
}

type Finished<T> = { state: 'answered'; value: T } | { state: 'failed'; error: unknown };

/**
 * Turns a health check into a probe that tells "slow" from "down". A busy machine answers late
 * (a disk whose operations queue behind other work, a pool whose connections are all in use),
 * and an instance taken out of rotation for that only moves its load onto the others. So a
 * probe waits `waitMs` for its check; when the check has not answered by then, the probe
 * answers with the last check that finished, until the one under way has taken `hungAfterMs`:
 * then the part hangs. An error is down at once. One check runs at a time: probes that come
 * while one is under way wait for that one, so a hung part does not pile checks up.
 */
export function createProbe<T>(check: () => Promise<T>, { waitMs, hungAfterMs }: ProbeTimes): () => Promise<ProbeResult<T>> {
  let last: Finished<T> | null = null;
  let running: { done: Promise<void>; startedAt: number; isFinished: boolean } | null = null;

  const start = () => {
    const run = { done: Promise.resolve(), startedAt: nowMs(), isFinished: false };
    const finish = (result: Finished<T>) => {
      last = result;
      run.isFinished = true;
      if (running === run) running = null;
    };
    run.done = check().then(
      (value) => finish({ state: 'answered', value }),
      (error: unknown) => finish({ state: 'failed', error }),
    );
    return run;
  };

  return async () => {
    const run = running ?? (running = start());
    await settledWithin(run.done, waitMs);
    const waitedMs = nowMs() - run.startedAt;
    if (last === null) return { state: 'no-answer', waitedMs };
    if (last.state === 'failed') return last;
    if (run.isFinished || waitedMs < hungAfterMs) return { ...last, isCurrent: run.isFinished };
    return { state: 'no-answer', waitedMs };
  };
}

/** Resolves when `work` has settled or `ms` have passed, whichever is first. */
async function settledWithin(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work, timeout]);
  clearTimeout(timer);
}
