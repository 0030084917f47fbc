import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/clock.js';
import { createProbe } from './health-probe.js';

const TIMES = { waitMs: 20, hungAfterMs: 30_000 };

/** A check whose answers the test gives by hand, one per call, counting the calls. */
function handCheck() {
  const answers: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  return {
    check: () => new Promise<string>((resolve, reject) => answers.push({ resolve, reject })),
    get calls() {
      return answers.length;
    },
    answer: (value: string) => answers.at(-1)!.resolve(value),
    fail: (message: string) => answers.at(-1)!.reject(new Error(message)),
  };
}

/** The portal clock, moved by hand from the real now. */
function handClock() {
  let offsetMs = 0;
  setClock(() => Date.now() + offsetMs);
  return { advance: (ms: number) => (offsetMs += ms) };
}

afterEach(() => setClock(null));

describe('createProbe', () => {
  it('answers with the check when it answers within the wait', async () => {
    const probe = createProbe(async () => 'up', TIMES);
    expect(await probe()).toEqual({ state: 'answered', value: 'up', isCurrent: true });
  });

  it('keeps the last answer while a check is slow, and reports no answer once it hangs', async () => {
    const clock = handClock();
    const part = handCheck();
    const probe = createProbe(part.check, TIMES);
    const first = probe();
    part.answer('up');
    expect(await first).toEqual({ state: 'answered', value: 'up', isCurrent: true });

    // The next check does not answer within the wait: slow, so the last answer stands.
    expect(await probe()).toEqual({ state: 'answered', value: 'up', isCurrent: false });
    expect(await probe()).toEqual({ state: 'answered', value: 'up', isCurrent: false });
    expect(part.calls, 'probes wait for the check under way instead of starting more').toBe(2);

    clock.advance(TIMES.hungAfterMs);
    expect(await probe()).toMatchObject({ state: 'no-answer', waitedMs: expect.any(Number) });

    // The hung check answers at last: the part is up again, and the next probe checks anew.
    part.answer('up again');
    expect(await probe()).toEqual({ state: 'answered', value: 'up again', isCurrent: true });
    const next = probe();
    expect(part.calls).toBe(3);
    part.answer('up');
    expect(await next).toEqual({ state: 'answered', value: 'up', isCurrent: true });
  });

  it('reports an error at once, slow or not, until a check answers again', async () => {
    const part = handCheck();
    const probe = createProbe(part.check, TIMES);
    const first = probe();
    part.answer('up');
    await first;
    const failing = probe();
    part.fail('EACCES');
    expect(await failing).toMatchObject({ state: 'failed', error: new Error('EACCES') });
    // A slow check after an error leaves the part down.
    expect(await probe()).toMatchObject({ state: 'failed' });
    part.answer('up');
    expect(await probe()).toEqual({ state: 'answered', value: 'up', isCurrent: true });
  });

  it('has no answer before any check has finished', async () => {
    const part = handCheck();
    const probe = createProbe(part.check, TIMES);
    expect(await probe()).toMatchObject({ state: 'no-answer' });
  });
});
