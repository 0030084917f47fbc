import pLimit, { type LimitFunction } from 'p-limit';
import type { Db } from '../../db/database.js';
import { withAdvisoryLock } from '../../db/advisory-lock.js';
import { databaseIdentityOf } from '../../db/executor.js';
import { nowMs } from '../../lib/clock.js';

/** How often an instance asks whether a job is due; the job itself runs once per its period. */
const CHECK_EVERY_MS = 15 * 60_000;

export interface ScheduledJob {
  /** Unique among jobs; the lock and the record of runs are kept under it. */
  name: string;
  /** A run is due this long after the last one finished. */
  everyMs: number;
  work: () => Promise<unknown>;
  onError: (error: unknown) => void;
}

/**
 * Runs the job if it is due and no other instance is running it; returns whether it ran. The
 * last finished run is recorded in the database, so instances that check at different moments
 * still run it once per period between them; a run that failed or died is not recorded, so the
 * next check tries again.
 */
export async function runJobIfDue(db: Db, job: Pick<ScheduledJob, 'name' | 'everyMs' | 'work'>): Promise<boolean> {
  const outcome = await withAdvisoryLock(db, `job:${job.name}`, { wait: false }, async () => {
    const last = await db.selectFrom('job_runs').select('finished_at').where('name', '=', job.name).executeTakeFirst();
    const now = nowMs();
    if (last?.finished_at && Date.parse(last.finished_at) > now - job.everyMs) return false;
    const startedAt = new Date(now).toISOString();
    await job.work();
    await db
      .insertInto('job_runs')
      .values({ name: job.name, started_at: startedAt, finished_at: new Date(nowMs()).toISOString() })
      .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ started_at: eb.ref('excluded.started_at'), finished_at: eb.ref('excluded.finished_at') })))
      .execute();
    return true;
  });
  return outcome.ran && outcome.value;
}

/**
 * Checks the job now and then regularly while the portal runs (it may run for months between
 * starts). A failed check or run is reported to `onError` and retried at the next check. Returns
 * a function that stops the schedule and waits for a run in progress.
 */
export function scheduleJob(db: Db, job: ScheduledJob): () => Promise<void> {
  const oneAtATime = jobQueueOf(db);
  return repeat(Math.min(job.everyMs, CHECK_EVERY_MS), () => oneAtATime(() => runJobIfDue(db, job)), job.onError);
}

/**
 * A process's scheduled jobs on one database run one at a time. Each run holds a connection for
 * its lock and takes another for its work: started together, a dozen jobs held every connection of
 * the pool and waited on each other until their time-outs (and a request with them). One at a time
 * they use two, whatever their number; each is due once a day or an hour, so none waits long.
 */
const jobQueues = new WeakMap<object, LimitFunction>();
function jobQueueOf(db: Db): LimitFunction {
  const identity = databaseIdentityOf(db);
  let queue = jobQueues.get(identity);
  if (!queue) jobQueues.set(identity, (queue = pLimit(1)));
  return queue;
}

/**
 * Runs the job now and every `everyMs` on this instance while the portal runs, skipping a turn
 * while another instance is at it. For upkeep that any instance may do at any moment and that
 * costs little when there is nothing to do: no record of its runs is kept, unlike scheduleJob's
 * once per period among all instances. Returns a function that stops the schedule and waits for
 * a run in progress.
 */
export function scheduleUpkeep(db: Db, job: ScheduledJob): () => Promise<void> {
  return repeat(job.everyMs, () => withAdvisoryLock(db, `job:${job.name}`, { wait: false }, job.work), job.onError);
}

/** Calls `run` now and every `everyMs`, one call at a time; a failed call is reported to `onError`. */
function repeat(everyMs: number, run: () => Promise<unknown>, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running.then(run).catch(onError);
  };
  check();
  const timer = setInterval(check, everyMs);
  // The schedule alone does not keep the process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
