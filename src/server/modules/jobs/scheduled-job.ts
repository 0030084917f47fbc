import type { Db } from '../../db/database.js';
import { withAdvisoryLock } from '../../db/advisory-lock.js';
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
  return repeat(Math.min(job.everyMs, CHECK_EVERY_MS), () => runJobIfDue(db, job), job.onError);
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
