import { describe, expect, it } from 'vitest';
import { ComputationSlots, type ReleaseSlot } from './computation-slots.js';

/** Whether a promise has settled by the time the queued callbacks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('computation slots', () => {
  it('hands out as many slots as there are at once, and the rest in the order asked', async () => {
    const slots = new ComputationSlots(2);
    const first = await slots.take();
    const second = await slots.take();
    const order: string[] = [];
    const waiting = ['c', 'd', 'e'].map((name) => slots.take().then((release) => (order.push(name), release)));
    expect(await isSettled(waiting[0]!)).toBe(false);
    expect(slots.stats()).toEqual({ busy: 2, waiting: 3 });

    first();
    const c = await waiting[0]!;
    expect(order).toEqual(['c']);
    second();
    c();
    const [d, e] = (await Promise.all(waiting.slice(1))) as [ReleaseSlot, ReleaseSlot];
    expect(order).toEqual(['c', 'd', 'e']);
    expect(slots.stats()).toEqual({ busy: 2, waiting: 0 });
    d();
    e();
    expect(slots.stats()).toEqual({ busy: 0, waiting: 0 });
  });

  it('gives a freed slot to the first in line, not to a newcomer', async () => {
    const slots = new ComputationSlots(1);
    const held = await slots.take();
    const queued = slots.take();
    held();
    const newcomer = slots.take();
    expect(await isSettled(queued)).toBe(true);
    expect(await isSettled(newcomer)).toBe(false);
    (await queued)();
    (await newcomer)();
    expect(slots.stats()).toEqual({ busy: 0, waiting: 0 });
  });

  it('counts a slot given back twice only once', async () => {
    const slots = new ComputationSlots(1);
    const release = await slots.take();
    const next = slots.take();
    release();
    release();
    expect(slots.stats()).toEqual({ busy: 1, waiting: 0 });
    const another = slots.take();
    expect(await isSettled(another)).toBe(false);
    (await next)();
    (await another)();
    expect(slots.stats()).toEqual({ busy: 0, waiting: 0 });
  });

  it('refuses a limit that is not a whole number of slots', () => {
    expect(() => new ComputationSlots(0)).toThrow(/at least one slot/);
    expect(() => new ComputationSlots(1.5)).toThrow(/at least one slot/);
  });
});
